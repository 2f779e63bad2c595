import type { SiteAlertBannerFragment } from '@insurer/content-model/types';
import { ALERT_BANNER_TYPE, type AlertBannerType } from '@insurer/content-model/model';
import { isDocument, NO_LINKS, type RichTextProps } from '../../rich-text/rich-text.js';
import { isOneOf } from '../../shared/closed-list.js';
import { fromLink, type LinkProps } from '../../shared/link.js';

/** Alert types of the model (docs/requirements.md#alert-box). */
export type AlertType = AlertBannerType;

/** Props of the site-wide alert banner, JSON-serialisable. */
export interface AlertBannerProps {
  /** The alert banner entry's id: inspector tags, and the key its dismissal is remembered by. */
  id: string;
  type: AlertType;
  message: RichTextProps;
  link?: LinkProps;
  /** Visitors can close it (the model's default: true). */
  dismissible: boolean;
}

function isAlertType(value: string | null): value is AlertType {
  return isOneOf(ALERT_BANNER_TYPE, value);
}

/**
 * Props of an `AlertBanner` entry, or undefined when it has no message or its expiration date
 * is at or before `now` ("Hidden after this moment"). An unknown type reads as 'information'.
 */
export function fromAlertBanner(raw: SiteAlertBannerFragment, now: Date): AlertBannerProps | undefined {
  if (!isDocument(raw.message?.json)) return undefined;
  if (raw.expirationDate && Date.parse(raw.expirationDate) <= now.getTime()) return undefined;
  const link = fromLink(raw.link);
  return {
    id: raw.sys.id,
    type: isAlertType(raw.type) ? raw.type : 'information',
    message: { document: raw.message.json, links: NO_LINKS },
    ...(link ? { link } : {}),
    dismissible: raw.dismissible ?? true,
  };
}
