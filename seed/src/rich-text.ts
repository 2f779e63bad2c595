/**
 * Rich text documents for the seed, written in a small Markdown-like notation so the copy reads
 * as prose in the source. The output is Contentful's rich text JSON
 * (https://www.contentful.com/developers/docs/concepts/rich-text/), node types from
 * `@contentful/rich-text-types`.
 *
 * One construct per line:
 *
 * | source | node |
 * |---|---|
 * | `## Title`, `### Title`, `#### Title` | heading-2, heading-3, heading-4 |
 * | `- item` / `1. item` (consecutive lines) | unordered-list / ordered-list of list-item › paragraph |
 * | `> text` | blockquote › paragraph |
 * | `---` | hr |
 * | `\| a \| b \|` (consecutive lines; the first is the header row, `\|---\|` rows are skipped) | table |
 * | `{{entry:ID}}` / `{{asset:ID}}` alone on a line | embedded-entry-block / embedded-asset-block |
 * | other lines (consecutive lines join with a space) | paragraph |
 *
 * Inline: `**bold**`, `_italic_`, `^superscript^`, `[text](/path)` (hyperlink), `[text](entry:ID)`
 * (entry-hyperlink), `{{inline:ID}}` (embedded-entry-inline).
 */
import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import type { Json } from './export-format.js';

/** One rich text node as JSON. */
export type RichTextNode = { [key: string]: Json };

const entryLink = (id: string): Json => ({ sys: { id, type: 'Link', linkType: 'Entry' } });
const assetLink = (id: string): Json => ({ sys: { id, type: 'Link', linkType: 'Asset' } });

function text(value: string, marks: string[] = []): RichTextNode {
  return { nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} };
}

function block(nodeType: string, content: RichTextNode[], data: { [key: string]: Json } = {}): RichTextNode {
  return { nodeType, data, content };
}

const INLINE_TOKEN = /\*\*(.+?)\*\*|_(.+?)_|\^(.+?)\^|\[([^\]]+)\]\(([^)\s]+)\)|\{\{inline:([A-Za-z0-9_.-]+)\}\}/g;

/**
 * The inline nodes of one line of text. Like Contentful's editor, the list starts and ends
 * with a text node (possibly empty) so hyperlinks and inline entries always sit between texts.
 */
export function inlines(source: string): RichTextNode[] {
  const nodes: RichTextNode[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE_TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text(source.slice(last, index)));
    const [, bold, italic, sup, linkText, href, inlineId] = match;
    if (bold !== undefined) nodes.push(text(bold, [MARKS.BOLD]));
    else if (italic !== undefined) nodes.push(text(italic, [MARKS.ITALIC]));
    else if (sup !== undefined) nodes.push(text(sup, [MARKS.SUPERSCRIPT]));
    else if (linkText !== undefined && href !== undefined) {
      if (nodes.length === 0 || nodes.at(-1)?.nodeType !== 'text') nodes.push(text(''));
      if (href.startsWith('entry:')) {
        nodes.push(block(INLINES.ENTRY_HYPERLINK, [text(linkText)], { target: entryLink(href.slice('entry:'.length)) }));
      } else {
        nodes.push(block(INLINES.HYPERLINK, [text(linkText)], { uri: href }));
      }
    } else if (inlineId !== undefined) {
      if (nodes.length === 0 || nodes.at(-1)?.nodeType !== 'text') nodes.push(text(''));
      nodes.push(block(INLINES.EMBEDDED_ENTRY, [], { target: entryLink(inlineId) }));
    }
    last = index + match[0].length;
  }
  if (last < source.length) nodes.push(text(source.slice(last)));
  if (nodes.length === 0 || nodes.at(-1)?.nodeType !== 'text') nodes.push(text(''));
  if (nodes[0]?.nodeType !== 'text') nodes.unshift(text(''));
  return nodes;
}

const paragraph = (source: string): RichTextNode => block(BLOCKS.PARAGRAPH, inlines(source));

const HEADINGS: Record<number, string> = { 2: BLOCKS.HEADING_2, 3: BLOCKS.HEADING_3, 4: BLOCKS.HEADING_4 };

function tableNode(rows: string[]): RichTextNode {
  const cells = rows
    .filter((row) => !/^\|[\s:|-]+\|$/.test(row))
    .map((row) =>
      row
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    );
  return block(
    BLOCKS.TABLE,
    cells.map((row, index) =>
      block(
        BLOCKS.TABLE_ROW,
        row.map((cell) => block(index === 0 ? BLOCKS.TABLE_HEADER_CELL : BLOCKS.TABLE_CELL, [paragraph(cell)])),
      ),
    ),
  );
}

/** The lines of a template literal, each trimmed (the notation has no nesting, so indentation never matters). */
function lines(source: string): string[] {
  return source.split('\n').map((l) => l.trim());
}

/**
 * A rich text document from the notation described in this module's comment.
 * @throws Error for an empty document.
 */
export function richText(source: string): RichTextNode {
  const content: RichTextNode[] = [];
  let para: string[] = [];
  let list: { type: string; items: string[] } | undefined;
  let table: string[] = [];
  const flush = (): void => {
    if (para.length) content.push(paragraph(para.join(' ')));
    para = [];
    if (list)
      content.push(
        block(
          list.type,
          list.items.map((item) => block(BLOCKS.LIST_ITEM, [paragraph(item)])),
        ),
      );
    list = undefined;
    if (table.length) content.push(tableNode(table));
    table = [];
  };
  for (const line of lines(source)) {
    const heading = /^(#{2,4}) (.+)$/.exec(line);
    const bullet = /^- (.+)$/.exec(line);
    const numbered = /^\d+\. (.+)$/.exec(line);
    const embed = /^\{\{(entry|asset):([A-Za-z0-9_.-]+)\}\}$/.exec(line);
    if (!line.trim()) flush();
    else if (heading) {
      flush();
      content.push(block(HEADINGS[heading[1]!.length]!, inlines(heading[2]!)));
    } else if (bullet || numbered) {
      const type = bullet ? BLOCKS.UL_LIST : BLOCKS.OL_LIST;
      if (para.length || table.length || (list && list.type !== type)) flush();
      list ??= { type, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (line.startsWith('> ')) {
      flush();
      content.push(block(BLOCKS.QUOTE, [paragraph(line.slice(2))]));
    } else if (line === '---') {
      flush();
      content.push(block(BLOCKS.HR, []));
    } else if (line.startsWith('|')) {
      if (para.length || list) flush();
      table.push(line);
    } else if (embed) {
      flush();
      const [, kind, id] = embed;
      content.push(
        kind === 'entry'
          ? block(BLOCKS.EMBEDDED_ENTRY, [], { target: entryLink(id!) })
          : block(BLOCKS.EMBEDDED_ASSET, [], { target: assetLink(id!) }),
      );
    } else {
      if (list || table.length) flush();
      para.push(line.trim());
    }
  }
  flush();
  if (!content.length) throw new Error('A rich text document needs at least one block.');
  return block(BLOCKS.DOCUMENT, content);
}

/** Every node type used in a document (to check against a field's `enabledNodeTypes`). */
export function nodeTypesOf(node: Json): Set<string> {
  const found = new Set<string>();
  const walk = (n: Json): void => {
    if (!n || typeof n !== 'object' || Array.isArray(n)) return;
    if (typeof n.nodeType === 'string') found.add(n.nodeType);
    if (Array.isArray(n.content)) n.content.forEach(walk);
  };
  walk(node);
  return found;
}

/** Every mark used in a document. */
export function marksOf(node: Json): Set<string> {
  const found = new Set<string>();
  const walk = (n: Json): void => {
    if (!n || typeof n !== 'object' || Array.isArray(n)) return;
    if (Array.isArray(n.marks)) for (const m of n.marks) if (m && typeof m === 'object' && !Array.isArray(m)) found.add(String(m.type));
    if (Array.isArray(n.content)) n.content.forEach(walk);
  };
  walk(node);
  return found;
}
