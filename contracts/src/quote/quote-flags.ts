import type { SiteFlags } from '../flags.js';

/** The flags the quote forms read (docs/requirements.md#feature-flags). */
export const QUOTE_FLAG_KEYS = ['dentalRefreshAgeRanges', 'okAgebandExpansion', 'accidentScSpouseAgeRule'] as const;
export type QuoteFlagKey = (typeof QUOTE_FLAG_KEYS)[number];
export type QuoteFlags = { readonly [K in QuoteFlagKey]: boolean };

/**
 * The quote widget's flags for one entry (docs/requirements.md#decision-quote-widget-flags): the
 * site's evaluated flags (`LoadContext.flags`), each overridden by the entry's own `flags` JSON
 * when that JSON gives the same key a boolean. Anything else in the JSON (unknown keys, strings,
 * a non-object) is ignored, so a typo in the CMS never breaks the widget.
 */
export function resolveQuoteFlags(site: Pick<SiteFlags, QuoteFlagKey>, entryFlags: unknown): QuoteFlags {
  const overrides =
    typeof entryFlags === 'object' && entryFlags !== null && !Array.isArray(entryFlags) ? (entryFlags as Record<string, unknown>) : {};
  const pick = (key: QuoteFlagKey): boolean => {
    const value = overrides[key];
    return typeof value === 'boolean' ? value : site[key];
  };
  return {
    dentalRefreshAgeRanges: pick('dentalRefreshAgeRanges'),
    okAgebandExpansion: pick('okAgebandExpansion'),
    accidentScSpouseAgeRule: pick('accidentScSpouseAgeRule'),
  };
}
