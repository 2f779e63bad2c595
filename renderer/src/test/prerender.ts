import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/** HTML as Next prerenders a page: every lazy module awaited, so no Suspense fallback is left. */
export async function prerender(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
