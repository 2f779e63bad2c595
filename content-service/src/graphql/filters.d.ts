import type { Asset, Entry } from '../types.js';
import type { ContentTypeModel, FieldKind, FieldModel, SpaceModel } from './content-model.js';
import type { EnvView } from './entity-index.js';
/**
 * The `where` argument of collections: "Collection Filters"
 * (https://www.contentful.com/developers/docs/references/graphql/#/reference/collection-filters).
 * Keys combine with AND; `AND`/`OR` take lists of filters; `sys` and `contentfulMetadata` filter
 * system properties and tags; single-type references filter the linked entry one level deep
 * ("Link Filtering", "Nested collection filters").
 */
export type FilterOp = '' | 'not' | 'exists' | 'in' | 'not_in' | 'contains' | 'not_contains' | 'gt' | 'gte' | 'lt' | 'lte' | 'contains_all' | 'contains_some' | 'contains_none' | 'within_circle' | 'within_rectangle';
/**
 * The operators of each field kind ("Filters by field type"): equality, `_not`, `_in`,
 * `_not_in` for scalars; `_contains`/`_not_contains` for strings and rich text; `_gt`… for
 * numbers and dates; `_contains_all/_some/_none` for arrays of symbols; `_within_*` for
 * locations; `_exists` for every field. JSON objects only have `_exists`.
 */
export declare const FILTER_OPS: Record<FieldKind, FilterOp[]>;
export declare function filterKey(name: string, op: FilterOp): string;
export type FilterKeySpec = {
    type: 'field';
    field: FieldModel;
    op: FilterOp;
}
/** `{field}: cf{Target}NestedFilter` on references restricted to one content type. */
 | {
    type: 'nested';
    field: FieldModel;
}
/** `{field}Collection_exists` of arrays of links. */
 | {
    type: 'collectionExists';
    field: FieldModel;
};
/** The filter keys of a content type's `{Type}Filter` (or, `nested`, its `cf{Type}NestedFilter`). */
export declare function filterKeys(type: ContentTypeModel, nested: boolean): Map<string, FilterKeySpec>;
/** What filters read values with: the locale chain and the API's view. */
export interface FilterScope {
    chain: string[];
    defaultLocale: string;
    view: EnvView;
    model: SpaceModel;
}
export type FilterInput = Record<string, unknown>;
type Predicate<T> = (item: T) => boolean;
/**
 * A predicate for `where` over entries of `type` (`null`: the `EntryFilter` of `entryCollection`,
 * which only has `sys`, `contentfulMetadata`, `AND`, `OR`).
 */
export declare function entryFilter(where: FilterInput | null | undefined, type: ContentTypeModel | null, scope: FilterScope, nested?: boolean): Predicate<Entry>;
/** A predicate for `where` over assets (`AssetFilter`). */
export declare function assetFilter(where: FilterInput | null | undefined, scope: FilterScope): Predicate<Asset>;
interface AssetFilterField {
    kind: ValueKind;
    read(asset: Asset, scope: FilterScope): unknown;
}
/** The fields of `AssetFilter` ("Schema generation › Assets"). */
export declare const ASSET_FILTER_FIELDS: Record<string, AssetFilterField>;
/** Operators of the `AssetFilter` fields (strings and integers). */
export declare function assetFilterOps(kind: ValueKind): FilterOp[];
/** `SysFilter`: `id` (string operators), `publishedAt`/`firstPublishedAt` (dates), `publishedVersion` (numbers). */
export declare const SYS_FILTER_FIELDS: Record<string, ValueKind>;
type ValueKind = 'string' | 'number' | 'date' | 'boolean' | 'json' | 'location' | 'richtext' | 'array' | 'link';
export {};
