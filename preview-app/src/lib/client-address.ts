import proxyAddr from 'proxy-addr';

/** Whether an address, at `hop` steps from the site, is a proxy the site trusts. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * The trust function of `TRUSTED_PROXIES` (parsed into a list by lib/site-config.ts): addresses,
 * CIDR ranges and `proxy-addr`'s names (`loopback`, `linklocal`, `uniquelocal`); an empty list
 * trusts no proxy.
 * @throws TypeError (from `proxy-addr`) when an entry is neither an address nor a range.
 */
export function proxyTrust(list: readonly string[]): ProxyTrust {
  return proxyAddr.compile([...list]);
}

/** True when every entry of `list` is an address, a CIDR range or one of `proxy-addr`'s names. */
export function proxyListIsValid(list: readonly string[]): boolean {
  try {
    proxyTrust(list);
    return true;
  } catch {
    return false;
  }
}

/**
 * The client address of a request, from its `X-Forwarded-For` (docs/requirements.md#security,
 * "Behind proxies" in the README): walking from the right, the first entry that is not a
 * trusted proxy; when every entry is trusted, the leftmost. The per-address limits count by it.
 *
 * - Under the site's thin server (preview-app/server/) the header holds one entry: the address
 *   the server worked out from the socket and `TRUSTED_PROXIES`, whatever the client sent.
 * - Under plain `next start` behind proxies, each proxy appends the address it saw and Next.js
 *   adds the socket's only when the header is missing: the trusted proxies' entries are skipped,
 *   so a client's own entries on the left count for nothing. A proxy-less `next start` cannot
 *   tell a forged header from a real one: run it behind a proxy, or run the thin server.
 *
 * Answers 'unknown' when the header is missing or holds no address.
 */
export function clientAddressOf(headers: Headers, trust: ProxyTrust): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  for (let i = entries.length - 1, hop = 0; i >= 0; i--, hop++) {
    if (!trust(entries[i]!, hop)) return entries[i]!;
  }
  return entries[0] ?? 'unknown';
}
