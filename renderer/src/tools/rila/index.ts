/**
 * The RILA tool's framework-free parts (`@insurer/renderer/rila`): the configuration schema the
 * rila-config field app reuses, the outcome arithmetic, the tool state and hand-offs, and
 * `rilaShareResult` for the share flow (docs/requirements.md#rila-tool). No React, no browser APIs.
 */
export { parseRilaConfig, rilaConfigSchema, rilaRateSchema, rilaScenarioSchema } from './config-schema.js';
export type { RilaConfig, RilaConfigResult, RilaRate, RilaScenario } from './config-schema.js';
export * from './outcomes.js';
export { formatDollars, formatPercent, formatThousands, parseAmount, stripAmount } from './format.js';
export { rilaShareResult } from './share-result.js';
export type { RilaShareResult, RilaShareSlot } from './share-result.js';
export {
  amountOf,
  defaultSelection,
  initialToolState,
  rilaToolReducer,
  stateFromQuery,
  stateFromStorage,
  toolQuery,
  RILA_STORAGE_FIELDS,
  WIDGET_PROTECTION,
  WIDGET_STRATEGIES,
  WIDGET_TERMS,
} from './tool-state.js';
export type { RilaToolAction, RilaToolState } from './tool-state.js';
export { toolOutcome } from './tool-outcome.js';
export type { RilaPageState, RilaToolOutcome } from './tool-outcome.js';
