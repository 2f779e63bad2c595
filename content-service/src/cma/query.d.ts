import type { AnyEntity } from '../types.js';
/**
 * REST collection queries as the Content Management API answers them
 * (https://www.contentful.com/developers/docs/references/content-delivery-api/#/reference/search-parameters,
 * which the CMA shares): equality, `[ne]`, `[in]`, `[nin]`, `[all]`, `[exists]`, `[lt]`,
 * `[lte]`, `[gt]`, `[gte]`, `[match]`, `order` (comma list, `-` for descending), `skip`,
 * `limit` (default 100, at most 1000), `content_type`, `links_to_entry`, `links_to_asset`,
 * `query` (full text), and the location search on Location fields
 * (https://www.contentful.com/developers/docs/references/content-delivery-api/#/reference/search-parameters/location-proximity-search):
 * `fields.f[near]=lat,lon` orders by distance, nearest first (entries without a location are left
 * out); `fields.f[within]=lat,lon,radiusKm` keeps the locations in a circle and
 * `fields.f[within]=lat1,lon1,lat2,lon2` those in a bounding box given by two opposite corners.
 */
export interface CollectionQuery {
    skip: number;
    limit: number;
    filters: ((entity: AnyEntity) => boolean)[];
    order: {
        path: string;
        desc: boolean;
    }[];
    /** `[near]`: the field path and the point to order by distance from; it comes before `order`. */
    near?: {
        path: string;
        lat: number;
        lon: number;
    };
}
export declare const DEFAULT_LIMIT = 100;
export declare const MAX_LIMIT = 1000;
/**
 * Parses `params` (the request's query string) into filters over stored entities; field paths
 * (`fields.x`) read the value of `locale`.
 * @throws ContentfulError InvalidQuery for a bad `skip`, `limit` or operator.
 */
export declare function parseCollectionQuery(params: URLSearchParams, locale: string): CollectionQuery;
/** Applies a parsed query: filter, order (sys.createdAt then sys.id by default), page. */
export declare function runCollectionQuery<T extends AnyEntity>(items: T[], query: CollectionQuery): {
    total: number;
    items: T[];
};
/** A Contentful collection envelope (`sys.type` `Array`). */
export declare function collection<T>(items: T[], total: number, skip: number, limit: number): {
    sys: {
        type: 'Array';
    };
    total: number;
    skip: number;
    limit: number;
    items: T[];
};
/** Reads a dotted path; arrays along the way are mapped (so `metadata.tags.sys.id` is a list). */
export declare function readPath(value: unknown, path: string): unknown;
