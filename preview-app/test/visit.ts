import { NextRequest } from 'next/server';
import { vi } from 'vitest';

/**
 * A page view as the page's visit script posts it (`POST /api/visits`, renderer's `VISIT_SCRIPT`):
 * the site's own origin is `href`'s (SITE_URL is set to it), the request comes from that origin
 * with the visitor's `headers` (cookies, Sec-GPC), and the body names the page and its referrer.
 * Answers the route's response, whose cookies are the page view's.
 */
export async function recordVisit(href: string, options: { referrer?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  const origin = new URL(href).origin;
  vi.stubEnv('SITE_URL', origin);
  vi.resetModules();
  const { POST } = await import('../src/app/api/visits/route');
  try {
    return await POST(
      new NextRequest(`${origin}/api/visits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: new URL(href).host, origin, ...options.headers },
        body: JSON.stringify({ href, referrer: options.referrer ?? '' }),
      }),
    );
  } finally {
    vi.unstubAllEnvs();
  }
}
