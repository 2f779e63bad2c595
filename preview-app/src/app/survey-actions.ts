'use server';

import { cookies, headers } from 'next/headers';
import { TRAFFIC_SOURCE_COOKIE } from '@insurer/renderer/tracking';
import type { SurveyLeadResult, UserExistsResult } from '@insurer/contracts/quote';
import { fromSite } from '@insurer/contracts/site-origin';
import { createSurveyLead as createLead, userExists } from '@insurer/submissions';
import { siteEnv } from '../lib/env';
import { headersAddress } from '../lib/request-address';
import { surveyDeps } from '../lib/services';

/**
 * The quote results' two server actions (docs/requirements.md#decision-survey-lead-actions), which
 * the renderer's quote lead form calls where it collects a first name and an e-mail. Each answers
 * only when the call comes from the site's own pages (the one origin policy: the configured SITE_URL
 * or FORMS_ALLOWED_ORIGINS), and counts against the forms' per-address and per-network limits.
 */

/**
 * Whether the action was called from a page of the site, by the site's one origin policy
 * (`fromSite`: Origin, else the Referer's origin, against SITE_URL and FORMS_ALLOWED_ORIGINS, never
 * the request's Host), and the client address its limits count.
 */
async function fromSitePage(): Promise<{ ok: boolean; address: string }> {
  const h = new Headers(await headers());
  return { ok: fromSite(h, siteEnv().postOrigins).fromSite, address: headersAddress(h) };
}

/** Whether a visitor with this e-mail is already known (answers `{ userExists }`; false from anywhere but the site). */
export async function checkUserExists(email: string): Promise<UserExistsResult> {
  const call = await fromSitePage();
  if (!call.ok) return { userExists: false };
  return { userExists: await userExists(email, call.address, surveyDeps()) };
}

/**
 * Creates the survey lead after verifying the e-mail (`createSurveyLead` of the forms backend).
 * The source's tags are [product, traffic source]: the browser names the product, the traffic
 * source comes from the site's HttpOnly cookie (docs/requirements.md#tracking-cookies).
 */
export async function createSurveyLead(input: unknown): Promise<SurveyLeadResult> {
  const call = await fromSitePage();
  if (!call.ok) return { ok: false, reason: 'invalid', message: 'Leads can only be sent from this site.' };
  const trafficSource = (await cookies()).get(TRAFFIC_SOURCE_COOKIE)?.value;
  return createLead(withTrafficSource(input, trafficSource), call.address, surveyDeps());
}

/** `input` with the traffic source as the source's second tag, when the browser sent the product alone. */
function withTrafficSource(input: unknown, trafficSource: string | undefined): unknown {
  if (!trafficSource || typeof input !== 'object' || input === null || !('source' in input)) return input;
  const source = input.source;
  if (typeof source !== 'object' || source === null || !('tags' in source) || !Array.isArray(source.tags) || source.tags.length !== 1) {
    return input;
  }
  return { ...input, source: { ...source, tags: [...(source.tags as unknown[]), trafficSource] } };
}
