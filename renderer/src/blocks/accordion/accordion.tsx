import { inspect, inspectorEnabled } from '../../inspector.js';
import { RichText } from '../../rich-text/rich-text.js';
import { LazyAccordionIsland } from '../small-islands.js';
import type { AccordionProps } from './from-accordion.js';

/**
 * An accordion group (docs/requirements.md#accordion): optional title and subtitle, then collapsible items in the
 * Standard or Highlight mode. The descriptions are rendered here, on the server; only the
 * open/close state is a client island.
 */
export function Accordion({ id, title, subtitle, mode, expandAll, activateFirstItem, items }: AccordionProps) {
  if (!items.length) return null;
  const headingId = `accordion-${id}`;
  return (
    <section className="accordion" data-mode={mode.toLowerCase()} aria-labelledby={title ? headingId : undefined}>
      {title || subtitle ? (
        <div className="accordion__header">
          {title ? (
            <h2 id={headingId} className="accordion__title" {...inspect(id, 'title')}>
              {title}
            </h2>
          ) : null}
          {subtitle ? (
            <p className="accordion__subtitle" {...inspect(id, 'subtitle')}>
              {subtitle}
            </p>
          ) : null}
        </div>
      ) : null}
      <LazyAccordionIsland
        inspector={inspectorEnabled()}
        expandAll={expandAll}
        activateFirstItem={activateFirstItem}
        headingLevel={title ? 3 : 2}
        items={items.map((item) => ({
          id: item.id,
          title: item.title,
          ...(item.subtitle ? { subtitle: item.subtitle } : {}),
          content: item.description ? <RichText {...item.description} className="accordion__description" /> : null,
        }))}
      />
    </section>
  );
}
