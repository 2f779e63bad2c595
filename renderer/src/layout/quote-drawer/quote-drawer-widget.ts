import type { QuoteFlags, QuoteTab } from '@insurer/contracts/quote';

/** What the quote drawer shows: a quote widget entry's tabs, default tab and resolved flags. */
export interface QuoteDrawerWidget {
  widgetId: string;
  tabs: QuoteTab[];
  initialTab: QuoteTab;
  flags: QuoteFlags;
}
