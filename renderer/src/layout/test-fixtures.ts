/** Raw GraphQL answers of the site chrome queries, shared by the layout tests. */
import type { SiteAlertBannerFragment, SiteFooterFragment, SiteNavigationFragment } from '@insurer/content-model/types';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { axeViolations } from '../test/axe.js';
import { asset, doc, linkEntry } from '../test/fixtures.js';

/**
 * Fake timers that Testing Library's async wrapper advances too: it flushes with a setTimeout
 * that only a global `jest` makes it advance, so user-event would otherwise wait forever.
 */
export function useFakeClock(): void {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

export function useRealClock(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}

/** A user-event session on the fake clock. */
export function fakeClockUser(): UserEvent {
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/**
 * axe-core schedules its own timeouts, so it runs on the real clock; timers the components
 * scheduled on the fake clock are dropped, so call it when none is pending.
 */
export async function axeOnRealClock(element: Element): Promise<string[]> {
  vi.useRealTimers();
  try {
    return await axeViolations(element);
  } finally {
    vi.useFakeTimers();
  }
}

/** A navigation as the header queries answer it: a top hat with 'sign out', two dropdown groups and a plain link. */
export function rawNavigation(overrides: Partial<SiteNavigationFragment> = {}): SiteNavigationFragment {
  return {
    sys: { id: 'nav-1' },
    internalName: 'Default navigation',
    logo: { ...asset('logo-asset', 320, 80), description: 'The Insurer' },
    topHatLinksCollection: {
      items: [
        linkEntry('top-employers', 'Employers', '/employers', { variant: 'Text link' }),
        linkEntry('top-sign-out', 'sign out', '/individuals-families/shop/logout', { variant: 'Text link' }),
      ],
    },
    navigationGroupsCollection: {
      items: [
        {
          sys: { id: 'group-life' },
          title: 'Life insurance',
          link: linkEntry('life-overview', 'Life insurance overview', '/life-insurance'),
          itemsCollection: {
            items: [
              linkEntry('life-term', 'Term life', '/life-insurance/term'),
              linkEntry('life-whole', 'Whole life', '/life-insurance/whole'),
              linkEntry('life-no-href', 'No address', '', { href: null }),
            ],
          },
        },
        {
          sys: { id: 'group-dental' },
          title: 'Dental',
          link: null,
          itemsCollection: { items: [linkEntry('dental-ppo', 'Dental PPO', '/dental-insurance/ppo'), null] },
        },
        {
          sys: { id: 'group-careers' },
          title: 'Careers',
          link: linkEntry('careers', 'Careers', '/careers'),
          itemsCollection: { items: [] },
        },
        { sys: { id: 'group-empty' }, title: 'Empty', link: null, itemsCollection: null },
        null,
      ],
    },
    phoneNumber: ' 1-800-555-0199 ',
    loginLink: linkEntry('login', 'Sign in here', 'https://signin.example.com/login', { target: '_blank' }),
    quoteLink: linkEntry('quote', 'Quote', '/get-a-quote'),
    search: true,
    transparent: false,
    quoteWidget: null,
    ...overrides,
  };
}

/** A footer with five columns (one over the limit), social and legal links, disclaimer and copyright. */
export function rawFooter(overrides: Partial<SiteFooterFragment> = {}): SiteFooterFragment {
  const column = (id: string, title: string, links: [string, string][]) => ({
    sys: { id },
    title,
    linksCollection: { items: links.map(([text, href], i) => linkEntry(`${id}-${i}`, text, href, { variant: 'Text link' })) },
  });
  return {
    sys: { id: 'footer-1' },
    internalName: 'Default footer',
    columnsCollection: {
      items: [
        column('col-products', 'Products', [
          ['Life insurance', '/life-insurance'],
          ['Dental insurance', '/dental-insurance'],
        ]),
        column('col-company', 'Company', [['About us', '/about-us']]),
        column('col-support', 'Support', [['Contact us', '/contact-us']]),
        column('col-resources', 'Resources', [['Learning Center', '/learning-center']]),
        column('col-fifth', 'Fifth column', [['Too many', '/too-many']]),
      ],
    },
    socialLinksCollection: {
      items: [
        linkEntry('social-linkedin', 'LinkedIn', 'https://www.linkedin.com/company/the-insurer', { icon: 'linkedin', target: '_blank' }),
      ],
    },
    legalLinksCollection: { items: [linkEntry('legal-privacy', 'Privacy policy', '/privacy-policy')] },
    disclaimer: { json: doc('Products are underwritten and issued by The Insurer.') },
    copyright: '© 2025 The Insurer',
    ...overrides,
  };
}

/** A dismissible warning banner with a link, expiring after the test clock's now (2026-11-21). */
export function rawAlertBanner(overrides: Partial<SiteAlertBannerFragment> = {}): SiteAlertBannerFragment {
  return {
    sys: { id: 'banner-1' },
    type: 'warning',
    message: { json: doc('Our phone lines are closed on Thanksgiving Day.') },
    link: linkEntry('banner-link', 'See holiday hours', '/contact-us'),
    dismissible: true,
    expirationDate: '2026-11-27T00:00:00.000Z',
    ...overrides,
  };
}
