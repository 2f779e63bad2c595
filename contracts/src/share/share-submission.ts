import { z } from '../zod.js';
import { retirementFormSchema } from '../retirement/retirement-form.js';
import { rilaShareRequestSchema } from './rila-result.js';
import { shareContactSchema, type ShareContactValues, type ShareTool } from './share-schema.js';

/**
 * A share submission as the server checks it (docs/requirements.md#share-flow): the contact fields
 * of share-schema.ts plus the tool's `results`. Server-side only: the tools' result schemas use
 * classic zod, which the browser's share flow does not load.
 */

/** The retirement calculator's result as posted: the calculator's form values; the server recomputes the figures. */
export const retirementShareResultSchema = z.object({ tool: z.literal('retirement'), inputs: retirementFormSchema });
export type RetirementShareResult = z.infer<typeof retirementShareResultSchema>;

/**
 * A share submission's values: the contact fields plus `results` of the form's tool: the
 * calculator's inputs, or the RILA tool's selections. Either way the server works the figures
 * out itself; nothing the browser computed is taken (docs/requirements.md#decision-share-flow-e-mails).
 */
export function shareSchema(tool: ShareTool) {
  const results = tool === 'retirement_calculator' ? retirementShareResultSchema : rilaShareRequestSchema;
  return z.intersection(shareContactSchema, z.object({ results }));
}
export type ShareValues<T extends ShareTool> = ShareContactValues & {
  results: T extends 'retirement_calculator' ? RetirementShareResult : z.infer<typeof rilaShareRequestSchema>;
};
