import { createHash, randomUUID } from 'node:crypto';
import { SURVEY_EMAIL_REFUSED, surveyLeadSchema, type SurveyLeadInput, type SurveyLeadResult } from '@insurer/contracts/quote';
import { hitRateLimit, type SiteDb } from '@insurer/site-db';
import { z } from 'zod';
import { configuredDownstreams, type FormsConfig } from '../config.js';
import { complianceCodeFor, resolveSiteContent, type SiteContent } from '../content/site-content.js';
import { recordSubmission } from '../db/outbox.js';
import { formsDb } from '../db/schema.js';
import type { DeliveryRequest } from '../delivery/payloads.js';
import { pagePermalink } from '../forms/share.js';
import { networkOf } from '../guard/networks.js';
import { REJECTIONS } from '../guard/request.js';
import { log } from '../log.js';
import { normaliseAddress } from '../mail/addresses.js';
import { verifyEmail } from './email-verification.js';

/**
 * The quote results' two server actions, on the forms backend's side
 * (docs/requirements.md#decision-survey-lead-actions): whether a visitor is already known by
 * e-mail, and the survey lead, created through lead assignment's create call
 * (`POST {LEAD_ASSIGNMENT_URL}/create`, through the outbox like every lead).
 */

/** The stored form id of a survey lead. */
export const SURVEY_FORM_ID = 'survey-lead';

/** The survey lead's quote fields (docs/requirements.md#lead-assignment "il_quote", "di_quote") and service ids (the schedule-meeting interest codes 1 and 2). */
const SURVEY_SERVICE_IDS = { il: [1], di: [2] } as const;

/** What the survey actions need: the forms configuration, the site database and the site's content hook. */
export interface SurveyDeps {
  config: FormsConfig;
  site: () => Promise<SiteDb>;
  loadSiteContent?: () => Promise<SiteContent>;
  clock?: () => number;
  afterRecord?: () => void;
}

const DAY_MS = 86_400_000;

/** The hash a known visitor is kept under: their normalised address, never the address itself. */
function visitorKey(email: string): string {
  return createHash('sha256')
    .update(`known-visitor:${normaliseAddress(email)}`)
    .digest('hex');
}

/**
 * Counts one call of a survey action from `clientAddress` (per address, then per network, the
 * forms' limits): the actions answer about e-mail addresses, so they must not become an oracle
 * anyone can query without end. True when within the limits.
 */
async function withinLimits(site: SiteDb, config: FormsConfig, clientAddress: string, now: number): Promise<boolean> {
  for (const [scope, address, max] of [
    ['survey', clientAddress, config.rateLimit.max],
    ['survey-network', networkOf(clientAddress), config.rateLimit.networkMax],
  ] as const) {
    const limit = await hitRateLimit(site, { scope, address, now, windowMs: config.rateLimit.windowMs, max, window: 'sliding' });
    if (!limit.allowed) return false;
  }
  return true;
}

/**
 * Whether a visitor with this e-mail is already known: a survey lead was created for the same
 * mailbox (`normaliseAddress`). False for anything that is not an e-mail address, and when the
 * caller is past the limits (so the answer tells nothing then).
 */
export async function userExists(email: unknown, clientAddress: string, deps: SurveyDeps): Promise<boolean> {
  const parsed = z.email().safeParse(typeof email === 'string' ? email.trim() : email);
  if (!parsed.success) return false;
  const site = await deps.site();
  if (!(await withinLimits(site, deps.config, clientAddress, (deps.clock ?? Date.now)()))) return false;
  const row = await formsDb(site).selectFrom('known_visitors').select('key').where('key', '=', visitorKey(parsed.data)).executeTakeFirst();
  return row !== undefined;
}

/**
 * Creates the survey lead: the input checked with the contract's schema, the e-mail verified
 * (`verifyEmail`), then the submission and its 'lead-create' delivery recorded in one transaction
 * (the lead service answers `internal_lead_id`, logged by the worker), and the visitor remembered
 * as known. The lead: `first_name`, `emails`, `source` as given, `gclid`, `il_quote` or
 * `di_quote` from the page's quote, `location_permalink`, `service_ids`, and the product form's
 * compliance code in force. Never throws: the database down answers `unavailable`.
 */
export async function createSurveyLead(input: unknown, clientAddress: string, deps: SurveyDeps): Promise<SurveyLeadResult> {
  const parsed = surveyLeadSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', message: parsed.error.issues[0]?.message ?? 'The details are not valid.' };
  const values = parsed.data;
  const now = (deps.clock ?? Date.now)();
  try {
    const site = await deps.site();
    if (!(await withinLimits(site, deps.config, clientAddress, now)))
      return { ok: false, reason: 'rate-limited', message: REJECTIONS.rateLimited };
    if (!(await verifyEmail(values.email, { url: deps.config.emailVerificationUrl, timeoutMs: deps.config.delivery.timeoutMs }))) {
      log('info', 'Survey lead refused: e-mail verification failed', { form: SURVEY_FORM_ID });
      return { ok: false, reason: 'invalid-email', message: SURVEY_EMAIL_REFUSED };
    }
    const id = randomUUID();
    const content = await resolveSiteContent(deps.loadSiteContent, deps.config);
    const deliveries: DeliveryRequest[] = configuredDownstreams(deps.config).leadAssignment
      ? [{ kind: 'lead-create', payload: { body: surveyLeadBody(values, deps.config, content.complianceCodes, new Date(now)) } }]
      : [];
    await recordSubmission(formsDb(site), { id, formId: SURVEY_FORM_ID, values, tracking: {}, deliveries }, now);
    await formsDb(site)
      .insertInto('known_visitors')
      .values({ key: visitorKey(values.email), created_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    await formsDb(site)
      .deleteFrom('known_visitors')
      .where('created_at', '<', now - deps.config.leadsAuditRetentionDays * DAY_MS)
      .execute();
    log('info', 'Survey lead accepted', { form: SURVEY_FORM_ID, submission: id, deliveries: deliveries.length });
    deps.afterRecord?.();
    return { ok: true };
  } catch (error) {
    log('error', 'Survey lead could not be taken', { form: SURVEY_FORM_ID, error: error instanceof Error ? error.name : 'EUNKNOWN' });
    return { ok: false, reason: 'unavailable', message: 'We could not take your details right now. Please try again in a few minutes.' };
  }
}

/** The survey lead as lead assignment's create call receives it (docs/requirements.md#decision-survey-lead-actions). */
export function surveyLeadBody(
  values: SurveyLeadInput,
  config: FormsConfig,
  codes: Parameters<typeof complianceCodeFor>[0],
  at: Date,
): Record<string, unknown> {
  const quote = values.quote;
  const body: Record<string, unknown> = {
    first_name: values.firstName,
    emails: [{ address: values.email }],
    source: values.source,
    location_permalink: pagePermalink(values.source.pageUrl, '/', config.siteOrigin),
  };
  if (values.gclid) body['gclid'] = values.gclid;
  if (quote?.type === 'il') {
    body['il_quote'] = {
      monthly_premium: quote.monthly_premium,
      gender: quote.gender,
      age: quote.age,
      income: quote.income,
      tobacco_use: quote.tobacco_use,
      level_premium_period: quote.level_premium_period,
      base_face_amount: quote.base_face_amount,
      extended_conversion_rider: quote.extended_conversion_rider,
    };
  } else if (quote?.type === 'di') {
    const { type: _type, ...diQuote } = quote;
    body['di_quote'] = diQuote;
  }
  if (quote) {
    body['service_ids'] = [...SURVEY_SERVICE_IDS[quote.type]];
    const code = complianceCodeFor(codes, quote.type === 'il' ? 'life-quote-lead' : 'disability-quote-lead', at);
    if (code) body['compliance_number'] = code;
  }
  return body;
}
