import type { ServerResponse } from 'node:http';

/**
 * The `Cache-Control` a response must leave with so no shared cache (a CDN, a proxy) keeps what
 * it should not, or `undefined` to leave the app's as it is:
 * - a 404 or 410: `no-store`, so an unknown address costs no cache space anywhere;
 * - a response that sets a cookie: `private, no-cache`, so one visitor's cookies are never handed
 *   to another, however long the app would let a shared cache keep the response.
 * The app's own responses already follow this (pages render per request and Next.js marks them
 * private); the thin server applies it to every response as a second line of defence.
 * docs/requirements.md#security
 */
export function sharedCachePolicy(status: number, cacheControl: string | undefined, setsCookie: boolean): string | undefined {
  if (status === 404 || status === 410) return 'no-store';
  if (setsCookie && !/\b(private|no-store)\b/.test(cacheControl ?? '')) return 'private, no-cache';
  return undefined;
}

/** Applies `sharedCachePolicy` to `response` just before its head is written, whoever writes it. */
export function applySharedCachePolicy(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === 'number' ? args[0] : response.statusCode;
    const extra = args.find((arg, i) => i > 0 && typeof arg === 'object' && arg !== null && !Array.isArray(arg)) as
      Record<string, unknown> | undefined;
    const setsCookie = response.hasHeader('set-cookie') || Object.keys(extra ?? {}).some((key) => key.toLowerCase() === 'set-cookie');
    const current =
      response.getHeader('cache-control') ?? Object.entries(extra ?? {}).find(([key]) => key.toLowerCase() === 'cache-control')?.[1];
    const policy = sharedCachePolicy(status, typeof current === 'string' ? current : undefined, setsCookie);
    if (policy) {
      if (extra) for (const key of Object.keys(extra)) if (key.toLowerCase() === 'cache-control') delete extra[key];
      response.setHeader('Cache-Control', policy);
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
