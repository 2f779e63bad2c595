import { inspect, inspectTags } from '../../inspector.js';
import type { LinkProps } from '../../shared/link.js';

/**
 * A plain navigation anchor for a `LinkProps` (no button styling, whatever the link's variant),
 * tagged for the inspector; new-tab links say so to assistive technology. Server-safe.
 */
export function NavLink({
  link,
  className,
  label,
  inspector,
}: {
  link: LinkProps;
  className?: string;
  label?: string;
  /** Draft mode, when a client island renders the link (its SSR cannot see the request's mode). */
  inspector?: boolean;
}) {
  return (
    <a
      href={link.href}
      className={className}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(inspector === undefined ? inspect(link.id, 'title') : inspectTags(inspector, link.id, 'title'))}
    >
      {label ?? link.title}
      {link.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}
