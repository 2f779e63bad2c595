import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under `dir` (absolute paths, sorted), not descending into `node_modules` or
 * dot-folders (`.next`, `.data`) and leaving out dot-files; [] when `dir` does not exist.
 */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : [path];
    })
    .sort();
}
