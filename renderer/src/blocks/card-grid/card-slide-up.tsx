'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface CardSlideUpProps {
  /** DOM id of the panel (unique on the page). */
  panelId: string;
  /** The trigger's text (`triggerLinkText` of the card's link). */
  triggerText: string;
  /** The slide-up content, rendered on the server (rich text). */
  children: ReactNode;
}

/**
 * The card's slide-up panel (seed 000 §4 "Card slide-up toggles open and closed"): a disclosure
 * whose trigger toggles the panel (`aria-expanded`, `aria-controls`, `data-state`); the panel's
 * close button and Escape close it and return focus to the trigger. Closed panels are `hidden`.
 */
export function CardSlideUp({ panelId, triggerText, children }: CardSlideUpProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const state = open ? 'open' : 'closed';
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  return (
    <div className="slide-up" data-state={state}>
      <button
        ref={trigger}
        type="button"
        className="slide-up__trigger text-link"
        aria-expanded={open}
        aria-controls={panelId}
        data-state={state}
        onClick={() => setOpen((value) => !value)}
      >
        {triggerText}
      </button>
      {/* Escape inside the panel closes it (WAI-ARIA disclosure pattern, with dialog-like dismissal). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        id={panelId}
        className="slide-up__panel"
        role="region"
        aria-label={triggerText}
        data-state={state}
        hidden={!open}
        onKeyDown={onKeyDown}
      >
        <div className="slide-up__content">{children}</div>
        <button type="button" className="slide-up__close" aria-label={`Close ${triggerText}`} onClick={close}>
          Close
        </button>
      </div>
    </div>
  );
}
