import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { readBuildId } from '../src/next-internals/build-output.js';

/**
 * Whether the site's production build is of the current sources (`npm start` builds only when it
 * is not). A build is current when `next build`'s own id (next-internals assumption 4) is the one
 * recorded by `stampBuild` together with the hash of every input the build compiled.
 */

/** What a production build of the site depends on, relative to the repository root. */
const BUILD_INPUTS = [
  'renderer/src',
  'contracts/src',
  'submissions/src',
  'site-db/src',
  'search/src',
  'analytics/src',
  'compliance/src',
  'compliance-site/src',
  'preview-app/src',
  'preview-app/next.config.ts',
  'preview-app/security-policy.cjs',
  // Bundled into the app (src/lib/log.ts); cache-handler.mjs and shared-cache.mjs are not: Node.js
  // loads them when the server starts.
  'preview-app/logging.mjs',
  // Read by next.config.ts and bundled with logging.mjs: the cache, Redis and log settings.
  'preview-app/runtime-config.mjs',
  'content-model/graphql-types.generated.ts',
  'content-model/endpoints.ts',
  'package-lock.json',
];

/** Where the stamp is kept: beside the build output, never inside it. */
const STAMP = 'preview-app/.build-stamp.json';

/** Every file under `dir`, sorted, skipping `node_modules` and dot-entries; [] when it does not exist. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !relative(dir, file)
          .split(sep)
          .some((part) => part === 'node_modules' || part.startsWith('.')),
    )
    .sort();
}

/** sha256 over the paths and contents of every build input under `root` (the repository root). */
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

/** True when `preview-app` holds a production build of the current sources. */
export function buildIsCurrent(root: string): boolean {
  const buildId = readBuildId(join(root, 'preview-app'));
  const stamp = join(root, STAMP);
  if (!buildId || !existsSync(stamp)) return false;
  try {
    const recorded = JSON.parse(readFileSync(stamp, 'utf8')) as { buildId?: string; sourceHash?: string };
    return recorded.buildId === buildId && recorded.sourceHash === sourceHash(root);
  } catch {
    return false;
  }
}

/** Records that the build now in `preview-app/.next` is of the current sources. */
export function stampBuild(root: string): void {
  writeFileSync(join(root, STAMP), JSON.stringify({ buildId: readBuildId(join(root, 'preview-app')), sourceHash: sourceHash(root) }));
}
export { nextCli, readBuildId } from '../src/next-internals/build-output.js';
