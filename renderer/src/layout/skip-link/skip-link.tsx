/** The id of the page's main content, the skip link's target; the app renders `<main id="main">`. */
export const MAIN_ID = 'main';

/**
 * 'Skip to main content': the first focusable element of every page, shown when focused
 * (docs/requirements.md#header-and-navigation "Header: a skip-to-main link"; WCAG 2.4.1). Server-rendered, no JavaScript.
 * Give `<main id="main" tabIndex={-1}>` so browsers move keyboard focus with it.
 */
export function SkipLink({ target = MAIN_ID }: { target?: string }) {
  return (
    <a className="skip-link" href={`#${target}`}>
      Skip to main content
    </a>
  );
}
