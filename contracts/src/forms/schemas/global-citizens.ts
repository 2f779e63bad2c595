import * as z from '../../zod-mini.js';
import { CITIZENSHIP_REQUIRED, RESIDENCE_REQUIRED } from '../messages.js';
import { requiredText } from './fields.js';
import { leadFields } from './lead.js';

/**
 * The global citizens lead form (`global-citizens-hc`, lead source 'global_citizens'): the shared
 * lead fields plus the country of citizenship and of residence, both required (sent as
 * `country_of_citizenship` and `country_of_residence`, docs/requirements.md#lead-forms).
 */
export const globalCitizensSchema = z.object({
  ...leadFields,
  countryOfCitizenship: requiredText(CITIZENSHIP_REQUIRED),
  countryOfResidence: requiredText(RESIDENCE_REQUIRED),
});
export type GlobalCitizensValues = z.infer<typeof globalCitizensSchema>;
