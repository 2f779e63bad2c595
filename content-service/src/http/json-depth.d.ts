/**
 * Deepest nesting of objects and arrays a JSON request body (CMA bodies, GraphQL bodies,
 * `variables` and `extensions`) may have. Contentful documents no limit; deeper values than any
 * content model needs (rich text nests about four levels per list level) would otherwise reach
 * recursive code such as `structuredClone` and overflow the stack. Answered with 400.
 */
export declare const MAX_JSON_DEPTH = 100;
/**
 * The nesting depth of `text` read as JSON: how many `{`/`[` are open at the deepest point,
 * counting only brackets outside strings. Iterative, so it cannot overflow the stack itself, and
 * it stops as soon as `limit` is passed (the answer is then `limit + 1`). Malformed JSON still
 * yields a number; `JSON.parse` reports the syntax error afterwards.
 */
export declare function jsonDepth(text: string, limit?: number): number;
/** True when `text` nests objects/arrays deeper than `MAX_JSON_DEPTH` (or `limit`). */
export declare function tooDeep(text: string, limit?: number): boolean;
