'use client';

import { useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { dismissedBannerKey } from './dismissal.js';

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // Storage disabled: access itself throws.
  }
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first focusable element after `element` in document order, outside it. */
function nextFocusable(element: HTMLElement): HTMLElement | undefined {
  return [...element.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (candidate) =>
      !element.contains(candidate) &&
      element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !candidate.closest('[hidden], [inert]'),
  );
}

const subscribeNothing = () => () => undefined;

export interface DismissibleBannerProps {
  id: string;
  type: string;
  /** The region's accessible name. */
  label: string;
  dismissible: boolean;
  children: ReactNode;
}

/**
 * The alert banner's frame (an island; the message is rendered on the server): a named region
 * with, when `dismissible`, a 'Dismiss alert' button. Dismissing hides it for the rest of the
 * browser session (session storage, per banner id) and moves focus to what follows it, so
 * keyboard focus is not lost. Shown in the server HTML; hidden on hydration when dismissed before.
 */
export function DismissibleBanner({ id, type, label, dismissible, children }: DismissibleBannerProps) {
  const ref = useRef<HTMLElement>(null);
  const dismissedBefore = useSyncExternalStore(
    subscribeNothing,
    () => sessionStorageOrUndefined()?.getItem(dismissedBannerKey(id)) === '1',
    () => false,
  );
  const [dismissed, setDismissed] = useState(false);
  const hidden = dismissed || dismissedBefore;

  const dismiss = () => {
    try {
      sessionStorageOrUndefined()?.setItem(dismissedBannerKey(id), '1');
    } catch {
      // Storage refused (quota, private mode): the banner still closes for this page.
    }
    const next = ref.current ? nextFocusable(ref.current) : undefined;
    setDismissed(true);
    next?.focus();
  };

  return (
    <section ref={ref} className="alert-banner" data-type={type} data-state={hidden ? 'closed' : 'open'} aria-label={label} hidden={hidden}>
      <div className="alert-banner__inner container">
        {children}
        {dismissible ? (
          <button type="button" className="alert-banner__dismiss" onClick={dismiss}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Dismiss alert</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}
