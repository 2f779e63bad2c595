/**
 * What the CMS field apps (cms-extensions/) reuse from the renderer (`@insurer/renderer/field-apps`):
 * the state-content block's rules, so the state-content app answers what a visitor will see.
 * Everything the apps share with the server too (form definitions, the RILA and quote rules, the
 * flags) is in `@insurer/contracts`; the form preview imports the form component separately.
 */
export {
  DEFAULT_STATE_LISTS,
  STATE_CONTENT_CASES,
  stateCase,
  stateListsOf,
  type StateCase,
  type StateContentCase,
  type StateLists,
} from './blocks/state-content/state-rules.js';
export { CASE_FIELDS } from './blocks/state-content/from-state-content.js';
