import { currentRequestId } from '../next-internals/not-found';

/** What a request id may look like: a UUID, HAProxy's `%[uuid()]`, most proxies' own ids (at most 128 characters, no spaces). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * The id of `request` (`X-Request-Id`, docs/architecture.md#running-at-scale): the thin server's
 * (it generates one, or keeps a trusted proxy's, and hands it to the app in the same header);
 * under plain `next start`, the header the proxy in front set, when it is well formed; else
 * undefined.
 */
export function requestIdOf(request: Request): string | undefined {
  const own = currentRequestId();
  if (own) return own;
  const sent = request.headers.get('x-request-id');
  return sent && REQUEST_ID_PATTERN.test(sent) ? sent : undefined;
}
