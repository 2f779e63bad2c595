import type { ReactNode } from 'react';
import '@insurer/renderer/styles.css';
import './site.css';

/** The document shell; each route draws its own header and footer (pages may name their own). */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
