/** Mean Earth radius in kilometres (IUGG), the sphere the location filters measure on. */
export const EARTH_RADIUS_KM = 6371;

/** A point of a Contentful Location field, in degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** The Location value of a field, or undefined when it is not one. */
export function asLocation(value: unknown): LatLon | undefined {
  const v = value as { lat?: unknown; lon?: unknown } | null | undefined;
  return typeof v?.lat === 'number' && typeof v.lon === 'number' ? { lat: v.lat, lon: v.lon } : undefined;
}

/**
 * Great-circle distance between two points in kilometres (the haversine formula on a sphere of
 * EARTH_RADIUS_KM), used by GraphQL `_within_circle` and the REST `[within]`/`[near]` parameters.
 */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Whether `point` lies in the rectangle spanned by two opposite corners (either diagonal, either order). */
export function inRectangle(point: LatLon, lat1: number, lon1: number, lat2: number, lon2: number): boolean {
  return (
    point.lat >= Math.min(lat1, lat2) &&
    point.lat <= Math.max(lat1, lat2) &&
    point.lon >= Math.min(lon1, lon2) &&
    point.lon <= Math.max(lon1, lon2)
  );
}
