import type { QuoteFlags } from './quote-flags.js';

/**
 * The quote forms' age ranges (docs/requirements.md#age-ranges) and how the flags change them
 * (docs/requirements.md#feature-flags, docs/requirements.md#decision-quote-age-bands). A band's
 * `value` is the youngest age it covers (the sources' "under 19 (value 14)" and "18-64 (value 19)"
 * are kept as given); the results pages price by it.
 */
export interface AgeBand {
  /** The submitted value, an age in years as a string (e.g. '19'). */
  value: string;
  /** What the visitor reads, e.g. '19-49'. */
  label: string;
}

/** Which list of bands a select uses. */
export type AgeBandKind = 'primary' | 'spouse' | 'dependent';

/** The products whose forms ask for age ranges. */
export type BandProduct = 'Dental' | 'Vision' | 'Accident';

const UNDER_19: AgeBand = { value: '14', label: 'Under 19' };
const AGE_19_49: AgeBand = { value: '19', label: '19-49' };
const AGE_50_PLUS_PRIMARY: AgeBand = { value: '50', label: '50 or older' };
const AGE_50_PLUS_SPOUSE: AgeBand = { value: '50', label: '50+' };
const AGE_50_64: AgeBand = { value: '50', label: '50-64' };
const AGE_65_PLUS: AgeBand = { value: '65', label: '65 and over' };
/** The Oklahoma-only band of `okAgebandExpansion`. */
export const OK_16_17_BAND: AgeBand = { value: '16', label: '16-17' };
/** Accident primary bands (and the accident spouse's, who is an adult insured too). */
const ACCIDENT_18_64: AgeBand = { value: '19', label: '18-64' };
const ACCIDENT_65_70: AgeBand = { value: '65', label: '65-70' };
const DEPENDENT_BANDS: readonly AgeBand[] = [UNDER_19, { value: '19', label: '19-20' }, { value: '21', label: '21-30' }];

/**
 * Whether a ZIP code is in Oklahoma: USPS prefixes 730, 731 and 734-749. Only the first three
 * digits are read; anything that is not 5 digits is not Oklahoma.
 */
export function isOklahomaZip(zip: string | undefined): boolean {
  if (!zip || !/^\d{5}$/.test(zip)) return false;
  const prefix = Number(zip.slice(0, 3));
  return prefix === 730 || prefix === 731 || (prefix >= 734 && prefix <= 749);
}

/** Whether a ZIP code is in South Carolina: USPS prefixes 290-299. */
export function isSouthCarolinaZip(zip: string | undefined): boolean {
  if (!zip || !/^\d{5}$/.test(zip)) return false;
  const prefix = Number(zip.slice(0, 3));
  return prefix >= 290 && prefix <= 299;
}

/**
 * The bands of one select:
 * - Dental and Vision primary: 'Under 19' (14), '19-49' (19), '50 or older' (50); with
 *   `dentalRefreshAgeRanges` the last is split into '50-64' (50) and '65 and over' (65); with
 *   `okAgebandExpansion` and an Oklahoma `zip`, '16-17' (16) comes first.
 * - Spouse: 'Under 19', '19-49', '50+' (split into '50-64' and '65 and over' by
 *   `dentalRefreshAgeRanges`); for Accident the accident bands.
 * - Accident primary and spouse: '18-64' (19), '65-70' (65).
 * - Dependents: 'Under 19' (14), '19-20' (19), '21-30' (21).
 */
export function ageBands(product: BandProduct, kind: AgeBandKind, flags: QuoteFlags, zip?: string): AgeBand[] {
  if (kind === 'dependent') return [...DEPENDENT_BANDS];
  if (product === 'Accident') return [ACCIDENT_18_64, ACCIDENT_65_70];
  const older = flags.dentalRefreshAgeRanges ? [AGE_50_64, AGE_65_PLUS] : [kind === 'primary' ? AGE_50_PLUS_PRIMARY : AGE_50_PLUS_SPOUSE];
  const bands = [UNDER_19, AGE_19_49, ...older];
  if (kind === 'primary' && flags.okAgebandExpansion && isOklahomaZip(zip)) return [OK_16_17_BAND, ...bands];
  return bands;
}

/** The label of `value` in the bands of a select, or undefined when it is not one of them. */
export function ageBandLabel(product: BandProduct, kind: AgeBandKind, flags: QuoteFlags, value: string, zip?: string): string | undefined {
  return ageBands(product, kind, flags, zip).find((band) => band.value === value)?.label;
}
