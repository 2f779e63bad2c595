'use client';

import type { FocusTrap as FocusTrapComponent } from 'focus-trap-react';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import type { InspectorTags } from '../../inspector.js';
import type { ModalVariant } from './from-modal.js';
import { useHydratedMark } from '../../shared/use-hydrated.js';

export interface ModalIslandProps {
  id: string;
  variant: ModalVariant;
  /** The address hash that opens the dialog, e.g. '#schedule-a-call'. */
  trigger: string;
  title?: string;
  titleInspect?: InspectorTags;
  rootInspect?: InspectorTags;
  children?: ReactNode;
}

type FocusTrapType = typeof FocusTrapComponent;
let focusTrap: Promise<FocusTrapType> | undefined;
/**
 * focus-trap (and tabbable) in a chunk of their own, fetched when a dialog first opens: this
 * island is in every page's shared client chunk (docs/requirements.md#decision-javascript-budget).
 */
function loadFocusTrap(): Promise<FocusTrapType> {
  focusTrap ??= import('focus-trap-react').then((m) => m.FocusTrap);
  return focusTrap;
}

/** The address without its hash, so the same trigger link opens the dialog again after it closes. */
function clearHash(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

/**
 * The dialog (WAI-ARIA modal dialog pattern, https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/):
 * - opens when the address hash equals `trigger` (on load and on every hash change), once its
 *   focus trap's chunk has arrived;
 * - closes on Escape, on a click outside the panel and on the close button, then clears the hash;
 * - while open: `role="dialog"`, `aria-modal`, named by its title, focus trapped inside
 *   (focus-trap) and the page behind not scrollable; on close focus returns to where it was
 *   (the trigger link);
 * - state as `data-state="open|closed"`; closed, the dialog is `hidden`.
 * `variant` Drawer slides in from the side, Modal is centred.
 */
export function ModalIsland({ id, variant, trigger, title, titleInspect, rootInspect, children }: ModalIslandProps) {
  const [open, setOpen] = useState(false);
  const mark = useHydratedMark();
  const [Trap, setTrap] = useState<FocusTrapType | null>(null);
  const titleId = `${useId()}-title`;

  useEffect(() => {
    let mounted = true;
    const sync = () => {
      if (window.location.hash !== trigger) return;
      void loadFocusTrap().then((loaded) => {
        if (!mounted) return;
        setTrap(() => loaded);
        setOpen(true);
      });
    };
    sync();
    window.addEventListener('hashchange', sync);
    return () => {
      mounted = false;
      window.removeEventListener('hashchange', sync);
    };
  }, [trigger]);

  const close = useCallback(() => {
    setOpen(false);
    if (window.location.hash === trigger) clearHash();
  }, [trigger]);

  useEffect(() => {
    if (!open) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const state = open ? 'open' : 'closed';
  const panel = (
    <div
      className="modal__panel"
      role="dialog"
      aria-modal="true"
      data-state={state}
      {...(title ? { 'aria-labelledby': titleId } : { 'aria-label': 'Form' })}
    >
      <div className="modal__header">
        {title ? (
          <h2 id={titleId} className="modal__title" {...titleInspect}>
            {title}
          </h2>
        ) : null}
        <button type="button" className="modal__close" aria-label="Close" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </div>
  );
  return (
    <div className={`modal modal--${variant.toLowerCase()}`} data-state={state} data-modal={id} hidden={!open} {...rootInspect} {...mark}>
      <div className="modal__backdrop" aria-hidden="true" />
      {Trap ? (
        <Trap
          active={open}
          focusTrapOptions={{
            escapeDeactivates: true,
            clickOutsideDeactivates: true,
            returnFocusOnDeactivate: true,
            onDeactivate: close,
            // Visibility is known here (the dialog is open); jsdom has no layout to check.
            tabbableOptions: { displayCheck: 'none' },
          }}
        >
          {panel}
        </Trap>
      ) : (
        panel
      )}
    </div>
  );
}
