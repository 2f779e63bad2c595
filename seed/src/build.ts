/**
 * `npm run seed:build [-- --check]` (`node --import tsx seed/src/build.ts`): builds `seed/demo-content.json`, the
 * demo site in `contentful-export` format, from the content described in `content/`, and the
 * image files under `seed/images/` it points at.
 *
 * The file holds the content model as well (content types, editor interfaces and the
 * `migrationHistory` entries of every migration, copied from `content-model/content-types.json`),
 * so `contentful-import --content-file seed/demo-content.json` alone recreates a working space that
 * `npm run migrate` then treats as migrated; with `--skip-content-model` it loads the content into a
 * space migrated beforehand. Entries and assets carry `publishedVersion`, which makes
 * `contentful-import` publish them.
 *
 * Images are rendered only when their file is missing: the committed files are the source of the
 * export's sizes, so another sharp build never makes the export stale. `--check` writes nothing and
 * exits 1 when the JSON or the image files differ from what the sources produce.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { listMigrationFiles } from '@insurer/migrations/files';
import { HISTORY_CONTENT_TYPE } from '@insurer/migrations/history';
import { format, resolveConfig } from 'prettier';
import { SeedBuilder } from './builder.js';
import { SEED_TAGS, buildContent } from './content/index.js';
import { assetFilePath, type Json } from './export-format.js';
import { contentTypeOf, imageSpecs, renderImage, specToken, type ImageSpec } from './images.js';
import { validateSeed, type ModelContentType } from './validate.js';
import { IMAGES_DIR, REPO_ROOT, SEED_FILE } from './paths.js';

const CONTENT_TYPES_FILE = join(REPO_ROOT, 'content-model', 'content-types.json');

/** The space id the export's `sys` and asset URLs name (any id works for an import). */
export const EXPORT_SPACE_ID = 'lanternfielddemo';
/** Every `sys` date of the export: fixed, so the file only changes when the content does. */
export const EXPORT_TIMESTAMP = '2026-11-01T09:00:00.000Z';
const LOCALE = 'en-US';

/** One image file the export points at. */
export interface SeedImage {
  spec: ImageSpec;
  /** Path below `IMAGES_DIR`. */
  path: string;
  bytes: Buffer;
  /** False when the file was rendered now because it is not on disk yet. */
  onDisk: boolean;
}

/** The export file's text and the images it needs. */
export interface BuiltSeed {
  json: string;
  images: SeedImage[];
}

interface ContentModelFile {
  contentTypes: (ModelContentType & { sys: { id: string; type: string }; name: string })[];
  editorInterfaces: Json[];
  locales: { code: string; default: boolean; [key: string]: Json }[];
}

const link = (linkType: string, id: string): Json => ({ sys: { type: 'Link', linkType, id } });

/** The `sys` contentful-export writes for an entity published once and unchanged since. */
function publishedSys(type: string, id: string, extra: Record<string, Json> = {}): Record<string, Json> {
  return {
    space: link('Space', EXPORT_SPACE_ID),
    id,
    type,
    createdAt: EXPORT_TIMESTAMP,
    updatedAt: EXPORT_TIMESTAMP,
    environment: link('Environment', 'master'),
    publishedVersion: 1,
    publishedAt: EXPORT_TIMESTAMP,
    firstPublishedAt: EXPORT_TIMESTAMP,
    publishedCounter: 1,
    version: 2,
    ...extra,
  };
}

const localized = (value: Json): Json => ({ [LOCALE]: value });

async function images(imagesDir: string): Promise<SeedImage[]> {
  return Promise.all(
    imageSpecs().map(async (spec) => {
      const path = assetFilePath(assetUrl(spec));
      const file = join(imagesDir, path);
      const onDisk = existsSync(file);
      return { spec, path, onDisk, bytes: onDisk ? readFileSync(file) : await renderImage(spec) };
    }),
  );
}

/** The protocol-relative URL of an image in the export, in Contentful's `images.ctfassets.net` layout. */
function assetUrl(spec: ImageSpec): string {
  return `//images.ctfassets.net/${EXPORT_SPACE_ID}/${spec.id}/${specToken(spec)}/${spec.fileName}`;
}

/**
 * Builds the export in memory from `content/` and the model in `content-model/`.
 * @throws Error listing every problem when the content does not fit the model.
 */
export async function buildSeed(imagesDir: string = IMAGES_DIR): Promise<BuiltSeed> {
  const model = JSON.parse(readFileSync(CONTENT_TYPES_FILE, 'utf8')) as ContentModelFile;
  const builder = new SeedBuilder();
  buildContent(builder);
  const files = await images(imagesDir);
  const types = new Map(model.contentTypes.map((ct) => [ct.sys.id, ct]));

  // Defaults are written out: the CMA applies them on create, so a seed without them would differ
  // from what the space holds and never be "unchanged".
  const entries = builder.entries().map((entry) => {
    const ct = types.get(entry.contentType);
    const fields: Record<string, Json> = {};
    for (const field of ct?.fields ?? []) {
      const value = entry.fields[field.id] ?? field.defaultValue?.[LOCALE];
      if (value !== undefined) fields[field.id] = value;
    }
    for (const [id, value] of Object.entries(entry.fields)) if (!(id in fields)) fields[id] = value;
    return { ...entry, fields };
  });
  const problems = validateSeed(model.contentTypes, entries, new Map(files.map((f) => [f.spec.id, contentTypeOf(f.spec)])));
  if (problems.length) throw new Error(`The seed does not fit the content model:\n- ${problems.join('\n- ')}`);

  const history = listMigrationFiles().map((m) => ({
    metadata: { tags: [] },
    sys: publishedSys('Entry', `migration-${m.name}`, { contentType: link('ContentType', HISTORY_CONTENT_TYPE) }),
    fields: { name: localized(m.name), appliedAt: localized(EXPORT_TIMESTAMP) },
  }));

  const document = {
    contentTypes: model.contentTypes.map(({ sys, ...rest }) => ({ sys: publishedSys('ContentType', sys.id), ...rest })),
    editorInterfaces: model.editorInterfaces,
    locales: model.locales.map((l) => ({ ...l, sys: { id: `locale-${l.code}`, type: 'Locale', version: 1 } })),
    tags: SEED_TAGS.map((t) => ({
      name: t.name,
      sys: {
        id: t.id,
        type: 'Tag',
        visibility: 'public',
        space: link('Space', EXPORT_SPACE_ID),
        environment: link('Environment', 'master'),
        createdAt: EXPORT_TIMESTAMP,
        updatedAt: EXPORT_TIMESTAMP,
        version: 1,
      },
    })),
    assets: files.map(({ spec, bytes }) => ({
      metadata: { tags: [link('Tag', 'demo')] },
      sys: publishedSys('Asset', spec.id),
      fields: {
        title: localized(spec.title),
        description: localized(spec.description),
        file: localized({
          url: assetUrl(spec),
          details: { size: bytes.length, image: { width: spec.width, height: spec.height } },
          fileName: spec.fileName,
          contentType: contentTypeOf(spec),
        }),
      },
    })),
    entries: [
      ...history,
      ...entries
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map((e) => ({
          metadata: { tags: e.tags.map((t) => link('Tag', t)) },
          sys: publishedSys('Entry', e.id, { contentType: link('ContentType', e.contentType) }),
          fields: Object.fromEntries(Object.entries(e.fields).map(([id, value]) => [id, localized(value)])),
        })),
    ],
  };
  const options = (await resolveConfig(SEED_FILE)) ?? {};
  const json = await format(JSON.stringify(document), { ...options, parser: 'json', filepath: SEED_FILE });
  return { json, images: files };
}

/** Image files under `imagesDir` that the export does not point at. */
function strayImages(built: BuiltSeed, imagesDir: string): string[] {
  const wanted = new Set(built.images.map((i) => i.path));
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [relative(imagesDir, path)];
        })
      : [];
  return walk(join(imagesDir, 'images.ctfassets.net')).filter((p) => !wanted.has(p));
}

/** What differs between the sources and the committed files (empty when up to date). */
export function staleSeedFiles(built: BuiltSeed, seedFile: string = SEED_FILE, imagesDir: string = IMAGES_DIR): string[] {
  const stale: string[] = [];
  const current = existsSync(seedFile) ? readFileSync(seedFile, 'utf8') : undefined;
  if (current !== built.json) stale.push(relative(REPO_ROOT, seedFile));
  for (const image of built.images) if (!image.onDisk) stale.push(`${relative(REPO_ROOT, imagesDir)}/${image.path} (missing)`);
  for (const path of strayImages(built, imagesDir)) stale.push(`${relative(REPO_ROOT, imagesDir)}/${path} (no longer used)`);
  return stale;
}

/** Writes the export file and the missing images, and deletes images no longer used; answers what changed. */
export function writeSeed(built: BuiltSeed, seedFile: string = SEED_FILE, imagesDir: string = IMAGES_DIR): string[] {
  const changed = staleSeedFiles(built, seedFile, imagesDir);
  mkdirSync(dirname(seedFile), { recursive: true });
  writeFileSync(seedFile, built.json);
  for (const image of built.images) {
    if (image.onDisk) continue;
    const file = join(imagesDir, image.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, image.bytes);
  }
  for (const path of strayImages(built, imagesDir)) {
    rmSync(join(imagesDir, path));
    // Remove the folders the file leaves empty, up to the images folder.
    for (let dir = dirname(join(imagesDir, path)); dir !== imagesDir && readdirSync(dir).length === 0; dir = dirname(dir))
      rmSync(dir, { recursive: true });
  }
  return changed;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const check = process.argv.includes('--check');
  try {
    const built = await buildSeed();
    const changed = check ? staleSeedFiles(built) : writeSeed(built);
    if (check && changed.length) {
      console.error(`[seed:build] stale: ${changed.join(', ')}; run npm run seed:build`);
      process.exitCode = 1;
    } else {
      const list = changed.length > 4 ? `${changed.slice(0, 3).join(', ')} and ${changed.length - 3} more` : changed.join(', ');
      console.log(changed.length ? `[seed:build] wrote: ${list}` : '[seed:build] seed/ is up to date');
    }
  } catch (error) {
    console.error(`[seed:build] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
