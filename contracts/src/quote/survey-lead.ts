import * as z from '../zod-mini.js';
import { EMAIL_INVALID, EMAIL_REQUIRED } from '../forms/messages.js';
import { requiredEmail } from '../forms/schemas/fields.js';
import { disabilityQuoteDataSchema, lifeQuoteDataSchema } from './quote-lead.js';
import { QUOTE_MESSAGES } from './messages.js';
import { FIRST_NAME_MAX } from './quote-schemas.js';

/**
 * The quote results' survey lead (docs/requirements.md#decision-survey-lead-actions): what the two
 * server actions take and answer ("names not shown" in the seeds). The lead-create action takes
 * `{ firstName, email, source { pageUrl, sourceId 'Survey', tags [product, traffic source],
 * utmInfo }, gclid }` plus the quote the page showed; it verifies the e-mail first. The browser
 * fires 'survey_invalid_email' when it answers `invalid-email`.
 */

/** The survey source id (docs/requirements.md#decision-survey-lead-actions). */
export const SURVEY_SOURCE_ID = 'Survey';

const LETTERS = /^[\p{L}][\p{L}' -]*$/u;
const short = (max: number) => z.string().check(z.maxLength(max));

/** The action's input, checked on the server (the browser builds it from the lead form and the page). */
export const surveyLeadSchema = z.object({
  firstName: z
    .string({ error: QUOTE_MESSAGES.firstNameRequired })
    .check(
      z.trim(),
      z.minLength(1, QUOTE_MESSAGES.firstNameRequired),
      z.maxLength(FIRST_NAME_MAX, `First name must be ${FIRST_NAME_MAX} characters or fewer.`),
      z.regex(LETTERS, QUOTE_MESSAGES.firstNameLetters),
    ),
  email: requiredEmail(EMAIL_REQUIRED, EMAIL_INVALID),
  source: z.object({
    /** The page's path and query. */
    pageUrl: short(2048).check(z.regex(/^\/(?![/\\])/, 'pageUrl must be a path on the site')),
    sourceId: z.literal(SURVEY_SOURCE_ID),
    /** [product, traffic source], e.g. ['life', 'google/cpc']. */
    tags: z.array(short(100)).check(z.minLength(1), z.maxLength(2)),
    /** The stored UTM values. */
    utmInfo: z.record(z.string().check(z.regex(/^utm_[a-z]{2,10}$/)), short(2048)),
  }),
  gclid: z.optional(short(200)),
  /** The quote the page showed (the routing client's quote_data of that type). */
  quote: z.optional(z.union([lifeQuoteDataSchema, disabilityQuoteDataSchema])),
});
export type SurveyLeadInput = z.infer<typeof surveyLeadSchema>;

/** Why a survey lead was not created. */
export type SurveyLeadRefusal = 'invalid' | 'invalid-email' | 'rate-limited' | 'unavailable';

/** The lead-create action's answer: `{ ok: true }`, or why not with a message for the visitor. */
export type SurveyLeadResult = { ok: true } | { ok: false; reason: SurveyLeadRefusal; message: string };

/** The user-exists action's answer. */
export interface UserExistsResult {
  userExists: boolean;
}

/** The message when the e-mail verification refuses the address (not given by the seeds). */
export const SURVEY_EMAIL_REFUSED = 'Enter an email address you can receive mail at (not a temporary one).';
