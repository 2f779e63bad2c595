import type { z } from 'zod';
import { leadSchema } from './lead.js';

/** The connect-with-a-financial-professional form (`connect-with-FP-hc`, lead source 'Connect_Form'): the shared lead fields (docs/requirements.md#lead-forms). */
export const connectWithFpSchema = leadSchema;
export type ConnectWithFpValues = z.infer<typeof connectWithFpSchema>;
