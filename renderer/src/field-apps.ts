/**
 * What the CMS field apps (cms-extensions/) reuse from the renderer (`@insurer/renderer/field-apps`):
 * the rules, schemas and lists the site itself applies, so an app's preview answers what a visitor
 * will see. Framework-free parts only; the form preview imports the form components separately.
 */
export {
  COMPACT_STATES,
  DEFAULT_STATE_LISTS,
  GENERAL_STATES,
  STATE_CONTENT_CASES,
  stateCase,
  stateListsOf,
  stateMappingSchema,
  type StateCase,
  type StateContentCase,
  type StateLists,
} from './blocks/state-content/state-rules.js';
export { CASE_FIELDS } from './blocks/state-content/from-state-content.js';
export { US_STATES } from './forms/us-states.js';
export { QUOTE_TABS, visibleTabs, isQuoteTab, type QuoteTab } from './quote/tabs.js';
export { QUOTE_FLAG_KEYS, resolveQuoteFlags, type QuoteFlagKey, type QuoteFlags } from './quote/quote-flags.js';
export { ageBands, type AgeBand, type AgeBandKind, type BandProduct } from './quote/age-bands.js';
export { DEFAULT_SITE_FLAGS, SITE_FLAG_DEFINITIONS, type SiteFlags } from './flags.js';
export {
  fromFormDefinition,
  fromFormField,
  isFieldVisible,
  type FormDefinition,
  type FormFieldDefinition,
  type FieldComponent,
  type ValidationType,
} from './forms/definition.js';
export { HIDDEN_TRACKING_FIELDS } from './forms/tracking-fields.js';
export { genericFormSchema } from './forms/schemas/generic.js';
