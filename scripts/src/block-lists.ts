/**
 * `npm run blocks:build [-- --check]`: writes the lists of blocks that follow from the block
 * folders (`renderer/src/blocks/<block>/`), so that a new block is its folder, one line in the
 * registry and its entry in the model's allow-lists (docs/architecture.md#where-each-change-goes):
 *
 * - `renderer/src/live/live-blocks.generated.ts`: `LIVE_BLOCKS`, each block's live render;
 * - `renderer/src/styles/block-styles.generated.ts`: each block's stylesheets, minified, and which
 *   of them each block draws with: a page inlines only the sheets of the blocks it draws
 *   (`BlockList`, docs/requirements.md#decision-only-the-css-a-page-uses);
 * - `preview-app/src/queries/search-block-text.generated.graphql`: `SearchBlockText`, spreading
 *   each block's `<Type>SearchText` fragment;
 * - `preview-app/src/lib/search-blocks.generated.ts`: `BLOCKS_WITHOUT_SEARCH_TEXT`, with the reason
 *   each of those folders gives.
 *
 * What a folder says, read with the GraphQL and TypeScript parsers (comments elsewhere do not count):
 * its type is the `{type}Collection` its `.graphql` query selects (Contentful's naming: `navigationCollection`
 * → `Navigation`); its search text is a `fragment <Type>SearchText on <Type>` in a `.graphql`, or
 * else a `# Not in the site search: <reason>` line there; its definition is the export of `index.ts`
 * named `…Block` (a definition, rendered live through its `live.from`) or `define…Block` (a block
 * holding other blocks, whose inner blocks are live on their own); its stylesheets are its `.css`.
 *
 * `--check` writes nothing and exits 1 when a file differs; `npm run lint` runs the same check
 * (scripts/src/checks/blocks.ts).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NEXT_DEFAULT_BROWSERS } from '@insurer/preview-app/next-internals/constants';
import { Kind, parse, type DocumentNode } from 'graphql';
import { transform, type Targets } from 'lightningcss';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';

export const BLOCKS_DIR = 'renderer/src/blocks';
export const LIVE_BLOCKS_FILE = 'renderer/src/live/live-blocks.generated.ts';
export const BLOCK_STYLES_FILE = 'renderer/src/styles/block-styles.generated.ts';
/** The site's global stylesheet: the chrome's sheets, and the block sheets the chrome draws with. */
export const GLOBAL_STYLES_FILE = 'renderer/src/styles/index.css';
export const SEARCH_BLOCK_TEXT_FILE = 'preview-app/src/queries/search-block-text.generated.graphql';
export const SEARCH_BLOCKS_FILE = 'preview-app/src/lib/search-blocks.generated.ts';

const NOT_SEARCHED = /^#\s*Not in the site search:\s*(.+)$/m;

/** What one block folder says about its block. */
export interface BlockFolder {
  /** The folder's name (`link-list`). */
  folder: string;
  /** The block's GraphQL `__typename` (`Navigation`). */
  typename: string;
  /**
   * The export of its `index.ts`: a definition, or a factory of a block that holds other blocks;
   * `live` when the definition renders live (not `live: false`, not an object literal without `live`).
   */
  definition: { name: string; kind: 'definition' | 'factory'; live: boolean };
  /** Its stylesheets, file names in the folder, sorted. */
  stylesheets: string[];
  /** Its search text fragment's name, or why the search does not index it. */
  search: { fragment: string } | { reason: string };
}

/** The block folders of the repository at `root`, and one line per folder that does not say enough. */
export function readBlockFolders(root: string): { folders: BlockFolder[]; problems: string[] } {
  const dir = join(root, BLOCKS_DIR);
  const folders: BlockFolder[] = [];
  const problems: string[] = [];
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const folder of names) {
    const result = readBlockFolder(join(dir, folder), folder);
    if (typeof result === 'string') problems.push(`${BLOCKS_DIR}/${folder}: ${result}`);
    else folders.push(result);
  }
  return { folders, problems };
}

function readBlockFolder(path: string, folder: string): BlockFolder | string {
  const files = readdirSync(path).sort();
  const graphql = files.filter((file) => file.endsWith('.graphql')).map((file) => readFileSync(join(path, file), 'utf8'));
  const documents = graphql.map((text) => parse(text));
  const collection = documents.flatMap(collectionFields)[0];
  if (!collection) return 'no `{type}Collection` query in its .graphql, so its type is unknown';
  const typename = collection.charAt(0).toUpperCase() + collection.slice(0, -'Collection'.length).slice(1);

  const fragments = documents.flatMap((document) =>
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION && d.name.value.endsWith('SearchText') ? [d] : [])),
  );
  const reason = graphql.map((text) => NOT_SEARCHED.exec(text)?.[1]?.trim()).find(Boolean);
  if (fragments.length > 1) return `more than one …SearchText fragment (${fragments.map((f) => f.name.value).join(', ')})`;
  const [fragment] = fragments;
  if (fragment && reason) return `both a ${fragment.name.value} fragment and a "Not in the site search" line`;
  if (fragment && fragment.typeCondition.name.value !== typename)
    return `${fragment.name.value} is on ${fragment.typeCondition.name.value}, not on its type ${typename}`;
  if (!fragment && !reason)
    return `say what the site search indexes of it (a \`fragment ${typename}SearchText on ${typename}\` in its .graphql) or why not (a \`# Not in the site search: <reason>\` line there)`;

  if (!files.includes('index.ts')) return 'no index.ts exporting its definition';
  const definition = definitionExport(join(path, 'index.ts'));
  if (typeof definition === 'string') return definition;
  return {
    folder,
    typename,
    definition,
    stylesheets: files.filter((file) => file.endsWith('.css')),
    search: fragment ? { fragment: fragment.name.value } : { reason: reason! },
  };
}

/** The root fields `xCollection` of a document's queries, in order. */
function collectionFields(document: DocumentNode): string[] {
  return document.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION && d.operation === 'query'
      ? d.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD && s.name.value.endsWith('Collection') ? [s.name.value] : []))
      : [],
  );
}

function definitionExport(file: string): BlockFolder['definition'] | string {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: BlockFolder['definition'][] = [];
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && /^[a-z]\w*Block$/.test(d.name.text))
          found.push({ name: d.name.text, kind: 'definition', live: rendersLive(d.initializer) });
    if (ts.isFunctionDeclaration(statement) && statement.name && /^define\w+Block$/.test(statement.name.text))
      found.push({ name: statement.name.text, kind: 'factory', live: false });
  }
  if (found.length !== 1)
    return `index.ts must export one definition (\`export const …Block\`) or one factory (\`export function define…Block\`); found ${found.length}`;
  return found[0]!;
}

/**
 * Whether a definition has a live render, as its source says: `define…Block({ …, live: false })`
 * and an object literal with neither a `live` property nor a spread do not; anything else does
 * (`live()` answers null at run time for one that turns out to have none).
 */
function rendersLive(initializer: ts.Expression | undefined): boolean {
  let init = initializer;
  while (init && (ts.isSatisfiesExpression(init) || ts.isAsExpression(init))) init = init.expression;
  const isLive = (p: ts.ObjectLiteralElementLike) => p.name && ts.isIdentifier(p.name) && p.name.text === 'live';
  if (init && ts.isCallExpression(init)) {
    const options = init.arguments[0];
    const live = options && ts.isObjectLiteralExpression(options) ? options.properties.find(isLive) : undefined;
    return !(live && ts.isPropertyAssignment(live) && live.initializer.kind === ts.SyntaxKind.FalseKeyword);
  }
  if (init && ts.isObjectLiteralExpression(init)) return init.properties.some((p) => ts.isSpreadAssignment(p) || isLive(p));
  return true;
}

const HEADER = 'Generated by `npm run blocks:build` from the folders of renderer/src/blocks/; do not edit.';

function liveBlocksSource(folders: readonly BlockFolder[]): string {
  const byType = [...folders].sort((a, b) => a.typename.localeCompare(b.typename));
  const imports = folders
    .filter((f) => f.definition.live)
    .map((f) => `import { ${f.definition.name} } from '../blocks/${f.folder}/index.js';`);
  const entries = byType.map((f) => `  ${f.typename}: ${f.definition.live ? `live(${f.definition.name})` : 'null'},`);
  return [
    `/* ${HEADER} */`,
    ...imports,
    `import type { BlockTypename } from '../core/types.js';`,
    `import { live, type LiveRender } from './live-render.js';`,
    '',
    '/**',
    ' * The blocks the live preview renders again in the browser as the editor types, by `__typename`:',
    " * each folder's definition (its mapper and component, as the server registry has them). `null`",
    ' * keeps the server render until the save refreshes the page: a block that holds other blocks',
    ' * (each of those live on its own) or a definition without a live render (`live: false`: the',
    ' * tools, previewed in their field apps). Typed by the model, so a block of the model with no',
    ' * folder fails `tsc`.',
    ' * Loaded only by the draft-mode live preview.',
    ' */',
    'export const LIVE_BLOCKS: Record<BlockTypename, LiveRender | null> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

/**
 * The browsers the sheets are minified for: those Next.js compiles the global sheet for
 * (`NEXT_DEFAULT_BROWSERS`, `chrome 111` …), as lightningcss versions (major << 16 | minor << 8).
 */
const TARGETS: Targets = Object.fromEntries(
  NEXT_DEFAULT_BROWSERS.map((entry) => {
    const [browser, version] = entry.split(' ') as [string, string];
    const [major = 0, minor = 0] = version.split('.').map(Number);
    return [browser, (major << 16) | (minor << 8)];
  }),
);

/** `@import '…';` at the top of a block's stylesheet: another block sheet it draws with. */
const IMPORT = /^\s*@import\s+'([^']+)'\s*;\s*$/gm;

/** A block sheet's name: its folder, or `folder/file` for a second stylesheet in the folder (`card-grid`). */
function sheetName(folder: string, file: string): string {
  const base = file.slice(0, -'.css'.length);
  return base === folder ? folder : `${folder}/${base}`;
}

/** The block sheet an absolute stylesheet path names (`…/blocks/modal/modal.css` → `modal`), or undefined outside the block folders. */
function sheetOfFile(root: string, file: string): string | undefined {
  const blocksDir = join(root, BLOCKS_DIR);
  if (!file.startsWith(blocksDir + '/')) return undefined;
  const [folder, name, ...rest] = file.slice(blocksDir.length + 1).split('/');
  return folder && name?.endsWith('.css') && rest.length === 0 ? sheetName(folder, name) : undefined;
}

/** The block sheets the global stylesheet imports (`modal`): the chrome draws with them, so no block emits them. */
function globalBlockSheets(root: string): Set<string> {
  const index = readFileSync(join(root, GLOBAL_STYLES_FILE), 'utf8');
  const dir = join(root, GLOBAL_STYLES_FILE, '..');
  return new Set([...index.matchAll(IMPORT)].flatMap(([, path]) => sheetOfFile(root, resolve(dir, path!)) ?? []));
}

/**
 * The block sheets of the repository: name → minified text (its `@import`s taken out), and each
 * block's sheets in cascade order (what its sheet imports, depth first, then its own), leaving out
 * the global ones. Throws on an import that is not another block folder's stylesheet, or a cycle.
 */
function blockSheets(root: string, folders: readonly BlockFolder[]): { sheets: Map<string, string>; byType: Map<string, string[]> } {
  const global = globalBlockSheets(root);
  const blocksDir = join(root, BLOCKS_DIR);
  const sheets = new Map<string, string>();
  const imports = new Map<string, string[]>();
  for (const f of folders)
    for (const file of f.stylesheets) {
      const name = sheetName(f.folder, file);
      const text = readFileSync(join(blocksDir, f.folder, file), 'utf8');
      imports.set(
        name,
        [...text.matchAll(IMPORT)].map(([, path]) => {
          const imported = sheetOfFile(root, resolve(join(blocksDir, f.folder), path!));
          if (!imported) throw new Error(`${BLOCKS_DIR}/${f.folder}/${file}: @import '${path}' is not another block's stylesheet`);
          return imported;
        }),
      );
      const { code } = transform({ filename: file, code: Buffer.from(text.replace(IMPORT, '')), minify: true, targets: TARGETS });
      sheets.set(name, code.toString());
    }
  const order = (name: string, seen: string[]): string[] => {
    if (seen.includes(name)) throw new Error(`${BLOCKS_DIR}: the stylesheets import each other (${[...seen, name].join(' → ')})`);
    return [...(imports.get(name) ?? []).flatMap((dep) => order(dep, [...seen, name])), name];
  };
  const byType = new Map<string, string[]>();
  for (const f of folders) {
    const names = f.stylesheets.flatMap((file) => order(sheetName(f.folder, file), []));
    byType.set(
      f.typename,
      [...new Set(names)].filter((name) => !global.has(name)),
    );
  }
  for (const name of global) sheets.delete(name);
  return { sheets, byType };
}

function blockStylesSource(root: string, folders: readonly BlockFolder[]): string {
  const { sheets, byType } = blockSheets(root, folders);
  const types = [...byType].sort(([a], [b]) => a.localeCompare(b));
  return [
    `/* ${HEADER} */`,
    '',
    '/**',
    " * Each block folder's stylesheet, minified (lightningcss, for Next.js's default browsers), by",
    ' * name (its folder). The block sheets the global stylesheet (styles/index.css) imports, which',
    ' * the chrome draws with, are not here.',
    ' */',
    'export const BLOCK_SHEETS: Readonly<Record<string, string>> = {',
    ...[...sheets].map(([name, css]) => `  ${JSON.stringify(name)}: ${JSON.stringify(css)},`),
    '};',
    '',
    '/**',
    ' * The sheets of `BLOCK_SHEETS` each block draws with, in cascade order: those its stylesheet',
    " * `@import`s, then its own, by block `__typename`. A page carries only its blocks' sheets",
    ' * (docs/requirements.md#decision-only-the-css-a-page-uses). Plain data (no renderer types), so',
    ' * that the browser tests read it; `BlockList` types it by the model.',
    ' */',
    'export const BLOCK_STYLESHEETS = {',
    ...types.map(([typename, names]) => `  ${typename}: [${names.map((n) => JSON.stringify(n)).join(', ')}],`),
    '} as const;',
    '',
  ].join('\n');
}

function searchBlockTextSource(folders: readonly BlockFolder[]): string {
  const spreads = [...folders]
    .sort((a, b) => a.typename.localeCompare(b.typename))
    .flatMap((f) => ('fragment' in f.search ? [`  ...${f.search.fragment}`] : []));
  return [
    `# ${HEADER}`,
    "# The text of a page's or an article's blocks that the site search indexes: each block folder's",
    '# `…SearchText` fragment (docs/requirements.md#decision-search-backend).',
    'fragment SearchBlockText on StaticPageContentBlocksItem {',
    '  __typename',
    ...spreads,
    '}',
    '',
  ].join('\n');
}

function searchBlocksSource(folders: readonly BlockFolder[]): string {
  const without = [...folders]
    .sort((a, b) => a.typename.localeCompare(b.typename))
    .flatMap((f) => ('reason' in f.search ? [`  // ${f.search.reason}`, `  '${f.typename}',`] : []));
  return [
    `/* ${HEADER} */`,
    "import type { BlockTypename } from '@insurer/renderer';",
    '',
    '/**',
    ' * The blocks whose text the site search does not index, each with the reason its folder gives',
    ' * (a `# Not in the site search:` line in its .graphql; docs/requirements.md#decision-search-backend).',
    ' * Every other block has a `…SearchText` fragment, spread into `SearchBlockText`.',
    ' */',
    'export const BLOCKS_WITHOUT_SEARCH_TEXT = [',
    ...without,
    '] as const satisfies readonly BlockTypename[];',
    '',
  ].join('\n');
}

/** The generated files of the repository at `root`: path relative to `root` → contents, formatted with prettier. */
export async function blockListFiles(root: string, folders: readonly BlockFolder[]): Promise<Map<string, string>> {
  const sources: [string, string][] = [
    [LIVE_BLOCKS_FILE, liveBlocksSource(folders)],
    [BLOCK_STYLES_FILE, blockStylesSource(root, folders)],
    [SEARCH_BLOCK_TEXT_FILE, searchBlockTextSource(folders)],
    [SEARCH_BLOCKS_FILE, searchBlocksSource(folders)],
  ];
  const files = new Map<string, string>();
  for (const [path, text] of sources) {
    const filepath = join(root, path);
    files.set(path, await format(text, { ...((await resolveConfig(filepath)) ?? {}), filepath }));
  }
  return files;
}

/**
 * Builds the generated files of `root` and writes them (or, with `check`, only compares them).
 * Answers one line per problem: a folder that does not say enough, or (with `check`) a stale file.
 */
export async function buildBlockLists(root: string, { check = false } = {}): Promise<string[]> {
  const { folders, problems } = readBlockFolders(root);
  if (problems.length) return problems;
  const files = await blockListFiles(root, folders);
  const stale: string[] = [];
  for (const [path, text] of files) {
    const file = join(root, path);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    if (current === text) continue;
    if (check) stale.push(`${path} is stale: run npm run blocks:build`);
    else writeFileSync(file, text);
  }
  return stale;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(import.meta.dirname, '../..');
  const problems = await buildBlockLists(root, { check: process.argv.includes('--check') });
  for (const line of problems) console.error(`[blocks:build] ${line}`);
  if (problems.length > 0) process.exit(1);
}
