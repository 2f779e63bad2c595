import type { NextConfig } from 'next';

/**
 * The security headers of every response (`headers()` below, evaluated at build time; kept in
 * this file because Next.js loads its config without resolving TypeScript imports at run time):
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
interface HeaderRule {
  source: string;
  has?: { type: 'cookie' | 'header'; key: string; value?: string }[];
  headers: { key: string; value: string }[];
}

/** The draft-mode cookie Next.js sets (`draftMode().enable()`). */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** Origins allowed to frame the site in draft mode: Contentful's web app (US, EU) and the local workbench. */
function editorOrigins(workbenchPort: string | undefined = process.env.WORKBENCH_PORT): string[] {
  return ['https://app.contentful.com', 'https://app.eu.contentful.com', `http://localhost:${workbenchPort || '3001'}`];
}

const policy = (frameAncestors: string) => `frame-ancestors ${frameAncestors}; base-uri 'self'; object-src 'none'`;

/** The header rules, in order: a later rule's header overrides an earlier one's on the same response. */
function securityHeaders(workbenchPort?: string): HeaderRule[] {
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
      headers: [
        { key: 'Content-Security-Policy', value: policy(editorOrigins(workbenchPort).join(' ')) },
        // Drafts are never indexed or stored by a shared cache (docs/requirements.md#live-preview).
        { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        { key: 'Cache-Control', value: 'private, no-store' },
      ],
    },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }],
    },
  ];
}

const config: NextConfig = {
  // The renderer, the forms backend and the generated types are TypeScript sources in the workspace.
  transpilePackages: ['@insurer/renderer', '@insurer/submissions', '@insurer/content-model'],
  poweredByHeader: false,
  // docs/requirements.md#security: on every response (pages, API routes, static files).
  async headers() {
    return securityHeaders();
  },
  reactStrictMode: true,
  // Images come from the Contentful Images API already sized and in webp (see ResponsiveImage).
  images: { unoptimized: true },
  // Types are checked once for the whole workspace by `npm run typecheck` (tsc -b); the build
  // does not check them a second time on this 2-core budget.
  typescript: { ignoreBuildErrors: true },
  // Built with webpack (`next build --webpack`, `next dev --webpack`), not Next 16's default
  // Turbopack: Turbopack has no equivalent of `resolve.extensionAlias` yet
  // (https://github.com/vercel/next.js/issues/82945), and the renderer's sources keep the
  // NodeNext-style `./file.js` specifiers that tsc, Vitest and Node need.
  webpack(webpackConfig: { resolve: { extensionAlias?: Record<string, string[]> } }) {
    // The workspace packages are ESM TypeScript with NodeNext-style `./file.js` imports.
    webpackConfig.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] };
    return webpackConfig;
  },
};

export default config;
