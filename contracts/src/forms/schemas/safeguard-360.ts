import type { z } from 'zod';
import { leadSchema } from './lead.js';

/** The Safeguard 360 lead form (`safe-guard-360-hc`, lead source 'safeguard360'): the shared lead fields (docs/requirements.md#lead-forms). */
export const safeguard360Schema = leadSchema;
export type Safeguard360Values = z.infer<typeof safeguard360Schema>;
