import { randomUUID } from 'node:crypto';
import { fieldErrors, submissionRequestSchema, type TrackingContext } from '@insurer/contracts/forms';
import { z } from 'zod';
import type { FormsConfig } from './config.js';
import { hitRateLimit, type SiteDb } from '@insurer/site-db';
import { resolveSiteContent, type ResolvedSiteContent, type RilaToolLoader, type SiteContent } from './content/site-content.js';
import { pruneLeadsAudit, recordSubmission } from './db/outbox.js';
import { formsDb } from './db/schema.js';
import { errorCode } from './delivery/outcome.js';
import type { DeliveryRequest } from './delivery/payloads.js';
import { honeypotFilled } from './forms/bespoke.js';
import { ValuesRejected } from './forms/context.js';
import { postsToThisRoute, type DefinitionLoader } from './forms/generic.js';
import { canonicalFormId, contentServiceForm, jsonForm, type FormHandler } from './forms/table.js';
import { applyMailCaps } from './guard/mail-caps.js';
import { networkOf } from './guard/networks.js';
import { assertSameOrigin, bodyKind, readBodyLimited, REJECTIONS, RequestRejected } from './guard/request.js';
import type { RandomSource } from './leads/agency-assist.js';
import { leadsAudit } from './leads/audit.js';
import { log } from './log.js';
import { acceptedJson, htmlPage, INVALID_HEADING, rejectedJson, seeOther } from './responses.js';

/** What the submit route needs; `service.ts` wires the real ones, tests their own. */
export interface FormsDeps {
  config: FormsConfig;
  /** The site database with the forms' tables migrated, opened on first use. */
  site: () => Promise<SiteDb>;
  /** Called after a submission is recorded (a delivery worker in the same process wakes up at once). */
  afterRecord?: () => void;
  /**
   * Called with the leads-audit event of a submission once it is recorded in the forms' own
   * `leads_audit` table (docs/requirements.md#decision-leads-audit-event): the site also hands it
   * to its analytics collector (and Segment). A failure is the hook's to log; the submission goes on.
   */
  onLeadsAudit?: (event: { audit: 'blacklisted' | 'valid'; formId: string; submissionId: string; at: number }) => Promise<void>;
  loadDefinition: DefinitionLoader;
  /** Epoch ms. */
  clock?: () => number;
  /** The agency-assist draw's random source. */
  random?: RandomSource;
  /**
   * The site's published settings the e-mails and leads read: the brand and support phone
   * (docs/requirements.md#decision-brand-name) and the product forms' compliance codes
   * (docs/requirements.md#decision-compliance-codes); what it leaves out falls back to the configuration.
   */
  loadSiteContent?: () => Promise<SiteContent>;
  /** A RILA widget's published configuration and the request's variant, for the RILA share flow; none: RILA shares are refused. */
  loadRilaTool?: RilaToolLoader;
  /** The site request's id (`X-Request-Id`), stored with the submission for the delivery worker's log lines. */
  requestId?: string;
}

/** Message of a 503 when the database or a dependency is down (never a stack trace). */
export const UNAVAILABLE = 'We could not take your submission right now. Please try again in a few minutes.';
/** The 422 message of the contract's `SubmissionRejected` (the per-field messages are in `errors`). */
export const INVALID = 'Some answers need your attention.';

const FORM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `POST /api/forms/{formId}`: a JSON form's `SubmissionRequest` (a bespoke form, a share flow or
 * a quote lead, resolved through the one table of forms/table.ts), or a natively posted
 * (urlencoded) content-service form whose formSubmitUrl is this route.
 *
 * In order: same origin (403), content type (415), the per-address and per-network rate limits
 * (429 with Retry-After), body size (413), well-formed body (400), known form (404), honeypot
 * (answered as accepted, nothing stored), the form's zod schema (422 with the first message per
 * field), the form's deliveries (422 when its values cannot be used), the daily e-mail caps (429
 * with Retry-After, `applyMailCaps`), then the submission, its deliveries and its leads-audit
 * event are written in one transaction and the worker is woken.
 *
 * JSON requests get JSON (202 `SubmissionAccepted`, else `SubmissionRejected`); native posts get
 * a 303 to the thank-you page, or an HTML page with the messages (JSON when they Accept it).
 * Unexpected failures (the database down) answer 503 with a message; nothing is logged but ids
 * and error codes. `clientAddress` is the address the per-address limit counts: the site works it
 * out from its forwarded-header policy (preview-app/src/lib/client-address.ts). `cookieTracking`
 * holds the tracking values the site read from its own HttpOnly cookies: they win over what the
 * body says (the browser cannot read them, docs/requirements.md#tracking-cookies).
 */
export async function handleFormPost(
  request: Request,
  postedFormId: string,
  deps: FormsDeps,
  clientAddress: string,
  cookieTracking: TrackingContext = {},
): Promise<Response> {
  const formId = canonicalFormId(postedFormId);
  const { config } = deps;
  const clock = deps.clock ?? Date.now;
  const kind = bodyKind(request);
  const json = kind === 'json' || (request.headers.get('accept') ?? '').includes('application/json');
  const back = backLink(request, config.siteOrigin);
  const refuse = (status: number, message: string, errors?: Record<string, string>, headers: Record<string, string> = {}) =>
    json
      ? rejectedJson(status, errors ? { message, errors } : { message }, headers)
      : htmlPage(status, errors ? INVALID_HEADING : message, errors ? Object.values(errors) : [], back, headers);

  try {
    assertSameOrigin(request, config.postOrigins);
    if (!kind) throw new RequestRejected(415, REJECTIONS.unsupportedType);
    if (!FORM_ID.test(formId)) return refuse(404, REJECTIONS.unknownForm);

    const site = await deps.site();
    const now = clock();
    // Per address, then per network (an IPv4 /24, an IPv6 /64): rotating addresses inside one
    // allocation does not get past the second (docs/requirements.md#decision-mail-limits).
    const limits: [string, string, number][] = [
      ['forms', clientAddress, config.rateLimit.max],
      ['forms-network', networkOf(clientAddress), config.rateLimit.networkMax],
    ];
    for (const [scope, address, max] of limits) {
      const limit = await hitRateLimit(site, { scope, address, now, windowMs: config.rateLimit.windowMs, max, window: 'sliding' });
      if (!limit.allowed) {
        log('warn', 'Submission rate-limited', { form: formId, scope });
        throw new RequestRejected(429, REJECTIONS.rateLimited, { 'Retry-After': String(limit.retryAfterSeconds) });
      }
    }

    // The form's kind decides its rules (forms/table.ts), its largest body among them.
    const known = jsonForm(formId);
    const parsed = parseBody(kind, await readBodyLimited(request, Math.max(config.maxBodyBytes, known?.maxBodyBytes ?? 0)));
    const body = { values: parsed.values, tracking: { ...parsed.tracking, ...cookieTracking } };
    const form = known ?? (await publishedForm(formId, deps));
    if (!form) return refuse(404, REJECTIONS.unknownForm);

    const id = randomUUID();
    const redirect = form.redirect(body.tracking);
    if (honeypotFilled(body.values)) {
      log('info', 'Honeypot filled; submission dropped', { form: formId });
      return json ? acceptedJson({ id, redirect }) : seeOther(redirect);
    }

    const result = z.safeParse(form.schema, body.values);
    if (!result.success) return refuse(422, INVALID, fieldErrors(form.schema, body.values) ?? {});

    const values: unknown = result.data;
    const email = emailOf(values);
    // docs/requirements.md#decision-leads-audit-event: 'blacklisted' or 'valid', recorded with the submission.
    const audit = email ? leadsAudit(email, config.leadsAuditEmails) : undefined;

    let content: Promise<ResolvedSiteContent> | undefined;
    let deliveries: DeliveryRequest[];
    try {
      deliveries = await form.deliveries(values, body.tracking, {
        config,
        submissionId: id,
        at: new Date(now),
        random: deps.random ?? Math.random,
        requestOrigin: request.headers.get('origin') ?? undefined,
        content: () => (content ??= resolveSiteContent(deps.loadSiteContent, config)),
        loadRilaTool: deps.loadRilaTool ?? (async () => undefined),
      });
    } catch (error) {
      if (error instanceof ValuesRejected) return refuse(422, INVALID, error.errors);
      throw error;
    }
    deliveries = await applyMailCaps(site, deliveries, {
      config,
      now,
      clientAddress,
      submitter: email,
      form: formId,
      submission: id,
    });
    await recordSubmission(
      formsDb(site),
      { id, formId, values, tracking: body.tracking, deliveries, audit, requestId: deps.requestId },
      now,
    );
    log('info', 'Submission accepted', { form: formId, submission: id, deliveries: deliveries.length });
    if (audit) {
      log('info', 'Leads audit', { form: formId, submission: id, audit });
      // The record is in; the analytics copy must not cost the visitor the answer.
      await deps.onLeadsAudit?.({ audit, formId, submissionId: id, at: now }).catch(() => undefined);
      await pruneLeadsAudit(formsDb(site), config.leadsAuditRetentionDays, now).catch(() => undefined);
    }
    deps.afterRecord?.();
    return json ? acceptedJson({ id, redirect }) : seeOther(redirect);
  } catch (error) {
    if (error instanceof RequestRejected) return refuse(error.status, error.message, undefined, error.headers);
    log('error', 'Submission could not be taken', { form: FORM_ID.test(formId) ? formId : undefined, error: errorCode(error) });
    return refuse(503, UNAVAILABLE);
  }
}

/**
 * The values and tracking context of a body: JSON per the contract (`submissionRequestSchema`),
 * or urlencoded fields (a repeated name gives a list, as a checkbox group posts) with no tracking
 * context (a content-service form carries its tracking values as hidden fields).
 * @throws RequestRejected 400 for a body that is not JSON or not the contract's shape.
 */
function parseBody(kind: 'json' | 'form', text: string): { values: Record<string, unknown>; tracking: TrackingContext } {
  if (kind === 'form') {
    const values: Record<string, unknown> = {};
    for (const [name, value] of new URLSearchParams(text)) {
      const previous = values[name];
      values[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
    }
    return { values, tracking: {} };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new RequestRejected(400, REJECTIONS.malformedJson);
  }
  const parsed = submissionRequestSchema.safeParse(raw);
  if (!parsed.success) throw new RequestRejected(400, REJECTIONS.malformedShape);
  return { values: parsed.data.values, tracking: parsed.data.tracking };
}

/** The published content-service form posted to this route under `formId`, or undefined (docs/requirements.md#content-service-form). */
async function publishedForm(formId: string, deps: FormsDeps): Promise<FormHandler | undefined> {
  const definition = await deps.loadDefinition(formId);
  return definition && postsToThisRoute(definition, formId, deps.config.siteOrigin) ? contentServiceForm(definition) : undefined;
}

/** The e-mail a form's values carry, for the leads audit: `email` (lead, contact, dental forms and most definitions). */
function emailOf(values: unknown): string | undefined {
  const email = typeof values === 'object' && values !== null ? (values as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email ? email : undefined;
}

/** Where the refusal page links back to: the Referer's path when it is on this site, else '/'. */
function backLink(request: Request, siteOrigin: string): string {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    return referer.origin === siteOrigin ? `${referer.pathname}${referer.search}` : '/';
  } catch {
    return '/';
  }
}
