'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydratedMark } from '../../shared/use-hydrated.js';

export interface CardSlideUpProps {
  /** DOM id of the panel (unique on the page). */
  panelId: string;
  /** The trigger's text (`triggerLinkText` of the card's link). */
  triggerText: string;
  /** The slide-up content, rendered on the server (rich text). */
  children: ReactNode;
}

/**
 * The card's slide-up panel (docs/requirements.md#card-grid "Card slide-up toggles open and closed"): a disclosure
 * whose trigger toggles the panel (`aria-expanded`, `aria-controls`, `data-state`); the panel's
 * close button and Escape close it and return focus to the trigger. Closed panels are `hidden`.
 */
export function CardSlideUp({ panelId, triggerText, children }: CardSlideUpProps) {
  const [open, setOpen] = useState(false);
  const mark = useHydratedMark();
  const trigger = useRef<HTMLButtonElement>(null);
  const state = open ? 'open' : 'closed';
  const panel = useRef<HTMLDivElement>(null);
  // Escape while focus is in the open panel closes it and returns focus to the trigger.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && panel.current?.contains(document.activeElement)) {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <div className="slide-up" data-state={state} {...mark}>
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
      <div ref={panel} id={panelId} className="slide-up__panel" role="region" aria-label={triggerText} data-state={state} hidden={!open}>
        <div className="slide-up__content">{children}</div>
        <button type="button" className="slide-up__close" aria-label={`Close ${triggerText}`} onClick={close}>
          Close
        </button>
      </div>
    </div>
  );
}
