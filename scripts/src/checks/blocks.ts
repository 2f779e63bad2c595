/**
 * Repository check (run by `npm run lint`): one list of blocks. The content model's allow-lists
 * (a page's and an article's `contentBlocks`, a tab's `sections`, written by the migrations and
 * generated into `content-model/content-types.json`) say which blocks exist; a block is then its
 * folder and one registry line (docs/architecture.md#where-each-change-goes, "a block"):
 *
 * - a folder `renderer/src/blocks/<block>/` for each, whose query names its type; the live
 *   preview's `LIVE_BLOCKS`, the block stylesheets and the site search's `SearchBlockText` and
 *   `BLOCKS_WITHOUT_SEARCH_TEXT` are generated from the folders (`npm run blocks:build`,
 *   scripts/src/block-lists.ts), and a stale generated file fails here;
 * - `blockRegistry` (renderer/src/core/registry.tsx): how the site renders it (`tsc` checks it too);
 * - the demo content (seed/demo-content.json): at least one entry, so every block is seen on
 *   the demo site and its tests;
 * - the global stylesheet (renderer/src/styles/index.css): every `.css` file of the renderer outside
 *   the block folders is imported (a block's own sheet is carried by the pages drawing the block,
 *   `block-styles.generated.ts`; index.css may import one the chrome draws with).
 *
 * The object keys are read with the TypeScript parser, the GraphQL with `graphql`'s, so comments
 * and strings elsewhere do not count. Usage: `node --import tsx scripts/src/checks/blocks.ts
 * [root]`; exits 1 with one line per gap.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { BLOCKS_DIR, buildBlockLists, readBlockFolders } from '../block-lists.js';

/** Every list of blocks, as read from the repository. */
export interface BlockLists {
  /** `__typename`s of the blocks the model allows somewhere (`cardGrid` → `CardGrid`). */
  model: string[];
  registry: string[];
  /** The type of each block folder, by folder (`link-list` → `Navigation`). */
  folders: Record<string, string>;
  /** One line per block folder that does not say enough for the generated lists. */
  folderProblems: string[];
  /** Content type ids with at least one entry in the demo content. */
  seeded: string[];
  /** The renderer's stylesheets outside the block folders, relative to renderer/src (`layout/footer/footer.css`). */
  stylesheets: string[];
  /** The block folders' stylesheets, relative to renderer/src (`blocks/modal/modal.css`). */
  blockStylesheets: string[];
  /** What renderer/src/styles/index.css imports, relative to renderer/src. */
  styleImports: string[];
}

const ALLOW_LISTS = [
  ['staticPage', 'contentBlocks'],
  ['article', 'contentBlocks'],
  ['tab', 'sections'],
] as const;

/** A content type id's GraphQL type name (Contentful's convention: the id with its first letter upper-cased). */
export function typenameOf(contentTypeId: string): string {
  return contentTypeId.charAt(0).toUpperCase() + contentTypeId.slice(1);
}

/** The keys of the object literal assigned to `name` in the TypeScript file `file`. */
function objectKeys(file: string, name: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let keys: string[] | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
      let init: ts.Expression = node.initializer;
      while (ts.isSatisfiesExpression(init) || ts.isAsExpression(init)) init = init.expression;
      if (ts.isObjectLiteralExpression(init))
        keys = init.properties.flatMap((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : []));
      else if (ts.isArrayLiteralExpression(init)) keys = init.elements.flatMap((e) => (ts.isStringLiteral(e) ? [e.text] : []));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!keys) throw new Error(`${file}: no object or array literal named ${name}`);
  return keys;
}

function cssFiles(dir: string, root: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path, root);
    return entry.name.endsWith('.css') ? [relative(root, path)] : [];
  });
}

/** Reads every list of blocks from the repository at `root`. */
export function readBlockLists(root: string): BlockLists {
  const { contentTypes } = JSON.parse(readFileSync(join(root, 'content-model/content-types.json'), 'utf8')) as {
    contentTypes: { sys: { id: string }; fields: { id: string; items?: { validations?: { linkContentType?: string[] }[] } }[] }[];
  };
  const allowed = new Set<string>();
  for (const [type, field] of ALLOW_LISTS) {
    const validations = contentTypes.find((c) => c.sys.id === type)?.fields.find((f) => f.id === field)?.items?.validations ?? [];
    for (const v of validations) for (const id of v.linkContentType ?? []) allowed.add(id);
  }
  const { folders, problems: folderProblems } = readBlockFolders(root);
  const seed = JSON.parse(readFileSync(join(root, 'seed/demo-content.json'), 'utf8')) as {
    entries: { sys: { contentType: { sys: { id: string } } } }[];
  };
  const rendererSrc = join(root, 'renderer/src');
  const index = readFileSync(join(rendererSrc, 'styles/index.css'), 'utf8');
  const inBlockFolder = (file: string) => join(rendererSrc, file).startsWith(join(root, BLOCKS_DIR) + '/');
  return {
    model: [...allowed].map(typenameOf).sort(),
    registry: objectKeys(join(rendererSrc, 'core/registry.tsx'), 'blockRegistry'),
    folders: Object.fromEntries(folders.map((f) => [f.folder, f.typename])),
    folderProblems,
    seeded: [...new Set(seed.entries.map((e) => e.sys.contentType.sys.id))],
    stylesheets: cssFiles(rendererSrc, rendererSrc).filter((file) => file !== join('styles', 'index.css') && !inBlockFolder(file)),
    blockStylesheets: cssFiles(rendererSrc, rendererSrc).filter(inBlockFolder),
    styleImports: [...index.matchAll(/@import\s+'([^']+)'/g)].map((m) => relative(rendererSrc, resolve(rendererSrc, 'styles', m[1]!))),
  };
}

/** One line per gap between the model's blocks and every other list (empty when they agree). */
export function blockListProblems(lists: BlockLists): string[] {
  const problems: string[] = [];
  const missing = (list: readonly string[], where: string) => {
    for (const typename of lists.model) if (!list.includes(typename)) problems.push(`${typename}: missing from ${where}`);
    for (const typename of list)
      if (!lists.model.includes(typename)) problems.push(`${typename}: in ${where} but no content type allows it`);
  };
  missing(lists.registry, 'blockRegistry (renderer/src/core/registry.tsx)');
  problems.push(...lists.folderProblems);
  const folderTypes = Object.values(lists.folders);
  for (const typename of lists.model)
    if (!folderTypes.includes(typename))
      problems.push(`${typename}: no block folder (${BLOCKS_DIR}/<block>/ whose query selects its \`{type}Collection\`)`);
  for (const [folder, typename] of Object.entries(lists.folders))
    if (!lists.model.includes(typename)) problems.push(`${BLOCKS_DIR}/${folder}: its type ${typename} is allowed by no content type`);
  const seededTypenames = lists.seeded.map(typenameOf);
  for (const typename of lists.model)
    if (!seededTypenames.includes(typename))
      problems.push(`${typename}: no entry in the demo content (seed/src/content/, then npm run seed:build)`);
  for (const file of lists.stylesheets)
    if (!lists.styleImports.includes(file)) problems.push(`renderer/src/${file}: not imported by renderer/src/styles/index.css`);
  for (const file of lists.styleImports)
    if (!lists.stylesheets.includes(file) && !lists.blockStylesheets.includes(file))
      problems.push(`renderer/src/styles/index.css imports ${file}, which does not exist`);
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(process.argv[2] ?? join(import.meta.dirname, '../../..'));
  const lists = readBlockLists(root);
  // The folders' own problems are in the lists; the generated files are compared only when the folders say enough.
  const problems = [...blockListProblems(lists), ...(lists.folderProblems.length ? [] : await buildBlockLists(root, { check: true }))];
  for (const line of problems) console.error(`[blocks] ${line}`);
  if (problems.length > 0) process.exit(1);
}
