import { inspect, inspectTags } from '../inspector.js';
import type { LinkFieldsFragment } from '@insurer/content-model/types';
import { safeHref } from './safe-href.js';
import type { ReactNode } from 'react';

/** A call to action or plain link from a `Link` entry. */
export interface LinkProps {
  id: string;
  title: string;
  href: string;
  /** Opens in a new tab (`target` `_blank`). */
  newTab: boolean;
  /** 'Primary', 'Secondary', 'Tertiary' or 'Text link'; styles the anchor. */
  variant: string;
  /** A slide-up panel's rich text, opened by `triggerLinkText` instead of navigating. */
  slideUp?: { document: unknown; triggerText: string };
}

/** Props of a `Link` entry; undefined when it has no href and no slide-up content. */
export function fromLink(link: LinkFieldsFragment | null | undefined): LinkProps | undefined {
  if (!link) return undefined;
  const slideUp = link.slideUp?.json
    ? { document: link.slideUp.json, triggerText: link.triggerLinkText ?? link.title ?? 'Learn more' }
    : undefined;
  if (!link.href && !slideUp) return undefined;
  return {
    id: link.sys.id,
    title: link.title ?? link.href ?? '',
    // Only http(s), mailto, tel and site addresses: a draft a publish would refuse never becomes a live link.
    href: safeHref(link.href) ?? '#',
    newTab: link.target === '_blank',
    variant: link.variant ?? 'Primary',
    ...(slideUp ? { slideUp } : {}),
  };
}

const VARIANT_CLASS: Record<string, string> = {
  Primary: 'btn btn--primary',
  Secondary: 'btn btn--secondary',
  Tertiary: 'btn btn--tertiary',
  'Text link': 'text-link',
};

/** An anchor for a `LinkProps`; new-tab links say so to assistive technology. */
export function CtaLink({
  link,
  children,
  inspector,
}: {
  link: LinkProps;
  children?: ReactNode;
  /** Draft mode, when a client island renders the link (its SSR cannot see the request's mode). */
  inspector?: boolean;
}) {
  return (
    <a
      href={link.href}
      className={VARIANT_CLASS[link.variant] ?? VARIANT_CLASS.Primary}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(inspector === undefined ? inspect(link.id, 'title') : inspectTags(inspector, link.id, 'title'))}
    >
      {children ?? link.title}
      {link.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}
