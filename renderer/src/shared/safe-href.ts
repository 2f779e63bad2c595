const ALLOWED_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * `uri` when a link may point there: a relative address (path, query, `#anchor`) or an absolute
 * http(s), mailto or tel URL. Anything else (`javascript:`, `data:`, `vbscript:`, `file:` …, also
 * when disguised with tabs, line breaks or case as a browser would read them) gives `undefined`.
 * Parsed with the WHATWG URL parser, the one browsers use.
 */
export function safeHref(uri: string | null | undefined): string | undefined {
  if (!uri) return undefined;
  let url: URL;
  try {
    url = new URL(uri, 'http://site.invalid/');
  } catch {
    return undefined;
  }
  return ALLOWED_PROTOCOLS.has(url.protocol) ? uri : undefined;
}
