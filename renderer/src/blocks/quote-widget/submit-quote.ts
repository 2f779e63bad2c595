import { pushDataLayer } from '../../analytics.js';
import {
  encodeQuoteInfo,
  type QuoteFlags,
  type QuoteValuesByTab,
  QUOTE_DESTINATIONS,
  QUOTE_PRODUCTS,
  type QuoteTab,
} from '@insurer/contracts/quote';
import type { UtmValues } from '../../tracking/utm.js';

/**
 * The results address of a submitted tab (docs/requirements.md#quote-destinations): the tab's
 * destination with `info` first, then the stored tracking parameters (the UTM values kept in
 * `ga_marketing`), e.g. `/products/dental-insurance/comparison?info=1.eyJ0Ijoi…&utm_source=google`.
 * Throws a RangeError when the quote is too large for `info` (see `encodeQuoteInfo`).
 */
export function quoteResultsUrl<T extends QuoteTab>(tab: T, flags: QuoteFlags, values: QuoteValuesByTab[T], tracking: UtmValues): string {
  const query = new URLSearchParams({ info: encodeQuoteInfo(tab, flags, values) });
  for (const [key, value] of Object.entries(tracking)) if (value) query.set(key, value);
  return `${QUOTE_DESTINATIONS[tab]}?${query.toString()}`;
}

/**
 * The data-layer entry of a submitted quote (docs/requirements.md#quote-widget):
 * `{ event: 'get_a_quote', product, retail_utm_source, … }`, each stored UTM value prefixed `retail_`.
 */
export function getAQuoteEntry(tab: QuoteTab, tracking: UtmValues): Record<string, string> {
  const entry: Record<string, string> = { event: 'get_a_quote', product: QUOTE_PRODUCTS[tab] };
  for (const [key, value] of Object.entries(tracking)) if (value) entry[`retail_${key}`] = value;
  return entry;
}

/** Pushes 'get_a_quote' and answers where to go; the caller navigates. */
export function submitQuote<T extends QuoteTab>(tab: T, flags: QuoteFlags, values: QuoteValuesByTab[T], tracking: UtmValues): string {
  const url = quoteResultsUrl(tab, flags, values, tracking);
  pushDataLayer(getAQuoteEntry(tab, tracking));
  return url;
}
