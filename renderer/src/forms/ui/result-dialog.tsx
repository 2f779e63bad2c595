'use client';

import { FocusTrap } from 'focus-trap-react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * The two result dialogs of the bespoke forms (docs/requirements.md#error-catalogue,
 * docs/requirements.md#decision-result-dialogs), with their texts as the specification gives them.
 */
export const RESULT_DIALOGS = {
  /** The site could not accept the submission at all: no answer, a network failure, a 5xx. */
  error: { title: "We're sorry", message: 'There was an error in processing your request at this time. Please try again later.' },
  /** The specification's schedule-meeting modal, which nothing opens: its texts kept (docs/requirements.md#decision-result-dialogs). */
  scheduled: { title: 'Thank You', message: 'A financial professional will reach out to you in 1-2 business days.' },
} as const;

export type ResultDialogKind = keyof typeof RESULT_DIALOGS;

export interface ResultDialogProps {
  kind: ResultDialogKind;
  /** Called when the visitor closes it: the close button, 'OK', Escape or a click outside. */
  onClose: () => void;
  /** Where focus goes back to when it closes (the form's submit button), since that was disabled while sending. */
  returnFocus: () => HTMLElement | null;
}

/**
 * A modal dialog with a form's result (WAI-ARIA dialog pattern,
 * https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/): `role="dialog"`, `aria-modal`, named by
 * its title and described by its message; focus moves to its 'OK' button, is trapped inside
 * (focus-trap, loaded with the form: the error dialog shows when the network may be gone) and
 * returns to `returnFocus()` on close; Escape, a click outside, the × button and 'OK' close it;
 * the page behind does not scroll. Drawn over the page (a portal on `document.body`), and only in
 * the browser, after a submission.
 */
export function ResultDialog({ kind, onClose, returnFocus }: ResultDialogProps) {
  const { title, message } = RESULT_DIALOGS[kind];
  const base = useId();
  const ok = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return createPortal(
    <div className="modal modal--modal form-result" data-state="open" data-result={kind}>
      <div className="modal__backdrop" aria-hidden="true" />
      <FocusTrap
        focusTrapOptions={{
          initialFocus: () => ok.current ?? false,
          escapeDeactivates: true,
          clickOutsideDeactivates: true,
          setReturnFocus: () => returnFocus() ?? false,
          onDeactivate: onClose,
          // The dialog is drawn when this mounts; jsdom has no layout to check visibility with.
          tabbableOptions: { displayCheck: 'none' },
        }}
      >
        <div
          className="modal__panel form-result__panel"
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${base}-title`}
          aria-describedby={`${base}-message`}
        >
          <div className="modal__header">
            <h2 id={`${base}-title`} className="modal__title">
              {title}
            </h2>
            <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="modal__body">
            <p id={`${base}-message`}>{message}</p>
            <button ref={ok} type="button" className="btn btn--primary" onClick={onClose}>
              OK
            </button>
          </div>
        </div>
      </FocusTrap>
    </div>,
    document.body,
  );
}
