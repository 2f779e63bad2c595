import {
  AgenciesWithinDocument,
  SalesOfficesWithinDocument,
  type AgencyPlaceFragment,
  type SalesOfficePlaceFragment,
} from '@insurer/content-model/types';
import { SALES_OFFICE_GROUP_SIZES, type SalesOfficeGroupSizes } from '@insurer/content-model/model';
import { convertDistance, getDistance } from 'geolib';
import type { LoadContext } from '../core/query.js';
import { FIND_RADIUS, ZIP_INVALID_MESSAGE, ZIP_REQUIRED_MESSAGE } from '../blocks/widget-block/widget-schemas.js';
import { placeLocation, zipLocation, type GeoPoint, type SearchOrigin } from './zip-location.js';

/** The radii a visitor can widen a search to, in miles (docs/requirements.md#finders). */
export const FINDER_RADII = [25, 50, 100, 250] as const;
/** The widest search, in miles: a larger `radius`/`distance` is cut to it. */
export const MAX_RADIUS = 250;

const KM_PER_MILE = 1.609344;
/** The longest place a visitor can type (the longest US city and state fit in 40); longer is malformed. */
const MAX_QUERY_LENGTH = 100;

/** One agency or sales office in the results, `distanceMiles` from the search's origin (one decimal). */
export interface FinderPlace {
  id: string;
  name: string;
  /** The agency's lead representative; undefined for sales offices. */
  leadRepresentative?: string;
  street: string;
  cityLine: string;
  phone: string;
  distanceMiles: number;
}

/** What a finder results page shows. `status` picks the message (docs/requirements.md#finders). */
export type FinderResult =
  | { status: 'missing' | 'invalid' | 'unknown'; query: string; radius: number; message: string }
  | { status: 'found' | 'none'; query: string; radius: number; origin: SearchOrigin; places: FinderPlace[] };

/** The results page's own search parameters, as the widget sends them (docs/requirements.md#routes). */
export interface FinderQuery {
  /** The ZIP (or, for sales offices, a city and state) as typed. */
  query: string;
  /** Miles; FIND_RADIUS when absent or not a whole number from 1 to MAX_RADIUS. */
  radius: number;
  /** Sales offices only: the group size served ('big' from the widget). */
  groupSize?: SalesOfficeGroupSizes;
}

/** Shown for a ZIP or place the ZIP database does not know (docs/requirements.md#decision-unstated-messages). */
export function unknownPlaceMessage(query: string): string {
  return `We couldn't find the location ${query}. Check the ZIP code and search again.`;
}
/** Shown for a sales-office place that is neither a ZIP nor a city and state. */
export const PLACE_INVALID_MESSAGE = 'Enter a 5-digit zip code or a city and state, e.g. Omaha, NE';

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** A radius parameter in whole miles; FIND_RADIUS when absent or malformed, at most MAX_RADIUS. */
export function parseRadius(value: string | string[] | undefined): number {
  const raw = single(value).trim();
  if (!/^\d{1,4}$/.test(raw)) return FIND_RADIUS;
  const miles = Number(raw);
  return miles < 1 ? FIND_RADIUS : Math.min(miles, MAX_RADIUS);
}

/** The representative finder's query: `zipcode` (lower-cased field name) and `radius` (docs/requirements.md#widget-block). */
export function agencyQuery(params: Record<string, string | string[] | undefined>): FinderQuery {
  return { query: single(params.zipcode ?? params.zipCode).trim(), radius: parseRadius(params.radius) };
}

/** The sales-office finder's query: `zip` (a ZIP or a place), `repSize` and `distance` (docs/requirements.md#widget-block). */
export function salesOfficeQuery(params: Record<string, string | string[] | undefined>): FinderQuery {
  const size = single(params.repSize).toLowerCase();
  const groupSize = SALES_OFFICE_GROUP_SIZES.find((s) => s === size) ?? 'big';
  return { query: single(params.zip).trim(), radius: parseRadius(params.distance), groupSize };
}

/** Great-circle distance in miles (geolib's haversine `getDistance`, metres), rounded to one decimal. */
export function distanceMiles(from: GeoPoint, to: GeoPoint): number {
  const metres = getDistance({ latitude: from.lat, longitude: from.lon }, { latitude: to.lat, longitude: to.lon }, 1);
  return Math.round(convertDistance(metres, 'mi') * 10) / 10;
}

type PlaceFragment = AgencyPlaceFragment | SalesOfficePlaceFragment;

function toPlaces(items: (PlaceFragment | null)[], origin: GeoPoint, radius: number): FinderPlace[] {
  const places: FinderPlace[] = [];
  for (const item of items) {
    const lat = item?.location?.lat;
    const lon = item?.location?.lon;
    if (!item || typeof lat !== 'number' || typeof lon !== 'number' || !item.name) continue;
    const miles = distanceMiles(origin, { lat, lon });
    // The content service's circle and geolib may disagree in the last metres: the page never lists a place beyond its radius.
    if (miles > radius) continue;
    places.push({
      id: item.sys.id,
      name: item.name,
      ...('leadRepresentative' in item && item.leadRepresentative ? { leadRepresentative: item.leadRepresentative } : {}),
      street: item.street ?? '',
      cityLine: `${item.city ?? ''}, ${item.state ?? ''} ${item.zip ?? ''}`.trim(),
      phone: item.phone ?? '',
      distanceMiles: miles,
    });
  }
  // Nearest first; ties by name so the order is stable.
  return places.sort((a, b) => a.distanceMiles - b.distanceMiles || a.name.localeCompare(b.name));
}

/**
 * The representative finder (docs/requirements.md#finders): the ZIP's centre from the ZIP
 * database, then every published agency whose Location lies within `radius` miles
 * (GraphQL `location_within_circle`, in kilometres), nearest first with the distance in miles.
 */
export async function loadAgencies(query: FinderQuery, context: Pick<LoadContext, 'query' | 'preview'>): Promise<FinderResult> {
  const { radius } = query;
  if (!query.query) return { status: 'missing', query: '', radius, message: ZIP_REQUIRED_MESSAGE };
  if (!/^\d{5}$/.test(query.query)) return { status: 'invalid', query: query.query, radius, message: ZIP_INVALID_MESSAGE };
  const origin = zipLocation(query.query);
  if (!origin) return { status: 'unknown', query: query.query, radius, message: unknownPlaceMessage(query.query) };
  const data = await context.query(AgenciesWithinDocument, {
    circle: [origin.lat, origin.lon, radius * KM_PER_MILE],
    preview: context.preview,
  });
  const places = toPlaces(data.agencyCollection?.items ?? [], origin, radius);
  return { status: places.length ? 'found' : 'none', query: query.query, radius, origin, places };
}

/**
 * The sales-office finder (docs/requirements.md#finders): a ZIP or a city and state, then every
 * published sales office serving `groupSize` within `radius` miles, nearest first.
 */
export async function loadSalesOffices(query: FinderQuery, context: Pick<LoadContext, 'query' | 'preview'>): Promise<FinderResult> {
  const { radius } = query;
  if (!query.query) return { status: 'missing', query: '', radius, message: ZIP_REQUIRED_MESSAGE };
  const origin = query.query.length > MAX_QUERY_LENGTH ? undefined : placeLocation(query.query);
  if (!origin) {
    const known = query.query.length <= MAX_QUERY_LENGTH && (/^\d{5}$/.test(query.query) || /^.+?[,\s]+[A-Za-z]{2}$/.test(query.query));
    return known
      ? { status: 'unknown', query: query.query, radius, message: unknownPlaceMessage(query.query) }
      : { status: 'invalid', query: query.query, radius, message: PLACE_INVALID_MESSAGE };
  }
  const data = await context.query(SalesOfficesWithinDocument, {
    circle: [origin.lat, origin.lon, radius * KM_PER_MILE],
    groupSize: query.groupSize ?? 'big',
    preview: context.preview,
  });
  const places = toPlaces(data.salesOfficeCollection?.items ?? [], origin, radius);
  return { status: places.length ? 'found' : 'none', query: query.query, radius, origin, places };
}
