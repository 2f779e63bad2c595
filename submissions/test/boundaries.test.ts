import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const PACKAGE = join(import.meta.dirname, '..');

/** The package's own code under `dir`: its `.ts` files, without the unit tests that sit beside them (never shipped). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The package a bare specifier names: `@scope/name` or `name`, without a subpath. */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the package boundary', () => {
  it('imports only its own files, Node built-ins and its declared dependencies: no Next.js, React, the renderer or server-only', () => {
    const manifest = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const declared = new Set(Object.keys(manifest.dependencies));
    const outside = sources(join(PACKAGE, 'src')).flatMap((file) =>
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.map((imported) => imported.fileName)
        .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:') && !declared.has(packageOf(specifier)))
        .map((specifier) => `${file.slice(PACKAGE.length + 1)}: ${specifier}`),
    );
    expect(outside).toEqual([]);
    expect([...declared].filter((name) => ['next', 'react', 'react-dom', 'server-only', '@insurer/renderer'].includes(name))).toEqual([]);
  });
});
