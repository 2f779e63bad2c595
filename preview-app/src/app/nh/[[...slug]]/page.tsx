import { RouteView, routeMetadata, type RouteParams } from '../../render-route';

/**
 * The same pages without the site header: the proxy (src/proxy.ts) rewrites here when the query has
 * clientcode=fmg or code ga/nhf (docs/requirements.md#hidden-header), so both variants stay statically cached.
 */
export const dynamicParams = true;
export function generateStaticParams(): { slug: string[] }[] {
  return [];
}

export const generateMetadata = routeMetadata;

export default function Page({ params }: RouteParams) {
  return <RouteView params={params} />;
}
