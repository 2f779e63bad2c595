import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDeclaredImports, importsOf } from './declared-imports.js';

let root: string | undefined;

/** Writes `files` (repository-relative path → content) into a fresh folder and checks the `pkg` workspace. */
function check(files: Record<string, string>, pending: Record<string, string[]> = {}) {
  root = mkdtempSync(join(tmpdir(), 'declared-imports-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  }
  return checkDeclaredImports(root, ['pkg'], Object.keys(files), pending);
}

const MANIFEST = JSON.stringify({ name: '@insurer/pkg', dependencies: { zod: '^4' }, devDependencies: { kysely: '^0.28' } });

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('the declared-imports check', () => {
  it('given a source importing only what its package.json declares, Node built-ins, itself and relative files, then it finds nothing', () => {
    const problems = check({
      'pkg/package.json': MANIFEST,
      'pkg/src/a.ts': [
        "import { z } from 'zod';",
        "import type { Kysely } from 'kysely';",
        "import { readFileSync } from 'node:fs';",
        "import path from 'path';",
        "import { b } from './b.js';",
        "export { c } from '@insurer/pkg/c';",
        '',
      ].join('\n'),
    });
    expect(problems).toEqual([]);
  });

  it('given a source importing a package its package.json does not declare, then it names the file, the line and the package', () => {
    const problems = check({
      'pkg/package.json': MANIFEST,
      'pkg/src/db.ts': "import { z } from 'zod';\nimport Database from 'better-sqlite3';\nconst pg = await import('pg');\n",
    });
    expect(problems).toEqual([
      { file: 'pkg/src/db.ts', line: 2, name: 'better-sqlite3', workspace: 'pkg' },
      { file: 'pkg/src/db.ts', line: 3, name: 'pg', workspace: 'pkg' },
    ]);
  });

  it('given an undeclared import in a test or a test helper, then it is left to the workspace root and passes', () => {
    const problems = check({
      'pkg/package.json': MANIFEST,
      'pkg/src/a.test.ts': "import { it } from 'vitest';\n",
      'pkg/test/helpers.ts': "import { it } from 'vitest';\n",
    });
    expect(problems).toEqual([]);
  });

  it('given a pending exemption nothing needs any more, then it reports it so the list only shrinks', () => {
    const problems = check({ 'pkg/package.json': MANIFEST, 'pkg/src/a.ts': "import 'pino';\n" }, { pkg: ['pino', 'vite'] });
    expect(problems).toEqual([{ file: 'pkg/package.json', line: 0, name: 'vite', workspace: 'pkg' }]);
  });
});

describe('importsOf', () => {
  it('reads static, re-exported, side-effect, dynamic and required imports, with scoped names and subpaths cut to the package', () => {
    const source = [
      "import { a } from '@scope/one/sub';",
      "export * from 'two/deep/path';",
      "import 'three';",
      "const four = await import('four');",
      "const five = require('five');",
      "import { six } from '../six.js';",
      '',
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { name: '@scope/one', line: 1 },
      { name: 'two', line: 2 },
      { name: 'three', line: 3 },
      { name: 'four', line: 4 },
      { name: 'five', line: 5 },
    ]);
  });
});
