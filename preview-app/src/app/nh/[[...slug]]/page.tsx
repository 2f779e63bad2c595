import { RouteView, routeMetadata, type RouteParams } from '../../render-route';

/**
 * The same pages without the site header: the proxy (src/proxy.ts) rewrites here when the query has
 * clientcode=fmg or code ga/nhf (docs/requirements.md#hidden-header). Rendered per request like the other pages (script nonce).
 */
export const dynamic = 'force-dynamic';

export const generateMetadata = routeMetadata;

export default function Page({ params }: RouteParams) {
  return <RouteView params={params} />;
}
