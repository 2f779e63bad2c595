import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One finding of the check: the importing file (repository-relative), the line and the package; or a stale exemption (line 0). */
export interface UndeclaredImport {
  file: string;
  line: number;
  name: string;
  workspace: string;
}

/** Source files whose imports count; tests and their helpers may lean on the workspace root's tools. */
const SOURCE = /\.(?:tsx?|mts|cts|mjs|cjs|js|jsx)$/;
const TEST = /(?:\.test\.tsx?$|(?:^|\/)test\/)/;
/** A static import or re-export (`from` a specifier), a side-effect import, a dynamic import or a require call. */
const SPECIFIER =
  /(?:^|\n)[ \t]*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)[ \t]*import\s+['"]([^'"]+)['"]|\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The package a bare specifier names (`@scope/name` or `name`), or undefined for a relative path or a Node built-in. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || builtinModules.includes(specifier)) {
    return undefined;
  }
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** Every package `source` imports, with the 1-based line of each import. */
export function importsOf(source: string): { name: string; line: number }[] {
  const found: { name: string; line: number }[] = [];
  for (const match of source.matchAll(SPECIFIER)) {
    const name = packageOf(match[1] ?? match[2] ?? match[3] ?? '');
    if (name === undefined) continue;
    const at = match.index + match[0].search(/\S/);
    found.push({ name, line: source.slice(0, at).split('\n').length });
  }
  return found;
}

/**
 * Undeclared imports tolerated for now, by workspace (empty: every workspace declares what it
 * imports). An entry nothing needs any more fails the check, so the list only shrinks.
 */
export const PENDING: Readonly<Record<string, readonly string[]>> = {};

/** What a workspace may import: its own name and everything its package.json lists. */
function declaredBy(manifest: Record<string, unknown>): Set<string> {
  const names = new Set<string>([String(manifest.name)]);
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const name of Object.keys((manifest[field] as Record<string, string> | undefined) ?? {})) names.add(name);
  }
  return names;
}

/**
 * Checks that each workspace's package.json declares every package its source files (tests and
 * test helpers left out) import. `files` are repository-relative; a file belongs to the deepest
 * workspace folder holding it. Returns the undeclared imports in file order; [] when all is well.
 */
export function checkDeclaredImports(
  root: string,
  workspaces: readonly string[],
  files: readonly string[],
  pending: Readonly<Record<string, readonly string[]>> = {},
): UndeclaredImport[] {
  const byDepth = [...workspaces].sort((a, b) => b.length - a.length);
  const declared = new Map(
    workspaces.map((dir) => [
      dir,
      declaredBy(JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Record<string, unknown>),
    ]),
  );
  const problems: UndeclaredImport[] = [];
  const used = new Set<string>();
  for (const file of [...files].sort()) {
    const workspace = byDepth.find((dir) => file.startsWith(`${dir}/`));
    if (!workspace || !SOURCE.test(file) || file.endsWith('.d.ts') || TEST.test(file.slice(workspace.length + 1))) continue;
    const names = declared.get(workspace)!;
    for (const { name, line } of importsOf(readFileSync(join(root, file), 'utf8'))) {
      if (names.has(name)) continue;
      if (pending[workspace]?.includes(name)) used.add(`${workspace}\0${name}`);
      else problems.push({ file, line, name, workspace });
    }
  }
  for (const [workspace, names] of Object.entries(pending)) {
    for (const name of names) {
      if (!used.has(`${workspace}\0${name}`)) problems.push({ file: `${workspace}/package.json`, line: 0, name, workspace });
    }
  }
  return problems;
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file !== '');
  const problems = checkDeclaredImports(root, workspaces, files, PENDING);
  for (const { file, line, name, workspace } of problems) {
    if (line === 0)
      console.error(
        `${file}: nothing imports ${name} undeclared any more; remove it from PENDING in scripts/src/checks/declared-imports.ts`,
      );
    else console.error(`${file}:${line}: imports ${name}, which ${workspace}/package.json does not declare`);
  }
  if (problems.length > 0) {
    console.error(`declared imports: ${problems.length} undeclared import(s)`);
    process.exitCode = 1;
  }
}
