import type { LinkProps } from '../../shared/link.js';

/**
 * A plain navigation anchor for a `LinkProps` (no button styling, whatever the link's variant),
 * tagged for the inspector; new-tab links say so to assistive technology. Server-safe.
 */
export function NavLink({ link, className, label }: { link: LinkProps; className?: string; label?: string }) {
  return (
    <a
      href={link.href}
      className={className}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      data-contentful-entry-id={link.id}
      data-contentful-field-id="title"
    >
      {label ?? link.title}
      {link.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}
