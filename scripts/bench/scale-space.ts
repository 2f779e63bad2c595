/**
 * The spaces `npm run bench:scale` measures: the demo seed, loaded into a local content service,
 * grown to about N entries and assets by copying its pages and articles with everything they
 * link to (blocks, cards, tabs, images and their assets), so the copies keep the demo's
 * proportions. The copies are written straight into the content service's store (one SQLite
 * transaction, as the seed's entities end up there), not through the Management API, so 50,000
 * take seconds. Copy k of an entry has the id `{id}-s{k}`; its page or article lives at
 * `/s{k}{url}`; links inside a copy point at the same copy, links to what is shared (other pages,
 * navigation, footer, forms, people, head tags) at the original.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, startContentService, type EntityRecord, type RunningService } from '@insurer/content-service';
import { parseContentfulEnv } from '../src/contentful-env.js';
import { runPendingMigrations } from '../src/migrate.js';
import { seedSpace } from '../src/seed.js';

/** Documents: the entries the site serves at a URL. */
const DOCUMENT_TYPES = new Set(['staticPage', 'article']);
/** Entries every copy shares with the demo (one per site, or configuration): links to them are kept. */
const SHARED_TYPES = new Set([
  'navigation',
  'navigationGroup',
  'footer',
  'footerColumn',
  'alertBanner',
  'featureFlags',
  'siteSettings',
  'migrationHistory',
  'form',
  'formField',
  'listOption',
  'quoteRates',
  'person',
  'headTag',
  'agency',
  'salesOffice',
]);

/** The ports and folder of a content service the generator starts in this process. */
export interface ContentServicePlace {
  port: number;
  tlsPort: number;
  dataDir: string;
}

type Link = { sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string } };
type Entity = EntityRecord['draft'] & { sys: { id: string; contentType?: { sys: { id: string } } }; fields?: Record<string, unknown> };

/** Starts the content service of `place` in this process, with no webhooks. */
async function startService(place: ContentServicePlace): Promise<{ service: RunningService; env: NodeJS.ProcessEnv }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTENT_SERVICE_PORT: String(place.port),
    CONTENT_SERVICE_TLS_PORT: String(place.tlsPort),
    CONTENT_SERVICE_DATA_DIR: place.dataDir,
    CONTENT_SERVICE_WEBHOOK_URLS: '',
    CONTENTFUL_GRAPHQL_ENDPOINT: '',
    CONTENTFUL_MANAGEMENT_HOST: '',
  };
  return { service: await startContentService(loadConfig(env)), env };
}

/**
 * The demo space in `place.dataDir`: migrated and seeded (as `npm start` and `npm run cluster`
 * seed) when the folder does not hold it yet.
 */
export async function demoTemplate(place: ContentServicePlace, log: (line: string) => void): Promise<void> {
  if (existsSync(join(place.dataDir, '.seeded'))) return;
  rmSync(place.dataDir, { recursive: true, force: true });
  const { service, env } = await startService(place);
  try {
    const target = parseContentfulEnv(env);
    await runPendingMigrations({ target, certificate: service.certificate, log });
    await seedSpace({ target, certificate: service.certificate, log: () => undefined });
  } finally {
    await service.close();
  }
  // written last: a run stopped halfway seeds again
  writeFileSync(join(place.dataDir, '.seeded'), new Date().toISOString());
}

/** What `growSpace` wrote. */
export interface GrownSpace {
  /** Entries and assets in the space after growing it. */
  entities: number;
  entries: number;
  assets: number;
  /** Published pages and articles. */
  documents: number;
  /** Copies made (the last one may be partial). */
  copies: number;
  /** Milliseconds spent writing the copies. */
  writeMs: number;
}

/** Every link (`{ sys: { type: 'Link' } }`) in a value, rich text included. */
function linksIn(value: unknown, out: Link[] = []): Link[] {
  if (Array.isArray(value)) for (const item of value) linksIn(item, out);
  else if (value && typeof value === 'object') {
    const sys = (value as { sys?: { type?: unknown } }).sys;
    if (sys?.type === 'Link') out.push(value as Link);
    else for (const item of Object.values(value)) linksIn(item, out);
  }
  return out;
}

/** `value` with every link whose target `rename` maps given the new id. */
function relinked<T>(value: T, rename: (link: Link) => string | undefined): T {
  if (Array.isArray(value)) return value.map((item: unknown) => relinked(item, rename)) as T;
  if (value && typeof value === 'object') {
    const sys = (value as { sys?: { type?: unknown } }).sys;
    if (sys?.type === 'Link') {
      const link = value as unknown as Link;
      const id = rename(link);
      return (id ? { sys: { ...link.sys, id } } : value) as T;
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, relinked(v, rename)])) as T;
  }
  return value;
}

/**
 * Copies `entity` as copy `k`: its id, its links into the copy (`inCopy`), and a document's URL
 * under `/s{k}`.
 */
function copyOf(entity: Entity, k: number, inCopy: (link: Link) => string | undefined): Entity {
  const copy = relinked(structuredClone(entity), inCopy);
  copy.sys.id = `${entity.sys.id}-s${k}`;
  const url = (copy.fields?.url as Record<string, string> | undefined) ?? undefined;
  if (url && DOCUMENT_TYPES.has(entity.sys.contentType?.sys.id ?? ''))
    for (const locale of Object.keys(url)) url[locale] = `/s${k}${url[locale] === '/' ? '' : url[locale]}`;
  return copy;
}

/**
 * Grows the demo space in `place.dataDir` (made by `demoTemplate`, copied there by the caller) to
 * at least `size` entries and assets, copying page after page (each with what it links to that
 * is not shared) until the space holds that many.
 */
export async function growSpace(place: ContentServicePlace, size: number): Promise<GrownSpace> {
  const { service } = await startService(place);
  try {
    const { store, config } = service.ctx;
    const env = { spaceId: config.spaceId, environmentId: 'master' };
    const entries = new Map(store.list(env, 'Entry').map((r) => [r.id, r]));
    const assets = new Map(store.list(env, 'Asset').map((r) => [r.id, r]));
    const typeOf = (id: string) => (entries.get(id)?.draft as Entity | undefined)?.sys.contentType?.sys.id ?? '';
    // what a document brings with it: everything it reaches that is neither shared nor another document
    const closure = (root: string): Set<string> => {
      const found = new Set<string>([`Entry:${root}`]);
      const queue = [root];
      while (queue.length) {
        const record = entries.get(queue.pop()!);
        if (!record) continue;
        for (const link of linksIn([(record.draft as Entity).fields, (record.published as Entity | null)?.fields])) {
          const key = `${link.sys.linkType}:${link.sys.id}`;
          if (found.has(key)) continue;
          if (link.sys.linkType === 'Asset') {
            if (assets.has(link.sys.id)) found.add(key);
            continue;
          }
          const type = typeOf(link.sys.id);
          if (!entries.has(link.sys.id) || DOCUMENT_TYPES.has(type) || SHARED_TYPES.has(type)) continue;
          found.add(key);
          queue.push(link.sys.id);
        }
      }
      return found;
    };
    const documents = [...entries.values()].filter((r) => r.published && DOCUMENT_TYPES.has(typeOf(r.id))).map((r) => r.id);
    const closures = documents.map(closure);
    let count = entries.size + assets.size;
    let documentCount = documents.length;
    let copies = 0;
    const started = performance.now();
    store.transaction(() => {
      for (let k = 1; count < size; k++) {
        copies = k;
        // what copy k holds so far: its links point inside it
        const copied = new Set<string>();
        for (const members of closures) {
          if (count >= size) break;
          const inCopy = (link: Link) => (members.has(`${link.sys.linkType}:${link.sys.id}`) ? `${link.sys.id}-s${k}` : undefined);
          for (const key of members) {
            if (copied.has(key)) continue;
            copied.add(key);
            const [kind, id] = key.split(':') as ['Entry' | 'Asset', string];
            const record = (kind === 'Entry' ? entries : assets).get(id)!;
            store.save(env, kind, {
              id: `${id}-s${k}`,
              draft: copyOf(record.draft as Entity, k, inCopy),
              published: record.published ? copyOf(record.published as Entity, k, inCopy) : null,
            });
            count++;
            if (kind === 'Entry' && record.published && DOCUMENT_TYPES.has(typeOf(id))) documentCount++;
          }
        }
      }
    });
    const writeMs = performance.now() - started;
    return {
      entities: count,
      entries: store.list(env, 'Entry').length,
      assets: store.list(env, 'Asset').length,
      documents: documentCount,
      copies,
      writeMs,
    };
  } finally {
    await service.close();
  }
}
