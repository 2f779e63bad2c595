import type * as z from '../../zod-mini.js';
import type { BespokeFormId } from '../contract.js';
import { annuitiesSchema } from './annuities.js';
import { connectWithFpSchema } from './connect-with-fp.js';
import { contactUsSchema } from './contact-us.js';
import { dentalNetworkSchema } from './dental-network.js';
import { globalCitizensSchema } from './global-citizens.js';
import { safeguard360Schema } from './safeguard-360.js';
import { scheduleMeetingSchema } from './schedule-meeting.js';

export {
  annuitiesSchema,
  connectWithFpSchema,
  contactUsSchema,
  dentalNetworkSchema,
  globalCitizensSchema,
  safeguard360Schema,
  scheduleMeetingSchema,
};
export { submissionRequestSchema } from './submission.js';

/** The schema of each bespoke form: what the browser checks on submit and the server checks again. */
export const BESPOKE_FORM_SCHEMAS = {
  'safe-guard-360-hc': safeguard360Schema,
  'global-citizens-hc': globalCitizensSchema,
  'annuities-form-hc': annuitiesSchema,
  'dental-network-sf-hc': dentalNetworkSchema,
  'gl-contact-us-hc': contactUsSchema,
  'schedule-meeting-hc': scheduleMeetingSchema,
  'connect-with-FP-hc': connectWithFpSchema,
} as const satisfies Record<BespokeFormId, z.ZodMiniType>;

/** The values a bespoke form posts, after its schema (trimmed, blank optional fields left out). */
export type BespokeFormValues<F extends BespokeFormId> = z.infer<(typeof BESPOKE_FORM_SCHEMAS)[F]>;
