import { imageVariantProblem } from '@insurer/renderer/images';
import { NextResponse, type NextRequest } from 'next/server';
import { siteEnv } from '../../../lib/env';
import { upstreamImageUrl } from '../../../lib/images';
import { methodNotAllowed } from '../../../lib/method-not-allowed';
import { log } from '../../../lib/log';

/**
 * How long the Images API may take before the visitor gets 503 with Retry-After: well inside the
 * 10 s a proxy in front gives a request, so a flood's queue is answered, not cut off (issue 40).
 */
const UPSTREAM_TIMEOUT_MS = 4_000;

/**
 * Image requests one instance has in flight to the Images API at most; past it a new one answers
 * 503 with Retry-After at once instead of queueing behind a flood. Per instance on purpose: it
 * bounds this process's sockets and memory, whatever the others do.
 */
const MAX_IN_FLIGHT = 32;
let inFlight = 0;

/**
 * The files the site serves from its origin (docs/requirements.md#decision-images-from-the-sites-origin):
 * images, and PDFs as attachments. Anything else an editor uploads (HTML, scripts, archives) is
 * never served on the insurer's origin: 404.
 */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/svg+xml']);
const ATTACHMENT_TYPES = new Set(['application/pdf']);

/** The upstream response headers a visitor gets; cookies and everything else stay behind. */
const FORWARDED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

function answer(status: number, message: string, headers: Record<string, string> = {}): Response {
  return NextResponse.json({ message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** Seconds a visitor waits before asking again when the Images API is busy, unless it says otherwise. */
const BUSY_RETRY_AFTER = '1';
const BUSY_MESSAGE = 'The image is being prepared; try again in a moment.';

/**
 * `GET /images/{spaceId}/{assetId}/{token}/{fileName}?w=…&fm=…`: the space's image from the
 * Images API, passed through on the site's own origin (docs/requirements.md#decision-images-from-the-sites-origin;
 * lib/images.ts builds the upstream URL and rewrites the content's URLs to this path).
 * - 200 with the upstream's body, type, length, caching and validators (`If-None-Match`,
 *   `If-Modified-Since` are forwarded, so 304 passes through too);
 * - 404 `{ message }` for a path that is not one of the space's image files, one the Images
 *   API does not have, or a file that is not an image (a PDF is served as an attachment);
 * - 400 `{ message }` for parameters that are not one of the variants the site draws
 *   (`imageVariantProblem`: offered widths, quality 75, webp or jpg, the renderer's crops), so
 *   one image has a bounded number of variants and a bad value never reaches the Images API
 *   (issue 31, finding 5); 400 too when the Images API refuses the parameters;
 * - 503 `{ message }` with `Retry-After` when the Images API is busy (429 or 503: a full transform
 *   queue) or has not answered within 4 s, or when this instance already waits on 32 image
 *   requests, for that request only: variants the host has cached keep answering;
 * - 502 `{ message }` when the Images API fails or cannot be reached.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const env = siteEnv();
  const search = request.nextUrl.searchParams;
  const upstream = upstreamImageUrl((await params).path, search, env);
  if (!upstream) return answer(404, 'There is no such image.');
  const problem = imageVariantProblem(search);
  if (problem) return answer(400, problem);
  const conditional: Record<string, string> = {};
  for (const name of ['if-none-match', 'if-modified-since']) {
    const value = request.headers.get(name);
    if (value) conditional[name] = value;
  }
  if (inFlight >= MAX_IN_FLIGHT) return answer(503, BUSY_MESSAGE, { 'Retry-After': BUSY_RETRY_AFTER });
  let response: Response;
  inFlight++;
  try {
    response = await fetch(upstream, {
      headers: { Accept: 'image/*, application/pdf', ...conditional },
      cache: 'no-store',
      redirect: 'error',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(UPSTREAM_TIMEOUT_MS)]),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    log.warn({ err: error, image: upstream.pathname }, timedOut ? 'image host slow' : 'image host not reached');
    return timedOut ? answer(503, BUSY_MESSAGE, { 'Retry-After': BUSY_RETRY_AFTER }) : answer(502, 'The image host could not be reached.');
  } finally {
    inFlight--;
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return answer(404, 'There is no such image.');
  }
  if (response.status === 429 || response.status === 503) {
    await response.body?.cancel();
    const retryAfter = response.headers.get('retry-after');
    return answer(503, BUSY_MESSAGE, {
      'Retry-After': retryAfter && /^\d{1,4}$/.test(retryAfter) ? retryAfter : BUSY_RETRY_AFTER,
    });
  }
  if (response.status === 400) {
    await response.body?.cancel();
    return answer(400, 'The image host refused these parameters.');
  }
  if (response.status !== 200 && response.status !== 304) {
    await response.body?.cancel();
    return answer(502, `The image host answered ${response.status}.`);
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (response.status === 200 && !IMAGE_TYPES.has(type) && !ATTACHMENT_TYPES.has(type)) {
    await response.body?.cancel();
    return answer(404, 'There is no such image.');
  }
  // next.config.ts gives these responses their Content-Security-Policy (IMAGE_FILE_POLICY).
  const headers = new Headers();
  if (ATTACHMENT_TYPES.has(type)) headers.set('Content-Disposition', 'attachment');
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
