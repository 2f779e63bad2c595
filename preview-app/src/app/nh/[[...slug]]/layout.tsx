import type { ReactNode } from 'react';
import { RouteChrome, type RouteParams } from '../../render-route';

/** The header-less variant (clientcode=fmg, code ga or nhf): alert banner and footer only. */
export default function Layout({ children, params }: RouteParams & { children: ReactNode }) {
  return (
    <RouteChrome params={params} hideHeader>
      {children}
    </RouteChrome>
  );
}
