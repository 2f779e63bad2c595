/**
 * The plain text of a Contentful rich-text document (`json` of a RichText field): the `value` of
 * every text node, blocks separated by a space. Embedded entries and assets are not followed.
 * https://www.contentful.com/developers/docs/concepts/rich-text/
 */
export function richTextToPlain(document: unknown): string {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const { nodeType, value, content } = node as { nodeType?: unknown; value?: unknown; content?: unknown };
    if (nodeType === 'text' && typeof value === 'string') out.push(value);
    if (Array.isArray(content)) {
      for (const child of content) walk(child);
      out.push(' ');
    }
  };
  walk(document);
  return out.join('').replace(/\s+/g, ' ').trim();
}
