import { SiteDefaultNavigationDocument, SiteNavigationByIdDocument } from '@insurer/content-model/types';
import type { LoadContext } from '../../core/query.js';
import { fromNavigation, type NavigationProps } from './from-navigation.js';

/**
 * The internal name of the site's default navigation (docs/requirements.md#content-service-calls "default navigation"): pages
 * without a navigation of their own get this entry (the earliest published, if several).
 */
export const DEFAULT_NAVIGATION_NAME = 'Default navigation';

/**
 * The header props of navigation `id`, or of the default navigation when `id` is empty or its
 * entry is not published (or not found). Null when there is no default either.
 * @throws what `context.query` throws (transport or GraphQL errors).
 */
export async function loadNavigation(id: string | null | undefined, context: LoadContext): Promise<NavigationProps | null> {
  const scope = { preview: context.preview, ...(context.locale ? { locale: context.locale } : {}) };
  if (id) {
    const { navigation } = await context.query(SiteNavigationByIdDocument, { id, ...scope });
    if (navigation) return fromNavigation(navigation, context.flags);
    console.warn(`[renderer] navigation ${id} not found; using the default navigation`);
  }
  const data = await context.query(SiteDefaultNavigationDocument, { name: DEFAULT_NAVIGATION_NAME, ...scope });
  const item = data.navigationCollection?.items[0];
  return item ? fromNavigation(item, context.flags) : null;
}
