/**
 * Production bundle size of each CMS field app (cms-extensions/): builds every app with Vite
 * (`buildFieldApps`, forced), then prints per app the bytes of its JavaScript and CSS, raw and
 * gzipped (level 9, what a CDN would send), and the largest file.
 *
 *   npm run bench:apps
 *
 * An app is loaded once per editor session in the CMS's iframe, not by the site's visitors;
 * the numbers are for watching growth (Forma 36, the SDK's CMA client, and for form-builder the
 * site's own form components, are most of them).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildFieldApps } from '../src/apps/build.js';
import { FIELD_APPS } from '../src/apps/field-apps.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Sizes of an app's built assets: raw and gzipped bytes, per kind. */
export function bundleSizes(distDir: string): { js: number; jsGzip: number; css: number; cssGzip: number; largest: string } {
  const assets = join(distDir, 'assets');
  const sizes = { js: 0, jsGzip: 0, css: 0, cssGzip: 0, largest: '' };
  let largest = 0;
  for (const file of readdirSync(assets)) {
    const body = readFileSync(join(assets, file));
    const gzip = gzipSync(body, { level: 9 }).length;
    if (file.endsWith('.js')) {
      sizes.js += body.length;
      sizes.jsGzip += gzip;
    } else if (file.endsWith('.css')) {
      sizes.css += body.length;
      sizes.cssGzip += gzip;
    }
    if (body.length > largest) {
      largest = body.length;
      sizes.largest = file;
    }
  }
  return sizes;
}

async function main(): Promise<void> {
  await buildFieldApps(ROOT, { force: true });
  console.log('app             JS (gzip)            CSS (gzip)           largest file');
  for (const app of FIELD_APPS) {
    const s = bundleSizes(join(ROOT, 'cms-extensions', app.dir, 'dist'));
    console.log(
      `${app.dir.padEnd(15)} ${`${kb(s.js)} (${kb(s.jsGzip)})`.padEnd(20)} ${`${kb(s.css)} (${kb(s.cssGzip)})`.padEnd(20)} ${s.largest}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
