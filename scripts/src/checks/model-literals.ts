/**
 * Repository check (run by `npm run lint`): the closed lists and limits of the content model are
 * typed once, in the migrations, and reach the code through the generated
 * `@insurer/content-model/model` (see `../model-constants.ts`). This fails when a source file
 * types one again:
 *
 * - a closed list: an array literal or a union type of literals holding every value of one `in`
 *   validation and nothing else, e.g. `['None', 'Small (default)', 'Medium', 'Large']`;
 * - a limit: a number literal equal to a `size` bound, given to a name that says it is a limit
 *   (`limit`, `max` or `min` in it, or in the constant holding it) and shares a word with the
 *   field, e.g. `const MAX_CARDS = 18` for `cardGrid.cards`.
 *
 * It reads the TypeScript sources of the workspaces (not tests, not the migrations, not the
 * generated `content-model/`), with the TypeScript parser, so comments and strings in other
 * places do not count. Usage: `node --import tsx scripts/src/checks/model-literals.ts [root]`;
 * exits 1 with one line per finding.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { filesUnder } from '../files.js';
import { closedLists, sizeLimits, type ModelContentType } from '../model-constants.js';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** Folders whose TypeScript is checked, relative to the repository root. */
export const CHECKED_ROOTS = [
  'renderer/src',
  'contracts/src',
  'preview-app/src',
  'scripts/src',
  'scripts/bench',
  'submissions/src',
  'content-service/src',
];

/** A closed list or limit of the model, as the check looks for it. */
export interface ModelLiterals {
  lists: { name: string; values: (string | number)[] }[];
  limits: { name: string; field: string; value: number }[];
}

/** One re-typed list or limit. */
export interface Finding {
  file: string;
  line: number;
  message: string;
}

/** The lists and limits of `content-types.json` (`npm run codegen`'s snapshot of the model). */
export function modelLiterals(contentTypes: readonly ModelContentType[]): ModelLiterals {
  return {
    lists: closedLists(contentTypes)
      .filter((list) => list.values.length > 1)
      .map((list) => ({ name: `${list.contentType}.${list.field}`, values: list.values })),
    limits: sizeLimits(contentTypes).map((limit) => ({
      name: `${limit.contentType}.${limit.field} ${limit.bound}`,
      field: limit.field,
      value: limit.value,
    })),
  };
}

/** Lower-case words of an identifier, singular: `MAX_CARDS` → max, card; `navigationGroups` → navigation, group. */
function words(identifier: string): string[] {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase().replace(/s$/, ''));
}

const LIMIT_WORD = /limit|max|min/i;

function literalValue(node: ts.Node): string | number | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isLiteralTypeNode(node)) return literalValue(node.literal);
  return undefined;
}

function isNullish(type: ts.TypeNode): boolean {
  return type.kind === ts.SyntaxKind.UndefinedKeyword || (ts.isLiteralTypeNode(type) && type.literal.kind === ts.SyntaxKind.NullKeyword);
}

/** The list whose values `members` are exactly (in any order), if any. */
function matchingList(members: readonly ts.Node[], model: ModelLiterals): string | undefined {
  const values = members.map(literalValue);
  if (values.length < 2 || values.some((v) => v === undefined)) return undefined;
  const set = new Set(values);
  const same = model.lists.filter((list) => list.values.length === set.size && list.values.every((v) => set.has(v)));
  if (!same[0]) return undefined;
  return same.length > 1 ? `${same[0].name} (and ${same.length - 1} more fields with these values)` : same[0].name;
}

function nameOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (
    (ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node) || ts.isPropertyDeclaration(node)) &&
    !ts.isComputedPropertyName(node.name)
  ) {
    return node.name.getText();
  }
  return undefined;
}

/** The constant an object literal holding `node` is assigned to (`LIMITS` of `const LIMITS = { tabs: 6 } as const`). */
function holderOf(node: ts.Node): ts.Node | undefined {
  let current = node.parent;
  while (
    current &&
    (ts.isObjectLiteralExpression(current) ||
      ts.isAsExpression(current) ||
      ts.isSatisfiesExpression(current) ||
      ts.isPropertyAssignment(current))
  ) {
    current = current.parent;
  }
  return current && ts.isVariableDeclaration(current) ? current : undefined;
}

/** The re-typed lists and limits of one source file. */
export function findModelLiterals(file: string, source: string, model: ModelLiterals): Finding[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const report = (node: ts.Node, message: string) =>
    findings.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1, message });

  const visit = (node: ts.Node): void => {
    if (ts.isArrayLiteralExpression(node) || ts.isUnionTypeNode(node)) {
      // `'a' | 'b' | undefined` types the list `a, b` as much as `'a' | 'b'` does.
      const members = ts.isArrayLiteralExpression(node) ? node.elements : node.types.filter((t) => !isNullish(t));
      const list = matchingList(members, model);
      if (list) report(node, `closed list ${list} typed again; import it from @insurer/content-model/model`);
    }
    if (ts.isNumericLiteral(node)) {
      const own = nameOf(node.parent);
      const holder = nameOf(holderOf(node.parent));
      const named = [own, holder].filter((n): n is string => Boolean(n));
      if (named.some((n) => LIMIT_WORD.test(n))) {
        const nameWords = new Set(named.flatMap(words));
        const limits = model.limits.filter((l) => l.value === Number(node.text) && words(l.field).some((w) => nameWords.has(w)));
        if (limits.length) {
          report(
            node,
            `limit ${limits.map((l) => l.name).join(' or ')} (${node.text}) typed again; import it from @insurer/content-model/model`,
          );
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}

/** The TypeScript sources the check reads: no tests, test helpers or fixtures. */
export function checkedFiles(root = REPO_ROOT): string[] {
  return CHECKED_ROOTS.flatMap((dir) => filesUnder(join(root, dir))).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/[\\/](test|fixtures)[\\/]/.test(relative(root, file)),
  );
}

/**
 * Every re-typed list and limit of the repository at `root`, against its
 * `content-model/content-types.json` (`npm run codegen`'s snapshot of the model).
 * @throws Error when `content-model/content-types.json` is missing or not JSON.
 */
export function checkRepository(root = REPO_ROOT): Finding[] {
  const exported = JSON.parse(readFileSync(join(root, 'content-model/content-types.json'), 'utf8')) as { contentTypes: ModelContentType[] };
  const model = modelLiterals(exported.contentTypes);
  return checkedFiles(root).flatMap((file) => findModelLiterals(relative(root, file), readFileSync(file, 'utf8'), model));
}

// Usage: model-literals.ts [repository root]; the root defaults to this repository.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const findings = checkRepository(process.argv[2] ? resolve(process.argv[2]) : REPO_ROOT);
  for (const f of findings) console.error(`${f.file}:${f.line}: ${f.message}`);
  if (findings.length) {
    console.error(`[model-literals] ${findings.length} closed list(s) or limit(s) of the content model typed outside content-model/`);
    process.exit(1);
  }
  console.log('[model-literals] no closed list or limit of the content model is typed twice');
}
