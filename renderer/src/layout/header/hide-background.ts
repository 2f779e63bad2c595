/** What the open mobile menu hides from assistive technology: the page's main content and footer. */
export const BACKGROUND_SELECTORS = ['#main', '[data-site-footer]'] as const;

/**
 * While the mobile menu is open (docs/requirements.md#navigation-behaviour "locks body scroll and hides the main content from
 * assistive technology"): sets `overflow: hidden` on `<body>`, and `aria-hidden="true"` and
 * `inert` on `#main` and the footer. Answers the function that restores what was there before.
 */
export function hideBackground(document: Document): () => void {
  const body = document.body;
  const overflow = body.style.overflow;
  body.style.overflow = 'hidden';
  const hidden = BACKGROUND_SELECTORS.flatMap((selector) => [...document.querySelectorAll<HTMLElement>(selector)]).map((element) => ({
    element,
    ariaHidden: element.getAttribute('aria-hidden'),
    inert: element.hasAttribute('inert'),
  }));
  for (const { element } of hidden) {
    element.setAttribute('aria-hidden', 'true');
    element.setAttribute('inert', '');
  }
  return () => {
    body.style.overflow = overflow;
    for (const { element, ariaHidden, inert } of hidden) {
      if (ariaHidden === null) element.removeAttribute('aria-hidden');
      else element.setAttribute('aria-hidden', ariaHidden);
      if (!inert) element.removeAttribute('inert');
    }
  };
}
