/**
 * Collects the seed's entries while the content modules describe them. Each entry has a stable,
 * readable id (`page-home`, `article-…`, `link-…`); defining the same id twice with the same
 * fields answers the same link (shared links, images and options are simply described where
 * they are used), with different fields it is an error.
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Json, LinkRef } from './export-format.js';

/** Field values by field id; `undefined` leaves a field out. */
export type FieldValues = Record<string, Json | undefined>;

/** An entry as described by the content modules, before it is written in export format. */
export interface SeedEntry {
  id: string;
  contentType: string;
  fields: Record<string, Json>;
  /** Contentful tag ids (`metadata.tags`). */
  tags: string[];
}

/** Contentful ids: 1 to 64 letters, digits, dots, dashes or underscores. */
const ID = /^[a-zA-Z0-9-_.]{1,64}$/;

/** A link to entry `id`. */
export function entryRef(id: string): LinkRef<'Entry'> {
  return { sys: { type: 'Link', linkType: 'Entry', id } };
}

/** A link to asset `id`. */
export function assetRef(id: string): LinkRef<'Asset'> {
  return { sys: { type: 'Link', linkType: 'Asset', id } };
}

/** Lower-case words joined by dashes, for ids built from titles and paths. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * An id of at most 64 characters: `prefix-slug`; a longer one is cut at a dash and ends with a
 * short hash of the whole slug, so two long texts never share an id.
 */
export function makeId(prefix: string, text: string): string {
  const slug = slugify(text) || 'root';
  const id = `${prefix}-${slug}`;
  if (id.length <= 64) return id;
  const hash = createHash('sha256').update(slug).digest('hex').slice(0, 6);
  return `${id.slice(0, 57).replace(/-[^-]*$/, '')}-${hash}`;
}

/** The entries of the seed, in definition order. */
export class SeedBuilder {
  private readonly byId = new Map<string, SeedEntry>();

  /**
   * Defines entry `id` of `contentType` (or finds the identical one already defined) and
   * answers a link to it. Fields whose value is `undefined` are left out.
   * @throws Error for an invalid id, or an id already defined with another type or other fields.
   */
  add(contentType: string, id: string, fields: FieldValues, tags: string[] = ['demo']): LinkRef<'Entry'> {
    if (!ID.test(id)) throw new Error(`Invalid entry id "${id}": 1 to 64 letters, digits, dots, dashes or underscores.`);
    const defined = Object.fromEntries(Object.entries(fields).filter((e): e is [string, Json] => e[1] !== undefined));
    const entry: SeedEntry = { id, contentType, fields: defined, tags: [...tags].sort() };
    const existing = this.byId.get(id);
    if (existing && !isDeepStrictEqual(existing, entry)) {
      throw new Error(`Entry ${id} is defined twice with different content (${existing.contentType} and ${contentType}).`);
    }
    this.byId.set(id, entry);
    return entryRef(id);
  }

  /** Whether entry `id` is defined. */
  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** Every entry, in definition order. */
  entries(): SeedEntry[] {
    return [...this.byId.values()];
  }
}
