/**
 * The forms contract (`@insurer/contracts/forms`): what the browser forms post and the submit route
 * answers (`contract.ts`), the form kinds the route resolves (`form-kinds.ts`), each form's zod
 * schema and messages, the lead sources, interest codes and success redirects, the tracking fields,
 * and the content-service form definition parsing (docs/requirements.md#forms). Shared by the
 * renderer's forms, the forms backend (`@insurer/submissions`) and the form-builder field app.
 */
export * from './contract.js';
export * from './definition.js';
export * from './interests.js';
export * from './leads.js';
export * from './messages.js';
export * from './redirect.js';
export { BESPOKE_FORM_SCHEMAS, type BespokeFormValues } from './schemas/index.js';
export * from './schemas/annuities.js';
export * from './schemas/connect-with-fp.js';
export * from './schemas/contact-us.js';
export * from './schemas/dental-network.js';
export * from './schemas/fields.js';
export * from './schemas/generic.js';
export * from './schemas/global-citizens.js';
export * from './schemas/lead.js';
export * from './schemas/safeguard-360.js';
export * from './schemas/schedule-meeting.js';
export * from './schemas/submission.js';
export * from './tracking-fields.js';
export * from './us-states.js';
export * from './validate.js';
