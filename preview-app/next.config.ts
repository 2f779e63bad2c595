import type { NextConfig } from 'next';
import { securityHeaders } from './src/lib/security-headers';

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
