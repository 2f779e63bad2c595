import { inspect } from '../../inspector.js';
import { LinkListItem } from '../../shared/link-list-item.js';
import type { SuggestedPagesProps } from './from-suggested-pages.js';

/**
 * A titled list of links to other pages, as a navigation landmark named by its title
 * ('Suggested pages' without one). Static: no JavaScript.
 */
export function SuggestedPages({ id, title, links }: SuggestedPagesProps) {
  if (!links.length) return null;
  const headingId = `suggested-pages-${id}`;
  return (
    <nav className="suggested-pages" {...(title ? { 'aria-labelledby': headingId } : { 'aria-label': 'Suggested pages' })}>
      {title ? (
        <h2 id={headingId} className="suggested-pages__title" {...inspect(id, 'title')}>
          {title}
        </h2>
      ) : null}
      <ul className="suggested-pages__links" {...inspect(id, 'links')}>
        {links.map((link) => (
          <LinkListItem key={link.id} link={link} />
        ))}
      </ul>
    </nav>
  );
}
