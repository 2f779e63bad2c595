import { NotFoundView } from '../not-found-view';

/**
 * The 404 view of a page or article URL no entry has, when the page throws Next.js's `notFound()`
 * (without the site server: `next dev`, `next start`); the layout around it draws the header and
 * footer. Under the site server the page draws `NotFoundView` itself (render-route.tsx).
 *
 * Kept here rather than only at the root: Next.js sends the not-found view of a layout inside the
 * RSC payload of every page under it, so a root view with its own header and footer put a second
 * copy of the whole chrome into every page's HTML (docs/requirements.md#decision-javascript-budget).
 */
export default function NotFound() {
  return <NotFoundView />;
}
