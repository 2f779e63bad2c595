import { GlobalStyles } from '@contentful/f36-components';
import { SDKProvider, useAutoResizer } from '@contentful/react-apps-toolkit';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

function AutoResize({ children }: { children: ReactNode }) {
  // A field location's iframe takes the height of the app (sdk.window.startAutoResizer).
  useAutoResizer();
  return <>{children}</>;
}

/**
 * Mounts a field app into `#root`: Forma 36's global styles, the App SDK (`SDKProvider` waits
 * for the host's `connect` message; see cms-extensions/host) and the iframe auto-resizer.
 * Throws when the page has no `#root` element.
 */
export function mountFieldApp(app: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('mountFieldApp: the page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <GlobalStyles />
      <SDKProvider loading={<p>Connecting to the CMS…</p>}>
        <AutoResize>{app}</AutoResize>
      </SDKProvider>
    </StrictMode>,
  );
}
