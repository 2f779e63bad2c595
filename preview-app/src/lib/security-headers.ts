/**
 * The security headers of every response (`next.config.ts` `headers()`, evaluated at build time):
 * - `Content-Security-Policy`: `frame-ancestors 'none'` (no page, form included, can be framed:
 *   clickjacking), `base-uri 'self'`, `object-src 'none'`. In draft mode (the draft-mode cookie is
 *   present) the frame ancestors are the editors' apps instead: Contentful's web app and the
 *   local workbench, where the live preview is embedded.
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`, and a
 *   `Permissions-Policy` turning off the powerful features the site never uses.
 * - `Strict-Transport-Security` when the request arrived over HTTPS, as a trusted proxy says
 *   (`X-Forwarded-Proto`; the site server drops it from anyone else).
 * docs/requirements.md#security
 */
export interface HeaderRule {
  source: string;
  has?: { type: 'cookie' | 'header'; key: string; value?: string }[];
  headers: { key: string; value: string }[];
}

/** The draft-mode cookie Next.js sets (`draftMode().enable()`). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** Origins allowed to frame the site in draft mode: Contentful's web app and the local workbench. */
export function editorOrigins(workbenchPort: string | undefined = process.env.WORKBENCH_PORT): string[] {
  return ['https://app.contentful.com', `http://localhost:${workbenchPort || '3001'}`];
}

const policy = (frameAncestors: string) => `frame-ancestors ${frameAncestors}; base-uri 'self'; object-src 'none'`;

/** The header rules, in order: a later rule's header overrides an earlier one's on the same response. */
export function securityHeaders(workbenchPort?: string): HeaderRule[] {
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: policy("'none'") },
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
      ],
    },
    {
      source: '/:path*',
      has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }],
      headers: [{ key: 'Content-Security-Policy', value: policy(editorOrigins(workbenchPort).join(' ')) }],
    },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }],
    },
  ];
}
