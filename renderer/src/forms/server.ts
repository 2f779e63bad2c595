/**
 * The server-safe entry of the forms (`@insurer/renderer/forms`): the contract, the zod schemas,
 * the messages and pure helpers the site's submit routes share with the browser forms, and only
 * those (each name here is imported by the site or the seed builder). No React, no browser APIs
 * (a test walks this module's imports to keep it so).
 */
export {
  isBespokeFormId,
  submitPath,
  type BespokeFormId,
  type SubmissionAccepted,
  type SubmissionRejected,
  type TrackingContext,
} from './contract.js';
export { BESPOKE_FORM_SCHEMAS, contactUsSchema, dentalNetworkSchema, type BespokeFormValues } from './schemas/index.js';
export { DENTAL_HONEYPOT_FIELD, DENTAL_LEAD_SOURCE, DENTAL_REASON_FIELD, type DentalNetworkValues } from './schemas/dental-network.js';
export { genericFormSchema } from './schemas/generic.js';
export { submissionRequestSchema } from './schemas/submission.js';
export { ERROR_SUMMARY_HEADING } from './messages.js';
export { interestNames, interestsOf } from './interests.js';
export { LEAD_SOURCES, isLeadFormId, type LeadFormId } from './leads.js';
export { DEFAULT_LEAD_SUCCESS_LOCATION, DENTAL_THANK_YOU_PATH, successRedirect } from './redirect.js';
export { fromFormDefinition, type FormDefinition } from './definition.js';
export { fieldErrors } from './validate.js';
export { US_STATES } from './us-states.js';
export { FormDefinitionByFormIdDocument } from '@insurer/content-model/types';
export {
  calculateRetirement,
  projectBalances,
  RETIREMENT_LEVELS,
  type RetirementInput,
  type RetirementLevel,
  type RetirementResult,
} from '../tools/retirement/retirement-math.js';
export { formatDollars, toRetirementInput, type RetirementFormValues } from '../tools/retirement/retirement-form.js';
export {
  DEFAULT_SHARE_OPTION,
  SHARE_FORM_IDS,
  SHARE_OPTIONS,
  SHARE_TOOLS,
  shareToolOf,
  type ShareContactValues,
  type ShareFormId,
  type ShareOption,
  type ShareTool,
} from '../tools/share/share-schema.js';
export { shareSchema, type RetirementShareResult, type ShareValues } from '../tools/share/share-submission.js';
export { isCompleteRilaSlot, type RilaShareResult, type RilaSlotResult } from '../tools/share/rila-result.js';
export { SiteBrandNameDocument } from '@insurer/content-model/types';
export {
  QUOTE_LEAD_FORM_IDS,
  QUOTE_LEAD_PAGES,
  quoteLeadSchema,
  quoteLeadTypeOf,
  type DisabilityQuoteData,
  type LifeQuoteData,
  type QuoteDataByType,
  type QuoteLeadFormId,
  type QuoteLeadType,
  type QuoteLeadValues,
} from '../quote/quote-lead.js';
