import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { siteEnv } from '../../../lib/env';
import { CONTENT_TAG } from '../../../lib/graphql';
import { markContentChanged } from '../../../next-internals/cache-marks';
import { refuseWrongSecret } from '../../../lib/secret-guesses';
import { methodNotAllowed } from '../../../lib/method-not-allowed';
import { routeBody } from '../../../lib/route-body';
import { log } from '../../../lib/log';
import { siteDb, siteSearch } from '../../../lib/services';
import { requestAddress } from '../../../lib/request-address';

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
 * The CMS's publish webhook (https://www.contentful.com/developers/docs/concepts/webhooks/):
 * checks `X-Contentful-Webhook-Secret` (only the header: a secret in a URL ends up in logs), then revalidates every cached content
 * read, so the next request renders the change with no rebuild. Blocks are shared between pages,
 * so any entry or asset change revalidates the one content tag. It also brings the site search's
 * index up to date (docs/requirements.md#decision-search-backend): a page or article published is
 * indexed, one unpublished, archived or deleted leaves the index, and any other entry or asset
 * changes only the pages and articles that use it (found through the Content Delivery API's
 * `links_to_entry` / `links_to_asset`; a change used by more than 500 rebuilds the index).
 * With several instances, the one the webhook reaches revalidates the cache they share (Redis,
 * REDIS_URL): every instance renders the change on its next request; the thin server's page cache
 * of finished documents moves to a new generation the same way (`markContentChanged`).
 * Answers 401 without the secret, 429 to an address's wrong secrets after too many of them
 * (`secret-guesses.ts`: counted in the site database for every instance, under the webhook's own
 * key; the right secret is never refused), 400 for a topic it does not handle, 413 for a body over 1 MB, 503 when the index
 * could not be written (the CMS retries the webhook), 200 `{ revalidated: true, topic, search }`.
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
  if (!TOPICS.test(topic)) {
    return NextResponse.json({ message: `Unhandled topic "${topic}".` }, { status: 400 });
  }
  // `expire: 0`: the next request renders the change instead of being served the stale page
  // while it revalidates (https://nextjs.org/docs/app/api-reference/functions/revalidateTag).
  const body = await routeBody(request, WEBHOOK_MAX_BYTES, 'A webhook body is at most 1 MB.');
  if (body instanceof Response) return body;
  revalidateTag(CONTENT_TAG, { expire: 0 });
  // …and the thin server drops its finished pages, on every instance (server/page-cache.ts).
  markContentChanged();
  let search: string;
  try {
    search = await (await siteSearch().indexer).onWebhook(topic, parseBody(body));
  } catch (error) {
    log.error({ err: error, topic }, 'search index not updated');
    return NextResponse.json({ message: 'The search index could not be updated; send the webhook again.' }, { status: 503 });
  }
  return NextResponse.json({ revalidated: true, topic, search });
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
