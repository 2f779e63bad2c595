import axe from 'axe-core';

/**
 * Runs axe-core (WCAG 2.0–2.2 A and AA) on a rendered part of the workbench and answers the
 * violations as `rule: target` strings. Colour contrast is left to the browser tests
 * (e2e/workbench.e2e.ts): jsdom computes no styles.
 */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    iframes: false,
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
