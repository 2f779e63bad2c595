import { siteFlags } from '../lib/flags';
import { contentQuery } from '../lib/graphql';
import { NotFoundView } from './not-found-view';
import { SiteChrome } from './site-chrome';

/** The 404 page, inside the default header and footer: plain, helpful, linked back home and to search. */
export default async function NotFound() {
  const context = { query: contentQuery(false), preview: false, now: new Date(), onStaticPage: true, flags: await siteFlags() };
  return (
    <SiteChrome url="/" hideHeader={false} context={context} navigationId={undefined} footerId={undefined} alertBannerId={undefined}>
      <NotFoundView />
    </SiteChrome>
  );
}
