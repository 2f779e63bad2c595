/**
 * One malformed request of the content service's corpus (`malformed-requests.json`).
 *
 * Placeholders, replaced by the replaying test with the values of the fixtures it creates:
 * `{space}`, `{mgmt}` (management token), `{delivery}`, `{preview}`, `{contentType}`, `{entry}`,
 * `{asset}`, `{upload}`, `{image}` (the path of a processed image, `/images/…/file.png`).
 */
export interface CorpusRequest {
  /** What the request tries, unique within the corpus. */
  name: string;
  method: string;
  /** Path and query, starting with `/`. */
  path: string;
  headers?: Record<string, string>;
  /** Body text. */
  body?: string;
  /** A body built at replay time: `chunk` repeated `times` (for oversize bodies). */
  bodyRepeat?: { chunk: string; times: number };
  /**
   * Sent byte for byte over TCP instead (request lines and headers `fetch` cannot send: `TRACE`,
   * asterisk- or absolute-form targets, broken framing). Lines end with `\r\n`.
   */
  raw?: string;
}
