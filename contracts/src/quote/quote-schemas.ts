import * as z from '../zod-mini.js';
import { ageBands, isOklahomaZip, isSouthCarolinaZip, OK_16_17_BAND, type BandProduct } from './age-bands.js';
import { AGE_RANGE_LABELS, currentAgeMessage, QUOTE_MESSAGES as M, requiredMessage } from './messages.js';
import type { QuoteFlags } from './quote-flags.js';
import type { QuoteTab } from './tabs.js';

/**
 * The quote forms' schemas (docs/requirements.md#quote-forms): the browser validates with them on
 * submit, the `info` codec validates what it decodes with the same ones, and the lead route with
 * them again. Inputs are what a form holds (strings, '$45,000' for money); outputs are typed
 * (numbers in whole dollars and years).
 */

/** Occupations of the disability form; the first three are preselected from their pages (docs/requirements.md#quote-destinations). */
export const OCCUPATIONS = [
  { value: 'business-owner', label: 'Business owner' },
  { value: 'accountant', label: 'Accountant' },
  { value: 'architect', label: 'Architect' },
  { value: 'attorney', label: 'Attorney' },
  { value: 'dentist', label: 'Dentist' },
  { value: 'engineer', label: 'Engineer' },
  { value: 'physician', label: 'Physician' },
  { value: 'other-professional', label: 'Other professional or office work' },
] as const;
export type Occupation = (typeof OCCUPATIONS)[number]['value'];
const OCCUPATION_VALUES = OCCUPATIONS.map((o) => o.value) as [Occupation, ...Occupation[]];

/** The occupation a disability page preselects: the last path segment of /individuals-families/disability-insurance/{business-owner|accountant|architect}. */
export function occupationFromPath(path: string): Occupation | undefined {
  const match = /^\/individuals-families\/disability-insurance\/(business-owner|accountant|architect)\/?$/.exec(path);
  return match?.[1] as Occupation | undefined;
}

/** Longest first name, like the other forms' (`TEXT_LIMITS.name`). */
export const FIRST_NAME_MAX = 40;
/** Letters, spaces, apostrophes and hyphens (Mary-Ann, O'Neil, José). */
const LETTERS = /^[\p{L}][\p{L}' -]*$/u;

/** Blank strings as undefined, so an empty optional field is absent. */
function blank(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** '$45,000', '45000' or 45000 as the number 45000; anything else stays as it is (and fails the number check). */
function money(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const cleaned = value.replace(/[$,\s]/g, '');
  return /^\d+$/.test(cleaned) ? Number(cleaned) : value.trim() === '' ? undefined : value;
}

/** '42' or 42 as 42. */
function wholeNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed === '' ? undefined : value;
}

/** A whole number between `min` and `max` with one message for missing, malformed and out of range. */
function integerIn(min: number, max: number, message: string, parse: (value: unknown) => unknown) {
  return z.pipe(z.transform(parse), z.int({ error: message }).check(z.gte(min, message), z.lte(max, message)));
}

const firstName = z
  .string({ error: M.firstNameRequired })
  .check(
    z.trim(),
    z.minLength(1, M.firstNameRequired),
    z.maxLength(FIRST_NAME_MAX, `First name must be ${FIRST_NAME_MAX} characters or fewer.`),
    z.regex(LETTERS, M.firstNameLetters),
  );

const optionalFirstName = z.pipe(
  z.transform(blank),
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(FIRST_NAME_MAX, `First name must be ${FIRST_NAME_MAX} characters or fewer.`),
        z.regex(LETTERS, M.firstNameLetters),
      ),
  ),
);

const zipCode = z.string({ error: M.zipRequired }).check(z.trim(), z.minLength(1, M.zipRequired), z.regex(/^\d{5}$/, M.zipInvalid));

const gender = z.enum(['M', 'F'], { error: M.genderRequired });
const tobacco = z.enum(['yes', 'no'], { error: M.tobaccoRequired });

/** Term life: first name, zip, gender, age 18-75, income $10,000-$5,000,000, tobacco. */
export const lifeQuoteSchema = z.object({
  firstName,
  zipCode,
  gender,
  age: integerIn(18, 75, M.lifeAge, wholeNumber),
  income: integerIn(10_000, 5_000_000, M.lifeIncome, money),
  tobacco,
});
export type LifeQuote = z.output<typeof lifeQuoteSchema>;

/** Disability: first name, zip, gender M or F, age 18-55, annual income at least $40,000, occupation, tobacco. */
export const disabilityQuoteSchema = z.object({
  firstName,
  zipCode,
  gender,
  age: integerIn(18, 55, M.disabilityAge, wholeNumber),
  income: integerIn(40_000, Number.MAX_SAFE_INTEGER, M.disabilityIncome, money),
  occupation: z.enum(OCCUPATION_VALUES, { error: M.occupationRequired }),
  tobacco,
});
export type DisabilityQuote = z.output<typeof disabilityQuoteSchema>;

/** The retirement age the calculator assumes (docs/requirements.md#retirement-calculator). */
export const DEFAULT_RETIREMENT_AGE = 67;

/** Longest a retirement field may be typed, in characters (docs/requirements.md#quote-forms), for the inputs' `maxLength`. */
export const RETIREMENT_MAX_LENGTH = {
  currentAge: 3,
  retirementAge: 3,
  qualifiedSavings: 10,
  annualQualifiedContributions: 8,
  annualRetirementIncome: 8,
} as const;

/**
 * The Retirement tab's quick form: current age 1 to the retirement age, retirement age 60-100,
 * qualified savings $0-$10,000,000, annual contributions $0-$1,000,000, annual spending
 * $1-$1,000,000. The calculator reads it (`decodeRetirementInfo`).
 */
export const retirementQuoteSchema = z
  .object({
    // Any value passes here; the range check below needs the retirement age for its message.
    currentAge: z.pipe(z.transform(wholeNumber), z.catch(z.number(), Number.NaN)),
    retirementAge: integerIn(60, 100, M.retirementAge, wholeNumber),
    qualifiedSavings: integerIn(0, 10_000_000, M.qualifiedSavings, money),
    annualQualifiedContributions: integerIn(0, 1_000_000, M.annualContributions, money),
    annualRetirementIncome: integerIn(1, 1_000_000, M.annualRetirementIncome, money),
  })
  .check(
    z.refine((values) => Number.isInteger(values.currentAge) && values.currentAge >= 1 && values.currentAge <= values.retirementAge, {
      path: ['currentAge'],
      // Checked even when another field failed, against the retirement age as typed (67, the
      // calculator's default, when it is not a number).
      when: (payload) => {
        const value = payload.value as { currentAge?: unknown } | undefined;
        return typeof value === 'object' && value !== null;
      },
      error: (issue) => {
        const typed = wholeNumber((issue.input as { retirementAge?: unknown } | undefined)?.retirementAge);
        return currentAgeMessage(typeof typed === 'number' ? typed : DEFAULT_RETIREMENT_AGE);
      },
    }),
  );
export type RetirementQuote = z.output<typeof retirementQuoteSchema>;

/** An age-range select: required ('{label} is required'); which values are allowed is checked with the flags. */
function ageRange(label: string) {
  return z.string({ error: requiredMessage(label) }).check(z.minLength(1, requiredMessage(label)));
}

/** The dental, vision and accident household form, before the flag-dependent band checks. */
const householdShape = z.object({
  firstName,
  zipCode,
  primaryAge: ageRange(AGE_RANGE_LABELS.primary),
  spouse: z.optional(z.object({ firstName: optionalFirstName, age: ageRange(AGE_RANGE_LABELS.spouse) })),
  dependents: z._default(
    z.array(
      z.object({
        id: z.string().check(z.minLength(1), z.maxLength(40)),
        firstName: optionalFirstName,
        age: ageRange(AGE_RANGE_LABELS.dependent),
      }),
    ),
    [],
  ),
});
export type HouseholdQuote = z.output<typeof householdShape>;

/** The household schema of `product` under `flags`: every age range must be one of the bands the visitor could pick. */
export function householdQuoteSchema(product: BandProduct, flags: QuoteFlags) {
  return householdShape.check(
    z.superRefine((values, ctx) => {
      const check = (kind: 'primary' | 'spouse' | 'dependent', value: string, path: (string | number)[], label: string) => {
        if (!ageBands(product, kind, flags, values.zipCode).some((band) => band.value === value)) {
          // The 16-17 band chosen, then the zip changed to one outside Oklahoma: the check of okAgebandExpansion.
          const message =
            value === OK_16_17_BAND.value && flags.okAgebandExpansion && product !== 'Accident' && !isOklahomaZip(values.zipCode)
              ? M.oklahomaBand
              : requiredMessage(label);
          ctx.addIssue({ code: 'custom', path, message });
        }
      };
      check('primary', values.primaryAge, ['primaryAge'], AGE_RANGE_LABELS.primary);
      if (values.spouse) check('spouse', values.spouse.age, ['spouse', 'age'], AGE_RANGE_LABELS.spouse);
      values.dependents.forEach((dependent, index) =>
        check('dependent', dependent.age, ['dependents', index, 'age'], AGE_RANGE_LABELS.dependent),
      );
      if (product === 'Accident' && values.spouse?.age === '65') {
        const scBlocked = flags.accidentScSpouseAgeRule && isSouthCarolinaZip(values.zipCode) && values.primaryAge === '19';
        ctx.addIssue({ code: 'custom', path: ['spouse', 'age'], message: scBlocked ? M.accidentScNoPlans : M.accidentSpouseUnder65 });
      }
    }),
  );
}

/**
 * Whether the accident form must not be submitted at all (the flagged South Carolina rule,
 * docs/requirements.md#decision-quote-age-bands): `accidentScSpouseAgeRule` on, a South Carolina
 * zip, a primary of 18-64 (value 19) and a spouse of 65-70.
 */
export function accidentSubmitBlocked(
  flags: QuoteFlags,
  values: { zipCode?: string; primaryAge?: string; spouse?: { age?: string } },
): boolean {
  return (
    flags.accidentScSpouseAgeRule && isSouthCarolinaZip(values.zipCode?.trim()) && values.primaryAge === '19' && values.spouse?.age === '65'
  );
}

/** A tab's validated values. */
export interface QuoteValuesByTab {
  Life: LifeQuote;
  Disability: DisabilityQuote;
  Dental: HouseholdQuote;
  Vision: HouseholdQuote;
  Accident: HouseholdQuote;
  Retirement: RetirementQuote;
}

/** The schema of `tab` under `flags`. */
export function quoteSchema<T extends QuoteTab>(tab: T, flags: QuoteFlags): z.ZodMiniType<QuoteValuesByTab[T], unknown> {
  const schemas: { [K in QuoteTab]: z.ZodMiniType<QuoteValuesByTab[K], unknown> } = {
    Life: lifeQuoteSchema,
    Disability: disabilityQuoteSchema,
    Dental: householdQuoteSchema('Dental', flags),
    Vision: householdQuoteSchema('Vision', flags),
    Accident: householdQuoteSchema('Accident', flags),
    Retirement: retirementQuoteSchema,
  };
  return schemas[tab];
}

/** Errors nested like the form's values (`{ spouse: { age: '…' }, dependents: [{ age: '…' }] }`), the first message per field. */
export type QuoteErrors = { [key: string]: string | QuoteErrors | (QuoteErrors | undefined)[] | undefined };

/** The form errors of a failed parse, nested by path (what react-final-form's `validate` returns); undefined when valid. */
export function quoteErrors(schema: z.ZodMiniType<unknown, unknown>, values: unknown): QuoteErrors | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  const errors: QuoteErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.length > 0 ? issue.path : ['_form'];
    let target: QuoteErrors | (QuoteErrors | undefined)[] = errors;
    path.forEach((segment, index) => {
      const key = String(segment);
      const last = index === path.length - 1;
      const holder = target as Record<string, unknown>;
      if (last) {
        if (holder[key] === undefined) holder[key] = issue.message;
        return;
      }
      if (typeof holder[key] !== 'object' || holder[key] === null) holder[key] = typeof path[index + 1] === 'number' ? [] : {};
      target = holder[key] as QuoteErrors;
    });
  }
  return errors;
}
