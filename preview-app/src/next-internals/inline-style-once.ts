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

/** What Next.js escapes in the JSON it inlines in a script (its `htmlEscapeJsonString`). */
const HTML_UNSAFE = /[&<>\u2028\u2029]/g;

/**
 * `json` escaped as Next.js escapes the JSON it inlines in a `<script>` (its
 * `htmlEscapeJsonString`, index.ts assumption 5): `&`, `<`, `>`, U+2028 and U+2029 as `\uXXXX`.
 */
export function escapeInlineJson(json: string): string {
  return json.replace(HTML_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The texts of the inline stylesheets in `html` (a document's head). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(INLINE_STYLE)].map((match) => match[1]!).filter((css) => css.length > 0);
}

/** The start of an inline flight-data script's JSON text row, right after its `<script …>`. */
const FLIGHT_OPEN = 'self.__next_f.push([1,"';

/**
 * Each stylesheet's payload row (`:T<byte length in hex>,<css>`) as it appears inside a
 * flight-data script: JSON-encoded and HTML-escaped the way Next.js writes it
 * (`htmlEscapeJsonString(JSON.stringify(…))`). Made once per document (the list is the
 * document's own).
 */
const rowsOf = new WeakMap<readonly string[], string[]>();

function escapedRows(styles: readonly string[]): string[] {
  let rows = rowsOf.get(styles);
  if (!rows) {
    rows = styles.map((css) => {
      const row = `:T${Buffer.byteLength(css, 'utf8').toString(16)},${css}`;
      return escapeInlineJson(JSON.stringify(row).slice(1, -1));
    });
    rowsOf.set(styles, rows);
  }
  return rows;
}

/** Whether `at` lies inside the text of an inline flight-data script of `html` (after its opening, before its `</script>`). */
function inFlightScript(html: string, at: number): boolean {
  const open = html.lastIndexOf('<script', at);
  if (open < 0) return false;
  const close = html.indexOf('</script>', open);
  if (close >= 0 && close < at) return false;
  const tagEnd = html.indexOf('>', open);
  return tagEnd >= 0 && tagEnd < at && html.startsWith(FLIGHT_OPEN, tagEnd + 1);
}

/**
 * `html` (whole `<script>` elements) with each inline flight-data row that repeats one of
 * `styles` emptied (`2:T0,`); everything else unchanged, byte for byte. The row is looked for in
 * its escaped form, so the payload (the whole page's markup again, 100 kB and more) is neither
 * parsed nor written again: this runs on every page request
 * (docs/architecture.md#where-a-requests-time-goes).
 */
export function withoutRepeatedStyles(html: string, styles: readonly string[]): string {
  if (styles.length === 0) return html;
  let out = html;
  for (const row of escapedRows(styles)) {
    let from = 0;
    for (let at = out.indexOf(row, from); at >= 0; at = out.indexOf(row, from)) {
      // The row's id (hex) comes right before it: a text that merely starts with the CSS is not the row.
      if (at > 0 && /[0-9a-f]/.test(out[at - 1]!) && inFlightScript(out, at)) {
        out = out.slice(0, at) + ':T0,' + out.slice(at + row.length);
        from = at + ':T0,'.length;
      } else {
        from = at + 1;
      }
    }
  }
  return out;
}
