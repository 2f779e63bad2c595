import type { z } from 'zod';
import { leadSchema } from './lead.js';

/** The Safeguard 360 lead form (`safe-guard-360-hc`, lead source 'safeguard360'): the shared lead fields (seed 000 §5 "Lead forms"). */
export const safeguard360Schema = leadSchema;
export type Safeguard360Values = z.infer<typeof safeguard360Schema>;
