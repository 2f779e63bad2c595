import 'server-only';
import { clientAddressOf, proxyTrust, type ProxyTrust } from './client-address';
import { siteEnv } from './env';

let trust: ProxyTrust | undefined;

/**
 * The address a request came from, by the site's forwarded-header policy (lib/client-address.ts
 * with TRUSTED_PROXIES): what every per-address limit of the site counts by.
 */
export function requestAddress(request: Request): string {
  trust ??= proxyTrust(siteEnv().trustedProxies);
  return clientAddressOf(request.headers, trust);
}
