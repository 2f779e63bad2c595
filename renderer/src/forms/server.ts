/**
 * The server-safe entry of the forms (`@insurer/renderer/forms`): the contract, the zod schemas,
 * the messages and pure helpers the site's submit routes share with the browser forms. No React,
 * no browser APIs (a test walks this module's imports to keep it so).
 */
export * from './contract.js';
export * from './schemas/index.js';
export * from './messages.js';
export * from './interests.js';
export * from './leads.js';
export * from './redirect.js';
export * from './definition.js';
export * from './tracking-fields.js';
export * from './validate.js';
export { US_STATES, US_STATE_CODES, type UsStateCode } from './us-states.js';
export { FormDefinitionByFormIdDocument, FormDefinitionByIdDocument } from '@insurer/content-model/types';
