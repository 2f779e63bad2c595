import { inspect } from '../../inspector.js';
import type { NavigationGroupProps } from './from-navigation.js';
import { NavLink } from './nav-link.js';

export interface PrimaryNavigationProps {
  /** The navigation entry's id, for inspector tags. */
  navigationId: string;
  groups: NavigationGroupProps[];
}

/** The DOM id of a group's sub-navigation. */
function subNavigationId(groupId: string): string {
  return `site-nav-${groupId}`;
}

/**
 * The primary navigation (a server component), following the WAI-ARIA disclosure navigation
 * pattern: each group is a button (`aria-controls`) and its sub-navigation; a group with only a
 * landing link is a plain link. Without script, desktop sub-navigations open on hover and focus
 * and the mobile menu lists every group's links (CSS). The header's script (`enhanceHeader`)
 * makes the buttons disclosures with the timings of docs/requirements.md#navigation-behaviour.
 */
export function PrimaryNavigation({ navigationId, groups }: PrimaryNavigationProps) {
  return (
    <nav className="site-nav" aria-label="Main" {...inspect(navigationId, 'navigationGroups')}>
      <ul className="site-nav__list">
        {groups.map((group) => {
          if (!group.items.length && group.link) {
            return (
              <li key={group.id} className="site-nav__item">
                <NavLink link={group.link} label={group.title} className="site-nav__link" />
              </li>
            );
          }
          return (
            <li key={group.id} className="site-nav__item" data-state="closed">
              <button
                type="button"
                className="site-nav__toggle"
                aria-controls={subNavigationId(group.id)}
                data-state="closed"
                {...inspect(group.id, 'title')}
              >
                {group.title}
              </button>
              <div id={subNavigationId(group.id)} className="site-nav__panel" data-state="closed" hidden>
                <ul className="site-nav__sublist">
                  {group.link ? (
                    <li>
                      <NavLink link={group.link} className="site-nav__sublink site-nav__sublink--overview" />
                    </li>
                  ) : null}
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <NavLink link={item} className="site-nav__sublink" />
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
