/**
 * The site path a redirect may lead to, or `undefined` when `target` would leave the site.
 * `target` is parsed as a URL against a placeholder origin exactly as a browser resolves a
 * `Location` header, so `//host`, `/\host`, `/%09/host` (a tab the parser drops) and `https:` URLs
 * are all recognised as other origins; only a path on the same origin is returned, as
 * `pathname + search + hash`, starting with a single `/`.
 */
export function sitePath(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/')) return undefined;
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? undefined : path;
}

/**
 * A 307 to a site path with a relative `Location` (resolved by the browser against the address
 * it asked for), so neither the request's Host header nor a proxy's can redirect elsewhere.
 */
export function redirectToPath(path: string): Response {
  return new Response(null, { status: 307, headers: { Location: path } });
}
