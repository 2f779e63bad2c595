/**
 * Turning a visitor's search term into full-text queries (docs/requirements.md#search): the
 * words of the term (letters and digits; everything else separates words and never reaches a
 * query as syntax), every word required, the last one matched as a prefix so results appear
 * while a word is still being typed.
 */

/** Most words of one term that reach the query; the rest are ignored (a 200-character term has fewer). */
export const MAX_QUERY_WORDS = 12;

/** The searchable words of `term`, lower-cased, at most `MAX_QUERY_WORDS`; empty when it has none. */
export function queryWords(term: string): string[] {
  return (
    term
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_QUERY_WORDS);
}

/**
 * An FTS5 match expression: each word a quoted string (so no word is read as an operator), all
 * required, the last one a prefix (`"a" "b" "c"*`); `column` restricts it (`{title} : (…)`).
 * https://www.sqlite.org/fts5.html#full_text_query_syntax
 */
export function fts5Expression(words: readonly string[], column?: string): string {
  const body = words.map((word, i) => `"${word}"${i === words.length - 1 ? '*' : ''}`).join(' ');
  return column ? `{${column}} : (${body})` : body;
}

/**
 * A PostgreSQL `to_tsquery` text: the words joined by `&`, the last one with `:*` (prefix);
 * `weight` restricts every word to that weight (`A`: the title).
 * https://www.postgresql.org/docs/current/textsearch-controls.html#TEXTSEARCH-PARSING-QUERIES
 * Words hold only letters and digits, so none is tsquery syntax.
 */
export function tsqueryText(words: readonly string[], weight?: 'A'): string {
  return words.map((word, i) => `${word}:${i === words.length - 1 ? '*' : ''}${weight ?? ''}`.replace(/:$/, '')).join(' & ');
}
