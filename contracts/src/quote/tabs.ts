/**
 * The quote widget's tabs and where each sends the visitor (docs/requirements.md#quote-widget,
 * docs/requirements.md#quote-destinations, docs/requirements.md#decision-disability-results-path).
 */

import { QUOTE_WIDGET_TABS, type QuoteWidgetTabs } from '@insurer/content-model/model';

/** Tabs, always in this display order (the model's closed list). */
export const QUOTE_TABS = QUOTE_WIDGET_TABS;
export type QuoteTab = QuoteWidgetTabs;

/** The results page of each tab (a site path; `info` and the tracking parameters are appended). */
export const QUOTE_DESTINATIONS: { readonly [T in QuoteTab]: string } = {
  Life: '/life-insurance/term/calculator-quote/results',
  Disability: '/disability-insurance/calculator/results',
  Dental: '/products/dental-insurance/comparison',
  Vision: '/products/vision-insurance/comparison',
  Accident: '/products/accident-insurance/comparison',
  Retirement: '/annuities/retirement-calculator',
};

/**
 * The other reading of the disability destination (docs/requirements.md#decision-disability-results-path): it answers like
 * `QUOTE_DESTINATIONS.Disability` so an old link still works.
 */
export const DISABILITY_RESULTS_ALIAS = '/disability-insurance-calculator/results';

/** The `product` of the 'get_a_quote' data-layer push, per tab (lower-case product names). */
export const QUOTE_PRODUCTS: { readonly [T in QuoteTab]: string } = {
  Life: 'term life',
  Disability: 'disability',
  Dental: 'dental',
  Vision: 'vision',
  Accident: 'accident',
  Retirement: 'retirement',
};

/** Whether `value` is one of the tabs. */
export function isQuoteTab(value: unknown): value is QuoteTab {
  return typeof value === 'string' && (QUOTE_TABS as readonly string[]).includes(value);
}

/**
 * The tabs an editor picked, in the fixed order (unknown and repeated names dropped; none or
 * only unknown names give every tab), and the one open first: the editor's default when it is
 * shown, else the first shown.
 */
export function visibleTabs(
  picked: readonly (string | null | undefined)[] | null | undefined,
  defaultTab?: string | null,
): {
  tabs: QuoteTab[];
  initial: QuoteTab;
} {
  const chosen = QUOTE_TABS.filter((tab) => picked?.includes(tab));
  const tabs = chosen.length > 0 ? chosen : [...QUOTE_TABS];
  const initial = tabs.find((tab) => tab === defaultTab) ?? tabs[0] ?? 'Life';
  return { tabs, initial };
}
