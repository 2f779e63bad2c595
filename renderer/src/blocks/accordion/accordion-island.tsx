'use client';

import { useId, useState, type ReactNode } from 'react';
import { inspectTags } from '../../inspector.js';
import { useHydratedMark } from '../../shared/use-hydrated.js';

/** One item as the island receives it: texts, and the content already rendered on the server. */
export interface AccordionIslandItem {
  id: string;
  title: string;
  subtitle?: string;
  content: ReactNode;
}

export interface AccordionIslandProps {
  items: AccordionIslandItem[];
  /** Shows the 'Expand all' / 'Collapse all' control. */
  expandAll: boolean;
  /** The first item starts open. */
  activateFirstItem: boolean;
  /** Rank of each item's heading (3 under a group title, 2 otherwise). */
  headingLevel: 2 | 3;
  /** Draft mode: emit inspector tags (the server parent passes `inspectorEnabled()`). */
  inspector?: boolean;
}

/**
 * The interactive part of the accordion (WAI-ARIA accordion pattern): each item header is a
 * button with `aria-expanded` and `aria-controls` inside a heading, its panel a labelled
 * `region`; state shows as `data-state="open|closed"`. Items open independently. The
 * expand-all control opens every item, or closes every item when all are open
 * (docs/requirements.md#accordion "expand-all toggles every item").
 */
export function AccordionIsland({ items, expandAll, activateFirstItem, headingLevel, inspector = false }: AccordionIslandProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(activateFirstItem && items[0] ? [items[0].id] : []));
  const mark = useHydratedMark();
  const allOpen = items.length > 0 && items.every((item) => open.has(item.id));
  const Heading = `h${headingLevel}` as const;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const buttonId = (index: number) => `${baseId}-button-${index}`;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      {expandAll && items.length > 1 ? (
        <div className="accordion__controls">
          <button
            type="button"
            className="accordion__expand-all"
            aria-expanded={allOpen}
            aria-controls={items.map((_, index) => panelId(index)).join(' ')}
            data-state={allOpen ? 'open' : 'closed'}
            onClick={() => setOpen(allOpen ? new Set() : new Set(items.map((item) => item.id)))}
          >
            {allOpen ? 'Collapse all' : 'Expand all'}
          </button>
        </div>
      ) : null}
      <div className="accordion__items" {...mark}>
        {items.map((item, index) => {
          const isOpen = open.has(item.id);
          const state = isOpen ? 'open' : 'closed';
          return (
            <div key={item.id} className="accordion__item" data-state={state}>
              <Heading className="accordion__heading">
                <button
                  type="button"
                  id={buttonId(index)}
                  className="accordion__trigger"
                  aria-expanded={isOpen}
                  aria-controls={panelId(index)}
                  data-state={state}
                  onClick={() => toggle(item.id)}
                >
                  <span className="accordion__item-title" {...inspectTags(inspector, item.id, 'title')}>
                    {item.title}
                  </span>
                  {item.subtitle ? (
                    <span className="accordion__item-subtitle" {...inspectTags(inspector, item.id, 'subtitle')}>
                      {item.subtitle}
                    </span>
                  ) : null}
                  <span className="accordion__icon" aria-hidden="true" />
                </button>
              </Heading>
              <div
                id={panelId(index)}
                role="region"
                aria-labelledby={buttonId(index)}
                className="accordion__panel"
                data-state={state}
                hidden={!isOpen}
                {...inspectTags(inspector, item.id, 'accordionDescription')}
              >
                {item.content}
              </div>
            </div>
          );
        })}
      </div>
    </>
  );
}
