import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** The packages `folder`'s source files (tests left out) import, by package name (`@scope/name` or `name`), sorted. */
function importedPackages(folder: string): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', `${folder}/*.ts`], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !/\.test\.tsx?$/.test(file));
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
      const specifier = match[1]!;
      if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      const parts = specifier.split('/');
      names.add(specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!);
    }
  }
  return [...names].sort();
}

/** Everything `packageDir`'s package.json declares (dependencies, devDependencies and peers), and its own name. */
function declared(packageDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(ROOT, packageDir, 'package.json'), 'utf8')) as Record<string, unknown>;
  const names = new Set<string>([manifest.name as string]);
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
    for (const name of Object.keys((manifest[field] as Record<string, string> | undefined) ?? {})) names.add(name);
  }
  return names;
}

/** Issue 39: a package declares what its source imports (site-db declared none of its runtime packages; scripts imported the renderer undeclared). */
describe('declared imports', () => {
  it.each([
    ['site-db', 'site-db/src'],
    ['scripts', 'scripts/src'],
    ['socket-refusal', 'socket-refusal/src'],
    ['seed', 'seed/src'],
    ['analytics', 'analytics/src'],
  ])('given %s, then every package its source imports is in its package.json', (packageDir, folder) => {
    const names = declared(packageDir);
    expect(importedPackages(folder).filter((name) => !names.has(name))).toEqual([]);
  });

  it('given site-db, then its runtime packages are dependencies, not left to the workspace root', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'site-db/package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(['better-sqlite3', 'kysely', 'pg', 'zod']);
  });
});
