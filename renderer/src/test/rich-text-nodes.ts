import type { Document } from '@contentful/rich-text-types';

/** A rich-text node as the Content API answers it inside `json`. */
export interface Node {
  nodeType: string;
  data: Record<string, unknown>;
  content?: Node[];
  value?: string;
  marks?: { type: string }[];
}

const link = (id: string, linkType: 'Entry' | 'Asset') => ({ target: { sys: { id, type: 'Link', linkType } } });

export const text = (value: string): Node => ({ nodeType: 'text', value, marks: [], data: {} });
export const paragraph = (...content: (Node | string)[]): Node => ({
  nodeType: 'paragraph',
  data: {},
  content: content.map((c) => (typeof c === 'string' ? text(c) : c)),
});
export const heading = (level: 2 | 3 | 4, value: string): Node => ({ nodeType: `heading-${level}`, data: {}, content: [text(value)] });
export const embeddedEntry = (id: string): Node => ({ nodeType: 'embedded-entry-block', data: link(id, 'Entry'), content: [] });
export const inlineEntry = (id: string): Node => ({ nodeType: 'embedded-entry-inline', data: link(id, 'Entry'), content: [] });
export const entryHyperlink = (id: string, value: string): Node => ({
  nodeType: 'entry-hyperlink',
  data: link(id, 'Entry'),
  content: [text(value)],
});
export const embeddedAsset = (id: string): Node => ({ nodeType: 'embedded-asset-block', data: link(id, 'Asset'), content: [] });
export const assetHyperlink = (id: string, value: string): Node => ({
  nodeType: 'asset-hyperlink',
  data: link(id, 'Asset'),
  content: [text(value)],
});
export const hyperlink = (uri: string, value: string): Node => ({ nodeType: 'hyperlink', data: { uri }, content: [text(value)] });

/** A table whose first row holds header cells. */
export function table(header: string[], ...rows: string[][]): Node {
  const cell = (nodeType: string, value: string): Node => ({ nodeType, data: {}, content: [paragraph(value)] });
  return {
    nodeType: 'table',
    data: {},
    content: [
      { nodeType: 'table-row', data: {}, content: header.map((h) => cell('table-header-cell', h)) },
      ...rows.map((row) => ({ nodeType: 'table-row', data: {}, content: row.map((c) => cell('table-cell', c)) })),
    ],
  };
}

/** A rich-text document of the given block nodes. */
export function richDoc(...content: Node[]): Document {
  return { nodeType: 'document', data: {}, content } as unknown as Document;
}
