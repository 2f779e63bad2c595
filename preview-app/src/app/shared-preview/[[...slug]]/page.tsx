import type { Metadata } from 'next';
import { RouteView, routeMetadata, type RouteParams } from '../../render-route';

// Rendered per request, never cached: a draft for whoever holds a checked link (src/proxy.ts).
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return routeMetadata({ params, mode: 'shared' });
}

/**
 * A shared preview link's page (`/shared-preview/spring-campaign?expires=…&signature=…`): the
 * draft of the page it names, read-only, with no editor's aids and no draft-mode cookie; the
 * request proxy has checked the link (docs/requirements.md#decision-shared-preview-links). A path
 * no page or article has answers the site's 404.
 */
export default function SharedPreviewPage({ params }: RouteParams) {
  return <RouteView params={params} mode="shared" />;
}
