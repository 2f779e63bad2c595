import type { GraphQLError } from 'graphql';
import type { Asset, AssetFile, Entry, Sys } from '../types.js';
import type { ContentTypeModel, FieldModel } from './content-model.js';
import type { AssetNode, CollectionPage, EntryNode, GraphQLContext, LinkingNode, RichTextNode } from './context.js';
import { executionError, unknownLocale } from './errors.js';
import { ASSET_FILTER_FIELDS, assetFilter, entryFilter, type FilterInput, type FilterScope } from './filters.js';
import { localizedValue } from './locales.js';
import { sortAssets, sortEntries } from './ordering.js';
import { linkId, richTextTargets, toDateTime, type LinkKind } from './values.js';
import { assetUrl, type ImageTransformOptions } from './asset-url.js';

/**
 * The runtime side of the generated schema: how fields read stored entries and assets.
 * Section references are to https://www.contentful.com/developers/docs/references/graphql/.
 */

/** "Collection fields › Arguments": `limit` "Defaults to `100`; maximum is `1000`", `skip` defaults to 0. */
export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

export interface CollectionArgs {
  skip?: number | null;
  limit?: number | null;
  preview?: boolean | null;
  locale?: string | null;
  where?: FilterInput | null;
  order?: (string | null)[] | null;
}

/**
 * The locale a field resolves in: its `locale` argument, else the inherited one ("Locale
 * handling": the argument cascades). Unknown codes fail the field with UNKNOWN_LOCALE.
 */
export function requestedLocale(ctx: GraphQLContext, requested: string | null | undefined, inherited: string): string {
  if (requested === null || requested === undefined) return inherited;
  if (!ctx.locales.has(requested)) throw unknownLocale(requested);
  return requested;
}

export function filterScope(ctx: GraphQLContext, locale: string, preview: boolean): FilterScope {
  return { chain: ctx.locales.chain(locale), defaultLocale: ctx.locales.defaultCode, view: ctx.view(preview), model: ctx.model };
}

function contentTypeOf(entry: Entry): string {
  return entry.sys.contentType?.sys.id ?? '';
}

export function entryNode(ctx: GraphQLContext, entry: Entry, locale: string, preview: boolean): EntryNode | null {
  const type = ctx.model.byId.get(contentTypeOf(entry));
  return type ? { kind: 'Entry', entry, type, locale, preview } : null;
}

function assetNode(asset: Asset, locale: string, preview: boolean): AssetNode {
  return { kind: 'Asset', asset, locale, preview };
}

function page<T>(items: (T | GraphQLError)[], args: CollectionArgs): CollectionPage<T> {
  const skip = Math.max(0, args.skip ?? 0);
  const limit = Math.min(MAX_LIMIT, Math.max(0, args.limit ?? DEFAULT_LIMIT));
  return { skip, limit, total: items.length, items: items.slice(skip, skip + limit) };
}

function orderOf(args: CollectionArgs): string[] {
  return (args.order ?? []).filter((o): o is string => typeof o === 'string');
}

// ---- sys and metadata ------------------------------------------------------------------------

export interface SysJson {
  id: string;
  spaceId: string;
  environmentId: string;
  publishedAt: string | null;
  firstPublishedAt: string | null;
  publishedVersion: number | null;
  locale: string;
}

/**
 * "Schema generation › Sys field": `id spaceId environmentId publishedAt firstPublishedAt
 * publishedVersion locale`; `locale` is the locale the entity's fields resolve in.
 */
export function sysOf(ctx: GraphQLContext, sys: Sys, locale: string): SysJson {
  return {
    locale,
    id: sys.id,
    spaceId: ctx.env.spaceId,
    environmentId: ctx.env.environmentId,
    publishedAt: sys.publishedAt ?? null,
    firstPublishedAt: sys.firstPublishedAt ?? null,
    publishedVersion: sys.publishedVersion ?? null,
  };
}

/**
 * "Schema generation › ContentfulMetadata field": `tags { id name }` (public tags only, like the
 * CDA) and taxonomy `concepts { id }`.
 */
export function metadataOf(
  ctx: GraphQLContext,
  entity: Entry | Asset,
  preview: boolean,
): { tags: { id: string; name: string | null }[]; concepts: { id: string }[] } {
  const tags = ctx.view(preview).tags;
  const result = { tags: [] as { id: string; name: string | null }[], concepts: [] as { id: string }[] };
  for (const link of entity.metadata?.tags ?? []) {
    const id = link.sys?.id;
    if (typeof id !== 'string') continue;
    const tag = tags.get(id);
    if (tag?.sys.visibility === 'private') continue;
    result.tags.push({ id, name: tag?.name ?? null });
  }
  for (const link of (entity.metadata?.concepts ?? []) as { sys?: { id?: unknown } }[]) {
    if (typeof link.sys?.id === 'string') result.concepts.push({ id: link.sys.id });
  }
  return result;
}

// ---- entry fields ----------------------------------------------------------------------------

/** A field's stored value in `locale`, with fallbacks. */
export function fieldValue(ctx: GraphQLContext, node: EntryNode, field: FieldModel, locale: string): unknown {
  return localizedValue(node.entry.fields?.[field.id], ctx.locales.chain(locale), field.localized, ctx.locales.defaultCode);
}

/** Scalar fields ("Schema generation › Fields"): the value in the field's locale (argument or inherited). */
export function scalarFieldValue(ctx: GraphQLContext, node: EntryNode, field: FieldModel, localeArg: string | null | undefined): unknown {
  const value = fieldValue(ctx, node, field, requestedLocale(ctx, localeArg, node.locale));
  if (value === undefined || value === null) return null;
  switch (field.kind) {
    case 'Date':
      return toDateTime(value);
    case 'Integer':
    case 'Number':
      return typeof value === 'number' ? value : null;
    case 'Location': {
      const loc = value as { lat?: unknown; lon?: unknown };
      return { lat: typeof loc.lat === 'number' ? loc.lat : null, lon: typeof loc.lon === 'number' ? loc.lon : null };
    }
    case 'Symbols':
      return Array.isArray(value) ? value : null;
    default:
      return value;
  }
}

/** A rich text field: its document and the locale and API its `links` resolve with ("Schema generation › Rich text"). */
export function richTextValue(
  ctx: GraphQLContext,
  node: EntryNode,
  field: FieldModel,
  localeArg: string | null | undefined,
): RichTextNode | null {
  const locale = requestedLocale(ctx, localeArg, node.locale);
  const document = fieldValue(ctx, node, field, locale);
  if (!document || typeof document !== 'object') return null;
  return { document, locale, preview: node.preview, field, entryId: node.entry.sys.id };
}

/** Entries linked from a rich text document by nodes of `nodeType`, skipping links that do not resolve. */
export function richTextEntries(ctx: GraphQLContext, rich: RichTextNode, nodeType: string): EntryNode[] {
  const view = ctx.view(rich.preview);
  const nodes: EntryNode[] = [];
  for (const id of richTextTargets(rich.document, nodeType, 'Entry')) {
    const entry = view.entries.get(id);
    const node = entry ? entryNode(ctx, entry, rich.locale, rich.preview) : null;
    if (node) nodes.push(node);
  }
  return nodes;
}

export function richTextAssets(ctx: GraphQLContext, rich: RichTextNode, nodeType: string): AssetNode[] {
  const view = ctx.view(rich.preview);
  const nodes: AssetNode[] = [];
  for (const id of richTextTargets(rich.document, nodeType, 'Asset')) {
    const asset = view.assets.get(id);
    if (asset) nodes.push(assetNode(asset, rich.locale, rich.preview));
  }
  return nodes;
}

function unresolvable(linkType: LinkKind, id: string, field: FieldModel, owner: string): GraphQLError {
  return executionError(
    'UNRESOLVABLE_LINK',
    `Query execution error. Link to ${linkType === 'Entry' ? 'entry' : 'asset'} '${id}' on field '${field.name}' within type '${owner}' cannot be resolved`,
    { type: 'Link', linkType, id },
  );
}

/**
 * One linked entry. Links to entries this API cannot see (missing, or unpublished for the
 * delivery API) answer UNRESOLVABLE_LINK; entries of a content type the field does not accept
 * answer UNEXPECTED_LINKED_CONTENT_TYPE ("GraphQL Errors").
 */
function resolveEntryLink(
  ctx: GraphQLContext,
  parent: EntryNode,
  field: FieldModel,
  link: unknown,
  locale: string,
  preview: boolean,
): EntryNode | GraphQLError | null {
  const id = linkId(link, 'Entry');
  if (!id) return null;
  const entry = ctx.view(preview).entries.get(id);
  const node = entry ? entryNode(ctx, entry, locale, preview) : null;
  if (!node) return unresolvable('Entry', id, field, parent.type.typeName);
  if (field.targets.length && !field.targets.includes(node.type.id)) {
    return executionError(
      'UNEXPECTED_LINKED_CONTENT_TYPE',
      `Query execution error. Link from entry '${parent.entry.sys.id}' to entry '${id}' on field '${field.name}' within type '${parent.type.typeName}' returned an unexpected content type: '${node.type.id}'. Expected one of: ${field.targets.map((t) => `'${t}'`).join(', ')}`,
      { type: 'Link', linkType: 'Entry', id, contentTypeId: node.type.id, allowedContentTypeIds: field.targets },
    );
  }
  return node;
}

function resolveAssetLink(
  ctx: GraphQLContext,
  parent: EntryNode,
  field: FieldModel,
  link: unknown,
  locale: string,
  preview: boolean,
): AssetNode | GraphQLError | null {
  const id = linkId(link, 'Asset');
  if (!id) return null;
  const asset = ctx.view(preview).assets.get(id);
  return asset ? assetNode(asset, locale, preview) : unresolvable('Asset', id, field, parent.type.typeName);
}

interface LinkArgs {
  preview?: boolean | null;
  locale?: string | null;
  /** "Link Filtering": the linked type's own `{Type}Filter` on references restricted to one content type. */
  where?: FilterInput | null;
}

/**
 * A single reference ("Link to single entry"): the link is read in the parent's locale, the
 * linked entity resolves in the field's `locale` argument (or the parent's) — "The reference
 * field value itself is still resolved with the locale of the parent".
 */
export function singleLink(
  ctx: GraphQLContext,
  parent: EntryNode,
  field: FieldModel,
  args: LinkArgs,
): EntryNode | AssetNode | GraphQLError | null {
  const locale = requestedLocale(ctx, args.locale, parent.locale);
  const preview = args.preview ?? parent.preview;
  const link = fieldValue(ctx, parent, field, parent.locale);
  if (field.kind === 'AssetLink') return resolveAssetLink(ctx, parent, field, link, locale, preview);
  const node = resolveEntryLink(ctx, parent, field, link, locale, preview);
  if (!args.where || !node || node instanceof Error) return node;
  // "Link Filtering": "If there is a match, the author will be returned. Otherwise, you will receive a null value."
  const matches = entryFilter(args.where, node.type, filterScope(ctx, locale, preview));
  return matches(node.entry) ? node : null;
}

/**
 * `{field}Collection` of an array of links ("Link to collection of entities"): items in link
 * order, unresolvable ones as null with an error. `where`/`order` (single-type references)
 * filter and sort the resolvable items.
 */
export function linkCollection(
  ctx: GraphQLContext,
  parent: EntryNode,
  field: FieldModel,
  args: CollectionArgs,
): CollectionPage<EntryNode | AssetNode> {
  const locale = requestedLocale(ctx, args.locale, parent.locale);
  const preview = args.preview ?? parent.preview;
  const value = fieldValue(ctx, parent, field, parent.locale);
  const links = Array.isArray(value) ? value : [];
  if (field.kind === 'AssetLinks') {
    const items = links
      .map((l) => resolveAssetLink(ctx, parent, field, l, locale, preview))
      .filter((i): i is AssetNode | GraphQLError => i !== null);
    return page(items, args);
  }
  let items = links
    .map((l) => resolveEntryLink(ctx, parent, field, l, locale, preview))
    .filter((i): i is EntryNode | GraphQLError => i !== null);
  const order = orderOf(args);
  if (args.where || order.length) {
    const target = ctx.model.byId.get(field.targets[0] ?? '') ?? null;
    const scope = filterScope(ctx, locale, preview);
    const predicate = entryFilter(args.where, target, scope);
    let entries = items
      .filter((i): i is EntryNode => !(i instanceof Error))
      .map((n) => n.entry)
      .filter(predicate);
    if (order.length) entries = sortEntries(entries, order, target, scope);
    items = entries.map((e) => entryNode(ctx, e, locale, preview)!);
  }
  return page(items, args);
}

// ---- root fields -----------------------------------------------------------------------------

/** `{type}(id:)`, "Single resource fields": the entry, or null when this API cannot see it. */
export function rootEntry(ctx: GraphQLContext, type: ContentTypeModel | null, args: { id: string } & LinkArgs): EntryNode | null {
  const locale = requestedLocale(ctx, args.locale, ctx.locales.defaultCode);
  const preview = args.preview === true;
  const entry = ctx.view(preview).entries.get(args.id);
  if (!entry || (type && contentTypeOf(entry) !== type.id)) return null;
  return entryNode(ctx, entry, locale, preview);
}

/** `{type}Collection` and `entryCollection` ("Collection fields"), in the default order unless `order` is given. */
export function rootEntryCollection(ctx: GraphQLContext, type: ContentTypeModel | null, args: CollectionArgs): CollectionPage<EntryNode> {
  const locale = requestedLocale(ctx, args.locale, ctx.locales.defaultCode);
  const preview = args.preview === true;
  const view = ctx.view(preview);
  let entries = view.defaultOrdered(type?.id ?? null);
  if (!type) entries = entries.filter((e) => ctx.model.byId.has(contentTypeOf(e)));
  const scope = filterScope(ctx, locale, preview);
  if (args.where) entries = entries.filter(entryFilter(args.where, type, scope));
  const order = orderOf(args);
  if (order.length) entries = sortEntries(entries, order, type, scope);
  const result = page(entries, args);
  return { ...result, items: (result.items as Entry[]).map((e) => entryNode(ctx, e, locale, preview)!) };
}

export function rootAsset(ctx: GraphQLContext, args: { id: string } & LinkArgs): AssetNode | null {
  const locale = requestedLocale(ctx, args.locale, ctx.locales.defaultCode);
  const preview = args.preview === true;
  const asset = ctx.view(preview).assets.get(args.id);
  return asset ? assetNode(asset, locale, preview) : null;
}

export function rootAssetCollection(ctx: GraphQLContext, args: CollectionArgs): CollectionPage<AssetNode> {
  const locale = requestedLocale(ctx, args.locale, ctx.locales.defaultCode);
  const preview = args.preview === true;
  const scope = filterScope(ctx, locale, preview);
  let assets = ctx.view(preview).defaultOrderedAssets();
  if (args.where) assets = assets.filter(assetFilter(args.where, scope));
  const order = orderOf(args);
  if (order.length) assets = sortAssets(assets, order, (a, name) => ASSET_FILTER_FIELDS[name]?.read(a, scope));
  const result = page(assets, args);
  return { ...result, items: (result.items as Asset[]).map((a) => assetNode(a, locale, preview)) };
}

/** `_node(id:)`: any entry by id (the `_Node` interface). */
export function rootNode(ctx: GraphQLContext, args: { id: string } & LinkArgs): EntryNode | null {
  return rootEntry(ctx, null, args);
}

// ---- linkedFrom ------------------------------------------------------------------------------

/**
 * `linkedFrom(allowedLocales:)`: entries linking to this entity. Links are looked up in the
 * default locale unless `allowedLocales` lists others.
 */
export function linkedFrom(
  ctx: GraphQLContext,
  targetId: string,
  parent: { locale: string; preview: boolean },
  allowedLocales: (string | null)[] | null | undefined,
): LinkingNode {
  const locales = (allowedLocales ?? []).filter((l): l is string => typeof l === 'string');
  for (const code of locales) if (!ctx.locales.has(code)) throw unknownLocale(code);
  return { targetId, locales: locales.length ? locales : [ctx.locales.defaultCode], locale: parent.locale, preview: parent.preview };
}

/** `linkedFrom { entryCollection }` and `linkedFrom { {type}Collection(order:) }` ("linkedFrom does not have any default ordering"). */
export function linkingCollection(
  ctx: GraphQLContext,
  linking: LinkingNode,
  source: ContentTypeModel | null,
  args: CollectionArgs,
): CollectionPage<EntryNode> {
  const locale = requestedLocale(ctx, args.locale, linking.locale);
  const preview = args.preview ?? linking.preview;
  const incoming = ctx.view(preview).incomingLinks().get(linking.targetId) ?? [];
  let entries = incoming
    .filter((l) => linking.locales.some((code) => l.locales.has(code)))
    .map((l) => l.source)
    .filter((e) => (source ? contentTypeOf(e) === source.id : ctx.model.byId.has(contentTypeOf(e))));
  const order = orderOf(args);
  if (order.length) entries = sortEntries(entries, order, source, filterScope(ctx, locale, preview));
  const result = page(entries, args);
  return { ...result, items: (result.items as Entry[]).map((e) => entryNode(ctx, e, locale, preview)!) };
}

// ---- assets ----------------------------------------------------------------------------------

/** The localized `file` of an asset. */
export function assetFile(ctx: GraphQLContext, node: AssetNode, localeArg: string | null | undefined): AssetFile | undefined {
  const locale = requestedLocale(ctx, localeArg, node.locale);
  return localizedValue(node.asset.fields.file, ctx.locales.chain(locale), true, ctx.locales.defaultCode) as AssetFile | undefined;
}

export function assetText(
  ctx: GraphQLContext,
  node: AssetNode,
  name: 'title' | 'description',
  localeArg: string | null | undefined,
): unknown {
  const locale = requestedLocale(ctx, localeArg, node.locale);
  return localizedValue(node.asset.fields[name], ctx.locales.chain(locale), true, ctx.locales.defaultCode) ?? null;
}

/** `Asset.url(transform:)`: absolute, with Images API parameters for images. */
export function assetUrlValue(
  ctx: GraphQLContext,
  node: AssetNode,
  args: { transform?: ImageTransformOptions | null; locale?: string | null },
): string | null {
  const file = assetFile(ctx, node, args.locale);
  if (!file?.url) return null;
  return assetUrl(file.url, ctx.publicUrl, file.contentType, args.transform);
}
