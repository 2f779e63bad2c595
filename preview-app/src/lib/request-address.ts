import 'server-only';
import { clientAddressOf, proxyTrust, type ProxyTrust } from './client-address';
import { siteEnv } from './env';

let trust: ProxyTrust | undefined;

/**
 * The address a request came from, by the site's forwarded-header policy (lib/client-address.ts
 * with TRUSTED_PROXIES): what every per-address limit of the site counts by.
 */
export function requestAddress(request: Request): string {
  return headersAddress(request.headers);
}

/** `requestAddress` from the request's headers alone (a server action reads them with `headers()`). */
export function headersAddress(headers: Headers): string {
  trust ??= proxyTrust(siteEnv().trustedProxies);
  return clientAddressOf(headers, trust);
}
