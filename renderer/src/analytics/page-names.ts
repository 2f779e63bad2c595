/**
 * The page-view names of docs/requirements.md#page-view-naming, one row per path, and the product
 * a path shows ('Product Viewed' fires there, docs/requirements.md#analytics "Product-viewed events
 * fire on many of them"). The requirement lists the pages but not the names' spelling: the names
 * are the product team's Segment naming (Title Case, as Segment's page spec recommends;
 * docs/requirements.md#decision-page-view-names).
 */
export interface PageViewRow {
  /** The path, without a trailing slash. */
  path: string;
  /** The `page` call's name. */
  name: string;
  /** The product the page shows: 'Product Viewed' fires with it. */
  product?: { name: string; category: 'Life' | 'Disability' | 'Dental' | 'Vision' | 'Retirement' };
}

const life = (name: string) => ({ name, category: 'Life' as const });
const disability = (name: string) => ({ name, category: 'Disability' as const });

/** Every named page (docs/requirements.md#page-view-naming). */
export const PAGE_VIEW_NAMES: readonly PageViewRow[] = [
  { path: '/', name: 'Home' },
  { path: '/disability-insurance-calculator', name: 'Disability Quote', product: disability('Disability Insurance') },
  { path: '/life-insurance/term/calculator-quote', name: 'Life Quote', product: life('Term Life Insurance') },
  { path: '/retirement/planner', name: 'Retirement Planner' },
  { path: '/financial-representative', name: 'Financial Representative' },
  { path: '/life-insurance', name: 'Life Insurance', product: life('Life Insurance') },
  { path: '/life-insurance/term', name: 'Term Life Insurance', product: life('Term Life Insurance') },
  { path: '/life-insurance/whole', name: 'Whole Life Insurance', product: life('Whole Life Insurance') },
  { path: '/life-insurance/universal', name: 'Universal Life Insurance', product: life('Universal Life Insurance') },
  {
    path: '/disability-insurance/individual',
    name: 'Individual Disability Insurance',
    product: disability('Individual Disability Insurance'),
  },
  { path: '/disability-insurance/group', name: 'Group Disability Insurance', product: disability('Group Disability Insurance') },
  {
    path: '/disability-insurance/short-term',
    name: 'Short-Term Disability Insurance',
    product: disability('Short-Term Disability Insurance'),
  },
  {
    path: '/disability-insurance/long-term',
    name: 'Long-Term Disability Insurance',
    product: disability('Long-Term Disability Insurance'),
  },
  {
    path: '/disability-insurance/supplemental',
    name: 'Supplemental Disability Insurance',
    product: disability('Supplemental Disability Insurance'),
  },
  { path: '/retirement', name: 'Retirement' },
  {
    path: '/products/dental-insurance/comparison',
    name: 'Dental Plan Comparison',
    product: { name: 'Dental Insurance', category: 'Dental' },
  },
  {
    path: '/products/dental-insurance/plan-summary',
    name: 'Dental Plan Summary',
    product: { name: 'Dental Insurance', category: 'Dental' },
  },
  {
    path: '/products/vision-insurance/comparison',
    name: 'Vision Plan Comparison',
    product: { name: 'Vision Insurance', category: 'Vision' },
  },
  {
    path: '/products/vision-insurance/plan-summary',
    name: 'Vision Plan Summary',
    product: { name: 'Vision Insurance', category: 'Vision' },
  },
  { path: '/checkout/personal-information', name: 'Checkout Personal Information' },
  { path: '/checkout/payment', name: 'Checkout Payment' },
  { path: '/dental-insurance', name: 'Dental Insurance', product: { name: 'Dental Insurance', category: 'Dental' } },
  { path: '/vision-insurance', name: 'Vision Insurance', product: { name: 'Vision Insurance', category: 'Vision' } },
  { path: '/staycovered', name: 'Stay Covered' },
  { path: '/stay', name: 'Stay' },
  { path: '/behindyourfamily', name: 'Behind Your Family' },
  { path: '/life-insurance/term-life-to-whole-life', name: 'Term Life to Whole Life', product: life('Whole Life Insurance') },
];

const BY_PATH = new Map(PAGE_VIEW_NAMES.map((row) => [row.path, row]));

function normalise(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.toLowerCase();
}

/** The page-view name of `path` (docs/requirements.md#page-view-naming); an unknown path is its own name. */
export function pageNameForPath(path: string): string {
  return BY_PATH.get(normalise(path))?.name ?? normalise(path);
}

/** The product `path` shows, for 'Product Viewed'; undefined where none fires. */
export function productForPath(path: string): PageViewRow['product'] {
  return BY_PATH.get(normalise(path))?.product;
}
