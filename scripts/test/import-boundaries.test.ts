import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The `no-restricted-imports` messages ESLint gives `code` as if it were the file at `path` (repository-relative). */
async function restricted(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

/** ESLint's message for an import refused by the framework-free rule. */
const refused = (name: string) =>
  `'${name}' import is restricted from being used by a pattern. Framework-free package: no Next.js, React or renderer import here (docs/architecture.md#packages).`;

/** The repository's ESLint configuration (eslint.config.js) keeps framework imports out of the framework-free packages (issue 29). */
describe('framework imports in the framework-free packages', () => {
  it('given the contracts, when Next.js, React, React DOM or the renderer is imported, then lint refuses each', async () => {
    const code = [
      "import { notFound } from 'next/navigation';",
      "import { useState } from 'react';",
      "import { renderToStaticMarkup } from 'react-dom/server';",
      "import { Blocks } from '@insurer/renderer';",
      'export const used = [notFound, useState, renderToStaticMarkup, Blocks];',
    ].join('\n');
    expect(await restricted(code, 'contracts/src/forms/probe.ts')).toEqual([
      refused('next/navigation'),
      refused('react'),
      refused('react-dom/server'),
      refused('@insurer/renderer'),
    ]);
  });

  it('given the forms backend, when React or the renderer is imported, then lint refuses each; its own zod is allowed', async () => {
    const code = [
      "import { createElement } from 'react';",
      "import { HELD_SUBMIT_SCRIPT } from '@insurer/renderer';",
      "import { z } from 'zod';",
      'export const used = [createElement, HELD_SUBMIT_SCRIPT, z];',
    ].join('\n');
    expect(await restricted(code, 'submissions/src/probe.ts')).toEqual([refused('react'), refused('@insurer/renderer')]);
  });

  it('given the renderer, when Next.js is imported, then lint refuses it; React and the contracts are allowed', async () => {
    const code = [
      "import Link from 'next/link';",
      "import { useState } from 'react';",
      "import { formatDollars } from '@insurer/contracts/format';",
      'export const used = [Link, useState, formatDollars];',
    ].join('\n');
    expect(await restricted(code, 'renderer/src/blocks/probe.tsx')).toEqual([refused('next/link')]);
  });

  it('given the renderer or the contracts, when classic zod is imported directly, then lint sends it to the configured module', async () => {
    const messages = await restricted("import { z } from 'zod';\nexport const schema = z.string();", 'renderer/src/blocks/probe.ts');
    expect(messages).toEqual([
      "'zod' import is restricted from being used. Import { z } from @insurer/contracts/zod (jitless: no eval under the site's CSP).",
    ]);
  });
});
