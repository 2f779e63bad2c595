/**
 * The `contentful-export` file format, as far as the seed uses it: what `contentful-export`
 * writes and `contentful-import` reads (https://github.com/contentful/contentful-import,
 * "Content file format"). Entities keep Contentful's shape: `sys` with the id, type and
 * publishing state, `fields` keyed by field id and then by locale, `metadata.tags` as links.
 *
 * `parseExportDocument` checks a file's structure with zod, so the loader never casts.
 */
import { z } from 'zod';

/** Any JSON value. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const json: z.ZodType<Json> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(json), z.record(z.string(), json)]),
);

/** A link in `sys` or a field: `{ sys: { type: 'Link', linkType, id } }`. */
export type LinkRef<T extends string = string> = {
  sys: { type: 'Link'; linkType: T; id: string };
};

const linkRef = <T extends string>(linkType: T) =>
  z.object({ sys: z.object({ type: z.literal('Link'), linkType: z.literal(linkType), id: z.string().min(1) }) });

const localizedFields = z.record(z.string(), z.record(z.string(), json));

/** The `sys` that `contentful-export` writes for an entry or asset; `publishedVersion` makes `contentful-import` publish it. */
const publishableSys = z.object({
  id: z.string().regex(/^[a-zA-Z0-9-_.]{1,64}$/),
  type: z.string(),
  space: linkRef('Space'),
  environment: linkRef('Environment'),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  publishedVersion: z.number().int().optional(),
  publishedAt: z.string().optional(),
  firstPublishedAt: z.string().optional(),
  publishedCounter: z.number().int().optional(),
});

const metadata = z.object({ tags: z.array(linkRef('Tag')), concepts: z.array(json).optional() });

/** An entry: `metadata.tags`, publishing `sys` with its content type, localized `fields`. */
export const exportEntrySchema = z.object({
  metadata,
  sys: publishableSys.extend({ type: z.literal('Entry'), contentType: linkRef('ContentType') }),
  fields: localizedFields,
});

/** A processed asset file: protocol-relative `url`, size and image dimensions. */
export const assetFileSchema = z.object({
  url: z.string().regex(/^\/\/[^/]+\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/, 'a protocol-relative //host/space/asset/token/fileName URL'),
  details: z.object({ size: z.number().int(), image: z.object({ width: z.number().int(), height: z.number().int() }).optional() }),
  fileName: z.string().min(1),
  contentType: z.string().min(1),
});

/** An asset: title, description and file per locale. */
export const exportAssetSchema = z.object({
  metadata,
  sys: publishableSys.extend({ type: z.literal('Asset') }),
  fields: z.object({
    title: z.record(z.string(), z.string()).optional(),
    description: z.record(z.string(), z.string()).optional(),
    file: z.record(z.string(), assetFileSchema),
  }),
});

/** A content tag with its visibility. */
export const exportTagSchema = z.object({
  name: z.string().min(1),
  sys: z.object({ id: z.string(), type: z.literal('Tag'), visibility: z.enum(['public', 'private']) }).loose(),
});

/** A locale; `sys.id` is required by contentful-import, which reads it to match destination locales. */
export const exportLocaleSchema = z
  .object({
    name: z.string(),
    code: z.string(),
    fallbackCode: z.string().nullable(),
    default: z.boolean(),
    optional: z.boolean(),
    contentManagementApi: z.boolean(),
    contentDeliveryApi: z.boolean(),
    sys: z.object({ id: z.string(), type: z.literal('Locale') }).loose(),
  })
  .loose();

/** A content type as `contentful-export` writes it (fields kept as JSON: the loader only reads ids and types). */
export const exportContentTypeSchema = z
  .object({
    sys: z.object({ id: z.string(), type: z.literal('ContentType') }).loose(),
    name: z.string(),
    displayField: z.string().nullable().optional(),
    fields: z.array(z.object({ id: z.string(), type: z.string() }).loose()),
  })
  .loose();

/** The whole file. */
export const exportDocumentSchema = z.object({
  contentTypes: z.array(exportContentTypeSchema),
  editorInterfaces: z.array(z.record(z.string(), json)),
  locales: z.array(exportLocaleSchema),
  tags: z.array(exportTagSchema),
  assets: z.array(exportAssetSchema),
  entries: z.array(exportEntrySchema),
});

export type ExportEntry = z.infer<typeof exportEntrySchema>;
export type ExportAsset = z.infer<typeof exportAssetSchema>;
export type ExportTag = z.infer<typeof exportTagSchema>;
export type ExportDocument = z.infer<typeof exportDocumentSchema>;

/**
 * Parses a `contentful-export` document.
 * @throws Error naming the first problems (path and message) when the structure is not the export format.
 */
export function parseExportDocument(raw: unknown): ExportDocument {
  const parsed = exportDocumentSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Not a contentful-export document: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/**
 * Where `contentful-import --upload-assets --assets-directory DIR` reads an asset file: the
 * part of the protocol-relative `url` after `//`, under DIR (its `getAssetStreamForURL`), i.e.
 * `DIR/images.ctfassets.net/{space}/{asset}/{token}/{fileName}` — the layout
 * `contentful-export --download-assets` writes.
 */
export function assetFilePath(url: string): string {
  const [, path] = url.split('//');
  if (!path) throw new Error(`Asset URL ${url} is not protocol-relative (//host/…).`);
  return path;
}
