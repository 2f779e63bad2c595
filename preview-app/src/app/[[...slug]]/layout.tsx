import type { ReactNode } from 'react';
import { RouteChrome, type RouteParams } from '../render-route';

/** Header, footer and alert banner of every page and article. */
export default function Layout({ children, params }: RouteParams & { children: ReactNode }) {
  return <RouteChrome params={params}>{children}</RouteChrome>;
}
