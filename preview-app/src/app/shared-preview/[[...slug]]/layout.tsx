import type { ReactNode } from 'react';
import { RouteChrome, type RouteParams } from '../../render-route';

/** Header, footer and alert banner of a shared preview: the page's own, as drafts (docs/requirements.md#decision-shared-preview-links). */
export default function Layout({ children, params }: RouteParams & { children: ReactNode }) {
  return (
    <RouteChrome params={params} mode="shared">
      {children}
    </RouteChrome>
  );
}
