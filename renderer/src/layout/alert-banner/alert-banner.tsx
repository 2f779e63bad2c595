import { inspect } from '../../inspector.js';
import { RichText } from '../../rich-text/rich-text.js';
import { CtaLink } from '../../shared/link.js';
import { DismissibleBanner } from './dismissible-banner.js';
import type { AlertBannerProps, AlertType } from './from-alert-banner.js';

/** The type in words, read before the message so the type is not told by colour alone (WCAG 1.4.1). */
const TYPE_LABEL: Record<AlertType, string> = {
  information: 'Information',
  confirmation: 'Confirmation',
  warning: 'Warning',
  error: 'Error',
};

const TYPE_ICON: Record<AlertType, string> = { information: 'i', confirmation: '✓', warning: '!', error: '×' };

/**
 * The site-wide alert banner (a page's `alertBanner`): the type's icon and name, the rich-text
 * message and an optional link, in a region named 'Site alert'. A server component; dismissal is
 * the `DismissibleBanner` island.
 */
export function AlertBanner({ id, type, message, link, dismissible }: AlertBannerProps) {
  return (
    <DismissibleBanner id={id} type={type} label="Site alert" dismissible={dismissible}>
      <span className="alert-banner__icon" aria-hidden="true">
        {TYPE_ICON[type]}
      </span>
      <div className="alert-banner__message" {...inspect(id, 'message')}>
        <span className="visually-hidden">{TYPE_LABEL[type]}: </span>
        <RichText {...message} />
      </div>
      {link ? (
        <span className="alert-banner__link">
          <CtaLink link={link} />
        </span>
      ) : null}
    </DismissibleBanner>
  );
}
