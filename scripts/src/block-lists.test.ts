import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSchema, execute, extendSchema, Kind, parse, validate, visit, type DefinitionNode, type DocumentNode } from 'graphql';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder } from './files.js';
import {
  BLOCK_STYLES_FILE,
  buildBlockLists,
  readBlockFolders,
  LIVE_BLOCKS_FILE,
  SEARCH_BLOCK_TEXT_FILE,
  SEARCH_BLOCKS_FILE,
} from './block-lists.js';

/*
 * Issue 39 part 6: a new block is its folder, one registry line and its allow-list entry. A copy of
 * the renderer (and the site's search queries) gets a throwaway block folder and its registry
 * line, nothing else; `npm run blocks:build` runs over the copy; then the block renders, is in the
 * search's query and its stylesheet is imported. The allow-list entry is a migration, which
 * `npm run codegen` turns into the schema and the document types; the test stands in for both by
 * extending the schema with the type and by the folder parsing its own query.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const TEXT = 'A throwaway block, drawn and found.';

const FOLDER: Record<string, string> = {
  'throwaway.graphql': `fragment ThrowawayBlock on Throwaway {
  sys {
    id
  }
  text
}

query ThrowawayBlocks($ids: [String]!, $preview: Boolean!, $locale: String) {
  throwawayCollection(where: { sys: { id_in: $ids } }, limit: 30, preview: $preview, locale: $locale) {
    items {
      ...ThrowawayBlock
    }
  }
}

fragment ThrowawaySearchText on Throwaway {
  text
}
`,
  'throwaway.css': '.throwaway {\n  font-style: italic;\n}\n',
  'throwaway.ts': `import { createElement } from 'react';
import { inspect } from '../../inspector.js';

export function Throwaway({ id, text }: { id: string; text: string }) {
  return createElement('p', { className: 'throwaway', ...inspect(id, 'text') }, text);
}
`,
  // Codegen would give the typed document (ThrowawayBlocksDocument); the copy parses its own.
  'index.ts': `import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { defineQueryBlock } from '../../core/define-block.js';
import { Throwaway } from './throwaway.js';

const document = parse(readFileSync(new URL('./throwaway.graphql', import.meta.url), 'utf8'));

export const throwawayBlock = defineQueryBlock({
  document,
  items: (data) => data.throwawayCollection?.items ?? [],
  from: (item) => ({ id: item.sys.id, text: item.text.trim() }),
  Component: Throwaway,
  inspectorField: 'text',
});
`,
};

/** What the model's allow-list entry gives: the type in the schema, allowed among a page's and an article's blocks. */
const MODEL_EXTENSION = `
type Throwaway implements Entry & _Node {
  _id: ID!
  contentfulMetadata: ContentfulMetadata!
  sys: Sys!
  text: String
}
extend union StaticPageContentBlocksItem = Throwaway
extend union ArticleContentBlocksItem = Throwaway
`;

let work: string;
let before: Map<string, string>;
let stale: string[];

/** Every file of the copy, relative to it, with a hash of its contents. */
function tree(root: string): Map<string, string> {
  return new Map(
    filesUnder(root)
      .filter((file) => !file.includes('/node_modules/'))
      .map((file) => [relative(root, file), createHash('sha256').update(readFileSync(file)).digest('hex')]),
  );
}

/** The files a stylesheet imports, transitively, relative to `root`. */
function importedStylesheets(file: string, root: string): string[] {
  const imports = [...readFileSync(file, 'utf8').matchAll(/@import\s+'([^']+)'/g)].map((m) => resolve(dirname(file), m[1]!));
  return imports.flatMap((path) => [relative(root, path), ...importedStylesheets(path, root)]);
}

/** The operation `name` of `documents` with every fragment it spreads, transitively. */
function operationWithFragments(documents: readonly DocumentNode[], name: string): DocumentNode {
  const definitions = documents.flatMap((d) => d.definitions);
  const fragments = new Map(definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const operation = definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!operation) throw new Error(`no operation ${name}`);
  const picked = new Map<string, DefinitionNode>();
  const pick = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (!fragment || picked.has(spread.name.value)) return;
        picked.set(spread.name.value, fragment);
        pick(fragment);
      },
    });
  pick(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...picked.values()] };
}

describe('a new block is its folder, one registry line and its allow-list entry (npm run blocks:build)', () => {
  beforeAll(async () => {
    // Inside the repository, so the copy resolves the workspace's packages as the renderer does.
    work = mkdtempSync(join(ROOT, '.block-lists-test-'));
    for (const path of ['renderer/src', 'renderer/tsconfig.json', 'tsconfig.base.json', 'preview-app/src/queries', 'preview-app/src/lib'])
      cpSync(join(ROOT, path), join(work, path), { recursive: true });
    if (existsSync(join(ROOT, 'renderer/node_modules')))
      symlinkSync(join(ROOT, 'renderer/node_modules'), join(work, 'renderer/node_modules'));
    before = tree(work);

    // The folder.
    mkdirSync(join(work, 'renderer/src/blocks/throwaway'));
    for (const [file, text] of Object.entries(FOLDER)) writeFileSync(join(work, 'renderer/src/blocks/throwaway', file), text);
    // The registry line (and its import).
    const registry = join(work, 'renderer/src/core/registry.tsx');
    writeFileSync(
      registry,
      readFileSync(registry, 'utf8')
        .replace(
          "import { BlockList } from './blocks.js';",
          "import { throwawayBlock } from '../blocks/throwaway/index.js';\nimport { BlockList } from './blocks.js';",
        )
        .replace(
          'export const blockRegistry: BlockRegistry = {',
          'export const blockRegistry: BlockRegistry = {\n  Throwaway: register(throwawayBlock),',
        ),
    );

    // Before the build, the check that npm run lint runs names each list the folder changes.
    stale = await buildBlockLists(work, { check: true });
    expect(await buildBlockLists(work)).toEqual([]);
  });

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('given the folder and the registry line, when the lists are built, then only the generated lists change besides them', () => {
    const after = tree(work);
    const changed = [...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);
    expect(changed.sort()).toEqual(
      [
        'renderer/src/blocks/throwaway/index.ts',
        'renderer/src/blocks/throwaway/throwaway.css',
        'renderer/src/blocks/throwaway/throwaway.graphql',
        'renderer/src/blocks/throwaway/throwaway.ts',
        'renderer/src/core/registry.tsx',
        BLOCK_STYLES_FILE,
        LIVE_BLOCKS_FILE,
        SEARCH_BLOCK_TEXT_FILE,
      ].sort(),
    );
    // Searched, so not among the blocks without search text: that list is as it was.
    expect(after.get(SEARCH_BLOCKS_FILE)).toBe(before.get(SEARCH_BLOCKS_FILE));
  });

  it('given the folder and the registry line, when npm run lint checks before the build, then each stale list is named', () => {
    expect(stale).toEqual([
      `${LIVE_BLOCKS_FILE} is stale: run npm run blocks:build`,
      `${BLOCK_STYLES_FILE} is stale: run npm run blocks:build`,
      `${SEARCH_BLOCK_TEXT_FILE} is stale: run npm run blocks:build`,
    ]);
  });

  it('given the built lists, when the page is drawn, then the block renders from the registry, and live from LIVE_BLOCKS', async () => {
    const url = (path: string) => pathToFileURL(join(work, 'renderer/src', path)).href;
    const { loadBlocks, Blocks } = (await import(url('core/registry.tsx'))) as {
      loadBlocks(refs: unknown[], context: unknown): Promise<{ live?: unknown }[]>;
      Blocks: ComponentType<{ blocks: unknown[] }>;
    };
    const { stubContext } = (await import(url('test/query-stub.ts'))) as { stubContext(answers: unknown, overrides?: unknown): unknown };
    const { LIVE_BLOCKS } = (await import(url('live/live-blocks.generated.ts'))) as {
      LIVE_BLOCKS: Record<string, ((raw: unknown, source: unknown) => Promise<ReactNode>) | null>;
    };
    const item = { __typename: 'Throwaway', sys: { id: 'throwaway-1' }, text: `  ${TEXT}  ` };
    const answers = { ThrowawayBlocks: { throwawayCollection: { items: [item] } } };
    const refs = [{ __typename: 'Throwaway', sys: { id: 'throwaway-1' } }];

    const blocks = await loadBlocks(refs, stubContext(answers, { preview: true }));
    expect(blocks).toHaveLength(1);
    const page = renderToStaticMarkup(createElement(Blocks, { blocks }));
    expect(page).toMatch(new RegExp(`<p class="throwaway"[^>]*>${TEXT}</p>`));

    const liveRender = LIVE_BLOCKS.Throwaway;
    expect(liveRender).toBeTypeOf('function');
    const edited = await liveRender!({ ...item, text: 'Edited in the editor.' }, blocks[0]!.live);
    expect(renderToStaticMarkup(createElement('div', null, edited))).toContain('>Edited in the editor.</p>');
  });

  it('given the built lists, when the site search indexes a page holding the block, then its text is in the answer', async () => {
    const schema = extendSchema(buildSchema(readFileSync(join(ROOT, 'content-model/schema.graphql'), 'utf8')), parse(MODEL_EXTENSION));
    const documents = [...filesUnder(join(work, 'renderer/src/blocks')), ...filesUnder(join(work, 'preview-app/src/queries'))]
      .filter((file) => file.endsWith('.graphql'))
      .map((file) => parse(readFileSync(file, 'utf8')));
    const query = operationWithFragments(documents, 'SearchIndexPages');
    expect(validate(schema, query)).toEqual([]);

    const page = {
      sys: { id: 'page-1', publishedAt: '2026-11-01T09:00:00.000Z' },
      url: '/throwaway',
      title: 'Throwaway',
      headTagsCollection: { items: [] },
      contentBlocksCollection: { items: [{ __typename: 'Throwaway', text: TEXT }] },
    };
    const answer = await execute({
      schema,
      document: query,
      variableValues: { skip: 0, limit: 5 },
      rootValue: { staticPageCollection: { items: [page] } },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({
      staticPageCollection: { items: [{ contentBlocksCollection: { items: [{ __typename: 'Throwaway', text: TEXT }] } }] },
    });
  });

  it('given the built lists, when a published page draws the block, then the page carries its stylesheet, minified, and no other block sheet', async () => {
    const url = (path: string) => pathToFileURL(join(work, 'renderer/src', path)).href;
    const { loadBlocks, Blocks } = (await import(url('core/registry.tsx'))) as {
      loadBlocks(refs: unknown[], context: unknown): Promise<unknown[]>;
      Blocks: ComponentType<{ blocks: unknown[] }>;
    };
    const { stubContext } = (await import(url('test/query-stub.ts'))) as { stubContext(answers: unknown, overrides?: unknown): unknown };
    const item = { __typename: 'Throwaway', sys: { id: 'throwaway-1' }, text: TEXT };
    const blocks = await loadBlocks(
      [{ __typename: 'Throwaway', sys: { id: 'throwaway-1' } }],
      stubContext({ ThrowawayBlocks: { throwawayCollection: { items: [item] } } }),
    );

    const page = renderToStaticMarkup(createElement(Blocks, { blocks }));
    expect([...page.matchAll(/<style[^>]*>[^<]*<\/style>/g)].map(([style]) => style)).toEqual([
      '<style data-precedence="block-throwaway" data-href="block-throwaway">.throwaway{font-style:italic}</style>',
    ]);
    const root = join(work, 'renderer/src');
    expect(importedStylesheets(join(root, 'styles/index.css'), root)).not.toContain('blocks/throwaway/throwaway.css');
  });
});

describe('a block folder that does not say enough (npm run lint, scripts/src/checks/blocks.ts)', () => {
  it('given a folder saying nothing of the search, when the folders are read, then the folder and what to add are named', () => {
    const root = mkdtempSync(join(tmpdir(), 'block-folders-'));
    try {
      mkdirSync(join(root, 'renderer/src/blocks/bare'), { recursive: true });
      writeFileSync(
        join(root, 'renderer/src/blocks/bare/bare.graphql'),
        FOLDER['throwaway.graphql']!.replace(/fragment ThrowawaySearchText[^}]*}\n/, ''),
      );
      writeFileSync(join(root, 'renderer/src/blocks/bare/index.ts'), FOLDER['index.ts']!);
      expect(readBlockFolders(root)).toEqual({
        folders: [],
        problems: [
          'renderer/src/blocks/bare: say what the site search indexes of it (a `fragment ThrowawaySearchText on Throwaway` in its .graphql) or why not (a `# Not in the site search: <reason>` line there)',
        ],
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
