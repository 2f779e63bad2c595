/**
 * The seed record: what `seedSpace` last wrote, kept in the space itself (like the migration
 * history) as one entry of the `seedRecord` content type. For every entry and asset the seed
 * wrote or found equal to the demo, it holds the `sys.version` the entity had afterwards. An
 * entity whose version has moved on since was changed by an editor (edited, published,
 * unpublished, archived), and one that is recorded but gone was deleted by an editor: a normal
 * run leaves both alone, and only `--reset` restores the demo (docs/requirements.md#demo-content).
 */
import { SEED_RECORD_CONTENT_TYPE } from '@insurer/seed/record-type';
import type { EntryProps, PlainClientAPI } from 'contentful-management';

export { SEED_RECORD_CONTENT_TYPE };
const SEED_RECORD_ENTRY = 'seed-record';

/** `Entry:{id}` or `Asset:{id}` → the entity's `sys.version` right after the seed wrote or checked it. */
export type SeedRecord = Record<string, number>;

type Scope = { spaceId: string; environmentId: string };

/** What the seed does with one entity of the demo. */
export type SeedAction = 'create' | 'update' | 'publish' | 'unchanged' | 'kept';

/**
 * Decides what a run does with one entity.
 * @param current the entity's `sys` in the space, `undefined` when it does not exist
 * @param recorded its version in the seed record, `undefined` when the seed never recorded it
 * @param sameAsSeed whether its fields (and tags) equal the demo's
 * @param reset `npm run seed -- --reset`: restore the demo whatever editors did
 */
export function seedAction(
  current: { version: number; publishedVersion?: number } | undefined,
  recorded: number | undefined,
  sameAsSeed: boolean,
  reset: boolean,
): SeedAction {
  if (!current) return recorded !== undefined && !reset ? 'kept' : 'create';
  const published = current.publishedVersion !== undefined && current.version === current.publishedVersion + 1;
  if (sameAsSeed && published) return 'unchanged';
  if (reset || (recorded !== undefined && current.version === recorded)) return sameAsSeed ? 'publish' : 'update';
  return 'kept';
}

/** Creates and publishes the `seedRecord` content type when the environment has none. */
async function ensureContentType(client: PlainClientAPI, scope: Scope): Promise<void> {
  const params = { ...scope, contentTypeId: SEED_RECORD_CONTENT_TYPE };
  try {
    await client.contentType.get(params);
    return;
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'NotFound') throw error;
  }
  const created = await client.contentType.createWithId(params, {
    name: 'Seed record',
    displayField: 'name',
    description:
      'Written by npm run seed: the version of every demo entry and asset it last wrote, so it never overwrites an editor’s change. Do not edit.',
    fields: [
      { id: 'name', name: 'Name', type: 'Symbol', required: true, localized: false, validations: [] },
      { id: 'versions', name: 'Versions', type: 'Object', required: true, localized: false, validations: [] },
    ],
  });
  await client.contentType.publish(params, created);
}

/** The stored record, and the entry holding it (absent before the first run). */
export interface StoredSeedRecord {
  record: SeedRecord;
  entry: EntryProps | undefined;
}

/** Reads the record; an empty one when the space has none yet. */
export async function readSeedRecord(client: PlainClientAPI, scope: Scope, locale: string): Promise<StoredSeedRecord> {
  await ensureContentType(client, scope);
  try {
    const entry = await client.entry.get({ ...scope, entryId: SEED_RECORD_ENTRY });
    const versions = (entry.fields.versions as Record<string, unknown> | undefined)?.[locale];
    const record: SeedRecord = {};
    if (versions && typeof versions === 'object') {
      for (const [key, value] of Object.entries(versions)) if (typeof value === 'number') record[key] = value;
    }
    return { record, entry };
  } catch (error) {
    if (error instanceof Error && error.name === 'NotFound') return { record: {}, entry: undefined };
    throw error;
  }
}

/** Saves and publishes `record` when it differs from what is stored (a run that changed nothing writes nothing). */
export async function writeSeedRecord(
  client: PlainClientAPI,
  scope: Scope,
  locale: string,
  stored: StoredSeedRecord,
  record: SeedRecord,
): Promise<void> {
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  const same =
    JSON.stringify(sorted) === JSON.stringify(Object.fromEntries(Object.entries(stored.record).sort(([a], [b]) => a.localeCompare(b))));
  const published = stored.entry?.sys.publishedVersion !== undefined && stored.entry.sys.version === stored.entry.sys.publishedVersion + 1;
  if (same && published) return;
  const fields = { name: { [locale]: 'Demo content' }, versions: { [locale]: sorted } };
  const saved = stored.entry
    ? await client.entry.update({ ...scope, entryId: SEED_RECORD_ENTRY }, { ...stored.entry, fields })
    : await client.entry.createWithId({ ...scope, entryId: SEED_RECORD_ENTRY, contentTypeId: SEED_RECORD_CONTENT_TYPE }, { fields });
  await client.entry.publish({ ...scope, entryId: SEED_RECORD_ENTRY }, saved);
}
