import ts from 'typescript';

/** The source files whose comments the docs check reads: TypeScript and JavaScript. */
export const COMMENTED_SOURCE = /\.(?:tsx?|mts|cts|mjs|cjs|js|jsx)$/;

/** Folders of build output and installed packages: not ours, and never tracked. */
export const BUILD_OUTPUT = /(?:^|\/)(?:node_modules|\.next|\.data|dist|build)(?:\/|$)/;

/**
 * True for a source file of ours whose comments the docs check reads: not build output, not a
 * declaration file, not generated (`*.generated.ts`: regenerate it instead).
 */
export function isCommentedSource(file: string): boolean {
  return COMMENTED_SOURCE.test(file) && !BUILD_OUTPUT.test(file) && !file.endsWith('.d.ts') && !/\.generated\./.test(file);
}

/** One comment of a source file: its text and the 1-based line it starts on. */
export interface CodeComment {
  text: string;
  line: number;
}

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.(?:m|c)?ts$/.test(file)) return ts.ScriptKind.TS;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return ts.ScriptKind.JS;
}

/**
 * Every comment of a TypeScript or JavaScript source, found by TypeScript's own parser (so a `//`
 * inside a string, a template or a regular expression is not a comment), in source order.
 */
export function codeComments(file: string, source: string): CodeComment[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, scriptKind(file));
  const seen = new Set<number>();
  const comments: CodeComment[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({ text: source.slice(range.pos, range.end), line: sourceFile.getLineAndCharacterOfPosition(range.pos).line + 1 });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(source, node.pos));
    collect(ts.getTrailingCommentRanges(source, node.end));
    // A JSDoc block is a node too; its insides are the comment, already collected.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    for (const child of node.getChildren(sourceFile)) visit(child);
  };
  visit(sourceFile);
  collect(ts.getLeadingCommentRanges(source, sourceFile.endOfFileToken.pos));
  return comments.sort((a, b) => a.line - b.line);
}
