/**
 * The site's feature flags (docs/requirements.md#feature-flags): one definition per flag with its
 * owner, default and what it changes. Flags are evaluated on the server, once per request
 * (preview-app's `siteFlags()`), and reach blocks through `LoadContext.flags`; a block hands the
 * values it needs to its island as props, so a page never flashes the other variant.
 */
export interface SiteFlagDefinition {
  /** Who decides the flag's value. */
  owner: string;
  /** The value when no provider answers. */
  defaultValue: boolean;
  /** What turning the flag on changes, for the docs and the CMS help text. */
  changes: string;
}

/**
 * Every flag the product reads (docs/requirements.md#feature-flags). Keys are the flag keys that
 * providers (the CMS flags entry, environment variables, a vendor) answer for.
 */
export const SITE_FLAG_DEFINITIONS = {
  rilaV3: {
    owner: 'Annuities marketing',
    defaultValue: true,
    changes: "The newer RILA tool (outcomes A-E, crediting strategies) and the share flow's otherFP option.",
  },
  dentalRefreshAgeRanges: {
    owner: 'Dental and vision product',
    defaultValue: true,
    changes: "Splits the dental and vision '50 or older' age range into 50-64 and 65 and over.",
  },
  okAgebandExpansion: {
    owner: 'Dental and vision product',
    defaultValue: false,
    changes: 'Adds a 16-17 age range for Oklahoma ZIP codes only, with its age and ZIP check.',
  },
  accidentScSpouseAgeRule: {
    owner: 'Accident product compliance',
    defaultValue: true,
    changes: 'In South Carolina, a primary applicant of 19 with a spouse of 65 cannot submit the accident quote (no plans).',
  },
} as const satisfies Record<string, SiteFlagDefinition>;

/** A flag key. */
export type SiteFlagKey = keyof typeof SITE_FLAG_DEFINITIONS;

/** The evaluated value of every flag. */
export type SiteFlags = { readonly [K in SiteFlagKey]: boolean };

/** Every flag key, in definition order. */
export const SITE_FLAG_KEYS = Object.keys(SITE_FLAG_DEFINITIONS) as SiteFlagKey[];

/** Every flag at its default value: what the site uses when no provider answers. */
export const DEFAULT_SITE_FLAGS: SiteFlags = Object.fromEntries(
  SITE_FLAG_KEYS.map((key) => [key, SITE_FLAG_DEFINITIONS[key].defaultValue]),
) as SiteFlags;
