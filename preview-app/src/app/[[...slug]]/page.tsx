import { RouteView, routeMetadata, type RouteParams } from '../render-route';

// Rendered per request: each response carries its own script nonce (src/proxy.ts,
// docs/requirements.md#security); the content it reads stays cached until the publish webhook.
export const dynamic = 'force-dynamic';

export const generateMetadata = routeMetadata;

export default function Page({ params }: RouteParams) {
  return <RouteView params={params} />;
}
