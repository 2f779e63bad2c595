/**
 * Employer, broker and career pages, and the article hubs: the Learning Center and The Edge
 * (docs/requirements.md#categories-and-topics) and the newsroom.
 */
import { DYNAMIC_CARD_GRID_FORMATS } from '@insurer/content-model/model';
import type { SeedBuilder } from '../builder.js';
import {
  callout,
  cardGrid,
  dynamicCardGrid,
  dynamicCarousel,
  dynamicList,
  featuredPromo,
  formBlock,
  headerBlock,
  image,
  link,
  mediaGrid,
  page,
  richTextBlock,
  suggestedPages,
  tabbedPanel,
  tagline,
  video,
  widgetBlock,
} from './blocks.js';
import type { Site } from './site.js';
import type { LinkRef } from '../export-format.js';

/**
 * A navigation entry placed among a page's blocks, drawn as titled link lists (docs/requirements.md#page-blocks "link list"): only its groups are shown.
 */
function linkList(s: SeedBuilder): LinkRef<'Entry'> {
  const group = (id: string, title: string, links: LinkRef<'Entry'>[]) => s.add('navigationGroup', id, { title, items: links });
  return s.add('navigation', 'navigation-link-list-employer-resources', {
    internalName: 'Link list: employer resources',
    navigationGroups: [
      group('nav-group-employer-plan', 'Plan your benefits', [
        link(s, 'Request a proposal', '/employers/request-a-proposal'),
        link(s, 'Plan availability by state', '/state-availability'),
        link(s, 'Brokers and sales offices', '/brokers'),
      ]),
      group('nav-group-employer-research', 'Research and news', [link(s, 'The Edge', '/edge'), link(s, 'Newsroom', '/newsroom')]),
      group('nav-group-employer-people', 'Support your people', [
        link(s, 'Learning Center', '/learning-center'),
        link(s, 'Find a financial professional', '/financial-representative'),
        link(s, 'Contact us', '/contact-us'),
      ]),
    ],
    search: false,
    transparent: false,
  });
}

/** Defines the employer, broker, career and hub pages. */
export function buildBusinessPages(s: SeedBuilder, site: Site, forms: { proposal: LinkRef<'Entry'>; newsletter: LinkRef<'Entry'> }): void {
  const proposalLink = link(s, 'Request a proposal', '/employers/request-a-proposal', { variant: 'Primary' });

  page(s, {
    url: '/employers',
    title: 'Employee benefits for every size of business | Lanternfield Mutual',
    description:
      'Group dental, vision, life, disability, accident and absence management benefits, with enrollment support your employees will actually use.',
    complianceNumber: 'LFM-2026-0401 Exp. 12/2028',
    expirationDate: '2028-12-31',
    type: 'segment',
    audience: 'Employers',
    businessGroup: 'Group benefits',
    hero: headerBlock(s, 'header-employers', {
      eyebrow: 'For employers',
      title: 'Benefits your people understand, use and value',
      description:
        'From five employees to five thousand, we help you build a benefits package that fits your budget and make it simple for employees to enroll.',
      image: image(s, 'hero-edge'),
      links: [proposalLink, link(s, 'Read The Edge', '/edge', { variant: 'Secondary' })],
    }),
    blocks: [
      tabbedPanel(s, 'tabs-employers-benefits', {
        title: 'Benefits we offer',
        tabs: [
          {
            title: 'Dental and vision',
            sections: [
              richTextBlock(
                s,
                'rich-text-employers-dental-vision',
                'Employers: dental and vision',
                `
                Group dental PPO and DHMO plans with one of the country’s larger networks, and vision plans with exams and eyewear allowances. Employer-paid and voluntary options are available from two enrolled employees.
                `,
              ),
            ],
          },
          {
            title: 'Life and disability',
            sections: [
              richTextBlock(
                s,
                'rich-text-employers-life-disability',
                'Employers: life and disability',
                `
                Basic and supplemental life, short-term and long-term disability, with return-to-work specialists who help employees recover and come back sooner.
                `,
              ),
            ],
          },
          {
            title: 'Absence management',
            sections: [
              richTextBlock(
                s,
                'rich-text-employers-absence',
                'Employers: absence management',
                `
                One place for federal, state and company leave. We track eligibility, coordinate with state paid leave programs and keep managers informed, so nothing falls through the cracks.
                `,
              ),
              callout(s, 'callout-employers-state-leave', {
                title: 'Leave rules differ by state',
                body: 'See how paid family and medical leave works where your employees are.',
                link: link(s, 'See state leave rules', '/state-availability'),
              }),
            ],
          },
        ],
      }),
      featuredPromo(s, 'promo-employers-enrollment', {
        eyebrow: 'Enrollment support',
        title: 'Open enrollment, minus the overwhelm',
        body: 'Decision guides, short videos and bilingual benefits counselors help employees choose with confidence — and ask fewer questions of your HR team.',
        video: video(s, 'video-employers-enrollment', {
          title: 'A tour of our enrollment experience',
          wistiaId: 'lf6h3p0v7c',
          thumbnail: 'article-workplace',
          transcript:
            'A two-minute walk through the enrollment site: comparing plans side by side, estimating costs for a family and choosing coverage on a phone.',
        }),
        links: [proposalLink],
        orientation: 'Media Left',
      }),
      headerBlock(s, 'header-employers-hr-teams', {
        eyebrow: 'For HR teams',
        title: 'Less paperwork, more time for your people',
        description:
          'One implementation team, one bill and one place for leave, so your HR staff spend their time on people instead of spreadsheets.',
        links: [proposalLink],
        backgroundColor: 'light-blue',
        padding: 'Large',
      }),
      linkList(s),
      suggestedPages(s, 'suggested-employers', 'Resources for employers', [
        link(s, 'The Edge: insights for employers', '/edge'),
        link(s, 'Plan availability by state', '/state-availability'),
        link(s, 'Brokers and sales offices', '/brokers'),
      ]),
    ],
  });

  page(s, {
    url: '/employers/request-a-proposal',
    title: 'Request a benefits proposal | Lanternfield Mutual',
    description: 'Tell us about your organization and a Lanternfield benefits consultant will prepare plan options for your team.',
    type: 'lead',
    audience: 'Employers',
    businessGroup: 'Group benefits',
    journeyStage: 'decision',
    hero: headerBlock(s, 'header-request-a-proposal', {
      eyebrow: 'For employers',
      title: 'Request a benefits proposal',
      description: 'It takes about three minutes. We’ll reply within two business days with options and pricing.',
    }),
    blocks: [
      formBlock(s, 'form-block-request-a-proposal', 'Form: request a proposal (form definition by id)', { formId: 'request-a-proposal' }),
    ],
  });

  page(s, {
    url: '/brokers',
    title: 'For brokers and consultants | Lanternfield Mutual',
    description: 'Quote and service Lanternfield group benefits with a dedicated sales office near you.',
    complianceNumber: 'LFM-2026-0410 Exp. 12/2028',
    expirationDate: '2028-12-31',
    type: 'segment',
    audience: 'Brokers',
    businessGroup: 'Group benefits',
    hero: headerBlock(s, 'header-brokers', {
      eyebrow: 'For brokers',
      title: 'A partner for your clients’ benefits',
      description: 'Competitive group quotes, fast implementation and a local sales office that knows your book of business.',
      image: image(s, 'article-workplace'),
    }),
    blocks: [
      widgetBlock(s, 'widget-find-sales-office', {
        widgetType: 'Find a Sales Office',
        heading: 'Find your local sales office',
        description: 'Enter a zip code or city to find the nearest Lanternfield group sales office.',
      }),
      cardGrid(s, 'cards-brokers-support', {
        title: 'How we support brokers',
        layout: '3 Col',
        style: 'Standard',
        cards: [
          { title: 'Quotes in two days', description: 'Most groups under 500 lives receive quotes within two business days.' },
          { title: 'Implementation team', description: 'A named implementation manager from sold case to first bill.' },
          { title: 'Renewal reporting', description: 'Claims and utilization reports ninety days before renewal.' },
        ],
      }),
      callout(s, 'callout-brokers-edge', {
        eyebrow: 'Research',
        title: 'Share The Edge with your clients',
        body: 'Our research and webinars are free to share. Many brokers use them in renewal meetings.',
        link: link(s, 'Read The Edge', '/edge'),
        image: image(s, 'article-report'),
      }),
    ],
  });

  page(s, {
    url: '/careers',
    title: 'Careers: become a financial professional | Lanternfield Mutual',
    description: 'Build a practice helping families protect what matters. Training, mentoring and a mutual company behind you.',
    complianceNumber: 'LFM-2026-0420 Exp. 12/2028',
    expirationDate: '2028-12-31',
    type: 'careers',
    audience: 'Financial professionals',
    hero: headerBlock(s, 'header-careers', {
      eyebrow: 'Careers',
      title: 'Build a career that protects families',
      description:
        'Lanternfield financial professionals run their own practices with the training, products and support of a mutual company.',
      image: image(s, 'hero-family'),
    }),
    blocks: [
      widgetBlock(s, 'widget-representative-careers', {
        widgetType: 'Financial Representative Careers',
        heading: 'Find an agency that’s hiring',
        description: 'Enter your zip code to see agencies near you and start your application.',
      }),
      featuredPromo(s, 'promo-careers-training', {
        eyebrow: 'Training',
        title: 'Learn from people who’ve built practices',
        body: 'A two-year development program with licensing support, mentoring from senior professionals and a stipend while you build your client base.',
        image: image(s, 'hero-learning'),
        links: [link(s, 'Apply now', '/careers/financial-representative/apply', { variant: 'Primary' })],
        orientation: 'Media Left',
      }),
      mediaGrid(s, 'media-grid-careers', {
        title: 'Life at Lanternfield',
        layout: 'Wide Right',
        items: [image(s, 'article-workplace'), image(s, 'hero-contact')],
      }),
    ],
  });

  page(s, {
    url: '/learning-center',
    title: 'Learning Center: money, health and family | Lanternfield Mutual',
    description:
      'Practical articles on mental wellness, physical health, financial fitness and family life from Lanternfield planners and specialists.',
    type: 'hub',
    category: ['Learning Center'],
    audience: 'Individuals and families',
    hero: headerBlock(s, 'header-learning-center', {
      eyebrow: 'Learning Center',
      title: 'Ideas for a healthier, steadier life',
      description: 'Straightforward guidance on money, health and family from our planners, clinicians and specialists.',
      image: image(s, 'hero-learning'),
    }),
    blocks: [
      dynamicCardGrid(s, 'article-grid-learning-center', {
        title: 'Browse articles',
        andCategories: ['Learning Center'],
        topics: ['Mental wellness', 'Physical health', 'Financial fitness', 'Family and community'],
        slideNumbers: 6,
      }),
      featuredPromo(s, 'promo-learning-center-planner', {
        eyebrow: 'Ready for next steps?',
        title: 'Turn ideas into a plan',
        body: 'A financial professional can help you put what you’ve read into practice, at no cost for the first conversation.',
        image: image(s, 'hero-contact'),
        links: [link(s, 'Find a financial professional', '/financial-representative', { variant: 'Primary' })],
        orientation: 'Media Left',
      }),
    ],
  });

  page(s, {
    url: '/edge',
    title: 'The Edge: research and ideas for benefits leaders | Lanternfield Mutual',
    description: 'Reports, articles and webinars on absence management, benefits technology, enrollment, employee benefits and well-being.',
    type: 'hub',
    category: ['Edge'],
    audience: 'Employers',
    businessGroup: 'Group benefits',
    hero: headerBlock(s, 'header-edge', {
      eyebrow: 'The Edge',
      title: 'Research and ideas for benefits leaders',
      description: 'What employers and employees tell us about benefits, leave and well-being — and what to do about it.',
      image: image(s, 'hero-edge'),
    }),
    blocks: [
      tagline(s, 'tagline-edge', 'Better benefits decisions start with better evidence.'),
      dynamicCarousel(s, 'article-carousel-edge-reports', {
        title: 'Latest research',
        andCategories: ['Edge', 'Study / report'],
        numberOfSlides: 4,
        slidesToShow: 4,
      }),
      dynamicCardGrid(s, 'article-grid-edge', {
        title: 'Explore The Edge',
        andCategories: ['Edge'],
        topics: ['Absence management', 'Ben-tech', 'Benefits communication and enrollment', 'Employee benefits', 'Well-being'],
        formats: [...DYNAMIC_CARD_GRID_FORMATS],
        slideNumbers: 9,
      }),
      formBlock(s, 'form-block-edge-newsletter', 'Form: Edge newsletter (form definition)', {
        formId: 'edge-newsletter',
        definition: forms.newsletter,
      }),
      callout(s, 'callout-edge-proposal', {
        title: 'Put the research to work',
        body: 'Talk with a benefits consultant about what these findings mean for your organization.',
        link: link(s, 'Request a proposal', '/employers/request-a-proposal', { variant: 'Primary' }),
      }),
    ],
  });

  page(s, {
    url: '/newsroom',
    title: 'Newsroom | Lanternfield Mutual',
    description: 'Company news, press releases and announcements from Lanternfield Mutual.',
    type: 'hub',
    category: ['Press release'],
    hero: headerBlock(s, 'header-newsroom', {
      eyebrow: 'Newsroom',
      title: 'News from Lanternfield Mutual',
      description: 'Announcements, results and community news. Media inquiries: press@lanternfield.example.',
      image: image(s, 'article-news'),
    }),
    blocks: [
      dynamicList(s, 'article-list-newsroom', {
        title: 'Press releases',
        variant: 'Standard',
        pageSize: 10,
        orCategories: ['Press release', 'News'],
      }),
      callout(s, 'callout-newsroom-media', {
        title: 'Media inquiries',
        body: 'Reporters can reach our communications team at press@lanternfield.example.',
        link: link(s, 'E-mail the press office', 'mailto:press@lanternfield.example'),
      }),
    ],
    author: site.people.samuel,
  });
}
