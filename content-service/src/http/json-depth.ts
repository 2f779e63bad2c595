/**
 * Deepest nesting of objects and arrays a JSON request body (CMA bodies, GraphQL bodies,
 * `variables` and `extensions`) may have. Contentful documents no limit; deeper values than any
 * content model needs (rich text nests about four levels per list level) would otherwise reach
 * recursive code such as `structuredClone` and overflow the stack. Answered with 400.
 */
export const MAX_JSON_DEPTH = 100;

/**
 * The nesting depth of `text` read as JSON: how many `{`/`[` are open at the deepest point,
 * counting only brackets outside strings. Iterative, so it cannot overflow the stack itself, and
 * it stops as soon as `limit` is passed (the answer is then `limit + 1`). Malformed JSON still
 * yields a number; `JSON.parse` reports the syntax error afterwards.
 */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
      continue;
    }
    if (ch === 0x22) inString = true;
    else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) depth = Math.max(0, depth - 1);
  }
  return deepest;
}

/** True when `text` nests objects/arrays deeper than `MAX_JSON_DEPTH` (or `limit`). */
export function tooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  return jsonDepth(text, limit) > limit;
}
