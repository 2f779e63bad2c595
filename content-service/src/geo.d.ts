/** Mean Earth radius in kilometres (IUGG), the sphere the location filters measure on. */
export declare const EARTH_RADIUS_KM = 6371;
/** A point of a Contentful Location field, in degrees. */
export interface LatLon {
    lat: number;
    lon: number;
}
/** The Location value of a field, or undefined when it is not one. */
export declare function asLocation(value: unknown): LatLon | undefined;
/**
 * Great-circle distance between two points in kilometres (the haversine formula on a sphere of
 * EARTH_RADIUS_KM), used by GraphQL `_within_circle` and the REST `[within]`/`[near]` parameters.
 */
export declare function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number;
/** Whether `point` lies in the rectangle spanned by two opposite corners (either diagonal, either order). */
export declare function inRectangle(point: LatLon, lat1: number, lon1: number, lat2: number, lon2: number): boolean;
