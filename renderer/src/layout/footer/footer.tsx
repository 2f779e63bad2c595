import { inspect } from '../../inspector.js';
import { RichText } from '../../rich-text/rich-text.js';
import { NavLink } from '../header/nav-link.js';
import type { FooterProps } from './from-footer.js';

export interface SiteFooterProps {
  footer: FooterProps;
  /** The page's compliance (approval) number, e.g. '2025-12345 Exp. 01/2027' (staticPage.complianceNumber). */
  complianceNumber?: string;
}

/**
 * The site footer: up to 4 titled link columns, social links, legal links, the disclaimer, the
 * page's compliance number and the copyright. Static: no JavaScript. Marked `data-site-footer`
 * so the open mobile menu can hide it from assistive technology.
 */
export function Footer({ footer, complianceNumber }: SiteFooterProps) {
  const { id, columns, socialLinks, legalLinks, disclaimer, copyright } = footer;
  return (
    <footer className="site-footer" data-site-footer="" {...inspect(id, 'internalName')}>
      <div className="site-footer__inner container">
        {columns.length ? (
          <nav className="site-footer__columns" aria-label="Footer" {...inspect(id, 'columns')}>
            {columns.map((column) => (
              <div key={column.id} className="site-footer__column">
                <h2 id={`site-footer-${column.id}`} className="site-footer__heading" {...inspect(column.id, 'title')}>
                  {column.title}
                </h2>
                <ul className="site-footer__links" aria-labelledby={`site-footer-${column.id}`}>
                  {column.links.map((link) => (
                    <li key={link.id}>
                      <NavLink link={link} className="site-footer__link" />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
        {socialLinks.length ? (
          <ul className="site-footer__social" aria-label="Follow us" {...inspect(id, 'socialLinks')}>
            {socialLinks.map((link) => (
              <li key={link.id} data-icon={link.icon}>
                <NavLink link={link} className="site-footer__social-link" />
              </li>
            ))}
          </ul>
        ) : null}
        {legalLinks.length ? (
          <nav className="site-footer__legal" aria-label="Legal" {...inspect(id, 'legalLinks')}>
            <ul>
              {legalLinks.map((link) => (
                <li key={link.id}>
                  <NavLink link={link} className="site-footer__link" />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {disclaimer ? (
          <div className="site-footer__disclaimer" {...inspect(id, 'disclaimer')}>
            <RichText {...disclaimer} />
          </div>
        ) : null}
        {complianceNumber ? <p className="site-footer__compliance">{complianceNumber}</p> : null}
        {copyright ? (
          <p className="site-footer__copyright" {...inspect(id, 'copyright')}>
            {copyright}
          </p>
        ) : null}
      </div>
    </footer>
  );
}
