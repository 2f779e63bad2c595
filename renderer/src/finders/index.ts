/**
 * The finders' results (docs/requirements.md#finders), server only: the ZIP database is large and
 * never reaches a browser bundle, so this entry is apart from the renderer's main one.
 */
export { FinderResults, finderUrl, type FinderKind, type FinderResultsProps } from './finder-results.js';
export {
  agencyQuery,
  distanceMiles,
  FINDER_RADII,
  loadAgencies,
  loadSalesOffices,
  MAX_RADIUS,
  parseRadius,
  PLACE_INVALID_MESSAGE,
  salesOfficeQuery,
  unknownPlaceMessage,
  type FinderPlace,
  type FinderQuery,
  type FinderResult,
} from './load-finder.js';
export { placeLocation, zipLocation, type GeoPoint, type SearchOrigin } from './zip-location.js';
