import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import MarkdownIt, { type Token } from 'markdown-it';
import { BUILD_OUTPUT, codeComments, isCommentedSource } from './code-comments.js';

/** One finding of the check: where (repository-relative path, 1-based line) and what. */
export interface DocsProblem {
  file: string;
  line: number;
  message: string;
}

/** The requirements document every specification reference must point into. */
export const REQUIREMENTS_PATH = 'docs/requirements.md';

/**
 * The old, numbered specification documents ("seed" followed by 000 or 001) lived outside the
 * repository; references to them must become `docs/requirements.md#<heading>` links.
 */
const OLD_SPEC_REFERENCE = /\bseed\s+00[01]\b/i;
/** A reference to a heading of the requirements, e.g. `docs/requirements.md#annuity-widget`. */
const REQUIREMENTS_ANCHOR = /requirements\.md#([A-Za-z0-9_-]+)/g;
/** A relative path climbing out of its folder: `../` (repeated) then a name. */
const PARENT_PATH = /(?<![\w./-])((?:\.\.\/)+[\w@.-][\w@./-]*)/g;
/**
 * A path in a code comment, with an optional `#anchor`: at least one `/`, made of the characters
 * file names here use (Next's `[[...slug]]` folders included), e.g. `contracts/src/flags.ts` or
 * `../../../docs/requirements.md#annuity-widget`. A `<placeholder>` or a `*` ends the path, so
 * `migrations/<NNNN-name>.ts` names the folder `migrations/`.
 */
const COMMENT_PATH = /(?<![\w@./[\]-])((?:\.\.?\/)*[\w@.[\]-]+\/[\w@.[\]/-]*)(?:#([\w-]+))?/g;
/** Files bigger than this are not scanned for references (none of ours is). */
const MAX_SCANNED_BYTES = 4 * 1024 * 1024;

const markdown = new MarkdownIt({ html: true });

/** Reads a repository file as UTF-8 text, or undefined for a binary or oversized one. */
function readText(root: string, file: string): string | undefined {
  const bytes = readFileSync(join(root, file));
  if (bytes.length > MAX_SCANNED_BYTES || bytes.subarray(0, 8000).includes(0)) return undefined;
  return bytes.toString('utf8');
}

/** The plain text of a heading as GitHub slugs it: text and code spans, without markup. */
function headingText(inline: Token | undefined): string {
  return (inline?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
}

/**
 * The anchors GitHub generates for a Markdown file: the slug of every heading (duplicates get
 * `-1`, `-2`… as github-slugger numbers them) plus explicit `id`/`name` attributes of HTML.
 */
export function markdownAnchors(source: string): Set<string> {
  const slugger = new GithubSlugger();
  const tokens = markdown.parse(source, {});
  const anchors = new Set<string>();
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') anchors.add(slugger.slug(headingText(tokens[index + 1])));
  });
  for (const match of source.matchAll(/<[a-z][^>]*\s(?:id|name)="([^"]+)"/gi)) {
    if (match[1]) anchors.add(match[1]);
  }
  return anchors;
}

/** Every link and image target of a Markdown file, with its 1-based line. */
export function markdownLinks(source: string): { href: string; line: number }[] {
  const lines = source.split('\n');
  const links: { href: string; line: number }[] = [];
  for (const block of markdown.parse(source, {})) {
    if (block.type !== 'inline') continue;
    const [start = 0, end = start + 1] = block.map ?? [];
    for (const child of block.children ?? []) {
      const href = child.type === 'link_open' ? child.attrGet('href') : child.type === 'image' ? child.attrGet('src') : null;
      if (typeof href !== 'string' || href === '') continue;
      // The block spans lines start..end; report the line the target is written on.
      const offset = lines.slice(start, end).findIndex((text) => text.includes(href));
      links.push({ href, line: start + Math.max(offset, 0) + 1 });
    }
  }
  return links;
}

/** True when `path` (repository-relative, posix) leaves the repository. */
function escapesRoot(path: string): boolean {
  return path === '..' || path.startsWith('../');
}

/**
 * The repository path a code comment names, or undefined when the words are not one: a path
 * starting with `./` or `../` resolves from the comment's folder, as a Markdown link does; any
 * other path counts only when its first folder is a top-level folder of the repository
 * (`scripts/src/…`), so package names (`@insurer/site-db`), module specifiers (`next/server`) and
 * media types are left alone. Build output (`.next/`, `dist/`…) is never tracked: not checked.
 */
function commentTarget(written: string, dir: string, topFolders: ReadonlySet<string>): string | undefined {
  const path = written.replace(/[.,]+$/, '').replace(/\/$/, '');
  if (path.startsWith('./') || path.startsWith('../')) return posix.normalize(posix.join(dir, path));
  const first = path.split('/')[0] ?? '';
  return topFolders.has(first) ? posix.normalize(path) : undefined;
}

/** True when a comment's target lies in build output, which exists only after a build. */
function isBuildOutput(target: string): boolean {
  return BUILD_OUTPUT.test(target);
}

/**
 * Checks the documentation rules over `files` (repository-relative paths of the tracked files,
 * posix separators) under `root`:
 * 1. every relative link in a Markdown file resolves to a tracked file or folder, and its
 *    `#anchor` to a heading of that file (GitHub's slug rules);
 * 2. nothing points outside the repository (a relative path climbing above the root);
 * 3. no file cites the old numbered specification documents;
 * 4. every `docs/requirements.md#<heading>` reference names a heading of the requirements;
 * 5. every repository path a code comment names (see `commentTarget`) is a tracked file or folder
 *    (a `.js` path may name its `.ts`/`.tsx` source, as an import does), and its `#anchor` a
 *    heading of that Markdown file.
 * Returns the problems found, in file order; [] when all is well.
 */
export function checkDocs(root: string, files: readonly string[]): DocsProblem[] {
  const tracked = new Set(files);
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const anchorCache = new Map<string, Set<string>>();
  const anchorsOf = (file: string): Set<string> => {
    let anchors = anchorCache.get(file);
    if (!anchors) {
      anchors = markdownAnchors(readFileSync(join(root, file), 'utf8'));
      anchorCache.set(file, anchors);
    }
    return anchors;
  };
  const topFolders = new Set([...folders].filter((folder) => !folder.includes('/')));
  const exists = (target: string) =>
    tracked.has(target) ||
    folders.has(target) ||
    (/\.(?:m|c)?js$/.test(target) && ['.ts', '.tsx', '.mts', '.cts'].some((ext) => tracked.has(target.replace(/\.(?:m|c)?js$/, ext))));
  const requirements = tracked.has(REQUIREMENTS_PATH) ? anchorsOf(REQUIREMENTS_PATH) : undefined;
  const problems: DocsProblem[] = [];

  for (const file of [...files].sort()) {
    const text = readText(root, file);
    if (text === undefined) continue;
    const lines = text.split('\n');
    const dir = posix.dirname(file);

    if (file.endsWith('.md')) {
      for (const { href, line } of markdownLinks(text)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
        const [rawPath = '', rawAnchor] = href.split('#', 2);
        const path = decodeURI(rawPath.split('?')[0] ?? '');
        const target =
          path === '' ? file : posix.normalize(path.startsWith('/') ? path.slice(1) : posix.join(dir, path)).replace(/\/$/, '');
        if (escapesRoot(target)) {
          problems.push({ file, line, message: `link ${href} points outside the repository` });
          continue;
        }
        if (!tracked.has(target) && !folders.has(target) && target !== '.') {
          problems.push({ file, line, message: `link ${href}: ${target} is not a file of the repository` });
          continue;
        }
        if (rawAnchor && target.endsWith('.md') && tracked.has(target) && !anchorsOf(target).has(decodeURIComponent(rawAnchor))) {
          problems.push({ file, line, message: `link ${href}: no heading #${rawAnchor} in ${target}` });
        }
      }
    }

    if (isCommentedSource(file)) {
      for (const comment of codeComments(file, text)) {
        comment.text.split('\n').forEach((content, index) => {
          const line = comment.line + index;
          for (const match of content.matchAll(COMMENT_PATH)) {
            const written = match[1] ?? '';
            const target = commentTarget(written, dir, topFolders);
            if (target === undefined || escapesRoot(target) || isBuildOutput(target)) continue;
            if (!exists(target)) {
              problems.push({
                file,
                line,
                message: `comment names ${written.replace(/[.,]+$/, '')}: ${target} is not a file of the repository`,
              });
            } else if (
              // The requirements' anchors are checked on every line, comment or not (rule 4).
              match[2] &&
              target.endsWith('.md') &&
              target !== REQUIREMENTS_PATH &&
              tracked.has(target) &&
              !anchorsOf(target).has(match[2])
            ) {
              problems.push({ file, line, message: `comment names ${written}#${match[2]}: no heading #${match[2]} in ${target}` });
            }
          }
        });
      }
    }

    lines.forEach((content, index) => {
      const line = index + 1;
      for (const match of content.matchAll(PARENT_PATH)) {
        const path = match[1] ?? '';
        if (escapesRoot(posix.normalize(posix.join(dir, path)))) {
          problems.push({ file, line, message: `${path} points outside the repository` });
        }
      }
      if (OLD_SPEC_REFERENCE.test(content)) {
        problems.push({
          file,
          line,
          message: `cites the old specification documents; link a heading of ${REQUIREMENTS_PATH} instead (generated files: regenerate them)`,
        });
      }
      for (const match of content.matchAll(REQUIREMENTS_ANCHOR)) {
        const anchor = match[1] ?? '';
        if (!requirements) problems.push({ file, line, message: `${REQUIREMENTS_PATH} does not exist` });
        else if (!requirements.has(anchor)) problems.push({ file, line, message: `no heading #${anchor} in ${REQUIREMENTS_PATH}` });
      }
    });
  }
  return problems;
}

/** The tracked files of the git checkout at `root`, repository-relative with posix separators. */
export function trackedFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(root, file)));
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const problems = checkDocs(root, trackedFiles(root));
  for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
  if (problems.length > 0) {
    const files = new Set(problems.map((problem) => problem.file)).size;
    console.error(`docs check: ${problems.length} problem(s) in ${files} file(s)`);
    process.exitCode = 1;
  }
}
