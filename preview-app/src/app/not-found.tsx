import { siteFlags } from '../lib/flags';
import { contentQuery } from '../lib/graphql';
import { SiteChrome } from './site-chrome';

/** The 404 page, inside the default header and footer: plain, helpful, linked back home and to search. */
export default async function NotFound() {
  const context = { query: contentQuery(false), preview: false, now: new Date(), onStaticPage: true, flags: await siteFlags() };
  return (
    <SiteChrome url="/" hideHeader={false} context={context} navigationId={undefined} footerId={undefined} alertBannerId={undefined}>
      <div className="not-found">
        <h1>We can’t find that page</h1>
        <p>The page may have moved or no longer exists. The home page and the menu above lead to everything on the site.</p>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </div>
    </SiteChrome>
  );
}
