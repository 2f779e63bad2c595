/**
 * Keeps `--entry-bar-height` on the entry's editor (`section.entry-editor`) equal to the height
 * of its sticky publish bar (`.entry-editor__bar`, CSS pixels), so what else sticks while the
 * column scrolls — the rich-text toolbar of Contentful's editor — sticks below the bar instead of
 * over it (workbench.css; issue 42: "toolbars overlap when sticky"). The bar's height changes with
 * the title's length and the column's width.
 * @returns a function that stops watching.
 */
export function watchStickyBar(fields: HTMLElement): () => void {
  const editor = fields.closest<HTMLElement>('.entry-editor');
  const bar = editor?.querySelector<HTMLElement>('.entry-editor__bar');
  if (!editor || !bar || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() =>
    editor.style.setProperty('--entry-bar-height', `${Math.ceil(bar.getBoundingClientRect().height)}px`),
  );
  observer.observe(bar);
  return () => observer.disconnect();
}
