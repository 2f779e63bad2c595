import * as z from '../zod-mini.js';
import { BEST_TIMES_TO_CALL } from '../forms/schemas/contact-us.js';
import { optionalChoice, optionalPhone, requiredEmail, requiredName, requiredZip } from '../forms/schemas/fields.js';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  OPTION_INVALID,
  PHONE_INVALID,
  ZIP_INVALID,
} from '../forms/messages.js';

/**
 * The share-results / talk-to-a-professional flow's rules, shared by the browser and the server
 * (docs/requirements.md#share-flow). Its options, fields, messages, titles and alerts. In zod's
 * small build, like the forms' schemas, because the browser loads it with the tools; the
 * submission as the server checks it (contact fields plus the tool's results) is in
 * share-submission.ts (docs/requirements.md#decision-javascript-budget).
 */

/**
 * The options (`emailOption`), in list order: connect me to a professional (default), send to my
 * professional (only with `rilaV3`), send to myself. The connect option's wire value is
 * brand-neutral (docs/requirements.md#decision-brand-name).
 */
export const SHARE_OPTIONS = ['guardianFP', 'otherFP', 'myself'] as const;
export type ShareOption = (typeof SHARE_OPTIONS)[number];
export const DEFAULT_SHARE_OPTION: ShareOption = 'guardianFP';

/** The tools that share: their page's compliance code is the tool id (docs/requirements.md#lead-assignment). */
export const SHARE_TOOLS = ['retirement_calculator', 'rila_tool'] as const;
export type ShareTool = (typeof SHARE_TOOLS)[number];

/** The submit route's form id of each tool's share flow (`POST /api/forms/{id}`). */
export const SHARE_FORM_IDS = {
  retirement_calculator: 'retirement-calculator-share',
  rila_tool: 'rila-tool-share',
} as const satisfies Record<ShareTool, string>;
export type ShareFormId = (typeof SHARE_FORM_IDS)[ShareTool];

/** The tool of a share form id, or undefined. */
export function shareToolOf(formId: string): ShareTool | undefined {
  return SHARE_TOOLS.find((tool) => SHARE_FORM_IDS[tool] === formId);
}

/** The options a visitor sees: all three with `rilaV3`, else the list drops its last-but-one, otherFP (docs/requirements.md#share-flow). */
export function shareOptions(rilaV3: boolean): readonly ShareOption[] {
  return rilaV3 ? SHARE_OPTIONS : SHARE_OPTIONS.filter((option) => option !== 'otherFP');
}

/** Option labels with the brand from content (docs/requirements.md#share-flow). */
export function shareOptionLabel(option: ShareOption, brand: string): string {
  switch (option) {
    case 'guardianFP':
      return `Connect me to a ${brand} Financial Professional`;
    case 'otherFP':
      return `Send to my ${brand} Financial Professional`;
    case 'myself':
      return 'Send to myself';
  }
}

/** The form's title per tool (docs/requirements.md#share-flow). */
export function shareTitle(tool: ShareTool, brand: string): string {
  return tool === 'retirement_calculator'
    ? `Talk to a ${brand} financial professional about your results`
    : 'Talk to a financial professional about the product';
}

/** The alerts after sending (docs/requirements.md#share-flow, docs/requirements.md#error-catalogue), verbatim. */
export const SHARE_ALERTS = {
  connected: 'Success! A financial professional will reach out shortly.',
  shared: 'Success! Results will be sent shortly.',
  failed: 'Our system is unable to send your results right now.',
} as const;

/** Messages of the share form's own fields (not given: docs/requirements.md#decision-unstated-messages). */
export const SHARE_MESSAGES = {
  option: 'Select how you want your results shared',
  fpEmailRequired: "Enter your financial professional's email address",
  fpEmailInvalid: 'Enter a valid email address for your financial professional',
} as const;

const common = {
  firstName: requiredName(FIRST_NAME_REQUIRED, 'First name'),
  lastName: requiredName(LAST_NAME_REQUIRED, 'Last name'),
  email: requiredEmail(EMAIL_REQUIRED, EMAIL_INVALID),
  phone: optionalPhone(PHONE_INVALID),
  bestTimeToCall: optionalChoice(BEST_TIMES_TO_CALL, OPTION_INVALID),
};

/**
 * The contact fields by option: names and a verified e-mail always; the zip (verified) only to be
 * connected; the professional's e-mail (required, verified) only for otherFP; phone and best time
 * to call optional. A field another option asks for is dropped.
 */
export const shareContactSchema = z.discriminatedUnion(
  'emailOption',
  [
    z.object({ emailOption: z.literal('guardianFP'), ...common, zipCode: requiredZip(ZIP_INVALID) }),
    z.object({
      emailOption: z.literal('otherFP'),
      ...common,
      fpEmail: requiredEmail(SHARE_MESSAGES.fpEmailRequired, SHARE_MESSAGES.fpEmailInvalid),
    }),
    z.object({ emailOption: z.literal('myself'), ...common }),
  ],
  { error: SHARE_MESSAGES.option },
);
export type ShareContactValues = z.infer<typeof shareContactSchema>;
