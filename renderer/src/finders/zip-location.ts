import { lookup, lookupByName } from 'zipcodes';

/** A point in degrees, as Contentful's Location field stores it. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** Where a search starts: its point and how the page names it ('68102 (Omaha, NE)'). */
export interface SearchOrigin extends GeoPoint {
  label: string;
}

/**
 * The centre of a US ZIP code from the `zipcodes` package's offline database (no network at run
 * time); undefined for a ZIP it does not know (docs/requirements.md#finders).
 */
export function zipLocation(zip: string): SearchOrigin | undefined {
  const code = lookup(zip);
  if (!code || code.country !== 'US') return undefined;
  return { lat: code.latitude, lon: code.longitude, label: `${code.zip} (${code.city}, ${code.state})` };
}

/**
 * A sales-office search's place: a 5-digit ZIP, or a city and a two-letter state ('Omaha, NE' or
 * 'Omaha NE'), whose point is the mean of the city's ZIP centres. Undefined when neither is known.
 */
export function placeLocation(text: string): SearchOrigin | undefined {
  const value = text.trim();
  if (/^\d{5}$/.test(value)) return zipLocation(value);
  const match = /^(.+?)[,\s]+([A-Za-z]{2})$/.exec(value);
  if (!match) return undefined;
  const codes = lookupByName(match[1]!.trim(), match[2]!.toUpperCase()).filter((c) => c.country === 'US');
  const first = codes[0];
  if (!first) return undefined;
  const lat = codes.reduce((sum, c) => sum + c.latitude, 0) / codes.length;
  const lon = codes.reduce((sum, c) => sum + c.longitude, 0) / codes.length;
  return { lat, lon, label: `${first.city}, ${first.state}` };
}
