/**
 * Site-wide entries: people (authors and reviewers), head tags, the default navigation and
 * footer (docs/requirements.md#header-and-navigation), the account-portal navigation, alert banners, and the quote
 * drawer the header's 'Get a quote' button opens (docs/requirements.md#modal-and-drawer).
 */
import { QUOTE_WIDGET_TABS } from '@insurer/content-model/model';
import { assetRef, type SeedBuilder } from '../builder.js';
import type { LinkRef } from '../export-format.js';
import { richText } from '../rich-text.js';
import { COMPANY, alertBanner, floatingCta, headTag, link, modal, quoteWidget } from './blocks.js';

type Ref = LinkRef<'Entry'>;

/** Shared entries the pages and articles link to. */
export interface Site {
  people: Record<'maya' | 'daniel' | 'priya' | 'tom' | 'grace' | 'samuel', Ref>;
  noindexNofollow: Ref;
  noindexFollow: Ref;
  scamAlert: Ref;
  maintenanceAlert: Ref;
  accountNavigation: Ref;
  quoteDrawer: Ref;
  floatingQuote: Ref;
  /** The header's quote link (#get-a-quote): also used by buttons on pages. */
  quoteLink: Ref;
}

function person(
  s: SeedBuilder,
  key: string,
  name: string,
  roleTitle: string,
  description: string,
  extra: { profileLink?: string; socialUrls?: string[] } = {},
): Ref {
  return s.add('person', `person-${key}`, {
    name,
    roleTitle,
    description,
    photo: assetRef(`asset-avatar-${key}`),
    profileLink: extra.profileLink,
    socialUrls: extra.socialUrls,
  });
}

/** Defines the site-wide entries and answers the ones pages link to. */
export function buildSite(s: SeedBuilder): Site {
  // The brand the tools and their e-mails name (docs/requirements.md#decision-brand-name), and the
  // support number the e-mails show (docs/requirements.md#contact-e-mails).
  s.add('siteSettings', 'site-settings', { internalName: 'Site settings', brandName: COMPANY.name, supportPhone: COMPANY.phone });
  // One compliance code per product form (docs/requirements.md#decision-compliance-codes), fictional.
  for (const [formId, code] of [
    ['rila-tool-share', 'LFM-RILA-2026-0042'],
    ['retirement-calculator-share', 'LFM-RET-2026-0017'],
    ['life-quote-lead', 'LFM-TL-2026-0108'],
    ['disability-quote-lead', 'LFM-DI-2026-0093'],
  ] as const) {
    s.add('complianceCode', `compliance-code-${formId}`, { formId, code, expirationDate: '2028-12-31' });
  }
  // The site's flags (docs/requirements.md#feature-flags): the default OpenFeature provider reads this entry.
  s.add('featureFlags', 'feature-flags', {
    internalName: 'Site feature flags',
    rilaV3: true,
    dentalRefreshAgeRanges: true,
    okAgebandExpansion: false,
    accidentScSpouseAgeRule: true,
  });
  const people = {
    maya: person(
      s,
      'maya-okafor',
      'Maya Okafor, CFP®',
      'Senior Financial Planner',
      'Maya has helped families and small-business owners build protection and retirement plans for fifteen years. She writes about budgeting, insurance basics and the money conversations people tend to put off.',
      { profileLink: '/learning-center', socialUrls: ['https://www.linkedin.example/in/maya-okafor-cfp'] },
    ),
    daniel: person(
      s,
      'daniel-reyes',
      'Daniel Reyes',
      'Director, Workplace Benefits Research',
      'Daniel leads the research team behind The Edge, surveying employers and employees about benefits, leave and well-being. Before joining Lanternfield he ran benefits programs for a regional hospital group.',
      { profileLink: '/edge', socialUrls: ['https://www.linkedin.example/in/daniel-reyes-benefits'] },
    ),
    priya: person(
      s,
      'priya-natarajan',
      'Priya Natarajan, DMD',
      'Dental Director',
      'Dr. Natarajan practiced general dentistry for a decade before joining Lanternfield, where she reviews dental plan design and our network standards.',
    ),
    tom: person(
      s,
      'tom-whitaker',
      'Tom Whitaker, CLU®',
      'Life Insurance Specialist',
      'Tom explains life and disability coverage in plain language and reviews our product content for accuracy.',
    ),
    grace: person(
      s,
      'grace-liu',
      'Grace Liu, PhD',
      'Organizational Psychologist, Well-being Programs',
      'Grace designs the well-being resources included with our group plans and reviews our articles on stress, sleep and mental health.',
    ),
    samuel: person(
      s,
      'samuel-adeyemi',
      'Samuel Adeyemi',
      'Communications Manager',
      'Samuel manages company news and media relations for Lanternfield Mutual.',
    ),
  };

  const noindexNofollow = headTag(s, 'head-robots-noindex-nofollow', 'robots', 'noindex,nofollow');
  const noindexFollow = headTag(s, 'head-robots-noindex-follow', 'robots', 'noindex,follow');

  const quoteLink = link(s, 'Get a quote', '#get-a-quote', { id: 'link-get-a-quote', variant: 'Primary' });
  const quote = quoteWidget(s, 'quote-widget-all-products', {
    internalName: 'Quote widget: every product (header drawer)',
    heading: 'Select one',
    tabs: [...QUOTE_WIDGET_TABS],
    defaultTab: 'Life',
    flags: { dentalRefreshAgeRanges: true, okAgebandExpansion: false },
  });
  const quoteDrawer = modal(s, 'modal-get-a-quote', { variant: 'Drawer', trigger: '#get-a-quote', title: 'Get a quote', content: quote });
  const floatingQuote = floatingCta(s, 'floating-cta-get-a-quote', 'See your price in a few minutes', quoteLink);

  const logo = assetRef('asset-logo');
  const nav = (title: string, href: string) => link(s, title, href);

  const groups = [
    s.add('navigationGroup', 'nav-group-insurance', {
      title: 'Insurance',
      items: [
        nav('Life insurance', '/life-insurance'),
        nav('Disability insurance', '/disability-insurance'),
        nav('Dental insurance', '/dental-insurance'),
        nav('Vision insurance', '/vision-insurance'),
        nav('Accident insurance', '/accident-insurance'),
        nav('Coverage for global citizens', '/global-citizens'),
        nav('Plan availability by state', '/state-availability'),
      ],
    }),
    s.add('navigationGroup', 'nav-group-retirement', {
      title: 'Retirement',
      link: nav('Retirement planning', '/retirement'),
      items: [
        nav('Retirement planning', '/retirement'),
        nav('Annuities', '/annuities'),
        nav('MarketPerform annuity tool', '/annuities/rila/marketperform'),
        nav('Safeguard 360 review', '/safeguard-360'),
      ],
    }),
    s.add('navigationGroup', 'nav-group-employers', {
      title: 'Employers',
      link: nav('Employee benefits', '/employers'),
      items: [
        nav('Employee benefits', '/employers'),
        nav('Request a proposal', '/employers/request-a-proposal'),
        nav('The Edge: insights for employers', '/edge'),
        nav('Brokers and sales offices', '/brokers'),
      ],
    }),
    s.add('navigationGroup', 'nav-group-learn', {
      title: 'Learn',
      items: [nav('Learning Center', '/learning-center'), nav('The Edge', '/edge'), nav('Newsroom', '/newsroom')],
    }),
    s.add('navigationGroup', 'nav-group-support', {
      title: 'Support',
      link: nav('Contact us', '/contact-us'),
      items: [
        nav('Contact us', '/contact-us'),
        nav('Find a financial professional', '/financial-representative'),
        nav('Schedule a call', '/staycovered'),
        nav('Join our dental network', '/providers/join'),
        nav('Careers', '/careers'),
      ],
    }),
  ];
  const loginLink = link(s, 'Log in', COMPANY.signInUrl, { id: 'link-log-in', variant: 'Secondary' });
  s.add('navigation', 'navigation-default', {
    internalName: 'Default navigation',
    logo,
    topHatLinks: [
      nav('Individuals & families', '/'),
      nav('Employers', '/employers'),
      nav('Brokers', '/brokers'),
      nav('Dental providers', '/providers/join'),
      nav('Financial professionals', '/careers'),
    ],
    navigationGroups: groups,
    phoneNumber: COMPANY.phone,
    loginLink,
    quoteLink,
    quoteWidget: quote,
    search: true,
    transparent: false,
  });
  const accountNavigation = s.add('navigation', 'navigation-account-portal', {
    internalName: 'Account portal navigation',
    logo,
    topHatLinks: [link(s, 'Sign out', '/individuals-families/shop/logout', { icon: 'sign-out' })],
    navigationGroups: [groups[4]!],
    phoneNumber: COMPANY.phone,
    quoteLink,
    quoteWidget: quote,
    search: false,
    transparent: true,
  });

  const column = (id: string, title: string, links: Ref[]) => s.add('footerColumn', id, { title, links });
  s.add('footer', 'footer-default', {
    internalName: 'Default footer',
    columns: [
      column('footer-column-insurance', 'Insurance', [
        nav('Life insurance', '/life-insurance'),
        nav('Disability insurance', '/disability-insurance'),
        nav('Dental insurance', '/dental-insurance'),
        nav('Vision insurance', '/vision-insurance'),
        nav('Accident insurance', '/accident-insurance'),
      ]),
      column('footer-column-retirement', 'Retirement', [
        nav('Retirement planning', '/retirement'),
        nav('Annuities', '/annuities'),
        nav('MarketPerform annuity tool', '/annuities/rila/marketperform'),
        nav('Find a financial professional', '/financial-representative'),
      ]),
      column('footer-column-resources', 'Resources', [
        nav('Learning Center', '/learning-center'),
        nav('The Edge', '/edge'),
        nav('Newsroom', '/newsroom'),
        nav('Plan availability by state', '/state-availability'),
      ]),
      column('footer-column-company', 'Company', [
        nav('Contact us', '/contact-us'),
        nav('Careers', '/careers'),
        nav('Brokers', '/brokers'),
        nav('Dental providers', '/providers/join'),
        nav('Your account', '/account-portal'),
      ]),
    ],
    socialLinks: [
      link(s, 'Lanternfield Mutual on LinkedIn', 'https://www.linkedin.example/company/lanternfield-mutual', {
        icon: 'linkedin',
        target: '_blank',
      }),
      link(s, 'Lanternfield Mutual on Facebook', 'https://www.facebook.example/lanternfieldmutual', { icon: 'facebook', target: '_blank' }),
      link(s, 'Lanternfield Mutual on Instagram', 'https://www.instagram.example/lanternfieldmutual', {
        icon: 'instagram',
        target: '_blank',
      }),
      link(s, 'Lanternfield Mutual on YouTube', 'https://www.youtube.example/@lanternfieldmutual', { icon: 'youtube', target: '_blank' }),
    ],
    legalLinks: [
      nav('Privacy policy', '/privacy'),
      nav('Terms of use', '/terms-of-use'),
      nav('Accessibility', '/accessibility'),
      nav('Your privacy choices', '/privacy-choices'),
    ],
    disclaimer: richText(`
      Insurance products are issued by ${COMPANY.legalName} and its subsidiaries. Products and features vary by state and may not be available in all states. Policies have exclusions, limitations and terms under which coverage may be continued or discontinued; see your policy or certificate for details.

      As a mutual company, Lanternfield Mutual is owned by its participating policyholders. Dividends are declared annually by the board of directors and are not guaranteed.

      The MarketPerform registered index-linked annuity is offered by prospectus only. Read the prospectus carefully before investing. Annuities are not bank deposits, are not insured by any federal government agency, and may lose value.

      Lanternfield Mutual is a fictional company. This site is a product demonstration; its products, people, figures and addresses are invented.
    `),
    copyright: `© 2026 ${COMPANY.legalName}`,
  });

  const scamAlert = alertBanner(s, 'alert-banner-phone-scams', {
    internalName: 'Alert banner: phone scam warning',
    type: 'warning',
    message: `**Protect yourself from phone scams.** We will never ask for your password, your full Social Security number or payment by gift card over the phone. If a call seems suspicious, hang up and call us at ${COMPANY.phone}.`,
    link: link(s, 'How we protect your information', '/privacy#security'),
    dismissible: true,
    expirationDate: '2030-12-31T23:59:00.000Z',
  });
  const maintenanceAlert = alertBanner(s, 'alert-banner-account-maintenance', {
    internalName: 'Alert banner: account maintenance (expired)',
    type: 'information',
    message: 'Online account access was unavailable from 1 a.m. to 5 a.m. ET on Sunday, March 2, 2025, while we upgraded our systems.',
    dismissible: false,
    expirationDate: '2025-03-02T10:00:00.000Z',
  });

  return { people, noindexNofollow, noindexFollow, scamAlert, maintenanceAlert, accountNavigation, quoteDrawer, floatingQuote, quoteLink };
}
