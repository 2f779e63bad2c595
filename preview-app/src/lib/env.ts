import 'server-only';
import { parseSiteConfig, type SiteEnv } from './site-config';

export type { SiteEnv } from './site-config';

let parsed: SiteEnv | undefined;

/**
 * The site's configuration (lib/site-config.ts), parsed from `process.env` on the first call of
 * this module instance and kept. The instrumentation hook calls it at start-up so an invalid
 * variable stops the start; the pages and routes, which Next.js bundles apart from the hook, read
 * it on first use. Tokens and secrets stay on the server: this module is server-only.
 * @throws Error naming every invalid variable (never its value).
 */
export function siteEnv(): SiteEnv {
  parsed ??= parseSiteConfig(process.env);
  return parsed;
}
