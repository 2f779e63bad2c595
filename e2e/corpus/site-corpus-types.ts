/**
 * One malformed request of the site's corpus (`site-malformed-requests.json`), replayed by
 * `e2e/corpus-malformed-requests.e2e.ts` against the site as `npm start` runs it.
 *
 * Placeholders, replaced at replay time: `{origin}` (the site's own origin, for the forms'
 * same-origin check), `{host}` (its `host:port`), `{previewSecret}`, `{webhookSecret}`.
 */
export interface SiteCorpusRequest {
  /** What the request tries, unique within the corpus. */
  name: string;
  method: string;
  /** Path and query, starting with `/`. */
  path: string;
  headers?: Record<string, string>;
  /** Body text (UTF-8). */
  body?: string;
  /** Body bytes, base64 (bodies that are not valid UTF-8). */
  bodyBase64?: string;
  /** A body built at replay time: `chunk` repeated `times` (oversize bodies). */
  bodyRepeat?: { chunk: string; times: number };
  /**
   * Sent byte for byte (latin1) over TCP instead: request lines and framing `fetch` cannot send
   * (`TRACE`, `GET *`, absolute-form targets, broken headers, a body shorter than its
   * Content-Length). Lines end with `\r\n`.
   */
  raw?: string;
}
