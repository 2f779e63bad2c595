import type { AssetProps, ContentTypeProps, EntryProps, PlainClientAPI } from 'contentful-management';
import { entryStatus } from './status.js';

/** A link field value (`{ sys: { type: 'Link', linkType, id } }`). */
interface LinkValue {
  sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string };
}

function isLink(value: unknown): value is LinkValue {
  const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } } | null)?.sys;
  return sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && typeof sys.id === 'string';
}

/** Every entry and asset link in `value` (link fields, lists of links, and rich text's embedded ones). */
export function linksIn(value: unknown): LinkValue[] {
  const out: LinkValue[] = [];
  const walk = (node: unknown): void => {
    if (isLink(node)) out.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(value);
  return out;
}

/**
 * The entries that link to an entry or an asset ("used on"): the CMA's `links_to_entry` /
 * `links_to_asset` search (https://www.contentful.com/developers/docs/references/content-delivery-api/#/reference/search-parameters/links-to-entry),
 * archived ones left out, at most `limit`.
 */
export async function usedOn(cma: PlainClientAPI, kind: 'Entry' | 'Asset', id: string, limit = 100): Promise<EntryProps[]> {
  const key = kind === 'Entry' ? 'links_to_entry' : 'links_to_asset';
  const answer = await cma.entry.getMany({ query: { [key]: id, limit } });
  return answer.items.filter((e) => !e.sys.archivedVersion);
}

/** The message an archive or delete is refused with while entries still link to it, naming them. */
export function stillUsedMessage(action: 'archived' | 'deleted', titles: readonly string[]): string {
  const names = titles.map((t) => `“${t}”`).join(', ');
  return `This cannot be ${action} while ${titles.length === 1 ? 'an entry links' : `${titles.length} entries link`} to it: ${names}. Remove ${titles.length === 1 ? 'that link' : 'those links'} first.`;
}

/**
 * Content types whose links are parts of the linking entry (a card grid's cards, an accordion's
 * items …): a duplicate gets its own copies of the entries in their list fields. Single links
 * (an image, a form, a navigation) stay shared.
 */
function ownedListFields(contentType: ContentTypeProps): string[] {
  return contentType.fields.filter((f) => f.type === 'Array' && f.items?.type === 'Link' && f.items.linkType === 'Entry').map((f) => f.id);
}

/**
 * Duplicates `entry` as a new draft: the same field values, and new copies of the entries in its
 * list-of-entries fields (a page's blocks, a card grid's cards), recursively to `depth`, so editing
 * the copy never changes the original's blocks. The URL stays the same: its `unique` validation
 * refuses to publish the copy until the editor changes it.
 * @returns the new entry.
 * @throws what the CMA throws (a content type not published, …).
 */
export async function duplicateEntry(
  cma: PlainClientAPI,
  entry: EntryProps,
  contentTypes: readonly ContentTypeProps[],
  depth = 2,
): Promise<EntryProps> {
  const contentTypeId = entry.sys.contentType.sys.id;
  const contentType = contentTypes.find((ct) => ct.sys.id === contentTypeId);
  const fields = structuredClone(entry.fields);
  if (contentType && depth > 0) {
    for (const fieldId of ownedListFields(contentType)) {
      const localized = fields[fieldId] as Record<string, unknown> | undefined;
      for (const [locale, value] of Object.entries(localized ?? {})) {
        if (!Array.isArray(value)) continue;
        const copies: LinkValue[] = [];
        for (const item of value) {
          if (!isLink(item)) continue;
          const child = await cma.entry.get({ entryId: item.sys.id }).catch(() => undefined);
          if (!child) continue;
          const copy = await duplicateEntry(cma, child, contentTypes, depth - 1);
          copies.push({ sys: { type: 'Link', linkType: 'Entry', id: copy.sys.id } });
        }
        localized![locale] = copies;
      }
    }
  }
  return cma.entry.create({ contentTypeId }, { fields, metadata: entry.metadata ?? { tags: [] } });
}

/** An entry or asset that a publish with references publishes, in the order it does. */
export type Reference = { kind: 'Entry'; entity: EntryProps } | { kind: 'Asset'; entity: AssetProps };

/**
 * Every entry and asset `entry` links to, directly or through other linked entries (to `maxDepth`
 * links away), each once, in the order a publish must put them live: the farthest first, so each
 * is published after what it links to. Archived ones and links to nothing are left out; the entry
 * itself is not listed. One request per linked entity (the CMA's GET).
 */
export async function linkedEntities(cma: PlainClientAPI, entry: EntryProps, maxDepth = 5): Promise<Reference[]> {
  const seen = new Set<string>([`Entry:${entry.sys.id}`]);
  const levels: Reference[][] = [];
  let frontier: EntryProps[] = [entry];
  for (let depth = 0; depth < maxDepth && frontier.length; depth++) {
    const next: EntryProps[] = [];
    const level: Reference[] = [];
    for (const link of frontier.flatMap((e) => linksIn(e.fields))) {
      const key = `${link.sys.linkType}:${link.sys.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (link.sys.linkType === 'Entry') {
        const child = await cma.entry.get({ entryId: link.sys.id }).catch(() => undefined);
        if (!child || child.sys.archivedVersion) continue;
        next.push(child);
        level.push({ kind: 'Entry', entity: child });
      } else {
        const asset = await cma.asset.get({ assetId: link.sys.id }).catch(() => undefined);
        if (asset && !asset.sys.archivedVersion) level.push({ kind: 'Asset', entity: asset });
      }
    }
    levels.push(level);
    frontier = next;
  }
  return levels.reverse().flat();
}

/** Whether a linked entity has something a publish would put live (never published, or changed since). */
export function hasUnpublishedChanges(reference: Reference): boolean {
  const status = entryStatus(reference.entity.sys);
  return status === 'draft' || status === 'changed';
}

/**
 * The draft or changed entries and assets `entry` links to (see `linkedEntities`), in the order
 * they must be published, farthest first.
 */
export async function unpublishedReferences(cma: PlainClientAPI, entry: EntryProps, maxDepth = 5): Promise<Reference[]> {
  return (await linkedEntities(cma, entry, maxDepth)).filter(hasUnpublishedChanges);
}
