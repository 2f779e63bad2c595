import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * What the site's tooling reads of a Next.js production build (assumption 4 of ./index.ts): the
 * build's id, which `next build` writes to `{distDir}/BUILD_ID` (the file `next start` itself
 * reads to know it has a build). `distDir` is Next.js's documented default, `.next`.
 */
const DIST_DIR = '.next';
const BUILD_ID_FILE = 'BUILD_ID';

/** The id of the production build in `appDir`, or undefined when there is none. */
export function readBuildId(appDir: string): string | undefined {
  const file = join(appDir, DIST_DIR, BUILD_ID_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}

/** The build output folder of `appDir` (for `.gitignore`-like exclusions and tests). */
export function distDirOf(appDir: string): string {
  return join(appDir, DIST_DIR);
}

/**
 * The `next` command-line script, from the package's own `bin` field (public, not a `next/dist`
 * path), run with `node` directly so a signal reaches it without an `npx` wrapper in between.
 */
export function nextCli(appDir: string): string {
  const require = createRequire(join(appDir, 'package.json'));
  const manifestPath = require.resolve('next/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin['next'];
  if (!bin) throw new Error('next/package.json names no `next` command');
  return join(dirname(manifestPath), bin);
}
