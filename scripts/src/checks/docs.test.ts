import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDocs, markdownAnchors } from './docs.js';

/** The old specification citation, assembled so this file does not itself trip the check. */
const OLD_CITATION = ['seed', '000', '§3'].join(' ');

/** A link to a heading neither the fixture nor the real requirements have, split so the real check passes this file. */
const MISSING_ANCHOR = 'docs/requirements.md' + '#annuity';

const REQUIREMENTS = ['# Requirements', '', '## Annuity widget', '', '### Decision: partner info cookie', ''].join('\n');

let root: string | undefined;

/** Writes `files` (repository-relative path → content) into a fresh folder and checks them all. */
function check(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'docs-check-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  }
  return checkDocs(root, Object.keys(files));
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('the docs check', () => {
  it('given links to files, folders and headings that exist, then it finds nothing', () => {
    const problems = check({
      'README.md':
        '# Repo\n\nSee [reqs](docs/requirements.md#annuity-widget), [the seed](seed/), [me](#repo) and [web](https://example.com/x).\n',
      'docs/requirements.md': REQUIREMENTS,
      'docs/other.md': 'Back to [the readme](../README.md) and [a decision](requirements.md#decision-partner-info-cookie).\n',
      'seed/data.json': '{}',
      'src/widget.ts': '/** Range of the widget (docs/requirements.md#annuity-widget). */\nimport { x } from "../lib/x.js";\n',
    });
    expect(problems).toEqual([]);
  });

  it('given a Markdown link to a missing file, then it names the file, the line and the target', () => {
    const problems = check({ 'docs/requirements.md': REQUIREMENTS, 'a/README.md': '# A\n\nRead\n[this](../missing.md).\n' });
    expect(problems).toEqual([{ file: 'a/README.md', line: 4, message: 'link ../missing.md: missing.md is not a file of the repository' }]);
  });

  it('given a Markdown link to a heading the target does not have, then it reports the anchor', () => {
    const problems = check({ 'docs/requirements.md': REQUIREMENTS, 'README.md': `# R\n\n[x](${MISSING_ANCHOR})\n` });
    expect(problems).toEqual([
      { file: 'README.md', line: 3, message: `link ${MISSING_ANCHOR}: no heading #annuity in docs/requirements.md` },
      { file: 'README.md', line: 3, message: 'no heading #annuity in docs/requirements.md' },
    ]);
  });

  it('given a link outside the repository, in Markdown or in code, then it reports both', () => {
    const problems = check({
      'docs/requirements.md': REQUIREMENTS,
      'README.md': '# R\n\nDesign: [design](../shared/DESIGN.md).\n',
      'src/a.ts': "// Architecture: '../../shared/DESIGN.md'\n",
    });
    expect(problems).toEqual([
      { file: 'README.md', line: 3, message: 'link ../shared/DESIGN.md points outside the repository' },
      { file: 'README.md', line: 3, message: '../shared/DESIGN.md points outside the repository' },
      { file: 'src/a.ts', line: 1, message: '../../shared/DESIGN.md points outside the repository' },
    ]);
  });

  it('given a source citing the old numbered specification, then it asks for a requirements link', () => {
    const problems = check({ 'docs/requirements.md': REQUIREMENTS, 'src/form.ts': `const a = 1;\n/** Fields (${OLD_CITATION}). */\n` });
    expect(problems).toEqual([
      {
        file: 'src/form.ts',
        line: 2,
        message: 'cites the old specification documents; link a heading of docs/requirements.md instead (generated files: regenerate them)',
      },
    ]);
  });

  it('given a code comment naming a requirements heading that does not exist, then it reports it', () => {
    const problems = check({ 'docs/requirements.md': REQUIREMENTS, 'src/rila.ts': '// docs/requirements.md#rila-tool\n' });
    expect(problems).toEqual([{ file: 'src/rila.ts', line: 1, message: 'no heading #rila-tool in docs/requirements.md' }]);
  });

  it('given a code comment naming a file that does not exist, then it reports the file, the line and the path', () => {
    const problems = check({
      'docs/requirements.md': REQUIREMENTS,
      'contracts/src/flags.ts': 'export const FLAGS = {};\n',
      'renderer/src/index.ts': 'export {};\n',
      'preview-app/src/lib/flags.ts':
        "import { FLAGS } from '@insurer/contracts/flags';\n\n/**\n * Defaults in code (renderer/src/flags.ts).\n */\nexport const f = FLAGS;\n",
      'e2e/corpus/forms.ts': "const url = '/api/forms';\n// Bespoke forms: ./contract.ts and ../../scripts/src/site-server.ts\n",
    });
    expect(problems).toEqual([
      {
        file: 'e2e/corpus/forms.ts',
        line: 2,
        message: 'comment names ./contract.ts: e2e/corpus/contract.ts is not a file of the repository',
      },
      {
        file: 'e2e/corpus/forms.ts',
        line: 2,
        message: 'comment names ../../scripts/src/site-server.ts: scripts/src/site-server.ts is not a file of the repository',
      },
      {
        file: 'preview-app/src/lib/flags.ts',
        line: 4,
        message: 'comment names renderer/src/flags.ts: renderer/src/flags.ts is not a file of the repository',
      },
    ]);
  });

  it('given code comments naming files, folders and headings that exist, then it finds nothing', () => {
    const problems = check({
      'docs/requirements.md': REQUIREMENTS,
      'contracts/src/flags.ts': 'export const FLAGS = {};\n',
      'contracts/src/forms/contract.ts': 'export {};\n',
      'preview-app/src/lib/flags.ts': [
        '/**',
        ' * Defaults in code (contracts/src/flags.ts, see ../../src/lib/flags.js and',
        ' * ./flags.ts), the contracts folder contracts/src/, the rule in docs/requirements.md#annuity-widget.',
        ' * Neither a package (@insurer/contracts/flags), a module (next/server) nor build output',
        ' * (preview-app/.next/server, contracts/dist/index.js) is a repository path to check; nor is a',
        ' * placeholder: migrations/<NNNN-name>.ts.',
        ' */',
        'export const f = 1;',
        '',
      ].join('\n'),
    });
    expect(problems).toEqual([]);
  });

  it('given a missing path in a string rather than a comment, then it is not a comment claim and passes', () => {
    const problems = check({
      'docs/requirements.md': REQUIREMENTS,
      'src/a.ts':
        "export const a = '// renderer/src/flags.ts';\nexport const b = `/* scripts/src/site-server.ts */`;\nexport const c = /\\/\\/ renderer\\/x/;\n",
    });
    expect(problems).toEqual([]);
  });

  it('given a code comment naming a heading a Markdown file does not have, then it reports the anchor', () => {
    const problems = check({
      'docs/requirements.md': REQUIREMENTS,
      'docs/other.md': '# Other\n',
      'src/a.tsx': 'export const a = 1; // docs/other.md#nothing\n',
    });
    expect(problems).toEqual([
      { file: 'src/a.tsx', line: 1, message: 'comment names docs/other.md#nothing: no heading #nothing in docs/other.md' },
    ]);
  });
});

describe('markdownAnchors', () => {
  it('slugs headings as GitHub does: lower case, punctuation dropped, code kept, duplicates numbered', () => {
    const anchors = markdownAnchors('# E-mails\n\n## `rila.*` values & more\n\n## Notes\n\n## Notes\n\n<a id="custom"></a>\n');
    expect([...anchors]).toEqual(['e-mails', 'rila-values--more', 'notes', 'notes-1', 'custom']);
  });
});
