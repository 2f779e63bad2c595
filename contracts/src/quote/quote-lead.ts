import * as z from '../zod-mini.js';
import { EMAIL_INVALID, EMAIL_REQUIRED, LAST_NAME_REQUIRED, PHONE_INVALID, ZIP_INVALID } from '../forms/messages.js';
import { blankAsAbsent, isCalendarDate, optionalPhone, requiredEmail, requiredName, requiredZip } from '../forms/schemas/fields.js';
import { FIRST_NAME_MAX } from './quote-schemas.js';
import { QUOTE_MESSAGES } from './messages.js';

/**
 * The lead form of the life and disability results pages (docs/requirements.md#quote-leads), shared
 * by the browser and the server (`POST /api/forms/{life-quote-lead|disability-quote-lead}`): the
 * visitor's first name, last name, e-mail, phone (optional) and ZIP, and the quote the page showed
 * as the routing client's `quote_data` (docs/requirements.md#lead-routing). Money is in dollars.
 * zod/mini like the other lead forms, so the results pages' lead form carries no classic zod
 * (docs/requirements.md#decision-javascript-budget).
 */

/** The quote type of a lead: 'il' life, 'di' disability (the routing client's `type`). */
export type QuoteLeadType = 'il' | 'di';

/** The submit route's form id of each results page's lead form. */
export const QUOTE_LEAD_FORM_IDS = { il: 'life-quote-lead', di: 'disability-quote-lead' } as const satisfies Record<QuoteLeadType, string>;
export type QuoteLeadFormId = (typeof QUOTE_LEAD_FORM_IDS)[QuoteLeadType];

/** The quote type of a lead form id, or undefined. */
export function quoteLeadTypeOf(formId: string): QuoteLeadType | undefined {
  return formId === QUOTE_LEAD_FORM_IDS.il ? 'il' : formId === QUOTE_LEAD_FORM_IDS.di ? 'di' : undefined;
}

/** The results page each lead form is on (the accepted answer's `redirect`: the visitor stays there). */
export const QUOTE_LEAD_PAGES: Readonly<Record<QuoteLeadType, string>> = {
  il: '/life-insurance/term/calculator-quote/results',
  di: '/disability-insurance/calculator/results',
};

/** What the lead form says (docs/requirements.md#decision-quote-lead-form: not given by the seeds). */
export const QUOTE_LEAD_TEXT = {
  heading: 'Talk to a licensed agent about this quote',
  intro: 'Leave your details and an agent will contact you about the quote above. It is free and there is no obligation.',
  submit: 'Contact me about this quote',
  sending: 'Sending…',
  failed: "We couldn't send your details right now. Please try again in a few minutes.",
  lifeChoice: 'Level-premium period',
  disabilityChoice: 'Waiting period and benefit period',
} as const;

/** The confirmation once the lead is stored, e.g. 'Thank you, Ada. An agent will contact you about your life insurance quote.' */
export function quoteLeadConfirmation(firstName: string, type: QuoteLeadType): string {
  return `Thank you, ${firstName}. An agent will contact you about your ${type === 'il' ? 'life' : 'disability'} insurance quote.`;
}

/** Letters, spaces, apostrophes and hyphens, as the quote forms' first name (docs/requirements.md#decision-quote-form-fields). */
const LETTERS = /^[\p{L}][\p{L}' -]*$/u;

const money = () => z.number().check(z.nonnegative(), z.maximum(100_000_000));
const wholeNumber = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const shortText = () => z.string().check(z.minLength(1), z.maxLength(60));

/** Life quote_data (docs/requirements.md#lead-routing): premium and face amount in dollars, period in years. */
export const lifeQuoteDataSchema = z.object({
  type: z.literal('il'),
  monthly_premium: money(),
  age: wholeNumber(18, 75),
  base_face_amount: money().check(z.positive()),
  extended_conversion_rider: z.boolean(),
  gender: z.enum(['male', 'female']),
  level_premium_period: wholeNumber(1, 50),
  product: shortText(),
  risk_class: shortText(),
  tobacco_use: z.boolean(),
  waiver_of_premium: z.boolean(),
  income: money(),
});
export type LifeQuoteData = z.infer<typeof lifeQuoteDataSchema>;

/** Disability quote_data (docs/requirements.md#lead-routing): money in dollars, periods as codes (EP3, EP4; M24, M60, A65, Y10). */
export const disabilityQuoteDataSchema = z.object({
  type: z.literal('di'),
  age: wholeNumber(18, 55),
  gender: z.enum(['male', 'female']),
  /** The state of the visitor's zip code (two letters), else the zip code. */
  location: z.string().check(z.regex(/^([A-Z]{2}|\d{5})$/)),
  occupation: shortText(),
  income: money(),
  elimination_period: z.enum(['EP3', 'EP4']),
  benefit_period: z.enum(['M24', 'M60', 'A65', 'Y10']),
  monthly_benefit: money().check(z.positive()),
  riders: z.array(z.string().check(z.maxLength(60))).check(z.maxLength(10)),
  premium: money(),
  quote_link: z.url({ protocol: /^https?$/ }).check(z.maxLength(5000)),
});
export type DisabilityQuoteData = z.infer<typeof disabilityQuoteDataSchema>;

/** The optional date of birth's message (not given by the seeds: docs/requirements.md#decision-tool-and-survey-leads). */
export const DATE_OF_BIRTH_INVALID = 'Enter your date of birth as MM/DD/YYYY (you must be 18 or older).';

/** True for an MM/DD/YYYY date of someone 18 to 100 years old today (UTC). */
function isAdultBirthDate(value: string): boolean {
  if (!isCalendarDate(value)) return false;
  const [month, day, year] = value.split('/').map(Number) as [number, number, number];
  const today = new Date();
  const age =
    today.getUTCFullYear() -
    year -
    (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day) ? 1 : 0);
  return age >= 18 && age <= 100;
}

const quoteLeadFields = {
  firstName: z
    .string({ error: QUOTE_MESSAGES.firstNameRequired })
    .check(
      z.trim(),
      z.minLength(1, QUOTE_MESSAGES.firstNameRequired),
      z.maxLength(FIRST_NAME_MAX, `First name must be ${FIRST_NAME_MAX} characters or fewer.`),
      z.regex(LETTERS, QUOTE_MESSAGES.firstNameLetters),
    ),
  lastName: requiredName(LAST_NAME_REQUIRED, 'Last name'),
  email: requiredEmail(EMAIL_REQUIRED, EMAIL_INVALID),
  phone: optionalPhone(PHONE_INVALID),
  zipCode: requiredZip(ZIP_INVALID),
  /** Optional, MM/DD/YYYY: the routing client's `dob` (docs/requirements.md#lead-routing). */
  dateOfBirth: blankAsAbsent(z.optional(z.string().check(z.trim(), z.refine(isAdultBirthDate, DATE_OF_BIRTH_INVALID)))),
};

/** The message of a quote that cannot be read (a tampered or outdated page), on `quoteData`. */
export const QUOTE_DATA_INVALID = "We couldn't read the quote on this page. Please get a new quote and try again.";

/** The `quoteData` of each quote type. */
export interface QuoteDataByType {
  il: LifeQuoteData;
  di: DisabilityQuoteData;
}

const QUOTE_DATA_SCHEMAS: { [K in QuoteLeadType]: z.ZodMiniType<QuoteDataByType[K], unknown> } = {
  il: lifeQuoteDataSchema,
  di: disabilityQuoteDataSchema,
};

/**
 * A quote's data: one message, QUOTE_DATA_INVALID, on `quoteData` for anything that is not the
 * type's quote (the visitor cannot fix a figure the page computed, so the field names would not help).
 */
function quoteDataField<T extends QuoteLeadType>(type: T) {
  const schema = QUOTE_DATA_SCHEMAS[type];
  return z.pipe(
    z.unknown(),
    z.transform((value, ctx): QuoteDataByType[T] => {
      const parsed = z.safeParse(schema, value);
      if (parsed.success) return parsed.data;
      ctx.issues.push({ code: 'custom', message: QUOTE_DATA_INVALID, input: value });
      return z.NEVER;
    }),
  );
}

/** The lead form of one results page: the contact fields and that page's `quoteData` (the same rules in the browser and on the server). */
export function quoteLeadSchema<T extends QuoteLeadType>(type: T) {
  return z.object({ ...quoteLeadFields, quoteData: quoteDataField(type) });
}

/** A lead form's values after validation. */
export type QuoteLeadValues<T extends QuoteLeadType = QuoteLeadType> = z.output<ReturnType<typeof quoteLeadSchema<T>>>;
