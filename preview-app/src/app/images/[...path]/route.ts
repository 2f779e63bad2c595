import { NextResponse, type NextRequest } from 'next/server';
import { siteEnv } from '../../../lib/env';
import { upstreamImageUrl } from '../../../lib/images';
import { methodNotAllowed } from '../../../lib/method-not-allowed';
import { log } from '../../../lib/log';

/** How long the Images API may take before the visitor gets 504. */
const UPSTREAM_TIMEOUT_MS = 10_000;

/** The upstream response headers a visitor gets; cookies and everything else stay behind. */
const FORWARDED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

function answer(status: number, message: string): Response {
  return NextResponse.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * `GET /images/{spaceId}/{assetId}/{token}/{fileName}?w=…&fm=…`: the space's image from the
 * Images API, passed through on the site's own origin (docs/requirements.md#decision-images-from-the-sites-origin;
 * lib/images.ts builds the upstream URL and rewrites the content's URLs to this path).
 * - 200 with the upstream's body, type, length, caching and validators (`If-None-Match`,
 *   `If-Modified-Since` are forwarded, so 304 passes through too);
 * - 404 `{ message }` for a path that is not one of the space's image files, or one the Images
 *   API does not have;
 * - 502 `{ message }` when the Images API fails or cannot be reached, 504 after 10 s.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const env = siteEnv();
  const upstream = upstreamImageUrl((await params).path, request.nextUrl.searchParams, env);
  if (!upstream) return answer(404, 'There is no such image.');
  const conditional: Record<string, string> = {};
  for (const name of ['if-none-match', 'if-modified-since']) {
    const value = request.headers.get(name);
    if (value) conditional[name] = value;
  }
  let response: Response;
  try {
    response = await fetch(upstream, {
      headers: { Accept: 'image/*', ...conditional },
      cache: 'no-store',
      redirect: 'error',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(UPSTREAM_TIMEOUT_MS)]),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    log.warn({ err: error, image: upstream.pathname }, 'image host not reached');
    return answer(timedOut ? 504 : 502, timedOut ? 'The image host did not answer in time.' : 'The image host could not be reached.');
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return answer(404, 'There is no such image.');
  }
  if (response.status !== 200 && response.status !== 304) {
    await response.body?.cancel();
    return answer(502, `The image host answered ${response.status}.`);
  }
  // next.config.ts gives these responses their Content-Security-Policy (IMAGE_FILE_POLICY).
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.status === 304 ? null : response.body, { status: response.status, headers });
}

export const POST = methodNotAllowed('GET, HEAD');
export const PUT = methodNotAllowed('GET, HEAD');
export const DELETE = methodNotAllowed('GET, HEAD');
export const PATCH = methodNotAllowed('GET, HEAD');
