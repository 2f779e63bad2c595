/**
 * The share flow's contract (`@insurer/contracts/share`, docs/requirements.md#share-flow): its
 * options, form ids, contact schema and messages (zod/mini, loaded by the browser), the submission
 * as the server checks it with each tool's results (classic zod, server-side), and the RILA
 * result's wire shape.
 */
export * from './rila-result.js';
export * from './rila-slots.js';
export * from './share-schema.js';
export * from './share-submission.js';
