import type { Page } from '@playwright/test';

/** One element of a page's body and what the cascade gave it (and its `::before` and `::after` where they are drawn). */
export interface StyledElement {
  /** Where it is: the tag names and classes from `body` down (`body>main.page>div.block>section.callout`), with its index in document order. */
  path: string;
  /** Every computed property of the element, then of its `::before` and `::after` when their `content` is not `none`, as `name:value` lines. */
  style: string;
}

/**
 * What the cascade gives every element of `page`'s body, in document order: the whole computed
 * style of the element and of its `::before` and `::after` where drawn (getComputedStyle, CSSOM). Two answers
 * are equal exactly when every element is styled alike, so comparing them checks that a page's
 * stylesheets draw it as another set of stylesheets does, at the viewport's width, without
 * screenshots' timing (lazy images, fonts). Interactive states (`:hover`, `:focus`) are not in it.
 */
export function computedStyles(page: Page): Promise<StyledElement[]> {
  return page.evaluate(IN_PAGE);
}

/**
 * The walk, as the page runs it. A string, not a function: a function would be compiled by the
 * test runner's transform, which may add helpers (esbuild's `__name`) that the page does not have.
 */
const IN_PAGE = `(() => {
  const describe = (element) => {
    const parts = [];
    for (let at = element; at && at !== document.body.parentElement; at = at.parentElement)
      parts.unshift(at.tagName.toLowerCase() + [...at.classList].map((name) => '.' + name).join(''));
    return parts.join('>');
  };
  const styleOf = (element, pseudo) => {
    const style = getComputedStyle(element, pseudo);
    const lines = [];
    for (let i = 0; i < style.length; i++) {
      const name = style.item(i);
      lines.push((pseudo ?? '') + name + ':' + style.getPropertyValue(name));
    }
    return lines.join('\\n');
  };
  return [...document.body.querySelectorAll('*')].map((element, index) => ({
    path: index + ' ' + describe(element),
    style: [styleOf(element, null), ...['::before', '::after'].filter((pseudo) => getComputedStyle(element, pseudo).content !== 'none').map((pseudo) => styleOf(element, pseudo))].join('\\n'),
  }));
})()`;

/**
 * The differences between two answers of `computedStyles` for the same markup: one line per
 * element whose style differs (its path, then each property with its value before → after), or
 * one line saying the markup differs. Properties are compared by name, not by position: the
 * order in which the CSSOM lists custom properties follows the stylesheets' order, not the cascade.
 */
export function styleDifferences(before: readonly StyledElement[], after: readonly StyledElement[]): string[] {
  if (before.length !== after.length) return [`the markup differs: ${before.length} elements before, ${after.length} after`];
  const properties = (style: string) =>
    new Map(
      style.split('\n').map((line) => {
        const name = /^(?:::before|::after)?-*[\w-]+/.exec(line)?.[0] ?? line;
        return [name, line.slice(name.length + 1)];
      }),
    );
  const lines: string[] = [];
  before.forEach((element, i) => {
    const other = after[i]!;
    if (other.path !== element.path) {
      lines.push(`element ${i}: ${element.path} before, ${other.path} after`);
      return;
    }
    if (other.style === element.style) return;
    const a = properties(element.style);
    const b = properties(other.style);
    const changed = [...new Set([...a.keys(), ...b.keys()])]
      .filter((name) => a.get(name) !== b.get(name))
      .map((name) => `${name} ${a.get(name) ?? '(none)'} → ${b.get(name) ?? '(none)'}`);
    if (changed.length) lines.push(`${element.path}: ${changed.join('; ')}`);
  });
  return lines;
}
