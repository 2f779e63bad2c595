import { siteLogger } from '@insurer/preview-app/logging.mjs';

/**
 * The app's server-side log: JSON lines on standard output (pino, preview-app/logging.mjs), each
 * with the id of the request it was written for when the thin server runs the request. Log ids,
 * codes and counts, never a visitor's answers.
 */
export const log = siteLogger('site');
