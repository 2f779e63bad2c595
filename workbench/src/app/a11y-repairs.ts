/**
 * Accessibility repairs of markup that Contentful's field editors render (version 1.8 of
 * @contentful/default-field-editors with Forma 36 v5), so the workbench passes axe (WCAG 2.2 AA,
 * docs/requirements.md#decision-workbench-accessibility). Each repair names what it fixes; all
 * run again whenever the editors re-render (a MutationObserver), and only touch elements that
 * still have the problem.
 */

/** Names of the rich-text toolbar's icon-only buttons, by their `data-test-id`. */
const TOOLBAR_NAMES: Record<string, string> = {
  'undo-toolbar-button': 'Undo',
  'redo-toolbar-button': 'Redo',
  'bold-toolbar-button': 'Bold',
  'italic-toolbar-button': 'Italic',
  'underline-toolbar-button': 'Underline',
  'code-toolbar-button': 'Code',
  'superscript-toolbar-button': 'Superscript',
  'subscript-toolbar-button': 'Subscript',
  'strikethrough-toolbar-button': 'Strikethrough',
  'hyperlink-toolbar-button': 'Link',
  'ul-toolbar-button': 'Bulleted list',
  'ol-toolbar-button': 'Numbered list',
  'quote-toolbar-button': 'Quote',
  'hr-toolbar-button': 'Horizontal rule',
  'table-toolbar-button': 'Table',
  'dropdown-toolbar-button': 'More formatting',
};

/** "bold-toolbar-button" → "Bold toolbar". */
function humanize(testId: string): string {
  const words = testId
    .replace(/-button$/, '')
    .split('-')
    .filter(Boolean);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function hasName(element: Element): boolean {
  return Boolean(element.getAttribute('aria-label')?.trim() || element.getAttribute('aria-labelledby') || element.textContent?.trim());
}

function repair(root: HTMLElement): void {
  // Icon-only buttons (the rich-text toolbar) named only by a tooltip that exists on hover.
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-test-id]')) {
    if (hasName(button)) continue;
    const testId = button.dataset.testId ?? '';
    button.setAttribute('aria-label', TOOLBAR_NAMES[testId] ?? humanize(testId));
  }
  // The rich-text editor's textbox has no name: its field's label names it.
  for (const box of root.querySelectorAll<HTMLElement>('[role="textbox"][contenteditable]')) {
    if (box.getAttribute('aria-label') || box.getAttribute('aria-labelledby')) continue;
    const label = box.closest('[data-field-id]')?.querySelector('label');
    box.setAttribute('aria-label', label?.textContent?.replace('(required)', '').trim() || 'Rich text');
  }
  // Menu triggers: Forma 36 puts aria-haspopup/expanded/controls on a <span> around the button;
  // they belong on the button, where assistive technology announces them.
  for (const span of root.querySelectorAll<HTMLSpanElement>('span[aria-haspopup]')) {
    const button = span.querySelector('button');
    if (!button) continue;
    for (const name of ['aria-haspopup', 'aria-expanded', 'aria-controls']) {
      const value = span.getAttribute(name);
      if (value === null) continue;
      button.setAttribute(name, value);
      span.removeAttribute(name);
    }
  }
  // The reference lists' drag handles: dnd-kit's keyboard sensor starts a drag only from the
  // element its listeners are on (the handle's wrapper), so the focusable button inside it never
  // could; the wrapper becomes the button (Space or Enter picks the entry up, the arrow keys move
  // it, Space drops it) and the inner one leaves the tab order.
  // Each part is checked on its own: React may draw the handle again inside a repaired wrapper.
  for (const handle of root.querySelectorAll<HTMLElement>('[data-test-id="cf-ui-drag-handle"]')) {
    const wrapper = handle.parentElement;
    if (!wrapper) continue;
    if (wrapper.getAttribute('role') !== 'button') {
      wrapper.setAttribute('role', 'button');
      wrapper.setAttribute('tabindex', '0');
      wrapper.setAttribute('aria-label', handle.textContent?.trim() || handle.getAttribute('aria-label') || 'Reorder entry');
    }
    if (handle.getAttribute('aria-hidden') !== 'true') {
      handle.setAttribute('tabindex', '-1');
      handle.setAttribute('role', 'presentation');
      handle.setAttribute('aria-hidden', 'true');
    }
  }
  // A field's validation errors: Contentful lists them as `<li role="status">`, which is no longer
  // a list item (axe `list`); the list itself becomes the polite live region, its items items again.
  for (const list of root.querySelectorAll<HTMLUListElement>('ul[data-test-id="validation-errors"]')) {
    if (list.getAttribute('aria-live') !== 'polite') list.setAttribute('aria-live', 'polite');
    for (const item of list.querySelectorAll(':scope > li[role]')) {
      item.removeAttribute('role');
      item.removeAttribute('aria-roledescription');
    }
  }
  // Entry cards are role=button yet hold their own buttons (actions menu, drag handle): the card
  // becomes a focusable group (Enter still opens the entry), its buttons stay buttons.
  for (const card of root.querySelectorAll<HTMLElement>('article[role="button"]')) {
    if (!card.querySelector('button, a[href], [tabindex]:not([tabindex="-1"])')) continue;
    card.setAttribute('role', 'group');
    if (!card.getAttribute('aria-label')) card.setAttribute('aria-label', card.querySelector('h1, h2, h3')?.textContent?.trim() || 'Entry');
  }
}

/**
 * Repairs `root` now and on every change under it.
 * @returns a function that stops watching.
 */
export function watchAccessibility(root: HTMLElement): () => void {
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      observer.disconnect();
      repair(root);
      observer.observe(root, OPTIONS);
    });
  });
  const OPTIONS: MutationObserverInit = {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-expanded', 'role', 'aria-haspopup', 'aria-hidden'],
  };
  repair(root);
  observer.observe(root, OPTIONS);
  return () => observer.disconnect();
}
