import axe from 'axe-core';

/**
 * Runs axe-core (WCAG 2.0–2.2 A and AA rules) on a rendered element and answers the violations
 * as `rule: target` strings, so a failing test names what broke. Colour contrast is checked in
 * the browser end-to-end tests (jsdom does not compute styles). Axe does not enter iframes (it
 * cannot post into jsdom frames: "Respondable target must be a frame"); the `<iframe>` element
 * itself is still checked (e.g. `frame-title`), and embedded players are third-party content.
 */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    iframes: false,
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
