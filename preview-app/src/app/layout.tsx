import type { ReactNode } from 'react';
import { draftMode } from 'next/headers';
import '@insurer/renderer/styles.css';
import './site.css';
import { siteEnv } from '../lib/env';
import { LivePreview } from './live-preview';

/**
 * The document shell; each route draws its own header and footer (pages may name their own).
 * In draft mode the page sits in the live preview (docs/requirements.md#live-preview); production
 * pages carry no live-preview script.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const draft = (await draftMode()).isEnabled;
  const { locale, editorOrigins } = siteEnv();
  return (
    <html lang="en">
      <body>
        {draft ? (
          <LivePreview locale={locale} targetOrigin={editorOrigins}>
            {children}
          </LivePreview>
        ) : (
          children
        )}
      </body>
    </html>
  );
}
