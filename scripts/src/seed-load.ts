/**
 * Loads `seed/demo-content.json` into a space with the `contentful-management` plain client, the
 * way `contentful-import` would, but idempotently: an entity whose fields and tags already equal
 * the seed and that is published without later changes is left alone, so a second run changes
 * nothing (no new versions, no webhooks).
 *
 * Editors' work is never overwritten: the seed record (`seed-record.ts`) keeps the version of every
 * entity the seed wrote, and an entity changed or deleted since then is kept as the editor left
 * it. `reset: true` (`npm run seed -- --reset`) restores the whole demo on purpose.
 *
 * Order: the model is migrated first (or checked), then tags, then assets (upload, create or
 * update, process, publish), then entries: every draft is written first, then published leaves
 * first, so a published entry never points at one that is not published yet. Entries in a link
 * cycle are published together last (Contentful accepts links to unpublished entries that exist).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { createClient, type AssetProps, type EntryProps, type PlainClientAPI } from 'contentful-management';
import { HISTORY_CONTENT_TYPE } from '@insurer/migrations/history';
import {
  assetFilePath,
  parseExportDocument,
  type ExportAsset,
  type ExportEntry,
  type ExportTag,
  type LinkRef,
} from '@insurer/seed/export-format';
import { IMAGES_DIR, SEED_FILE } from '@insurer/seed/paths';
import { linksIn } from '@insurer/seed/validate';
import { trustLocalService, type ContentfulTarget } from './contentful-env.js';
import { problemsOf, runPendingMigrations } from './migrate.js';
import { readSeedRecord, seedAction, writeSeedRecord, type SeedRecord } from './seed-record.js';

/** Options of `seedSpace`. */
export interface SeedSpaceOptions {
  /** The space to load (`loadContentfulEnv()` in the CLI). */
  target: ContentfulTarget;
  /** Environment to load instead of `target.environmentId`; it must exist. */
  environmentId?: string;
  /** The export file; `seed/demo-content.json` by default. */
  seedFile?: string;
  /** Where the asset files are (contentful-import's `--assets-directory`); `seed/images` by default. */
  imagesDir?: string;
  /** PEM of the local service's certificate; read from `target.certificatePath` when omitted. */
  certificate?: string;
  /**
   * Apply pending migrations first (default). With `false` the model is only checked, and a
   * missing content type or field stops the run before anything is written.
   */
  migrate?: boolean;
  /** Progress lines (`[seed] …`); `console.log` by default. */
  log?: (line: string) => void;
  /** Restore every demo entity, even those an editor changed or deleted since the seed wrote them. */
  reset?: boolean;
}

/** What a run did with one kind of entity. */
export interface SeedCounts {
  total: number;
  created: number;
  updated: number;
  unchanged: number;
}

/** What a run did, per kind of entity. */
export interface SeedResult {
  environmentId: string;
  tags: SeedCounts;
  assets: SeedCounts;
  entries: SeedCounts;
  /** `Entry:{id}` / `Asset:{id}` of demo entities left as an editor changed or deleted them. */
  kept: string[];
}

/** One entity the space refused; nothing after it was written. */
export class SeedFailedError extends Error {
  constructor(
    readonly entity: string,
    readonly problems: string[],
  ) {
    super(`Seeding ${entity} failed: ${problems.join('; ')}`);
    this.name = 'SeedFailedError';
  }
}

const LOCALE = 'en-US';
type Scope = { spaceId: string; environmentId: string };

const counts = (total: number): SeedCounts => ({ total, created: 0, updated: 0, unchanged: 0 });

function tagIds(metadata: { tags?: LinkRef[] } | undefined): string[] {
  return (metadata?.tags ?? []).map((t) => t.sys.id).sort();
}

/** Runs `work` on every item, at most `limit` at a time, in order of start. */
async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Runs `work`, turning a failure into a `SeedFailedError` naming `entity` and Contentful's messages. */
async function attempt<T>(entity: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new SeedFailedError(entity, problemsOf(error));
  }
}

/** The Upload API host of a target: the local service itself, or Contentful's `upload.` host next to `api.`. */
function uploadHost(target: ContentfulTarget): string {
  if (target.kind === 'local') return target.managementHost;
  return target.managementHost.startsWith('api.') ? target.managementHost.replace(/^api\./, 'upload.') : 'upload.contentful.com';
}

async function getMany<T extends { sys: { id: string } }>(
  ids: string[],
  fetchPage: (query: Record<string, string | number>) => Promise<{ items: T[] }>,
): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  for (let i = 0; i < ids.length; i += 100) {
    const batch = ids.slice(i, i + 100);
    const page = await fetchPage({ 'sys.id[in]': batch.join(','), limit: batch.length });
    for (const item of page.items) found.set(item.sys.id, item);
  }
  return found;
}

/**
 * Every problem that would stop the seed's entries from being written: content types that are
 * missing or unpublished, and fields the space's content types lack.
 */
async function modelProblems(client: PlainClientAPI, scope: Scope, entries: ExportEntry[]): Promise<string[]> {
  const page = await client.contentType.getMany({ ...scope, query: { limit: 1000 } });
  const types = new Map(page.items.map((ct) => [ct.sys.id, ct]));
  const problems = new Set<string>();
  for (const entry of entries) {
    const id = entry.sys.contentType.sys.id;
    const ct = types.get(id);
    if (!ct || !ct.sys.publishedVersion) {
      problems.add(`content type ${id} is ${ct ? 'not published' : 'missing'}`);
      continue;
    }
    const fields = new Set(ct.fields.map((f) => f.id));
    for (const fieldId of Object.keys(entry.fields)) if (!fields.has(fieldId)) problems.add(`${id}.${fieldId} is missing`);
  }
  return [...problems].sort();
}

async function seedTags(client: PlainClientAPI, scope: Scope, tags: ExportTag[], reset: boolean): Promise<SeedCounts> {
  const result = counts(tags.length);
  const existing = new Map((await client.tag.getMany({ ...scope, query: { limit: 1000 } })).items.map((t) => [t.sys.id, t]));
  for (const tag of tags) {
    const current = existing.get(tag.sys.id);
    if (!current) {
      await attempt(`tag ${tag.sys.id}`, () =>
        client.tag.createWithId({ ...scope, tagId: tag.sys.id }, { name: tag.name, sys: { visibility: tag.sys.visibility } }),
      );
      result.created++;
    } else if (current.name !== tag.name && reset) {
      await attempt(`tag ${tag.sys.id}`, () =>
        client.tag.update({ ...scope, tagId: tag.sys.id }, { name: tag.name, sys: { version: current.sys.version } }),
      );
      result.updated++;
    } else result.unchanged++;
  }
  return result;
}

interface AssetContext {
  client: PlainClientAPI;
  scope: Scope;
  imagesDir: string;
  /** How long the client waits between checks that an asset is processed. */
  processingCheckWait: number;
  /** The seed record of the last run. */
  record: SeedRecord;
  reset: boolean;
}

/** What one asset's run did, and the version it left (undefined when it was kept as an editor left it). */
interface AssetOutcome {
  outcome: 'created' | 'updated' | 'unchanged' | 'kept';
  version: number | undefined;
}

async function seedAsset(ctx: AssetContext, asset: ExportAsset, current: AssetProps | undefined): Promise<AssetOutcome> {
  const { client, scope } = ctx;
  const file = asset.fields.file[LOCALE];
  if (!file) throw new SeedFailedError(`asset ${asset.sys.id}`, [`the export has no ${LOCALE} file`]);
  const bytes = readFileSync(join(ctx.imagesDir, assetFilePath(file.url)));
  const title = asset.fields.title?.[LOCALE];
  const description = asset.fields.description?.[LOCALE];
  const currentFile = current?.fields.file?.[LOCALE];
  const sameFile =
    !!currentFile?.url &&
    currentFile.fileName === file.fileName &&
    currentFile.contentType === file.contentType &&
    currentFile.details?.size === bytes.length;
  const sameFields =
    current?.fields.title?.[LOCALE] === (title ?? file.fileName) &&
    current?.fields.description?.[LOCALE] === description &&
    isDeepStrictEqual(tagIds(current?.metadata), tagIds(asset.metadata));
  const action = seedAction(current?.sys, ctx.record[`Asset:${asset.sys.id}`], sameFile && sameFields, ctx.reset);
  if (action === 'kept') return { outcome: 'kept', version: undefined };
  if (action === 'unchanged') return { outcome: 'unchanged', version: current!.sys.version };

  const entity = `asset ${asset.sys.id}`;
  let fileValue = currentFile && sameFile ? currentFile : undefined;
  if (!fileValue) {
    const upload = await attempt(entity, () =>
      client.upload.create(scope, { file: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) }),
    );
    const uploadId = (upload as { sys: { id: string } }).sys.id;
    fileValue = {
      fileName: file.fileName,
      contentType: file.contentType,
      uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: uploadId } },
    };
  }
  const fields = {
    title: { [LOCALE]: title ?? file.fileName },
    ...(description !== undefined ? { description: { [LOCALE]: description } } : {}),
    file: { [LOCALE]: fileValue },
  };
  const metadata = { tags: asset.metadata.tags };
  let saved = await attempt(entity, () =>
    current
      ? client.asset.update({ ...scope, assetId: asset.sys.id }, { ...current, fields, metadata })
      : client.asset.createWithId({ ...scope, assetId: asset.sys.id }, { fields, metadata }),
  );
  if (!sameFile) {
    saved = await attempt(entity, () =>
      client.asset.processForAllLocales(scope, saved, { processingCheckWait: ctx.processingCheckWait, processingCheckRetries: 30 }),
    );
  }
  const published = await attempt(entity, () => client.asset.publish({ ...scope, assetId: asset.sys.id }, saved));
  return { outcome: current ? 'updated' : 'created', version: published.sys.version };
}

/**
 * The publish order: levels of entries whose links to other entries being published point only
 * at earlier levels. Entries left in a cycle form the last level.
 */
export function publishLevels(entries: { id: string; links: string[] }[]): string[][] {
  const pending = new Map(entries.map((e) => [e.id, new Set(e.links.filter((l) => l !== e.id))]));
  for (const deps of pending.values()) for (const dep of [...deps]) if (!pending.has(dep)) deps.delete(dep);
  const levels: string[][] = [];
  while (pending.size) {
    const ready = [...pending].filter(([, deps]) => deps.size === 0).map(([id]) => id);
    const level = ready.length ? ready : [...pending.keys()];
    levels.push(level.sort());
    for (const id of level) pending.delete(id);
    for (const deps of pending.values()) for (const id of level) deps.delete(id);
  }
  return levels;
}

/**
 * Loads the seed into the target's space and environment; see the module comment for the order
 * and what "unchanged" means.
 * @throws Error when the file is not a contentful-export document, or (with `migrate: false`)
 * when the space's model lacks a content type or field the seed needs.
 * @throws MigrationFailedError when a pending migration fails.
 * @throws SeedFailedError with Contentful's messages when the space refuses an entity.
 */
export async function seedSpace(options: SeedSpaceOptions): Promise<SeedResult> {
  const { target } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const environmentId = options.environmentId ?? target.environmentId;
  const scope: Scope = { spaceId: target.spaceId, environmentId };
  const seedFile = options.seedFile ?? SEED_FILE;
  const document = parseExportDocument(JSON.parse(readFileSync(seedFile, 'utf8')));
  // migrationHistory entries record what the migrations did: `npm run migrate` writes them here.
  const entries = document.entries.filter((e) => e.sys.contentType.sys.id !== HISTORY_CONTENT_TYPE);
  const local = target.kind === 'local';

  if (options.migrate ?? true) {
    await runPendingMigrations({ target, environmentId, certificate: options.certificate, log });
  }
  trustLocalService(target, options.certificate);
  const client = createClient(
    { accessToken: target.managementToken, host: target.managementHost, hostUpload: uploadHost(target), retryOnError: !local },
    { type: 'plain' },
  );
  const problems = await attempt(`environment ${environmentId}`, () => modelProblems(client, scope, entries));
  if (problems.length) {
    throw new Error(
      `The content model of environment "${environmentId}" lacks what the seed needs (${problems.join(', ')}). Run npm run migrate, or rebuild the seed for this model.`,
    );
  }
  const concurrency = local ? 8 : 4;
  const reset = options.reset ?? false;
  const stored = await attempt('the seed record', () => readSeedRecord(client, scope, LOCALE));
  const record: SeedRecord = { ...stored.record };
  const kept: string[] = [];
  try {
    const tags = await seedTags(client, scope, document.tags, reset);
    log(`[seed] tags: ${tags.created} created, ${tags.updated} updated, ${tags.unchanged} unchanged`);

    const assets = counts(document.assets.length);
    const currentAssets = await getMany(
      document.assets.map((a) => a.sys.id),
      (query) => client.asset.getMany({ ...scope, query }),
    );
    const assetContext: AssetContext = {
      client,
      scope,
      imagesDir: options.imagesDir ?? IMAGES_DIR,
      processingCheckWait: local ? 50 : 1000,
      record: stored.record,
      reset,
    };
    await mapLimit(document.assets, concurrency, async (asset) => {
      const { outcome, version } = await seedAsset(assetContext, asset, currentAssets.get(asset.sys.id));
      if (outcome === 'kept') kept.push(`Asset:${asset.sys.id}`);
      else assets[outcome]++;
      if (version !== undefined) record[`Asset:${asset.sys.id}`] = version;
    });
    log(`[seed] assets: ${assets.created} created, ${assets.updated} updated, ${assets.unchanged} unchanged`);

    const result = counts(entries.length);
    const currentEntries = await getMany(
      entries.map((e) => e.sys.id),
      (query) => client.entry.getMany({ ...scope, query }),
    );
    const drafts = new Map<string, EntryProps>();
    const toWrite: ExportEntry[] = [];
    for (const entry of entries) {
      const key = `Entry:${entry.sys.id}`;
      const current = currentEntries.get(entry.sys.id);
      const same =
        current !== undefined &&
        isDeepStrictEqual(current.fields, entry.fields) &&
        isDeepStrictEqual(tagIds(current.metadata), tagIds(entry.metadata));
      const action = seedAction(current?.sys, stored.record[key], same, reset);
      if (action === 'unchanged') {
        result.unchanged++;
        record[key] = current!.sys.version;
      } else if (action === 'publish') drafts.set(entry.sys.id, current!);
      else if (action === 'kept') kept.push(key);
      else toWrite.push(entry);
    }
    log(`[seed] entries: writing ${toWrite.length} of ${entries.length}`);
    await mapLimit(toWrite, concurrency, async (entry) => {
      const id = entry.sys.id;
      const current = currentEntries.get(id);
      const data = { fields: entry.fields, metadata: { tags: entry.metadata.tags } };
      const saved = await attempt(`entry ${id}`, () =>
        current
          ? client.entry.update({ ...scope, entryId: id }, { ...current, ...data })
          : client.entry.createWithId({ ...scope, entryId: id, contentTypeId: entry.sys.contentType.sys.id }, data),
      );
      drafts.set(id, saved);
      // Recorded as written now, so a run that stops before publishing resumes with it next time.
      record[`Entry:${id}`] = saved.sys.version;
    });

    const byId = new Map(entries.map((e) => [e.sys.id, e]));
    const levels = publishLevels(
      [...drafts.keys()].map((id) => ({
        id,
        links: linksIn(byId.get(id)!.fields)
          .filter((l) => l.linkType === 'Entry')
          .map((l) => l.id),
      })),
    );
    if (drafts.size) log(`[seed] entries: publishing ${drafts.size} in ${levels.length} rounds, linked entries first`);
    for (const level of levels) {
      await mapLimit(level, concurrency, async (id) => {
        const published = await attempt(`entry ${id}`, () => client.entry.publish({ ...scope, entryId: id }, drafts.get(id)!));
        record[`Entry:${id}`] = published.sys.version;
      });
    }
    for (const id of drafts.keys()) {
      if (currentEntries.has(id)) result.updated++;
      else result.created++;
    }

    const total = {
      created: assets.created + result.created,
      updated: assets.updated + result.updated,
      unchanged: assets.unchanged + result.unchanged,
    };
    if (kept.length) {
      log(
        `[seed] kept ${kept.length} demo ${kept.length === 1 ? 'entity' : 'entities'} as editors changed or deleted ${kept.length === 1 ? 'it' : 'them'} (npm run seed -- --reset restores the demo): ${kept.sort().join(', ')}`,
      );
    }
    log(
      `[seed] ${entries.length} entries, ${document.assets.length} assets: ${total.created} created, ${total.updated} updated, ${total.unchanged} unchanged${kept.length ? `, ${kept.length} kept` : ''}`,
    );
    return { environmentId, tags, assets, entries: result, kept: kept.sort() };
  } finally {
    // Whatever was written before a failure is recorded too, so the next run recognises it as the seed's.
    await writeSeedRecord(client, scope, LOCALE, stored, record);
  }
}
