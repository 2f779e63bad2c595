import type { GraphQLError } from 'graphql';
import type { Asset, AssetFile, Entry, Sys } from '../types.js';
import type { ContentTypeModel, FieldModel } from './content-model.js';
import type { AssetNode, CollectionPage, EntryNode, GraphQLContext, LinkingNode, RichTextNode } from './context.js';
import { type FilterInput, type FilterScope } from './filters.js';
import { type ImageTransformOptions } from './asset-url.js';
/**
 * The runtime side of the generated schema: how fields read stored entries and assets.
 * Section references are to https://www.contentful.com/developers/docs/references/graphql/.
 */
/** "Collection fields › Arguments": `limit` "Defaults to `100`; maximum is `1000`", `skip` defaults to 0. */
export declare const DEFAULT_LIMIT = 100;
export declare const MAX_LIMIT = 1000;
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
export declare function requestedLocale(ctx: GraphQLContext, requested: string | null | undefined, inherited: string): string;
export declare function filterScope(ctx: GraphQLContext, locale: string, preview: boolean): FilterScope;
export declare function entryNode(ctx: GraphQLContext, entry: Entry, locale: string, preview: boolean): EntryNode | null;
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
export declare function sysOf(ctx: GraphQLContext, sys: Sys, locale: string): SysJson;
/**
 * "Schema generation › ContentfulMetadata field": `tags { id name }` (public tags only, like the
 * CDA) and taxonomy `concepts { id }`.
 */
export declare function metadataOf(ctx: GraphQLContext, entity: Entry | Asset, preview: boolean): {
    tags: {
        id: string;
        name: string | null;
    }[];
    concepts: {
        id: string;
    }[];
};
/** A field's stored value in `locale`, with fallbacks. */
export declare function fieldValue(ctx: GraphQLContext, node: EntryNode, field: FieldModel, locale: string): unknown;
/** Scalar fields ("Schema generation › Fields"): the value in the field's locale (argument or inherited). */
export declare function scalarFieldValue(ctx: GraphQLContext, node: EntryNode, field: FieldModel, localeArg: string | null | undefined): unknown;
/** A rich text field: its document and the locale and API its `links` resolve with ("Schema generation › Rich text"). */
export declare function richTextValue(ctx: GraphQLContext, node: EntryNode, field: FieldModel, localeArg: string | null | undefined): RichTextNode | null;
/** Entries linked from a rich text document by nodes of `nodeType`, skipping links that do not resolve. */
export declare function richTextEntries(ctx: GraphQLContext, rich: RichTextNode, nodeType: string): EntryNode[];
export declare function richTextAssets(ctx: GraphQLContext, rich: RichTextNode, nodeType: string): AssetNode[];
interface LinkArgs {
    preview?: boolean | null;
    locale?: string | null;
    /** "Link Filtering": a `cf{Type}NestedFilter` on references restricted to one content type. */
    where?: FilterInput | null;
}
/**
 * A single reference ("Link to single entry"): the link is read in the parent's locale, the
 * linked entity resolves in the field's `locale` argument (or the parent's) — "The reference
 * field value itself is still resolved with the locale of the parent".
 */
export declare function singleLink(ctx: GraphQLContext, parent: EntryNode, field: FieldModel, args: LinkArgs): EntryNode | AssetNode | GraphQLError | null;
/**
 * `{field}Collection` of an array of links ("Link to collection of entities"): items in link
 * order, unresolvable ones as null with an error. `where`/`order` (single-type references)
 * filter and sort the resolvable items.
 */
export declare function linkCollection(ctx: GraphQLContext, parent: EntryNode, field: FieldModel, args: CollectionArgs): CollectionPage<EntryNode | AssetNode>;
/** `{type}(id:)`, "Single resource fields": the entry, or null when this API cannot see it. */
export declare function rootEntry(ctx: GraphQLContext, type: ContentTypeModel | null, args: {
    id: string;
} & LinkArgs): EntryNode | null;
/** `{type}Collection` and `entryCollection` ("Collection fields"), in the default order unless `order` is given. */
export declare function rootEntryCollection(ctx: GraphQLContext, type: ContentTypeModel | null, args: CollectionArgs): CollectionPage<EntryNode>;
export declare function rootAsset(ctx: GraphQLContext, args: {
    id: string;
} & LinkArgs): AssetNode | null;
export declare function rootAssetCollection(ctx: GraphQLContext, args: CollectionArgs): CollectionPage<AssetNode>;
/** `_node(id:)`: any entry by id (the `_Node` interface). */
export declare function rootNode(ctx: GraphQLContext, args: {
    id: string;
} & LinkArgs): EntryNode | null;
/**
 * `linkedFrom(allowedLocales:)`: entries linking to this entity. Links are looked up in the
 * default locale unless `allowedLocales` lists others.
 */
export declare function linkedFrom(ctx: GraphQLContext, targetId: string, parent: {
    locale: string;
    preview: boolean;
}, allowedLocales: (string | null)[] | null | undefined): LinkingNode;
/** `linkedFrom { entryCollection }` and `linkedFrom { {type}Collection(order:) }` ("linkedFrom does not have any default ordering"). */
export declare function linkingCollection(ctx: GraphQLContext, linking: LinkingNode, source: ContentTypeModel | null, args: CollectionArgs): CollectionPage<EntryNode>;
/** The localized `file` of an asset. */
export declare function assetFile(ctx: GraphQLContext, node: AssetNode, localeArg: string | null | undefined): AssetFile | undefined;
export declare function assetText(ctx: GraphQLContext, node: AssetNode, name: 'title' | 'description', localeArg: string | null | undefined): unknown;
/** `Asset.url(transform:)`: absolute, with Images API parameters for images. */
export declare function assetUrlValue(ctx: GraphQLContext, node: AssetNode, args: {
    transform?: ImageTransformOptions | null;
    locale?: string | null;
}): string | null;
export {};
