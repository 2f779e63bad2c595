import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { filesUnder } from './files.js';

/** What a production build of preview-app depends on (sources, generated types, lockfile). */
const BUILD_INPUTS = [
  'renderer/src',
  'contracts/src',
  'submissions/src',
  'preview-app/src',
  'preview-app/next.config.ts',
  'content-model/graphql-types.generated.ts',
  'package-lock.json',
];

/** sha256 over the paths and contents of every build input under `root`. */
export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    for (const file of statSync(path).isDirectory() ? filesUnder(path) : [path]) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const stampPath = (root: string): string => join(root, 'preview-app/.next/source-hash');

/** True when `preview-app/.next` holds a production build of the current sources. */
export function buildIsCurrent(root: string): boolean {
  const stamp = stampPath(root);
  return existsSync(join(root, 'preview-app/.next/BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceHash(root);
}

const buildFilesPath = (root: string): string => join(root, 'preview-app/.next/build-files.json');

/** Records that the build in `preview-app/.next` is of the current sources, and what it wrote. */
export function stampBuild(root: string): void {
  writeFileSync(stampPath(root), sourceHash(root));
  writeFileSync(buildFilesPath(root), JSON.stringify(filesUnder(join(root, 'preview-app/.next/server/app')).map((f) => relative(root, f))));
}

/**
 * Drops what the last run cached at runtime — pages rendered on demand and cached reads — so a
 * restarted site never serves content from before the restart (or from another content
 * service). Build output stays.
 */
export function clearRuntimeCache(root: string): void {
  rmSync(join(root, 'preview-app/.next/cache/fetch-cache'), { recursive: true, force: true });
  if (!existsSync(buildFilesPath(root))) return;
  const built = new Set(JSON.parse(readFileSync(buildFilesPath(root), 'utf8')) as string[]);
  for (const file of filesUnder(join(root, 'preview-app/.next/server/app'))) {
    if (!built.has(relative(root, file))) rmSync(file, { force: true });
  }
}
