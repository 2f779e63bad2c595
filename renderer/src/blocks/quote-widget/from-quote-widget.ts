import type { QuoteWidgetBlockFragment } from '@insurer/content-model/types';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import type { LoadContext } from '../../core/query.js';
import { resolveQuoteFlags, type QuoteFlags } from '../../quote/quote-flags.js';
import { visibleTabs, type QuoteTab } from '../../quote/tabs.js';
import { paddingOf } from '../../shared/closed-list.js';

export interface QuoteWidgetProps extends BlockBaseProps {
  heading?: string;
  /** The tabs shown, in the fixed order; one tab hides the tab bar. */
  tabs: QuoteTab[];
  /** The tab open first. */
  initialTab: QuoteTab;
  /** The forms' flags: the site's, overridden by the entry's `flags` JSON (docs/requirements.md#decision-quote-widget-flags). */
  flags: QuoteFlags;
  padding?: Padding;
}

/** Props of a `QuoteWidget` entry under the request's flags. */
export function fromQuoteWidget(raw: QuoteWidgetBlockFragment, context: Pick<LoadContext, 'flags'>): QuoteWidgetProps {
  const { tabs, initial } = visibleTabs(raw.tabs, raw.defaultTab);
  return {
    id: raw.sys.id,
    ...(raw.heading ? { heading: raw.heading } : {}),
    tabs,
    initialTab: initial,
    flags: resolveQuoteFlags(context.flags, raw.flags),
    ...paddingOf(raw.padding),
  };
}
