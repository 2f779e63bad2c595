import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What a production build of preview-app depends on (sources, generated types, lockfile). */
const BUILD_INPUTS = [
  'renderer/src',
  'preview-app/src',
  'preview-app/next.config.ts',
  'content-model/graphql-types.generated.ts',
  'package-lock.json',
];

/** sha256 over the paths and contents of every build input under `root`. */
export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  const visit = (path: string): void => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (name !== 'node_modules' && !name.startsWith('.')) visit(join(path, name));
      return;
    }
    hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const input of BUILD_INPUTS) visit(join(root, input));
  return hash.digest('hex');
}

const stampPath = (root: string): string => join(root, 'preview-app/.next/source-hash');

/** True when `preview-app/.next` holds a production build of the current sources. */
export function buildIsCurrent(root: string): boolean {
  const stamp = stampPath(root);
  return existsSync(join(root, 'preview-app/.next/BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceHash(root);
}

const buildFilesPath = (root: string): string => join(root, 'preview-app/.next/build-files.json');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

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
