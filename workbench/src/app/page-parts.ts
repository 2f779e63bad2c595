import type { ContentTypeProps, EntryProps, PlainClientAPI, SnapshotProps } from 'contentful-management';
import { assetTitle } from './asset-library.js';
import { linksIn, type Reference } from './entry-actions.js';
import { entryTitle } from './entry-list.js';
import { entryStatus } from './status.js';

/**
 * A page is edited as one thing (issue 42, item 3): its entry and the entries and assets it links
 * (blocks, cards, images). This module answers three questions about that whole: what a publish
 * puts live and what changed in each part, what the page and its linked entries were at one of its
 * publishes, and how to bring those linked entries back. The CMA keeps snapshots of entries only
 * (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/snapshots),
 * so assets are listed as new or changed but never restored.
 */

/** One entity a publish puts live, as the Publish list names it. */
export interface GoingLive {
  kind: 'Entry' | 'Asset';
  id: string;
  /** The content type's name ("Hero"), or "Media" for an asset. */
  typeName: string;
  title: string;
  /**
   * "New" (never published), "Changed: Title, Image" (fields that differ from its last publish),
   * "Changed" (edited, yet the same fields as published), or "No changes of its own" (a page
   * published again for its linked entries).
   */
  change: string;
}

/** An entry's field values, by field id, in `locale` (a snapshot's or an entry's `fields`). */
export function valuesIn(fields: EntryProps['fields'] | undefined, locale: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([id, localized]) => [id, (localized as Record<string, unknown>)[locale]]));
}

/** The names of the fields whose values differ between two sets of `fields` (all locales compared). */
export function changedFieldNames(
  contentType: ContentTypeProps | undefined,
  then: EntryProps['fields'],
  now: EntryProps['fields'],
): string[] {
  const ids = new Set([...Object.keys(then ?? {}), ...Object.keys(now ?? {})]);
  return [...ids]
    .filter((id) => JSON.stringify(then?.[id] ?? null) !== JSON.stringify(now?.[id] ?? null))
    .map((id) => contentType?.fields.find((f) => f.id === id))
    .filter((f): f is ContentTypeProps['fields'][number] => Boolean(f && !f.omitted))
    .map((f) => f.name);
}

/** The newest snapshot of an entry (its last publish), or undefined when it has none. */
async function lastPublished(cma: PlainClientAPI, entryId: string): Promise<SnapshotProps<EntryProps> | undefined> {
  const answer = await cma.snapshot.getManyForEntry({ entryId, query: { limit: 1 } }).catch(() => undefined);
  return answer?.items[0] as SnapshotProps<EntryProps> | undefined;
}

/** A linked entity's type name and title, as the page's status and the Publish list name it. */
export function referenceName(
  reference: Reference,
  contentTypes: readonly ContentTypeProps[],
  locale: string,
): { typeName: string; title: string } {
  if (reference.kind === 'Asset') {
    return { typeName: 'Media', title: assetTitle(reference.entity, locale) };
  }
  const entry = reference.entity;
  const contentType = contentTypes.find((ct) => ct.sys.id === entry.sys.contentType.sys.id);
  return { typeName: contentType?.name ?? entry.sys.contentType.sys.id, title: entryTitle(entry, contentTypes, locale) };
}

/**
 * What publishing `reference` puts live: its type, title and change ("New", or the fields that
 * differ from its last publish's snapshot). One CMA request for a changed entry, none otherwise.
 */
export async function goingLive(
  cma: PlainClientAPI,
  reference: Reference,
  contentTypes: readonly ContentTypeProps[],
  locale: string,
): Promise<GoingLive> {
  const { sys } = reference.entity;
  const status = entryStatus(sys);
  const named = { kind: reference.kind, id: sys.id, ...referenceName(reference, contentTypes, locale) };
  if (status === 'draft') return { ...named, change: 'New' };
  if (status === 'published') return { ...named, change: 'No changes of its own' };
  if (reference.kind === 'Asset') return { ...named, change: 'Changed' };
  const contentType = contentTypes.find((ct) => ct.sys.id === reference.entity.sys.contentType.sys.id);
  const snapshot = await lastPublished(cma, sys.id);
  const names = snapshot ? changedFieldNames(contentType, snapshot.snapshot.fields, reference.entity.fields) : [];
  return { ...named, change: names.length ? `Changed: ${names.join(', ')}` : 'Changed' };
}

/** A linked entry as it was at one of the page's publishes, and as it is now. */
export interface PartAtPublish {
  entryId: string;
  typeName: string;
  /** Its title now. */
  title: string;
  /** Its fields at that publish (all locales). */
  fields: EntryProps['fields'];
  /** The names of the fields that differ from its current draft; empty when it is the same. */
  changed: string[];
}

/**
 * The entries `pageSnapshot` linked, directly or through linked entries (to `maxDepth` links
 * away), each as it was when that publish happened: its newest snapshot taken at or before the
 * page's (a publish with references publishes the links first, so theirs are older by
 * milliseconds). Entries deleted since, or never published by then, are left out.
 * @returns one part per entry, nearest first, with what differs from its current draft.
 */
export async function pageAtPublish(
  cma: PlainClientAPI,
  pageSnapshot: SnapshotProps<EntryProps>,
  contentTypes: readonly ContentTypeProps[],
  locale: string,
  maxDepth = 3,
): Promise<PartAtPublish[]> {
  const at = Date.parse(pageSnapshot.sys.createdAt);
  const seen = new Set<string>([pageSnapshot.snapshot.sys.id]);
  const parts: PartAtPublish[] = [];
  let frontier: EntryProps['fields'][] = [pageSnapshot.snapshot.fields];
  for (let depth = 0; depth < maxDepth && frontier.length; depth++) {
    const next: EntryProps['fields'][] = [];
    for (const link of frontier.flatMap((fields) => linksIn(fields))) {
      if (link.sys.linkType !== 'Entry' || seen.has(link.sys.id)) continue;
      seen.add(link.sys.id);
      const current = await cma.entry.get({ entryId: link.sys.id }).catch(() => undefined);
      if (!current) continue;
      const snapshots = await cma.snapshot.getManyForEntry({ entryId: link.sys.id, query: { limit: 100 } }).catch(() => undefined);
      const then = (snapshots?.items as SnapshotProps<EntryProps>[] | undefined)?.find((s) => Date.parse(s.sys.createdAt) <= at);
      if (!then) continue;
      const contentType = contentTypes.find((ct) => ct.sys.id === current.sys.contentType.sys.id);
      parts.push({
        entryId: link.sys.id,
        typeName: contentType?.name ?? current.sys.contentType.sys.id,
        title: entryTitle(current, contentTypes, locale),
        fields: then.snapshot.fields,
        changed: changedFieldNames(contentType, then.snapshot.fields, current.fields),
      });
      next.push(then.snapshot.fields);
    }
    frontier = next;
  }
  return parts;
}

/**
 * Puts each part that differs from its current draft back to its fields at that publish, as a new
 * draft of the entry (a CMA update on its current version; published only when the editor publishes).
 * @returns the entries as the CMA answered each update.
 * @throws the CMA's error (a 409 when the entry changed meanwhile); parts updated before it stay updated.
 */
export async function restoreParts(cma: PlainClientAPI, parts: readonly PartAtPublish[]): Promise<EntryProps[]> {
  const restored: EntryProps[] = [];
  for (const part of parts.filter((p) => p.changed.length)) {
    const current = await cma.entry.get({ entryId: part.entryId });
    restored.push(await cma.entry.update({ entryId: part.entryId }, { ...current, fields: structuredClone(part.fields) }));
  }
  return restored;
}
