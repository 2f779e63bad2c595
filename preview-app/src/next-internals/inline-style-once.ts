/**
 * The inline stylesheet sent once (docs/requirements.md#decision-inline-css).
 *
 * With `experimental.inlineCss`, Next.js puts the stylesheet in a page's head as
 * `<style data-precedence="next" data-href="/_next/static/css/….css">…</style>` and again in the
 * page's inline React Server Components payload, as a text row (`2:T<byte length in hex>,<the
 * same CSS>`) inside a `<script>self.__next_f.push([1,"…"])</script>`. On a phone that is about
 * 9 kB gzip more in every document, before the first paint under Lighthouse's simulation.
 *
 * React does not need the second copy for the page it came with: a `<style>` with `precedence`
 * and `href` is a hoistable resource, and on hydration React adopts the element already in the
 * document with that `data-href` instead of writing its text again. This module empties that row
 * (`2:T0,`) in the document's payload, and only where its text equals, byte for byte, a
 * `<style data-href>` the same document has already sent. Client-side navigations fetch their
 * payload from Next.js directly and keep it whole.
 */

/** A Next.js inline stylesheet: `data-precedence` and `data-href`, then its text. */
const INLINE_STYLE = /<style\b(?=[^>]*\sdata-precedence=")(?=[^>]*\sdata-href=")[^>]*>([^<]*(?:<(?!\/style>)[^<]*)*)<\/style>/g;

/** One inline flight-data script: `self.__next_f.push([1,"…"])`, the string JSON-encoded. */
const FLIGHT_SCRIPT = /(<script\b[^>]*>self\.__next_f\.push\()(\[1,"(?:[^"\\]|\\.)*"\])(\)<\/script>)/g;

/** What Next.js escapes in the JSON it inlines in a script (its `htmlEscapeJsonString`). */
const HTML_UNSAFE = /[&<>\u2028\u2029]/g;

/** The texts of the inline stylesheets in `html` (a document's head). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(INLINE_STYLE)].map((match) => match[1]!).filter((css) => css.length > 0);
}

/**
 * `html` (whole `<script>` elements) with each inline flight-data row that repeats one of
 * `styles` emptied; everything else unchanged, byte for byte.
 */
export function withoutRepeatedStyles(html: string, styles: readonly string[]): string {
  if (styles.length === 0) return html;
  const rows = styles.map((css) => `:T${Buffer.byteLength(css, 'utf8').toString(16)},${css}`);
  return html.replace(FLIGHT_SCRIPT, (whole, open: string, json: string, close: string) => {
    let payload: unknown;
    try {
      payload = JSON.parse(json);
    } catch {
      return whole;
    }
    if (!Array.isArray(payload) || typeof payload[1] !== 'string') return whole;
    let text = payload[1];
    for (const row of rows) {
      const at = text.indexOf(row);
      if (at > 0 && /[0-9a-f]/.test(text[at - 1]!)) text = text.slice(0, at) + ':T0,' + text.slice(at + row.length);
    }
    if (text === payload[1]) return whole;
    const escaped = JSON.stringify([1, text]).replace(HTML_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return open + escaped + close;
  });
}
