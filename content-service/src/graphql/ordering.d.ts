import type { Asset, Entry } from '../types.js';
import type { ContentTypeModel, FieldKind } from './content-model.js';
import type { FilterScope } from './filters.js';
/**
 * The `order` argument: "Collection Order"
 * (https://www.contentful.com/developers/docs/references/graphql/#/reference/collection-order).
 * `{field}_ASC`/`{field}_DESC` for Symbol, Integer, Number, Date and Boolean fields ("It is not
 * possible to order on fields of type Link, Text, Location, Object, or RichText"), plus
 * `sys_id`, `sys_publishedAt`, `sys_firstPublishedAt`, `sys_publishedVersion`. Several values
 * sort by the first, then the next for ties. Entries missing a value sort last.
 */
/** Field kinds that get `_ASC`/`_DESC` values in `{Type}Order`. */
export declare const ORDERABLE_KINDS: ReadonlySet<FieldKind>;
/** The `sys` properties of every order enum, in the order Contentful lists them. */
export declare const SYS_ORDER_FIELDS: readonly ["id", "publishedAt", "firstPublishedAt", "publishedVersion"];
/** Asset fields of `AssetOrder` ("Schema generation › Assets"). */
export declare const ASSET_ORDER_FIELDS: readonly ["url", "size", "contentType", "fileName", "width", "height"];
export declare function orderValues(fieldNames: string[]): string[];
/** Entries sorted by `order` (values of `{Type}Order` or `EntryOrder`); ties fall back to `sys.id`. */
export declare function sortEntries(entries: Entry[], order: string[], type: ContentTypeModel | null, scope: FilterScope): Entry[];
/** Assets sorted by `AssetOrder` values. */
export declare function sortAssets(assets: Asset[], order: string[], read: (asset: Asset, name: string) => unknown): Asset[];
