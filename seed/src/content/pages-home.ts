/** The home page. */
import type { SeedBuilder } from '../builder.js';
import {
  COMPANY,
  barChart,
  callout,
  cardGrid,
  dynamicCarousel,
  featuredPromo,
  headerBlock,
  image,
  link,
  page,
  pullQuote,
  tagline,
} from './blocks.js';
import type { Site } from './site.js';

/** Defines the home page (`/`). */
export function buildHome(s: SeedBuilder, site: Site): void {
  const hero = headerBlock(s, 'header-home', {
    eyebrow: 'Life · Disability · Dental · Retirement',
    title: 'Protection for the people who count on you',
    description:
      'Coverage and planning from a mutual company that answers to its policyholders. Check your price in minutes, or talk it through with a financial professional near you.',
    image: image(s, 'hero-family'),
    links: [site.quoteLink, link(s, 'Find a financial professional', '/financial-representative', { variant: 'Secondary' })],
    backgroundColor: 'cream',
  });

  const products = cardGrid(s, 'cards-home-products', {
    title: 'Coverage for every chapter',
    description: 'Choose what you need today and add more as life changes. Many plans can be set up online in one sitting.',
    layout: '3 Col',
    style: 'Standard',
    squareImage: 'no',
    cards: [
      {
        eyebrow: 'Life insurance',
        title: 'Keep your family’s plans on track',
        description: 'Term and permanent policies that help cover the mortgage, childcare and everyday bills if you’re not there.',
        link: link(s, 'Explore life insurance', '/life-insurance'),
        image: image(s, 'hero-life'),
      },
      {
        eyebrow: 'Disability insurance',
        title: 'Protect the paycheck everything depends on',
        description: 'Replace part of your income if an illness or injury keeps you from working.',
        link: link(s, 'Explore disability insurance', '/disability-insurance'),
        image: image(s, 'hero-disability'),
      },
      {
        eyebrow: 'Dental insurance',
        title: 'Checkups covered, surprises softened',
        description: 'PPO and DHMO plans with preventive care from day one at dentists across the country.',
        link: link(s, 'Explore dental insurance', '/dental-insurance'),
        image: image(s, 'hero-dental'),
      },
      {
        eyebrow: 'Vision insurance',
        title: 'See clearly for less',
        description: 'Yearly eye exams plus an allowance for frames or contacts, for you and your family.',
        link: link(s, 'Explore vision insurance', '/vision-insurance'),
        image: image(s, 'hero-vision'),
      },
      {
        eyebrow: 'Accident insurance',
        title: 'Cash when the unexpected happens',
        description: 'Benefits paid directly to you after a covered injury, to use however you need.',
        link: link(s, 'Explore accident insurance', '/accident-insurance'),
        image: image(s, 'hero-accident'),
      },
      {
        eyebrow: 'Retirement',
        title: 'Turn savings into income',
        description: 'Annuities and planning help for the years when your savings have to pay the bills.',
        link: link(s, 'Plan for retirement', '/retirement'),
        image: image(s, 'hero-retirement'),
      },
    ],
  });

  const advice = featuredPromo(s, 'promo-home-advice', {
    eyebrow: 'Guidance, not a sales pitch',
    title: 'Talk it through with someone who knows your neighborhood',
    body: `
      Our financial professionals live and work in the communities they serve. They’ll look at your whole picture — family, income, savings, goals — and suggest only what fits.

      - A first conversation costs nothing
      - Meet in person, by phone or on video
      - Reviews every year, or whenever life changes
    `,
    image: image(s, 'hero-contact'),
    links: [
      link(s, 'Find a financial professional', '/financial-representative', { variant: 'Primary' }),
      link(s, 'Schedule a call', '/staycovered', { variant: 'Secondary' }),
    ],
    orientation: 'Media Right',
  });

  const stats = cardGrid(s, 'cards-home-stats', {
    title: 'Mutual strength, by the numbers',
    description: 'Figures as of December 31, 2025.',
    layout: '4 Col',
    style: 'Stat',
    cards: [
      { title: '1889', description: 'The year our founders pooled their savings to protect one another’s families.' },
      { title: '$13.1B', description: 'In invested assets backing the promises we make to policyholders.' },
      { title: '9 in 10', description: 'Claims decided within ten business days of receiving complete paperwork.' },
      { title: '2.1M', description: 'People covered through individual policies and workplace plans.' },
    ],
  });

  const chart = barChart(s, 'chart-home-assets', {
    title: 'Invested assets at year end ($ billions)',
    valueHeading: 'Invested assets ($ billions)',
    rows: [
      [2020, 8.2],
      [2021, 9.1],
      [2022, 10.3],
      [2023, 11.0],
      [2024, 12.4],
      [2025, 13.1],
    ],
    footnote:
      'Total invested assets of Lanternfield Mutual and its subsidiaries, in billions of US dollars. Past results do not guarantee future results.',
  });

  const articles = dynamicCarousel(s, 'article-carousel-home', {
    title: 'Fresh from the Learning Center',
    andCategories: ['Learning Center'],
    numberOfSlides: 6,
    slidesToShow: 2,
  });

  const testimonial = pullQuote(s, 'quote-home-testimonial', {
    quote:
      'When my husband couldn’t work for six months after his surgery, the disability benefit kept our mortgage paid. I never had to choose between his recovery and our house.',
    attribution: 'Rosa M.',
    attributionTitle: 'Policyholder since 2014',
  });

  const account = callout(s, 'callout-home-account', {
    eyebrow: 'Already a customer?',
    title: 'Manage your coverage online',
    body: `Log in to view your policies, pay a premium, update a beneficiary or start a claim. Prefer to talk? Call ${COMPANY.phone}, Monday to Friday, 8 a.m. to 8 p.m. ET.`,
    link: link(s, 'Log in', COMPANY.signInUrl, { id: 'link-log-in', variant: 'Secondary' }),
    backgroundColor: 'light-blue',
  });

  page(s, {
    url: '/',
    title: 'Life, disability, dental and retirement coverage | Lanternfield Mutual',
    description:
      'Lanternfield Mutual offers life, disability, dental, vision and accident insurance and retirement planning. Get a quote online or talk with a financial professional.',
    complianceNumber: 'LFM-2026-0101 Exp. 12/2028',
    expirationDate: '2028-12-31',
    type: 'home',
    audience: 'Individuals and families',
    journeyStage: 'awareness',
    businessGroup: 'Individual markets',
    hero,
    blocks: [
      tagline(s, 'tagline-home', 'Owned by our policyholders since 1889.'),
      products,
      advice,
      stats,
      chart,
      articles,
      testimonial,
      account,
      site.quoteDrawer,
      site.floatingQuote,
    ],
    alertBanner: site.scamAlert,
    disclaimer:
      'Testimonials are from current policyholders, who were not paid for them, and may not represent the experience of others. Claims figures are for individual life, disability and accident claims decided in 2025.',
  });
}
