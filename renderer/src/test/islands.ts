import { waitFor } from '@testing-library/react';

/**
 * Waits until the lazy island (`lazyIsland`, shared/lazy-island.tsx) matching `selector` inside
 * `container` has mounted, and answers its root element.
 *
 * A block's island is in a chunk of its own: right after `render(...)` only the block's own
 * markup is there, and the island follows once its dynamic `import()` has resolved. Its root then
 * carries `data-hydrated` (shared/use-hydrated.ts), the mark the browser tests wait for before they
 * click. Prefer `screen.findBy…` for what a visitor sees; this is for an island that shows nothing
 * to find yet, such as a closed dialog.
 */
export function findIslandRoot(container: ParentNode, selector: string): Promise<HTMLElement> {
  return waitFor(() => {
    const root = container.querySelector<HTMLElement>(`${selector}[data-hydrated]`);
    if (!root) throw new Error(`No mounted island matches ${selector}`);
    return root;
  });
}
