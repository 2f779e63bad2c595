/**
 * The tracking rules without React or browser APIs, for the site's middleware: it captures each
 * page request's UTM values, traffic source, partner info and ids as cookies on the server, so a
 * page needs no JavaScript for it (docs/requirements.md#tracking-and-storage).
 */
export { captureTracking, type CaptureInput } from './capture.js';
export {
  type CookieJar,
  type SessionStore,
  GA_MARKETING_COOKIE,
  SERVER_ONLY_TRACKING_COOKIES,
  SERVER_ONLY_TRACKING_FIELDS,
  TRAFFIC_SOURCE_COOKIE,
} from './cookies.js';
export { readTrackingContext } from './context.js';
export { DTC_CONFIGURATION_KEY } from './partner-info.js';
export { parseGaMarketing, UTM_KEYS } from './utm.js';
