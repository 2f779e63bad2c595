import { SiteDefaultFooterDocument, SiteFooterByIdDocument } from '@insurer/content-model/types';
import type { LoadContext } from '../../core/query.js';
import { fromFooter, type FooterProps } from './from-footer.js';

/**
 * The internal name of the site's default footer (docs/requirements.md#content-service-calls "default navigation and footer"):
 * pages without a footer of their own get this entry (the earliest published, if several).
 */
export const DEFAULT_FOOTER_NAME = 'Default footer';

/**
 * The footer props of footer `id`, or of the default footer when `id` is empty or its entry is
 * not published (or not found). Null when there is no default either.
 * @throws what `context.query` throws (transport or GraphQL errors).
 */
export async function loadFooter(id: string | null | undefined, context: LoadContext): Promise<FooterProps | null> {
  const scope = { preview: context.preview, ...(context.locale ? { locale: context.locale } : {}) };
  if (id) {
    const { footer } = await context.query(SiteFooterByIdDocument, { id, ...scope });
    if (footer) return fromFooter(footer);
    console.warn(`[renderer] footer ${id} not found; using the default footer`);
  }
  const data = await context.query(SiteDefaultFooterDocument, { name: DEFAULT_FOOTER_NAME, ...scope });
  const item = data.footerCollection?.items[0];
  return item ? fromFooter(item) : null;
}
