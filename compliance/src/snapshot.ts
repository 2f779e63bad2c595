import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/**
 * Fetches raw entries and assets by id, as the Contentful APIs answer them (`items` of a
 * collection): `localized` true for the Management API's shape (`fields[field][locale]`, the
 * draft), false for the Delivery API's asked for one locale (`fields[field]`, the published copy).
 * Ids it does not find are left out of the answer. Called with at most 100 ids at a time.
 */
export interface SnapshotSource {
  localized: boolean;
  entries(ids: string[]): Promise<unknown[]>;
  assets(ids: string[]): Promise<unknown[]>;
}

/**
 * What a principal approves and the archive keeps (issue 41 item 5): a page entry and every entry
 * and asset reachable through its links, in one locale, with only what both APIs agree on (id,
 * content type, field values; links as `{ sys: { type: 'Link', linkType, id } }`), sorted by id.
 */
export interface PageSnapshot {
  rootId: string;
  locale: string;
  entries: { id: string; contentType: string; fields: Record<string, unknown> }[];
  assets: { id: string; fields: Record<string, unknown> }[];
}

/** How many links deep a snapshot follows from the page (the page is depth 0): the Delivery API's own `include` limit. */
export const SNAPSHOT_MAX_DEPTH = 10;

const BATCH = 100;

type Link = { linkType: 'Entry' | 'Asset'; id: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function linkOf(value: unknown): Link | undefined {
  if (!isRecord(value) || !isRecord(value.sys) || Object.keys(value).length !== 1) return undefined;
  const { type, linkType, id } = value.sys;
  if (type !== 'Link' || (linkType !== 'Entry' && linkType !== 'Asset') || typeof id !== 'string') return undefined;
  return { linkType, id };
}

/**
 * A field value in the form both APIs share, collecting the links in it: a link keeps only its
 * type, link type and id (wherever it is: a reference field, an array of them, or a rich-text
 * node's `data.target`); an asset file loses the Management API's `upload`/`uploadFrom`.
 */
function normalise(value: unknown, links: Link[]): unknown {
  const link = linkOf(value);
  if (link) {
    links.push(link);
    return { sys: { type: 'Link', linkType: link.linkType, id: link.id } };
  }
  if (Array.isArray(value)) return value.map((item) => normalise(item, links));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || key === 'upload' || key === 'uploadFrom') continue;
    out[key] = normalise(item, links);
  }
  return out;
}

/** The fields of a raw entry or asset in `locale` (a field without a value there is left out). */
function fieldsIn(raw: Record<string, unknown>, localized: boolean, locale: string, links: Link[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (!isRecord(raw.fields)) return fields;
  for (const [name, value] of Object.entries(raw.fields)) {
    const inLocale = localized ? (isRecord(value) ? value[locale] : undefined) : value;
    if (inLocale === undefined || inLocale === null) continue;
    fields[name] = normalise(inLocale, links);
  }
  return fields;
}

function idOf(raw: unknown): string | undefined {
  return isRecord(raw) && isRecord(raw.sys) && typeof raw.sys.id === 'string' ? raw.sys.id : undefined;
}

async function inBatches(ids: string[], fetch: (ids: string[]) => Promise<unknown[]>): Promise<unknown[]> {
  const found: unknown[] = [];
  for (let i = 0; i < ids.length; i += BATCH) found.push(...(await fetch(ids.slice(i, i + BATCH))));
  return found;
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The snapshot of the page `rootId` in `locale` (issue 41 item 5): the page entry and every entry
 * and asset reachable through its links (reference fields and rich-text embeds and hyperlinks),
 * at most SNAPSHOT_MAX_DEPTH links from the page, each once however often it is linked (cycles
 * included), sorted by id. The Management API's draft and the Delivery API's published copy of the
 * same content give the same snapshot, so `snapshotHash` tells whether what is served is what was
 * approved. A link to an entry the source does not answer (deleted, or unpublished on the
 * Delivery API) is kept as a link; the entry is absent. A root the source does not answer gives a
 * snapshot without entries.
 */
export async function pageSnapshot(source: SnapshotSource, input: { rootId: string; locale: string }): Promise<PageSnapshot> {
  const entries = new Map<string, PageSnapshot['entries'][number]>();
  const assets = new Map<string, PageSnapshot['assets'][number]>();
  const seenEntries = new Set<string>([input.rootId]);
  const seenAssets = new Set<string>();
  let frontier = [input.rootId];
  for (let depth = 0; frontier.length > 0; depth++) {
    const links: Link[] = [];
    for (const raw of await inBatches(frontier, (ids) => source.entries(ids))) {
      const id = idOf(raw);
      if (!id || !isRecord(raw) || !frontier.includes(id) || entries.has(id)) continue;
      const sys = raw.sys as Record<string, unknown>;
      const contentType = isRecord(sys.contentType) && isRecord(sys.contentType.sys) ? String(sys.contentType.sys.id) : '';
      entries.set(id, { id, contentType, fields: fieldsIn(raw, source.localized, input.locale, links) });
    }
    if (depth >= SNAPSHOT_MAX_DEPTH) break;
    const newAssets = links.filter((l) => l.linkType === 'Asset' && !seenAssets.has(l.id)).map((l) => l.id);
    for (const id of newAssets) seenAssets.add(id);
    const wanted = [...new Set(newAssets)];
    for (const raw of await inBatches(wanted, (ids) => source.assets(ids))) {
      const id = idOf(raw);
      if (!id || !isRecord(raw) || !wanted.includes(id) || assets.has(id)) continue;
      assets.set(id, { id, fields: fieldsIn(raw, source.localized, input.locale, []) });
    }
    frontier = [...new Set(links.filter((l) => l.linkType === 'Entry' && !seenEntries.has(l.id)).map((l) => l.id))];
    for (const id of frontier) seenEntries.add(id);
  }
  return { rootId: input.rootId, locale: input.locale, entries: [...entries.values()].sort(byId), assets: [...assets.values()].sort(byId) };
}

/** The JSON Canonicalization Scheme (RFC 8785) form of `value`: keys sorted, numbers and strings in one spelling. */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('Cannot canonicalize undefined');
  return text;
}

/** Lowercase hex sha256 of `data` (a string as UTF-8). */
export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * The snapshot's hash: lowercase hex sha256 of its canonical JSON (RFC 8785). Equal for equal
 * content whatever the order of keys or of the source's answers; any change to the page or to a
 * linked entry or asset changes it.
 */
export function snapshotHash(snapshot: PageSnapshot): string {
  return sha256(canonicalJson({ rootId: snapshot.rootId, locale: snapshot.locale, entries: snapshot.entries, assets: snapshot.assets }));
}
