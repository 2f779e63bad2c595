import { MAIN_ID } from '@insurer/renderer';
import { NotFoundView } from './not-found-view';

/**
 * The 404 view of a URL outside every route's layout (none of the site's pages: those are under
 * `[[...slug]]`, whose own not-found view sits inside the header and footer). Plain on purpose:
 * Next.js sends the root not-found view inside the RSC payload of every page, so a header and
 * footer here would be a second copy of the whole chrome in every page's HTML
 * (docs/requirements.md#decision-javascript-budget).
 */
export default function NotFound() {
  return (
    <main id={MAIN_ID} className="site-main">
      <NotFoundView />
    </main>
  );
}
