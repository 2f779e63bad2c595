import { inspect } from '../../inspector.js';
import type { QuoteWidgetProps } from './from-quote-widget.js';
import { LazyQuoteWidget } from './lazy-quote-widget.js';

/**
 * The quote widget block (docs/requirements.md#quote-widget) on a page: its heading, then the tabs
 * and forms (an island whose script loads in its own chunk).
 */
export function QuoteWidget({ id, heading, tabs, initialTab, flags }: QuoteWidgetProps) {
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
      <LazyQuoteWidget tabs={tabs} initialTab={initialTab} flags={flags} />
    </section>
  );
}
