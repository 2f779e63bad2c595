import escapeHtml from 'escape-html';

/** Marks the database puts around a matched word in an excerpt (private-use characters, stripped from indexed text). */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';
const MARKS = /[\uE000\uE001]/g;

/** One run of an excerpt: plain text, or a matched word when `mark` is true. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** `text` without the excerpt marks, its whitespace collapsed: what is stored in the index. */
export function indexableText(text: string): string {
  return text.replace(MARKS, '').replace(/\s+/g, ' ').trim();
}

/** Splits an excerpt carrying the database's marks into plain and marked runs (empty runs dropped). */
export function excerptParts(marked: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  let text = '';
  const flush = () => {
    if (text) parts.push({ text, mark });
    text = '';
  };
  for (const char of marked) {
    if (char === MARK_START || char === MARK_END) {
      flush();
      mark = char === MARK_START;
    } else text += char;
  }
  flush();
  return parts;
}

/**
 * The excerpt as HTML: every run escaped, matched words in `<mark>`; nothing from the content
 * reaches the HTML unescaped (docs/requirements.md#search).
 */
export function excerptHtml(parts: readonly ExcerptPart[]): string {
  return parts.map((part) => (part.mark ? `<mark>${escapeHtml(part.text)}</mark>` : escapeHtml(part.text))).join('');
}

/** The first `words` words of `text`, with '…' when it was cut: the excerpt when nothing in the text matched. */
export function leadingWords(text: string, words = 30): string {
  const all = text.split(' ').filter(Boolean);
  return all.length > words ? `${all.slice(0, words).join(' ')} …` : all.join(' ');
}
