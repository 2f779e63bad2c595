import type { QuoteFlags } from '../../quote/quote-flags.js';
import type { QuoteTab } from '../../quote/tabs.js';

/** What the quote drawer shows: a quote widget entry's tabs, default tab and resolved flags. */
export interface QuoteDrawerWidget {
  widgetId: string;
  tabs: QuoteTab[];
  initialTab: QuoteTab;
  flags: QuoteFlags;
}
