/**
 * The contract between the browser forms (the renderer's `submitForm`) and the site's submit route
 * (`POST /api/forms/{formId}`, served by `@insurer/submissions`): which forms post JSON, what is
 * posted, what comes back. Both sides import it; the zod schemas each form exports (`schemas/`,
 * the share flow's and the quote lead's) are the rules both sides enforce.
 */

import type { QuoteLeadFormId } from '../quote/quote-lead.js';
import type { ShareFormId } from '../share/share-schema.js';
import { isOneOf } from '../closed-list.js';

/**
 * The bespoke forms a form block picks by its form id (docs/requirements.md#form-selection): the
 * forms coded here, each with its schema in `BESPOKE_FORM_SCHEMAS`. Any other id names a form
 * definition of the content service (migration 0012 opened the model's `formBlock.formId`).
 */
export const BESPOKE_FORM_IDS = [
  'safe-guard-360-hc',
  'global-citizens-hc',
  'annuities-form-hc',
  'dental-network-sf-hc',
  'gl-contact-us-hc',
  'schedule-meeting-hc',
  'connect-with-FP-hc',
] as const;

export type BespokeFormId = (typeof BESPOKE_FORM_IDS)[number];

/**
 * The name of each bespoke form, as the requirements' table names it (docs/requirements.md#form-selection):
 * the form's accessible name on the site and what the workbench's form picker lists.
 */
export const BESPOKE_FORM_NAMES: Readonly<Record<BespokeFormId, string>> = {
  'safe-guard-360-hc': 'Safeguard 360 lead form',
  'global-citizens-hc': 'Global citizens',
  'annuities-form-hc': 'Annuities',
  'dental-network-sf-hc': 'Dental network joining',
  'gl-contact-us-hc': 'Contact us',
  'schedule-meeting-hc': 'Schedule a meeting',
  'connect-with-FP-hc': 'Connect with a financial professional',
};

/** True when `id` names one of the bespoke forms. */
export function isBespokeFormId(id: string): id is BespokeFormId {
  return isOneOf(BESPOKE_FORM_IDS, id);
}

/**
 * Every form the browser submits as JSON, by its form id: the bespoke forms, the tools' share
 * flows (`SHARE_FORM_IDS`) and the results pages' quote leads (`QUOTE_LEAD_FORM_IDS`). The submit
 * route resolves each through one table (`@insurer/submissions`, `src/forms/table.ts`).
 */
export type JsonFormId = BespokeFormId | ShareFormId | QuoteLeadFormId;

/**
 * The path a JSON form posts to: `POST /api/forms/{formId}` with a `SubmissionRequest` JSON body.
 * (Content-service forms are different, by the specification (docs/requirements.md#content-service-form):
 * they post natively, urlencoded, to their definition's `formSubmitUrl` — the seeded non-pardot
 * form uses `/api/forms/request-a-proposal` — with the definition's field names, so they work
 * without script; `genericFormSchema(definition)` is the rule for that body.)
 */
export function submitPath(formId: JsonFormId): string {
  return `/api/forms/${formId}`;
}

/**
 * The stored values the forms read (docs/requirements.md#browser-storage, docs/requirements.md#traffic-source "Traffic source
 * derivation"), captured in the browser by the tracking module and sent with every submission.
 * All optional: a visitor may arrive with none of them.
 */
export interface TrackingContext {
  LifeCampaignName?: string;
  /** 'true', 'false' or the string 'undefined' (then send_to_agency_assist is false, docs/requirements.md#lead-assignment). */
  EmailRouting?: string;
  /** Where a lead form sends the visitor after submitting (docs/requirements.md#form-states). */
  CampaignSuccessLocation?: string;
  ClientId?: string;
  SessionId?: string;
  /** ISO timestamp of the session start. */
  HitTimestamp?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_content?: string;
  utm_term?: string;
  /** Kept from storage with the other UTM keys (docs/requirements.md#traffic-source). */
  utm_id?: string;
  utm_dmp?: string;
  utm_name?: string;
  utm_pardot?: string;
  /** Derived traffic source, e.g. 'google/cpc', 'google/organic', 'direct/none', or a referrer host. */
  trafficSource?: string;
  /** The page the form was submitted from (path and query). */
  pageUrl?: string;
  /** `dtc_configuration.partnerInfo` from the query parameters (docs/requirements.md#browser-storage). */
  partnerInfo?: Record<string, string>;
}

/** The JSON body of `POST /api/forms/{formId}`. `values` are checked against the form's zod schema. */
export interface SubmissionRequest {
  values: Record<string, unknown>;
  tracking: TrackingContext;
}

/** 202: stored; delivery happens in the background. The browser goes to `redirect`. */
export interface SubmissionAccepted {
  id: string;
  redirect: string;
}

/** 422: the values break the form's rules; `errors` maps field names to the requirements' messages. 400/403/413/429 carry only `message`. */
export interface SubmissionRejected {
  message: string;
  errors?: Record<string, string>;
}
