import type { CdnPurgeConfig } from '../src/lib/site-config.js';

/**
 * The CDN purge the publish webhook calls (docs/requirements.md#decision-pages-rendered-once-per-publish):
 * published pages leave the site with `Cache-Control: public, s-maxage=…` and a `Surrogate-Key` /
 * `Cache-Tag` header naming what they draw (`SURROGATE_KEY_CONTENT` on every one), so a publish
 * purges them from a CDN in one call by key. Chosen by configuration:
 * - Fastly (`FASTLY_API_TOKEN` and `FASTLY_SERVICE_ID`): `POST /service/{id}/purge` with
 *   `{"surrogate_keys": […]}` and `Fastly-Key` (https://www.fastly.com/documentation/reference/api/purging/#bulk-purge-tag),
 *   a soft purge (`Fastly-Soft-Purge: 1`: marked stale, so `stale-while-revalidate` still answers
 *   while the origin renders);
 * - Cloudflare (`CLOUDFLARE_API_TOKEN` and `CLOUDFLARE_ZONE_ID`): `POST /zones/{zone}/purge_cache`
 *   with `{"tags": […]}` and a bearer token (https://developers.cloudflare.com/api/resources/cache/methods/purge/);
 * - neither: nothing to purge (no CDN, or one that only honours `s-maxage`).
 */

/** The key every cached page carries: a publish purges them all, as the origin drops them all (one content tag). */
export const SURROGATE_KEY_CONTENT = 'site-content';

/** Purges the CDN's copies of the pages carrying any of `keys`. */
export interface CdnPurge {
  readonly name: 'none' | 'fastly' | 'cloudflare';
  /** @throws Error naming the CDN and its HTTP status when it refuses or cannot be reached. */
  purge(keys: readonly string[]): Promise<void>;
}

/** Longest wait for the CDN's API, in ms: the webhook answers the CMS within its own timeout. */
const PURGE_TIMEOUT_MS = 5_000;

async function post(name: string, url: string, headers: Record<string, string>, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${name} purge answered ${response.status}`);
}

/** The purge adapter for `config`. */
export function cdnPurge(config: CdnPurgeConfig): CdnPurge {
  switch (config.kind) {
    case 'fastly':
      return {
        name: 'fastly',
        purge: (keys) =>
          post(
            'Fastly',
            `${config.apiUrl}/service/${encodeURIComponent(config.serviceId)}/purge`,
            { 'Fastly-Key': config.token, 'Fastly-Soft-Purge': '1' },
            { surrogate_keys: keys },
          ),
      };
    case 'cloudflare':
      return {
        name: 'cloudflare',
        purge: (keys) =>
          post(
            'Cloudflare',
            `${config.apiUrl}/zones/${encodeURIComponent(config.zoneId)}/purge_cache`,
            { Authorization: `Bearer ${config.token}` },
            { tags: keys },
          ),
      };
    default:
      return { name: 'none', purge: async () => undefined };
  }
}
