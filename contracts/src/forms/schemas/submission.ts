import * as z from '../../zod-mini.js';
import type { SubmissionRequest, TrackingContext } from '../contract.js';

const text = z.optional(z.string().check(z.maxLength(2048)));

/**
 * The tracking context as the server reads it from a request (`TrackingContext` of the contract):
 * every value an optional string of at most 2048 characters, `partnerInfo` a record of strings;
 * unknown keys are dropped.
 */
export const trackingContextSchema = z.object({
  LifeCampaignName: text,
  EmailRouting: text,
  CampaignSuccessLocation: text,
  ClientId: text,
  SessionId: text,
  HitTimestamp: text,
  utm_source: text,
  utm_medium: text,
  utm_campaign: text,
  utm_content: text,
  utm_term: text,
  utm_id: text,
  utm_dmp: text,
  utm_name: text,
  utm_pardot: text,
  trafficSource: text,
  pageUrl: text,
  partnerInfo: z.optional(z.record(z.string(), z.string().check(z.maxLength(2048)))),
}) satisfies z.ZodMiniType<TrackingContext>;

/**
 * The JSON body of `POST /api/forms/{formId}` (`SubmissionRequest`): `values` an object (checked
 * next against the form's schema), `tracking` the tracking context (missing → `{}`).
 */
export const submissionRequestSchema = z.object({
  values: z.record(z.string(), z.unknown()),
  tracking: z.pipe(
    z.optional(trackingContextSchema),
    z.transform((tracking) => tracking ?? {}),
  ),
}) satisfies z.ZodMiniType<SubmissionRequest, unknown>;
