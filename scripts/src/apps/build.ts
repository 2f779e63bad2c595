import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../files.js';
import { FIELD_APPS } from './field-apps.js';

/** What an app's build depends on besides its own folder. */
const SHARED_INPUTS = [
  'cms-extensions/shared/src',
  'renderer/src',
  'contracts/src',
  'content-model/model.generated.ts',
  'package-lock.json',
];

function newest(paths: string[]): number {
  let latest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    for (const file of statSync(path).isDirectory() ? filesUnder(path) : [path]) latest = Math.max(latest, statSync(file).mtimeMs);
  }
  return latest;
}

/** True when `cms-extensions/{dir}/dist` is older than any of its sources (or missing). */
export function appBuildIsStale(root: string, dir: string): boolean {
  const output = join(root, 'cms-extensions', dir, 'dist', 'index.html');
  if (!existsSync(output)) return true;
  const app = join(root, 'cms-extensions', dir);
  const inputs = [join(app, 'src'), join(app, 'index.html'), join(app, 'harness'), ...SHARED_INPUTS.map((p) => join(root, p))];
  return newest(inputs) > statSync(output).mtimeMs;
}

/**
 * Builds the field apps (and the host's harness page) with Vite into `cms-extensions/{dir}/dist`:
 * all of them with `force`, else only those whose sources changed since their last build.
 * @returns the folders built.
 */
export async function buildFieldApps(root: string, options: { force?: boolean; log?: (line: string) => void } = {}): Promise<string[]> {
  const { build } = await import('vite');
  const dirs = [...FIELD_APPS.map((app) => app.dir), 'host'].filter((dir) => options.force || appBuildIsStale(root, dir));
  for (const dir of dirs) {
    options.log?.(`[apps] building ${dir}`);
    await build({ configFile: join(root, 'cms-extensions', dir, 'vite.config.ts'), logLevel: 'warn' });
  }
  return dirs;
}
