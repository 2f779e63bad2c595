/**
 * Helpers over stored field values: links, rich text documents and dates, as the CMA stores
 * them (https://www.contentful.com/developers/docs/references/content-management-api/).
 */

export type LinkKind = 'Entry' | 'Asset';

/** The id of a `{sys: {type: 'Link', linkType, id}}` value of `linkType`, else null. */
export function linkId(value: unknown, linkType: LinkKind): string | null {
  const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } } | null)?.sys;
  if (!sys || sys.type !== 'Link' || sys.linkType !== linkType || typeof sys.id !== 'string') return null;
  return sys.id;
}

/** Every link (entries and assets) inside a field value: a link, an array of links, or a rich text document. */
export function collectLinks(value: unknown, visit: (linkType: LinkKind, id: string) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) collectLinks(item, visit);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const entryId = linkId(value, 'Entry');
  if (entryId) return visit('Entry', entryId);
  const assetId = linkId(value, 'Asset');
  if (assetId) return visit('Asset', assetId);
  const node = value as { nodeType?: unknown; content?: unknown; data?: { target?: unknown } };
  if (typeof node.nodeType === 'string') {
    if (node.data?.target) collectLinks(node.data.target, visit);
    if (Array.isArray(node.content)) collectLinks(node.content, visit);
  }
}

/**
 * Rich text node types whose `data.target` links an entry, an asset or a resource ("Rich Text"
 * concept), by the list of a rich text `links` field that returns their targets
 * (`links.entries.block` the targets of `embedded-entry-block` nodes, and so on).
 */
export const RICH_TEXT_LINK_NODES = {
  entries: { inline: 'embedded-entry-inline', hyperlink: 'entry-hyperlink', block: 'embedded-entry-block' },
  assets: { hyperlink: 'asset-hyperlink', block: 'embedded-asset-block' },
  resources: { inline: 'embedded-resource-inline', hyperlink: 'resource-hyperlink', block: 'embedded-resource-block' },
} as const;

/** Distinct target ids of `nodeType` nodes of a rich text document, in document order. */
export function richTextTargets(document: unknown, nodeType: string, linkType: LinkKind): string[] {
  const ids: string[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { nodeType?: unknown; content?: unknown; data?: { target?: unknown } };
    if (n.nodeType === nodeType) {
      const id = linkId(n.data?.target, linkType);
      if (id && !ids.includes(id)) ids.push(id);
    }
    if (Array.isArray(n.content)) n.content.forEach(walk);
  };
  walk(document);
  return ids;
}

/** The plain text of a rich text document (its `text` nodes), for `_contains` filters. */
export function richTextPlainText(document: unknown): string {
  const parts: string[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { nodeType?: unknown; value?: unknown; content?: unknown };
    if (n.nodeType === 'text' && typeof n.value === 'string') parts.push(n.value);
    if (Array.isArray(n.content)) n.content.forEach(walk);
  };
  walk(document);
  return parts.join(' ');
}

const DATE_PATTERN = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A stored Date field value as the GraphQL `DateTime` scalar answers it: ISO 8601 with
 * milliseconds and the stored offset (UTC when none): `2024-05-01` → `2024-05-01T00:00:00.000Z`.
 */
export function toDateTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = DATE_PATTERN.exec(value.trim());
  if (!m) {
    const t = Date.parse(value);
    return Number.isNaN(t) ? null : new Date(t).toISOString();
  }
  const [, date, hh = '00', mm = '00', ss = '00', frac = '', offset] = m;
  const ms = (frac + '000').slice(0, 3);
  const zone = !offset || offset === 'Z' ? 'Z' : offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
  return `${date}T${hh}:${mm}:${ss}.${ms}${zone}`;
}

/** Milliseconds since the epoch of a date string (no offset = UTC), or NaN. */
export function toTime(value: unknown): number {
  const iso = toDateTime(value);
  return iso === null ? Number.NaN : Date.parse(iso);
}
