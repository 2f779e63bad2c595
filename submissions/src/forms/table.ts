import {
  BESPOKE_FORM_SCHEMAS,
  DEFAULT_LEAD_SUCCESS_LOCATION,
  genericFormSchema,
  successRedirect,
  type BespokeFormId,
  type BespokeFormValues,
  type FormDefinition,
  type JsonFormId,
  type TrackingContext,
} from '@insurer/contracts/forms';
import { QUOTE_LEAD_PAGES, quoteLeadSchema, type QuoteLeadType, type QuoteLeadValues } from '@insurer/contracts/quote';
import { shareSchema, type ShareTool, type ShareValues } from '@insurer/contracts/share';
import type { z } from 'zod';
import type { DeliveryRequest } from '../delivery/payloads.js';
import { bespokeDeliveries } from './bespoke.js';
import type { FormDeliveryContext } from './context.js';
import { quoteLeadDeliveries } from './quote-lead.js';
import { SHARE_MAX_BODY_BYTES, SHARE_PAGES, shareDeliveries } from './share.js';

/** The kinds of form the submit route takes: the three JSON kinds, and the natively posted content-service forms. */
export type FormKind = 'bespoke' | 'share' | 'quote-lead' | 'content-service';

export type { FormDeliveryContext };

/** How the submit route handles one form: its rules, where the visitor goes, what is delivered. */
export interface FormHandler {
  kind: FormKind;
  /** The values' rules: classic zod (share flows) or zod/mini (the others), both core schemas. */
  schema: z.core.$ZodType;
  /** Largest body taken, in bytes, when more than the configured `FORMS_MAX_BODY_BYTES`. */
  maxBodyBytes?: number;
  /** The accepted answer's `redirect` (and a native post's 303 location). */
  redirect: (tracking: TrackingContext) => string;
  /**
   * The deliveries of one accepted submission; `values` are the schema's output.
   * @throws ValuesRejected when the values cannot be used (422 with its messages).
   */
  deliveries: (values: unknown, tracking: TrackingContext, context: FormDeliveryContext) => DeliveryRequest[] | Promise<DeliveryRequest[]>;
}

/** A bespoke form (docs/requirements.md#forms): its schema, its success redirect, its lead, e-mail or web-to-lead deliveries. */
function bespokeForm<F extends BespokeFormId>(formId: F): FormHandler {
  return {
    kind: 'bespoke',
    schema: BESPOKE_FORM_SCHEMAS[formId],
    redirect: (tracking) => successRedirect(formId, tracking),
    deliveries: (values, tracking, context) => bespokeDeliveries(formId, values as BespokeFormValues<F>, tracking, context),
  };
}

/** A tool's share flow (docs/requirements.md#share-flow): the visitor stays on the tool's page. */
function shareForm(tool: ShareTool): FormHandler {
  return {
    kind: 'share',
    schema: shareSchema(tool),
    maxBodyBytes: SHARE_MAX_BODY_BYTES,
    redirect: () => SHARE_PAGES[tool],
    deliveries: (values, tracking, context) => shareDeliveries<ShareTool>(tool, values as ShareValues<ShareTool>, tracking, context),
  };
}

/** A results page's quote lead (docs/requirements.md#quote-leads): the visitor stays on the results page. */
function quoteLeadForm(type: QuoteLeadType): FormHandler {
  return {
    kind: 'quote-lead',
    schema: quoteLeadSchema(type),
    redirect: () => QUOTE_LEAD_PAGES[type],
    deliveries: (values, tracking, context) => quoteLeadDeliveries(values as QuoteLeadValues, tracking, context),
  };
}

/**
 * Every form the browser submits as JSON, by form id (`JsonFormId` of the contract): the one
 * table the submit route resolves a form through. A form id missing here fails `tsc`. A new form
 * is one entry here, its schema in `@insurer/contracts` and, for a new kind, its handler.
 */
export const JSON_FORMS: { readonly [F in JsonFormId]: FormHandler } = {
  'gl-contact-us-hc': bespokeForm('gl-contact-us-hc'),
  'dental-network-sf-hc': bespokeForm('dental-network-sf-hc'),
  'annuities-form-hc': bespokeForm('annuities-form-hc'),
  'global-citizens-hc': bespokeForm('global-citizens-hc'),
  'safe-guard-360-hc': bespokeForm('safe-guard-360-hc'),
  'schedule-meeting-hc': bespokeForm('schedule-meeting-hc'),
  'connect-with-FP-hc': bespokeForm('connect-with-FP-hc'),
  'retirement-calculator-share': shareForm('retirement_calculator'),
  'rila-tool-share': shareForm('rila_tool'),
  'life-quote-lead': quoteLeadForm('il'),
  'disability-quote-lead': quoteLeadForm('di'),
};

/**
 * The form identifiers the lead flows name besides the form ids (docs/requirements.md#decision-form-identifiers):
 * 'schedule-meeting-contact' is the annuities form (its schedule-a-meeting contact), and the
 * others' identifiers without the `-hc` suffix. `POST /api/forms/{identifier}` is that form.
 */
export const FORM_IDENTIFIERS = {
  'schedule-meeting-contact': 'annuities-form-hc',
  'global-citizens': 'global-citizens-hc',
  'schedule-meeting': 'schedule-meeting-hc',
  'safeguard-360': 'safe-guard-360-hc',
} as const satisfies Record<string, JsonFormId>;

/** The form id a form id or identifier names (`FORM_IDENTIFIERS`), or `formId` itself. */
export function canonicalFormId(formId: string): string {
  return Object.hasOwn(FORM_IDENTIFIERS, formId) ? FORM_IDENTIFIERS[formId as keyof typeof FORM_IDENTIFIERS] : formId;
}

/** The JSON form `formId` (or its identifier, `FORM_IDENTIFIERS`) names, or undefined. */
export function jsonForm(formId: string): FormHandler | undefined {
  const id = canonicalFormId(formId);
  return Object.hasOwn(JSON_FORMS, id) ? JSON_FORMS[id as JsonFormId] : undefined;
}

/**
 * A published content-service form posted natively to this route (docs/requirements.md#content-service-form):
 * its definition's rules; kept in the site database (the requirements name no downstream for it).
 */
export function contentServiceForm(definition: FormDefinition): FormHandler {
  return {
    kind: 'content-service',
    schema: genericFormSchema(definition),
    redirect: () => DEFAULT_LEAD_SUCCESS_LOCATION,
    deliveries: () => [],
  };
}
