import * as z from '../zod-mini.js';
import type { RetirementInput } from './retirement-math.js';

/**
 * The calculator's form: its fields (typed as text, as the visitor types them), the §9 assumptions
 * as defaults, the quick-form rules with their messages and maximum lengths
 * (docs/requirements.md#retirement-calculator, docs/requirements.md#quote-forms "Retirement quick
 * form"), and the conversion to the math's `RetirementInput` (percent fields become fractions).
 */

/** The quick form's verbatim messages; the others are the product's own (docs/requirements.md#decision-unstated-messages). */
export const RETIREMENT_MESSAGES = {
  /** `{n}` is the retirement age entered (or the default 67 while it is invalid). */
  currentAge: (retirementAge: number) => `Age must be between 1 and your retirement age (${retirementAge})`,
  retirementAge: 'Age must be between 60 and 100',
  qualifiedSavings: 'Enter an amount between $0 and $10,000,000',
  annualQualifiedContributions: 'Enter an amount between $0 and $1,000,000',
  annualRetirementIncome: 'Enter an amount between $1 and $1,000,000',
  lifeExpectancy: 'Age must be between your retirement age and 120',
  nonQualifiedSavings: 'Enter an amount between $0 and $10,000,000',
  annualNonQualifiedContributions: 'Enter an amount between $0 and $1,000,000',
  inflationRate: 'Enter a rate between 0% and 10%',
  taxBracket: 'Enter a rate between 0% and 50%',
  preRetirementReturn: 'Enter a rate between 0% and 15%',
  postRetirementReturn: 'Enter a rate between 0% and 15%',
} as const;

/** The calculator's fields in display order. */
export const RETIREMENT_FIELDS = [
  'currentAge',
  'retirementAge',
  'qualifiedSavings',
  'annualQualifiedContributions',
  'annualRetirementIncome',
  'lifeExpectancy',
  'nonQualifiedSavings',
  'annualNonQualifiedContributions',
  'inflationRate',
  'taxBracket',
  'preRetirementReturn',
  'postRetirementReturn',
] as const;
export type RetirementField = (typeof RETIREMENT_FIELDS)[number];

/** The form's values: text as typed ('$250,000' is fine: '$' and ',' are dropped when read). */
export type RetirementFormValues = Record<RetirementField, string>;

/** How a field is typed and bounded: `kind` dollars, years or percent (10 means 10%); `maxLength` in characters. */
export interface RetirementFieldSpec {
  label: string;
  kind: 'dollars' | 'years' | 'percent';
  min: number;
  max: number;
  maxLength: number;
  /** Shown in the quick form (the five the quote widget's Retirement tab also asks); the rest are assumptions. */
  quick: boolean;
}

/**
 * Each field's label, unit and bounds. Quick-form bounds and lengths are the requirements'
 * (current age 1 to the retirement age, 3 characters; retirement age 60-100; qualified savings
 * $0-$10,000,000, 10 characters; contributions $0-$1,000,000, 8; spending $1-$1,000,000, 8); the
 * assumptions' bounds are the product's (docs/requirements.md#decision-retirement-calculator-math).
 */
export const RETIREMENT_FIELD_SPECS: Record<RetirementField, RetirementFieldSpec> = {
  currentAge: { label: 'Current age', kind: 'years', min: 1, max: 100, maxLength: 3, quick: true },
  retirementAge: { label: 'Retirement age', kind: 'years', min: 60, max: 100, maxLength: 3, quick: true },
  qualifiedSavings: { label: 'Qualified savings (401(k), IRA)', kind: 'dollars', min: 0, max: 10_000_000, maxLength: 10, quick: true },
  annualQualifiedContributions: {
    label: 'Annual qualified contributions',
    kind: 'dollars',
    min: 0,
    max: 1_000_000,
    maxLength: 8,
    quick: true,
  },
  annualRetirementIncome: {
    label: 'Annual spending in retirement',
    kind: 'dollars',
    min: 1,
    max: 1_000_000,
    maxLength: 8,
    quick: true,
  },
  lifeExpectancy: { label: 'Income until age', kind: 'years', min: 61, max: 120, maxLength: 3, quick: false },
  nonQualifiedSavings: { label: 'Non-qualified savings', kind: 'dollars', min: 0, max: 10_000_000, maxLength: 10, quick: false },
  annualNonQualifiedContributions: {
    label: 'Annual non-qualified contributions',
    kind: 'dollars',
    min: 0,
    max: 1_000_000,
    maxLength: 8,
    quick: false,
  },
  inflationRate: { label: 'Inflation rate (%)', kind: 'percent', min: 0, max: 10, maxLength: 5, quick: false },
  taxBracket: { label: 'Tax bracket (%)', kind: 'percent', min: 0, max: 50, maxLength: 5, quick: false },
  preRetirementReturn: { label: 'Return before retirement (%)', kind: 'percent', min: 0, max: 15, maxLength: 5, quick: false },
  postRetirementReturn: { label: 'Return in retirement (%)', kind: 'percent', min: 0, max: 15, maxLength: 5, quick: false },
};

/**
 * The §9 assumptions as the form's starting values (docs/requirements.md#retirement-calculator):
 * age 18, retirement at 67, income until 85, qualified savings $10,000 and $250 a year,
 * non-qualified savings $2,000 and nothing a year, $50,000 of spending, inflation 2%, tax bracket
 * 22%, returns 7% before and 5% in retirement.
 */
export const RETIREMENT_DEFAULTS: RetirementFormValues = {
  currentAge: '18',
  retirementAge: '67',
  qualifiedSavings: '10000',
  annualQualifiedContributions: '250',
  annualRetirementIncome: '50000',
  lifeExpectancy: '85',
  nonQualifiedSavings: '2000',
  annualNonQualifiedContributions: '0',
  inflationRate: '2',
  taxBracket: '22',
  preRetirementReturn: '7',
  postRetirementReturn: '5',
};

/**
 * The calculator's typed prefill (the quote widget's Retirement tab, through `?info=`): the five
 * quick-form values, in dollars and years. Any left out keeps its default; values are shown as
 * given and checked like typed ones.
 */
export interface RetirementPrefill {
  currentAge?: number;
  retirementAge?: number;
  qualifiedSavings?: number;
  annualQualifiedContributions?: number;
  annualRetirementIncome?: number;
}

/** The form's starting values: the defaults, overridden by each finite `prefill` value. */
export function initialValues(prefill?: RetirementPrefill): RetirementFormValues {
  const values = { ...RETIREMENT_DEFAULTS };
  for (const [field, value] of Object.entries(prefill ?? {}) as [keyof RetirementPrefill, number | undefined][]) {
    if (typeof value === 'number' && Number.isFinite(value)) values[field] = String(value);
  }
  return values;
}

/** The number a typed value holds ('$1,250' → 1250), or undefined when it is blank or not a number. */
export function readNumber(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s%]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

const field = (name: RetirementField, message: string) => {
  const spec = RETIREMENT_FIELD_SPECS[name];
  return z.string({ error: message }).check(
    z.maxLength(spec.maxLength, message),
    z.refine((text: string) => {
      const value = readNumber(text);
      return value !== undefined && value >= spec.min && value <= spec.max && (spec.kind !== 'years' || Number.isInteger(value));
    }, message),
  );
};

/**
 * The calculator's rules as one zod schema (browser and server; zod/mini, so the calculator's
 * chunk carries no classic zod: docs/requirements.md#decision-javascript-budget): each field in its
 * bounds and length, then the current age at most the retirement age and the life expectancy
 * above it.
 */
export const retirementFormSchema = z
  .object({
    currentAge: z.string(),
    retirementAge: field('retirementAge', RETIREMENT_MESSAGES.retirementAge),
    qualifiedSavings: field('qualifiedSavings', RETIREMENT_MESSAGES.qualifiedSavings),
    annualQualifiedContributions: field('annualQualifiedContributions', RETIREMENT_MESSAGES.annualQualifiedContributions),
    annualRetirementIncome: field('annualRetirementIncome', RETIREMENT_MESSAGES.annualRetirementIncome),
    lifeExpectancy: z.string(),
    nonQualifiedSavings: field('nonQualifiedSavings', RETIREMENT_MESSAGES.nonQualifiedSavings),
    annualNonQualifiedContributions: field('annualNonQualifiedContributions', RETIREMENT_MESSAGES.annualNonQualifiedContributions),
    inflationRate: field('inflationRate', RETIREMENT_MESSAGES.inflationRate),
    taxBracket: field('taxBracket', RETIREMENT_MESSAGES.taxBracket),
    preRetirementReturn: field('preRetirementReturn', RETIREMENT_MESSAGES.preRetirementReturn),
    postRetirementReturn: field('postRetirementReturn', RETIREMENT_MESSAGES.postRetirementReturn),
  })
  .check(
    z.superRefine((values, ctx) => {
      const retirement = readNumber(values.retirementAge);
      const retirementOk = retirement !== undefined && Number.isInteger(retirement) && retirement >= 60 && retirement <= 100;
      const shownRetirement = retirementOk ? retirement : Number(RETIREMENT_DEFAULTS.retirementAge);
      const current = readNumber(values.currentAge);
      if (
        values.currentAge.length > RETIREMENT_FIELD_SPECS.currentAge.maxLength ||
        current === undefined ||
        !Number.isInteger(current) ||
        current < 1 ||
        current > shownRetirement
      ) {
        ctx.addIssue({ code: 'custom', path: ['currentAge'], message: RETIREMENT_MESSAGES.currentAge(shownRetirement) });
      }
      const life = readNumber(values.lifeExpectancy);
      if (
        values.lifeExpectancy.length > RETIREMENT_FIELD_SPECS.lifeExpectancy.maxLength ||
        life === undefined ||
        !Number.isInteger(life) ||
        life <= shownRetirement ||
        life > RETIREMENT_FIELD_SPECS.lifeExpectancy.max
      ) {
        ctx.addIssue({ code: 'custom', path: ['lifeExpectancy'], message: RETIREMENT_MESSAGES.lifeExpectancy });
      }
    }),
  );

/** The first message per field of `values`, or undefined when they are valid. */
export function retirementErrors(values: RetirementFormValues): Partial<Record<RetirementField, string>> | undefined {
  const parsed = z.safeParse(retirementFormSchema, values);
  if (parsed.success) return undefined;
  const errors: Partial<Record<RetirementField, string>> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as RetirementField | undefined;
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return errors;
}

/**
 * Valid form values as the math's input: dollars and years as numbers, percent fields as
 * fractions (7 → 0.07).
 * @throws Error when `values` break the form's rules (call `retirementErrors` first).
 */
export function toRetirementInput(values: RetirementFormValues): RetirementInput {
  if (retirementErrors(values)) throw new Error('The retirement form values are not valid');
  const num = (name: RetirementField) => readNumber(values[name]) ?? 0;
  const rate = (name: RetirementField) => num(name) / 100;
  return {
    currentAge: num('currentAge'),
    retirementAge: num('retirementAge'),
    lifeExpectancy: num('lifeExpectancy'),
    qualifiedSavings: num('qualifiedSavings'),
    nonQualifiedSavings: num('nonQualifiedSavings'),
    annualQualifiedContributions: num('annualQualifiedContributions'),
    annualNonQualifiedContributions: num('annualNonQualifiedContributions'),
    annualRetirementIncome: num('annualRetirementIncome'),
    inflationRate: rate('inflationRate'),
    taxBracket: rate('taxBracket'),
    preRetirementReturn: rate('preRetirementReturn'),
    postRetirementReturn: rate('postRetirementReturn'),
  };
}
