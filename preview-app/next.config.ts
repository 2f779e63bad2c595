import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { NextConfig } from 'next';
// By package name: Next.js compiles this file into a module whose relative imports resolve from
// the working directory, which is the repository root under `npm start`.
import { contentSecurityPolicy, IMAGE_FILE_POLICY } from '@insurer/preview-app/security-policy.cjs';
import { runtimeConfig } from '@insurer/preview-app/runtime-config.mjs';

/** REDIS_URL and SITE_CACHE_MAX_MB through the site's one schema of them (runtime-config.mjs). */
const runtime = runtimeConfig();

/**
 * The security headers of every response (`headers()` below, evaluated at build time):
 * - `Content-Security-Policy` (security-policy.cjs): `frame-ancestors 'none'` (no page, form
 *   included, can be framed: clickjacking), `base-uri`, `object-src`, `form-action`. Pages get the
 *   same policy plus a per-request script nonce from src/proxy.ts, which replaces this header
 *   (and, in draft mode, lets the editors' apps frame the page).
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`, and a
 *   `Permissions-Policy` turning off the powerful features the site never uses.
 * - the images passed through from the Images API (`/images/…`) get a policy of their own
 *   (`IMAGE_FILE_POLICY`): an SVG opened on its own runs nothing.
 * - `Strict-Transport-Security` when the request arrived over HTTPS, as the proxy in front says
 *   (`X-Forwarded-Proto`).
 * docs/requirements.md#security
 */
interface HeaderRule {
  source: string;
  has?: { type: 'cookie' | 'header'; key: string; value?: string }[];
  headers: { key: string; value: string }[];
}

/** The header rules, in order: a later rule's header overrides an earlier one's on the same response. */
const SECURITY_HEADERS: HeaderRule[] = [
  {
    source: '/:path*',
    headers: [
      { key: 'Content-Security-Policy', value: contentSecurityPolicy({}) },
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    ],
  },
  {
    // The space's images on the site's origin (src/app/images/): a file's own policy, even in draft mode.
    source: '/images/:path*',
    headers: [{ key: 'Content-Security-Policy', value: IMAGE_FILE_POLICY }],
  },
  {
    source: '/:path*',
    has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
    headers: [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }],
  },
];

/**
 * docs/architecture.md#running-at-scale: with REDIS_URL (read when the server starts, like every
 * variable here) the content cache is shared by every instance in Redis through cache-handler.mjs;
 * without it, Next.js's own in-memory cache (`cacheMaxMemorySize` below). Resolved by package name
 * from the working directory, as the import above is.
 */
const sharedCacheHandler = runtime.redisUrl
  ? createRequire(join(process.cwd(), 'package.json')).resolve('@insurer/preview-app/cache-handler.mjs')
  : undefined;

const config: NextConfig = {
  // The renderer, the forms backend, the analytics collector, the compliance record and the generated types are TypeScript sources in the workspace.
  transpilePackages: [
    '@insurer/renderer',
    '@insurer/contracts',
    '@insurer/submissions',
    '@insurer/analytics',
    '@insurer/site-db',
    '@insurer/search',
    '@insurer/compliance',
    '@insurer/compliance-site',
    '@insurer/content-model',
  ],
  poweredByHeader: false,
  // gzip, as every deployment needs; under the thin server (server/) Next.js sees no
  // Accept-Encoding and the server compresses itself, after its rewriting.
  compress: true,
  // Loaded by Node at run time, not bundled: resvg (a native addon that rasterises the results
  // e-mails' charts), the finders' ZIP database (5 MB of data, docs/requirements.md#finders),
  // only when FLAGS_PROVIDER=flagd, its gRPC stack, and the Redis client of /readyz (the cache
  // handler's is Node's own: cache-handler.mjs is never bundled).
  serverExternalPackages: ['@resvg/resvg-js', 'zipcodes', '@openfeature/flagd-provider', '@grpc/grpc-js', 'redis'],
  // docs/requirements.md#security: on every response (pages, API routes, static files).
  async headers() {
    return SECURITY_HEADERS;
  },
  reactStrictMode: true,
  // docs/requirements.md#security (Caches): the content cache (published GraphQL answers, tagged and
  // revalidated by the publish webhook) lives in memory only, in an LRU bounded by
  // SITE_CACHE_MAX_MB (default 64): no URL a visitor makes up writes to disk, and a restart
  // never serves content from before it.
  cacheMaxMemorySize: runtime.cacheMaxBytes,
  cacheHandler: sharedCacheHandler,
  // inlineCss (docs/requirements.md#decision-inline-css): the stylesheet travels inside the HTML
  // as <style> tags instead of a render-blocking request, so server-rendered text paints as soon
  // as the document is parsed, before the framework's scripts have arrived and run.
  // serverActions.bodySizeLimit: src/proxy.ts refuses a larger declared body with 413 first (past
  // this limit Next.js itself answers 500); docs/requirements.md#decision-body-limits.
  experimental: { isrFlushToDisk: false, inlineCss: true, serverActions: { bodySizeLimit: '64kb' } },
  // Images come from the Contentful Images API already sized and in webp (see ResponsiveImage).
  images: { unoptimized: true },
  // Types are checked once for the whole workspace by `npm run typecheck` (tsc -b); the build
  // does not check them a second time on this 2-core budget.
  typescript: { ignoreBuildErrors: true },
  // Built with webpack (`next build --webpack`, `next dev --webpack`), not Next 16's default
  // Turbopack: Turbopack has no equivalent of `resolve.extensionAlias` yet
  // (https://github.com/vercel/next.js/issues/82945), and the renderer's sources keep the
  // NodeNext-style `.js` specifiers (`./<file>.js`) that tsc, Vitest and Node need.
  webpack(
    webpackConfig: { resolve: { extensionAlias?: Record<string, string[]> }; externals?: unknown },
    { isServer }: { isServer: boolean },
  ) {
    // The workspace packages are ESM TypeScript with NodeNext-style `./<file>.js` imports.
    webpackConfig.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] };
    // Loaded by Node's own `require` at run time, never bundled, so the app and the thin server
    // (server/) share Node's one instance (src/next-internals/response-state.cjs). A workspace
    // package resolves outside node_modules, where `serverExternalPackages` does not reach, so
    // it is named as a webpack external (https://webpack.js.org/configuration/externals/).
    if (isServer) {
      const externals = Array.isArray(webpackConfig.externals)
        ? webpackConfig.externals
        : webpackConfig.externals
          ? [webpackConfig.externals]
          : [];
      webpackConfig.externals = [...externals, { '@insurer/preview-app/response-state': 'commonjs @insurer/preview-app/response-state' }];
    }
    return webpackConfig;
  },
};

export default config;
