import type { QuoteWidgetBlockFragment } from '@insurer/content-model/types';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import type { LoadContext } from '../../core/query.js';
import {
  resolveQuoteFlags,
  type QuoteFlags,
  visibleTabs,
  type QuoteTab,
  disabilityRatesSchema,
  lifeRatesSchema,
  planRatesSchema,
  type DisabilityRates,
  type LifeRates,
  type PlanRates,
} from '@insurer/contracts/quote';
import { paddingOf } from '../../shared/closed-list.js';

/** A results view's rates, checked against its product's schema (docs/requirements.md#decision-quote-results). */
export type QuoteResultsRates =
  | { tab: 'Life'; rates: LifeRates }
  | { tab: 'Disability'; rates: DisabilityRates }
  | { tab: 'Dental' | 'Vision' | 'Accident'; rates: PlanRates };

/** What a widget in the 'Results' view shows: its tab's figures for the `info` in the address. */
export interface QuoteResultsConfig {
  /** Undefined when the rates entry is missing or malformed: the page then shows the form and says figures are unavailable. */
  priced?: QuoteResultsRates;
  disclaimer: string;
}

export interface QuoteWidgetProps extends BlockBaseProps {
  heading?: string;
  /** The tabs shown, in the fixed order; one tab hides the tab bar. */
  tabs: QuoteTab[];
  /** The tab open first. */
  initialTab: QuoteTab;
  /** The forms' flags: the site's, overridden by the entry's `flags` JSON (docs/requirements.md#decision-quote-widget-flags). */
  flags: QuoteFlags;
  padding?: Padding;
  /** Set in the 'Results' view. */
  results?: QuoteResultsConfig;
}

/** The rates of a results view, validated for `tab`; undefined (with a warning) when they do not fit. */
function pricedRates(id: string, tab: QuoteTab, product: string | null | undefined, raw: unknown): QuoteResultsRates | undefined {
  const fail = (why: string) => {
    console.warn(`[quote-widget ${id}] ${why}; the results page shows the form only`);
    return undefined;
  };
  if (product !== tab) return fail(`rates for ${JSON.stringify(product)} on a ${tab} results view`);
  if (tab === 'Life') {
    const parsed = lifeRatesSchema.safeParse(raw);
    return parsed.success ? { tab, rates: parsed.data } : fail('malformed life rates');
  }
  if (tab === 'Disability') {
    const parsed = disabilityRatesSchema.safeParse(raw);
    return parsed.success ? { tab, rates: parsed.data } : fail('malformed disability rates');
  }
  if (tab === 'Retirement') return fail('no rates for the Retirement tab');
  const parsed = planRatesSchema.safeParse(raw);
  return parsed.success ? { tab, rates: parsed.data } : fail('malformed plan rates');
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
    ...(raw.view === 'Results'
      ? {
          results: {
            ...(raw.rates ? { priced: pricedRates(raw.sys.id, initial, raw.rates.product, raw.rates.rates) } : {}),
            disclaimer: raw.rates?.disclaimer ?? 'All figures are illustrative only and are not an offer of coverage.',
          },
        }
      : {}),
  };
}
