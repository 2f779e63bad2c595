'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { QuoteFlags, QuoteTab } from '@insurer/contracts/quote';
import { QuoteForm } from './quote-forms.js';

export interface QuoteWidgetIslandProps {
  tabs: QuoteTab[];
  initialTab: QuoteTab;
  flags: QuoteFlags;
  /** Goes to a URL; `window.location.assign` unless given (tests). */
  navigate?: (url: string) => void;
}

/** The label over the tab bar (docs/requirements.md#quote-widget). */
export const SELECT_ONE = 'Select one';

/**
 * The quote widget's tabs and forms (docs/requirements.md#quote-widget): a WAI-ARIA tab list
 * labelled 'Select one' (arrow keys, Home and End move between tabs, automatic activation) over
 * the open tab's form; with one tab, no tab bar. Each form keeps its values while another tab is
 * open.
 */
export function QuoteWidgetIsland({ tabs, initialTab, flags, navigate }: QuoteWidgetIslandProps) {
  const base = useId().replace(/[^\w-]/g, '');
  const [active, setActive] = useState<QuoteTab>(tabs.includes(initialTab) ? initialTab : (tabs[0] ?? 'Life'));
  const buttons = useRef(new Map<QuoteTab, HTMLButtonElement>());
  const single = tabs.length === 1;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(active);
    const target =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    setActive(target);
    buttons.current.get(target)?.focus();
  };

  return (
    <div className="quote-widget__tabs" data-active-tab={active}>
      {single ? null : (
        <>
          <p id={`${base}-select`} className="quote-widget__select">
            {SELECT_ONE}
          </p>
          <div role="tablist" aria-labelledby={`${base}-select`} className="quote-widget__tablist">
            {tabs.map((tab) => (
              <button
                key={tab}
                ref={(element) => {
                  if (element) buttons.current.set(tab, element);
                  else buttons.current.delete(tab);
                }}
                type="button"
                role="tab"
                id={`${base}-tab-${tab}`}
                aria-selected={tab === active}
                aria-controls={`${base}-panel-${tab}`}
                tabIndex={tab === active ? 0 : -1}
                className="quote-widget__tab"
                onClick={() => setActive(tab)}
                onKeyDown={onKeyDown}
              >
                {tab}
              </button>
            ))}
          </div>
        </>
      )}
      {tabs.map((tab) => (
        <div
          key={tab}
          id={`${base}-panel-${tab}`}
          className="quote-widget__panel"
          {...(single ? { role: 'group', 'aria-label': `${tab} quote` } : { role: 'tabpanel', 'aria-labelledby': `${base}-tab-${tab}` })}
          hidden={tab !== active}
        >
          <QuoteForm tab={tab} flags={flags} idBase={`${base}-${tab.toLowerCase()}`} {...(navigate ? { navigate } : {})} />
        </div>
      ))}
    </div>
  );
}
