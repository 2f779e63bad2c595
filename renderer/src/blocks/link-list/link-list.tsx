import { inspect } from '../../inspector.js';
import { CtaLink } from '../../shared/link.js';
import { LinkListItem } from '../../shared/link-list-item.js';
import type { LinkListProps } from './from-link-list.js';

/**
 * A navigation entry drawn in the page: each group is a navigation landmark named by its
 * heading (the group title, a link when the group has an overview page) over its links.
 * Static: no JavaScript.
 */
export function LinkList({ id, groups }: LinkListProps) {
  if (!groups.length) return null;
  return (
    <div className="link-list" data-groups={groups.length} {...inspect(id, 'navigationGroups')}>
      {groups.map((group) => {
        const headingId = `link-list-${id}-${group.id}`;
        return (
          <nav key={group.id} className="link-list__group" aria-labelledby={headingId}>
            <h2 id={headingId} className="link-list__title" {...inspect(group.id, 'title')}>
              {group.link ? <CtaLink link={{ ...group.link, variant: 'Text link' }}>{group.title}</CtaLink> : group.title}
            </h2>
            {group.links.length ? (
              <ul className="link-list__links" {...inspect(group.id, 'items')}>
                {group.links.map((link) => (
                  <LinkListItem key={link.id} link={link} />
                ))}
              </ul>
            ) : null}
          </nav>
        );
      })}
    </div>
  );
}
