import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type * as NextServer from 'next/server';
import type { NextRequest } from 'next/server';

/**
 * The visitor-dependent parts of a page answer the thin server gives from its page cache, through
 * the same functions the proxy (src/proxy.ts) runs for a page Next.js renders, on a `NextRequest`
 * made from the Node request (after `normaliseForwarding`: X-Forwarded-Proto only from a trusted
 * proxy, as Next.js itself reads it).
 */

/**
 * `next/server`, loaded on first use: loaded before `next()` has set up its server environment
 * (the thin server's imports), it stops the process with "AsyncLocalStorage accessed in runtime
 * where it is not available".
 */
let nextServer: typeof NextServer | undefined;
function nextServerApi(): typeof NextServer {
  nextServer ??= createRequire(import.meta.url)('next/server') as typeof NextServer;
  return nextServer;
}

/** `request` as Next.js's proxy would see it; undefined when its Host makes no valid URL. */
export function nextRequestOf(request: IncomingMessage): NextRequest | undefined {
  const proto =
    String(request.headers['x-forwarded-proto'] ?? '')
      .split(',', 1)[0]!
      .trim() === 'https'
      ? 'https'
      : 'http';
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  try {
    return new (nextServerApi().NextRequest)(`${proto}://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, { headers });
  } catch {
    return undefined;
  }
}
