import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { siteEnv } from '../../../lib/env';
import { CONTENT_TAG } from '../../../lib/graphql';
import { secretMatches } from '../../../lib/secrets';
import { methodNotAllowed } from '../../../lib/method-not-allowed';

const TOPICS = /^ContentManagement\.(Entry|Asset)\.(publish|unpublish|archive|unarchive|delete)$/;

/**
 * The CMS's publish webhook (https://www.contentful.com/developers/docs/concepts/webhooks/):
 * checks `X-Contentful-Webhook-Secret` (only the header: a secret in a URL ends up in logs), then revalidates every cached content
 * read, so the next request renders the change with no rebuild. Blocks are shared between pages,
 * so any entry or asset change revalidates the one content tag.
 * Answers 401 without the secret, 400 for a topic it does not handle, 200 `{ revalidated: true }`.
 */
export async function POST(request: NextRequest) {
  if (!secretMatches(request.headers.get('x-contentful-webhook-secret'), siteEnv().webhookSecret)) {
    return NextResponse.json({ message: 'Invalid webhook secret.' }, { status: 401 });
  }
  const topic = request.headers.get('x-contentful-topic') ?? '';
  if (!TOPICS.test(topic)) {
    return NextResponse.json({ message: `Unhandled topic "${topic}".` }, { status: 400 });
  }
  revalidateTag(CONTENT_TAG);
  return NextResponse.json({ revalidated: true, topic });
}

/** The webhook is only posted: 405 with a message. */
export const GET = methodNotAllowed('POST');
