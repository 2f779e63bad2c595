/**
 * The RILA tool's framework-free parts (`@insurer/contracts/rila`, docs/requirements.md#rila-tool):
 * the configuration schema the rila-config field app reuses, the outcome arithmetic, the tool
 * state and hand-offs, and the adapter to the share flow's wire shape. No React, no browser APIs.
 */
export * from './config-schema.js';
export * from './outcomes.js';
export * from './share-adapter.js';
export * from './share-result.js';
export * from './tool-outcome.js';
export * from './tool-state.js';
export * from './illustration.js';
