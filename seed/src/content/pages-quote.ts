/**
 * The quote results pages and their illustrative rates (docs/requirements.md#quote-destinations,
 * docs/requirements.md#decision-quote-results), and the three disability occupation pages whose
 * quote form preselects the occupation.
 */
import type { QuoteRatesProduct } from '@insurer/content-model/model';
import type { SeedBuilder } from '../builder.js';
import type { Json, LinkRef } from '../export-format.js';
import { demoApproval, headerBlock, link, page, richTextBlock, suggestedPages } from './blocks.js';
import type { Site } from './site.js';

type Ref = LinkRef<'Entry'>;

const ILLUSTRATIVE =
  'All figures are illustrative examples for a healthy applicant, not an offer of coverage. Your actual premium depends on underwriting, the coverage you choose and your state. Lanternfield Mutual policies contain exclusions and limitations.';

type Tab = QuoteRatesProduct;

function rates(s: SeedBuilder, product: Tab, figures: Json, disclaimer = ILLUSTRATIVE): Ref {
  return s.add('quoteRates', `quote-rates-${product.toLowerCase()}`, {
    internalName: `Quote rates: ${product} (illustrative)`,
    product,
    rates: figures,
    disclaimer,
  });
}

function resultsWidget(s: SeedBuilder, tab: Tab, ratesRef: Ref, suffix = ''): Ref {
  return s.add('quoteWidget', `quote-widget-results-${tab.toLowerCase()}${suffix}`, {
    internalName: `Quote widget: ${tab} results${suffix}`,
    heading: undefined,
    tabs: [tab],
    defaultTab: tab,
    view: 'Results',
    rates: ratesRef,
  });
}

const ages = (pairs: [number, number][]): Json => pairs;

/** Describes the results pages, the rates and the occupation pages. */
export function buildQuotePages(s: SeedBuilder, site: Site): void {
  const life = rates(s, 'Life', {
    coverageMultiple: 10,
    maxCoverage: 5_000_000,
    periods: [10, 15, 20, 30],
    monthlyPerThousand: {
      '10': ages([
        [18, 0.045],
        [30, 0.05],
        [40, 0.08],
        [50, 0.19],
        [60, 0.52],
        [70, 1.6],
      ]),
      '15': ages([
        [18, 0.05],
        [30, 0.056],
        [40, 0.095],
        [50, 0.24],
        [60, 0.7],
        [70, 2.2],
      ]),
      '20': ages([
        [18, 0.058],
        [30, 0.065],
        [40, 0.12],
        [50, 0.33],
        [60, 1.05],
      ]),
      '30': ages([
        [18, 0.08],
        [30, 0.095],
        [40, 0.19],
        [50, 0.55],
      ]),
    },
    tobaccoMultiplier: 2.8,
    femaleMultiplier: 0.85,
    maxAgeAtEnd: 95,
  });
  const disability = rates(s, 'Disability', {
    benefitShare: 0.6,
    maxMonthlyBenefit: 15_000,
    monthlyPer100: {
      EP3: { M24: 1.35, M60: 1.95, A65: 2.9, Y10: 2.45 },
      EP4: { M24: 1.1, M60: 1.6, A65: 2.4, Y10: 2.0 },
    },
    ageFactor: ages([
      [18, 0.7],
      [30, 0.85],
      [40, 1.0],
      [45, 1.2],
      [50, 1.45],
    ]),
    tobaccoMultiplier: 1.3,
    femaleMultiplier: 1.25,
  });
  const dental = rates(s, 'Dental', {
    plans: [
      {
        name: 'Dental Essentials',
        features: ['Cleanings and exams covered at 100%', 'Fillings at 50% after 6 months', '$1,000 yearly maximum'],
        monthly: { '14': 18, '16': 19, '19': 26, '21': 24, '50': 34, '65': 38 },
      },
      {
        name: 'Dental Plus',
        features: ['Cleanings and exams covered at 100%', 'Fillings at 80%, crowns at 50%', '$1,500 yearly maximum'],
        monthly: { '14': 27, '16': 28, '19': 39, '21': 36, '50': 49, '65': 54 },
      },
      {
        name: 'Dental Premier',
        features: ['No waiting period on basic care', 'Orthodontics for children under 19', '$2,500 yearly maximum'],
        monthly: { '14': 38, '16': 40, '19': 55, '21': 52, '50': 66, '65': 71 },
        unavailableIn: ['NY'],
      },
    ],
  });
  const vision = rates(s, 'Vision', {
    plans: [
      {
        name: 'Vision Basic',
        features: ['Eye exam every 12 months, $10 copay', '$130 frame allowance every 24 months'],
        monthly: { '14': 6, '16': 6, '19': 8, '21': 8, '50': 9, '65': 10 },
      },
      {
        name: 'Vision Plus',
        features: [
          'Eye exam every 12 months, $0 copay',
          '$200 frame or contact lens allowance every 12 months',
          'Anti-glare coating included',
        ],
        monthly: { '14': 10, '16': 10, '19': 13, '21': 13, '50': 15, '65': 16 },
      },
    ],
  });
  const accident = rates(s, 'Accident', {
    plans: [
      {
        name: 'Accident Core',
        features: ['Emergency room visit: $150', 'Fracture: up to $3,000', 'Hospital admission: $1,000'],
        monthly: { '14': 7, '19': 14, '21': 9, '65': 22 },
      },
      {
        name: 'Accident Enhanced',
        features: ['Emergency room visit: $300', 'Fracture: up to $6,000', 'Hospital admission: $2,000', 'Ambulance: $400'],
        monthly: { '14': 11, '19': 23, '21': 14, '65': 36 },
      },
    ],
  });

  const resultsPage = (url: string, title: string, intro: string, widget: Ref, approval: string, id?: string) =>
    page(s, {
      ...(id ? { id } : {}),
      url,
      title: `${title} | Lanternfield Mutual`,
      description: intro,
      type: 'tool',
      ...demoApproval(approval),
      campaignName: 'Organic',
      campaignThankYouPageUrl: '/thank-you',
      headTags: [site.noindexFollow],
      hero: headerBlock(s, `header-${id ?? url.slice(1).replace(/\//g, '-')}`, { title, description: intro }),
      blocks: [
        widget,
        suggestedPages(s, `suggested-${id ?? url.slice(1).replace(/\//g, '-')}`, 'Keep exploring', [
          site.quoteLink,
          link(s, 'Find a financial professional', '/financial-representative'),
        ]),
      ],
    });

  resultsPage(
    '/life-insurance/term/calculator-quote/results',
    'Your term life quote',
    'Recommended coverage and illustrative monthly premiums by level-premium period.',
    resultsWidget(s, 'Life', life),
    'LFM-2026-0501',
  );
  resultsPage(
    '/disability-insurance/calculator/results',
    'Your disability insurance quote',
    'Your monthly benefit and illustrative premiums by elimination and benefit period.',
    resultsWidget(s, 'Disability', disability),
    'LFM-2026-0502',
  );
  resultsPage(
    '/disability-insurance-calculator/results',
    'Your disability insurance quote',
    'Your monthly benefit and illustrative premiums by elimination and benefit period.',
    resultsWidget(s, 'Disability', disability, '-alias'),
    'LFM-2026-0502',
    'page-disability-insurance-calculator-results-alias',
  );
  resultsPage(
    '/products/dental-insurance/comparison',
    'Compare dental plans',
    'Dental plans side by side for your household and state.',
    resultsWidget(s, 'Dental', dental),
    'LFM-2026-0503',
  );
  resultsPage(
    '/products/vision-insurance/comparison',
    'Compare vision plans',
    'Vision plans side by side for your household and state.',
    resultsWidget(s, 'Vision', vision),
    'LFM-2026-0504',
  );
  resultsPage(
    '/products/accident-insurance/comparison',
    'Compare accident plans',
    'Accident plans side by side for your household and state.',
    resultsWidget(s, 'Accident', accident),
    'LFM-2026-0505',
  );

  const occupationWidget = s.add('quoteWidget', 'quote-widget-disability-occupation', {
    internalName: 'Quote widget: disability (occupation pages)',
    heading: 'Estimate your disability premium',
    tabs: ['Disability'],
    defaultTab: 'Disability',
  });
  const occupations: [slug: string, name: string, body: string][] = [
    [
      'business-owner',
      'business owners',
      'When you own the business, your income and the business both depend on you. Disability income insurance pays you a monthly benefit if illness or injury keeps you from working, so you can cover personal bills while the business carries on.',
    ],
    [
      'accountant',
      'accountants',
      'Your earning power is your expertise. Own-occupation disability income insurance pays a monthly benefit if you cannot do the work of an accountant, even if you could work in another role.',
    ],
    [
      'architect',
      'architects',
      'Site visits, long hours and deadlines come with the job. Disability income insurance replaces part of your income if illness or injury stops you from practising architecture.',
    ],
  ];
  for (const [slug, name, body] of occupations) {
    page(s, {
      url: `/individuals-families/disability-insurance/${slug}`,
      title: `Disability insurance for ${name} | Lanternfield Mutual`,
      description: `Disability income insurance for ${name}: protect your income with a monthly benefit if you cannot work.`,
      type: 'product',
      ...demoApproval('LFM-2026-0510'),
      businessGroup: 'Individual disability',
      campaignName: 'Organic',
      campaignThankYouPageUrl: '/thank-you',
      hero: headerBlock(s, `header-disability-${slug}`, { eyebrow: 'Disability insurance', title: `Disability insurance for ${name}` }),
      blocks: [richTextBlock(s, `rich-text-disability-${slug}`, `Disability for ${name}: intro`, body), occupationWidget],
    });
  }
}
