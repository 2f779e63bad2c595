import { inspect } from '../inspector.js';
import { NO_LINKS, RichText } from '../rich-text/rich-text.js';
import type { StaticPageProps } from './static-page.js';

/**
 * The page's own title as its h1: shown when the page has no hero, visually hidden when the hero
 * is not a header block (whose heading is then the h1), absent otherwise.
 */
export function StaticPageTitle({ page, hero }: { page: StaticPageProps; hero: 'none' | 'header' | 'other' }) {
  if (hero === 'header') return null;
  return (
    <h1 className={hero === 'none' ? 'page-title' : 'visually-hidden'} {...inspect(page.id, 'title')}>
      {page.title}
    </h1>
  );
}

/** The page's disclaimer (rich text without embeds), or nothing when the editor left it empty. */
export function StaticPageDisclaimer({ page }: { page: StaticPageProps }) {
  return page.disclaimer ? (
    <footer className="page-disclaimer" {...inspect(page.id, 'disclaimer')}>
      <RichText document={page.disclaimer} links={NO_LINKS} />
    </footer>
  ) : null;
}
