'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { inspectTags } from '../../inspector.js';
import { useHydratedMark } from '../../shared/use-hydrated.js';

/** One tab as the island receives it: its title, and its panel already rendered on the server. */
export interface TabsIslandTab {
  id: string;
  title: string;
  content: ReactNode;
}

export interface TabsIslandProps {
  tabs: TabsIslandTab[];
  /** Id of the heading naming the tab list, when the panel has a title. */
  labelledBy?: string;
  /** Draft mode: emit inspector tags (the server parent passes `inspectorEnabled()`). */
  inspector?: boolean;
}

/**
 * The WAI-ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) with automatic
 * activation: one tab stop; Left/Right arrows move to and select the previous/next tab (wrapping),
 * Home/End the first/last. Tabs and panels show `data-state="active|inactive"`. The first tab is
 * selected initially.
 */
export function TabsIsland({ tabs, labelledBy, inspector = false }: TabsIslandProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const mark = useHydratedMark();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" className="tabbed-panel__tabs" aria-labelledby={labelledBy} {...mark}>
        {tabs.map((tab, index) => {
          const active = index === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              className="tabbed-panel__tab"
              aria-selected={active}
              aria-controls={panelId(index)}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              {...inspectTags(inspector, tab.id, 'title')}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => {
        const active = index === selected;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(index)}
            className="tabbed-panel__panel"
            aria-labelledby={tabId(index)}
            tabIndex={0}
            hidden={!active}
            data-state={active ? 'active' : 'inactive'}
            {...inspectTags(inspector, tab.id, 'sections')}
          >
            {tab.content}
          </div>
        );
      })}
    </>
  );
}
