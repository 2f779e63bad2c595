import { inspect } from '../../inspector.js';
import type { QuoteWidgetProps } from './from-quote-widget.js';
import { LazyQuoteWidget } from './lazy-quote-widget.js';
import { LazyQuoteResults } from './lazy-quote-results.js';

/**
 * The quote widget block (docs/requirements.md#quote-widget) on a page: its heading, then the tabs
 * and forms (an island whose script loads in its own chunk). In the 'Results' view (a results
 * page), the quote of its single tab for the address's `info` instead.
 */
export function QuoteWidget({ id, heading, tabs, initialTab, flags, results }: QuoteWidgetProps) {
  const headingId = `quote-widget-${id}`;
  return (
    <section
      className="quote-widget"
      {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': 'Get a quote' })}
      {...inspect(id, 'tabs')}
    >
      {heading ? (
        <h2 id={headingId} className="quote-widget__heading" {...inspect(id, 'heading')}>
          {heading}
        </h2>
      ) : null}
      {results ? (
        <LazyQuoteResults id={id} tab={initialTab} flags={flags} results={results} />
      ) : (
        <LazyQuoteWidget tabs={tabs} initialTab={initialTab} flags={flags} />
      )}
    </section>
  );
}
