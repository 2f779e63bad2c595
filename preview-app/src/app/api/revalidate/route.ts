import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { siteEnv } from '../../../lib/env';
import { CONTENT_TAG } from '../../../lib/graphql';
import { markContentChanged } from '../../../next-internals/cache-marks';
import { refuseWrongSecret } from '../../../lib/secret-guesses';
import { methodNotAllowed } from '../../../lib/method-not-allowed';
import { routeBody } from '../../../lib/route-body';
import { log } from '../../../lib/log';
import { captureOutbox, siteDb } from '../../../lib/services';
import { requestAddress } from '../../../lib/request-address';
import { graphqlSearchSource, siteSearch } from '../../../lib/search';
import { requestCapture, type CaptureReason, type CaptureSubject } from '@insurer/compliance-site';

/**
 * Largest webhook body taken, in bytes: Contentful's own request-size limit (1 MB,
 * https://www.contentful.com/developers/docs/technical-limits/), so no entry it sends is larger;
 * 413 past it (docs/requirements.md#decision-body-limits).
 */
const WEBHOOK_MAX_BYTES = 1024 * 1024;

// Entry and asset changes, and environment alias changes: a release swap or rollback
// (scripts/src/release.ts) points `master` at another environment, so everything may differ.
const TOPICS = /^ContentManagement\.((Entry|Asset)\.(publish|unpublish|archive|unarchive|delete)|EnvironmentAlias\.(create|save|delete))$/;

/**
 * A principal's approval of a page, or its withdrawal, recorded by the workbench
 * (`@insurer/compliance`), which then posts this webhook with the same secret and the body
 * `{ "entryId": "…" }`: what the site serves of the page changes as with a publish
 * (docs/requirements.md#decision-compliance-capture).
 */
const COMPLIANCE_TOPICS = /^Insurer\.Compliance\.(approve|withdraw)$/;

/** An entry id as Contentful makes them (1–64 letters, digits, `.`, `-`, `_`). */
const ENTRY_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * How long after the webhook a capture is first tried, in ms: the page cache's generation moves when
 * this answer is sent, and other instances see it within 250 ms (GENERATION_CHECK_MS); a capture
 * tried earlier finds the old version and is retried anyway.
 */
const CAPTURE_DELAY_MS = 500;

/**
 * The CMS's publish webhook (https://www.contentful.com/developers/docs/concepts/webhooks/), and
 * the workbench's approval and withdrawal (`Insurer.Compliance.approve|withdraw`, body
 * `{ "entryId" }`, the same secret):
 * checks `X-Contentful-Webhook-Secret` (only the header: a secret in a URL ends up in logs), then revalidates every cached content
 * read, so the next request renders the change with no rebuild. Blocks are shared between pages,
 * so any entry or asset change revalidates the one content tag. It also brings the site search's
 * index up to date (docs/requirements.md#decision-search-backend): a page or article published is
 * indexed, one unpublished, archived or deleted leaves the index, and any other entry or asset
 * changes only the pages and articles that use it (found through the Content Delivery API's
 * `links_to_entry` / `links_to_asset`; a change used by more than 500 rebuilds the index); an
 * approval or withdrawal re-reads that page's document under the serving rule
 * (docs/requirements.md#decision-compliance-approval). And it asks the compliance record for a
 * capture of what changed (`requestCapture` of `@insurer/compliance-site`: a row in the site
 * database's capture outbox, which the delivery worker turns into archive rows with the page's
 * HTML as served: docs/requirements.md#decision-compliance-capture).
 * With several instances, the one the webhook reaches revalidates the cache they share (Redis,
 * REDIS_URL): every instance renders the change on its next request; the thin server's page cache
 * of finished documents moves to a new generation the same way (`markContentChanged`).
 * Answers 401 without the secret, 429 to an address's wrong secrets after too many of them
 * (`secret-guesses.ts`: counted in the site database for every instance, under the webhook's own
 * key; the right secret is never refused), 400 for a topic it does not handle or a compliance
 * webhook without its page's id, 413 for a body over 1 MB, 503 when the index or the capture
 * outbox could not be written (the CMS retries the webhook), 200 `{ revalidated: true, topic, search }`.
 */
export async function POST(request: NextRequest) {
  const refusal = await refuseWrongSecret({
    site: siteDb,
    secret: 'webhook',
    sent: request.headers.get('x-contentful-webhook-secret'),
    expected: siteEnv().webhookSecret,
    address: requestAddress(request),
    max: siteEnv().secretGuessesPerMinute,
    wrongMessage: 'Invalid webhook secret.',
  });
  if (refusal) return refusal;
  const topic = request.headers.get('x-contentful-topic') ?? '';
  const compliance = COMPLIANCE_TOPICS.exec(topic);
  if (!TOPICS.test(topic) && !compliance) {
    return NextResponse.json({ message: `Unhandled topic "${topic}".` }, { status: 400 });
  }
  // `expire: 0`: the next request renders the change instead of being served the stale page
  // while it revalidates (https://nextjs.org/docs/app/api-reference/functions/revalidateTag).
  const body = await routeBody(request, WEBHOOK_MAX_BYTES, 'A webhook body is at most 1 MB.');
  if (body instanceof Response) return body;
  const payload = parseBody(body);
  const approvedPage = compliance ? entryIdOf(payload) : undefined;
  if (compliance && !approvedPage) {
    return NextResponse.json(
      { message: `The body of ${topic} names the page: { "entryId": "…" } (1–64 letters, digits, ".", "-" or "_").` },
      { status: 400 },
    );
  }
  revalidateTag(CONTENT_TAG, { expire: 0 });
  // …and the thin server drops its finished pages, on every instance (server/page-cache.ts).
  markContentChanged();
  let search: string;
  try {
    search = approvedPage ? await reindexPage(approvedPage) : await (await siteSearch().indexer).onWebhook(topic, payload);
  } catch (error) {
    log.error({ err: error, topic }, 'search index not updated');
    return NextResponse.json({ message: 'The search index could not be updated; send the webhook again.' }, { status: 503 });
  }
  const capture = approvedPage
    ? { subject: `page:${approvedPage}` as const, reason: compliance![1] as CaptureReason }
    : captureOf(topic, payload);
  if (capture) {
    try {
      const now = Date.now();
      await requestCapture(await captureOutbox(), { ...capture, now, dueAt: now + CAPTURE_DELAY_MS });
    } catch (error) {
      log.error({ err: error, topic }, 'compliance capture not queued');
      return NextResponse.json({ message: 'The compliance record could not be queued; send the webhook again.' }, { status: 503 });
    }
  }
  return NextResponse.json({ revalidated: true, topic, search });
}

/** The `entryId` of a compliance webhook's body, when it is an entry id. */
function entryIdOf(payload: unknown): string | undefined {
  const id = (payload as { entryId?: unknown } | null)?.entryId;
  return typeof id === 'string' && ENTRY_ID.test(id) ? id : undefined;
}

/**
 * Brings the search index's document of page `entryId` up to the serving rule now that its
 * approval changed: indexed when visitors may see it, removed otherwise.
 */
async function reindexPage(entryId: string): Promise<'indexed' | 'removed'> {
  const index = await siteSearch().index;
  const readAt = Date.now();
  const document = await graphqlSearchSource.one(entryId);
  if (document) await index.upsert([document], readAt);
  else await index.remove([entryId]);
  return document ? 'indexed' : 'removed';
}

/**
 * What the compliance record must look at after a CMS webhook (docs/requirements.md#decision-compliance-capture):
 * a static page itself; any other entry or asset, for the pages that show it (an article is shown
 * by none through a link); everything after an environment alias moved. Undefined for a payload
 * without an id.
 */
function captureOf(topic: string, payload: unknown): { subject: CaptureSubject; reason: CaptureReason } | undefined {
  if (topic.startsWith('ContentManagement.EnvironmentAlias.')) return { subject: 'all', reason: 'alias' };
  const sys = (payload as { sys?: { id?: unknown; contentType?: { sys?: { id?: unknown } } } } | null)?.sys;
  if (typeof sys?.id !== 'string' || !ENTRY_ID.test(sys.id)) return undefined;
  const reason: CaptureReason = topic.endsWith('.publish') || topic.endsWith('.unarchive') ? 'publish' : 'unpublish';
  if (topic.startsWith('ContentManagement.Asset.')) return { subject: `asset:${sys.id}`, reason };
  const contentType = sys.contentType?.sys?.id;
  if (contentType === 'article') return undefined;
  return { subject: contentType === 'staticPage' ? `page:${sys.id}` : `entry:${sys.id}`, reason };
}

/** The webhook's JSON body; undefined when it is not JSON (the index then ignores the event). */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The webhook is only posted: 405 with a message. */
export const GET = methodNotAllowed('POST');
