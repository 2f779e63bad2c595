'use client';

import type { ModalVariant } from '@insurer/content-model/model';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { QuoteDrawerWidget } from './quote-drawer-widget.js';

export type { QuoteDrawerWidget };

/** The address hash that opens the site's quote drawer on every page (the demo's 'Get a quote' links). */
export const QUOTE_DRAWER_HASH = '#get-a-quote';

export interface QuoteDrawerProps {
  widget: QuoteDrawerWidget;
  /** The hash that opens it; `QUOTE_DRAWER_HASH` for the site's drawer. */
  trigger?: string;
  /** The dialog's title ('Get a quote' unless a modal entry names another). */
  title?: string;
  /** Drawer (slides in from the side, the default) or a centred modal. */
  variant?: ModalVariant;
  /**
   * The site's drawer (in the header) also opens from any `[data-quote-trigger]` link, and yields
   * to a page's own quote dialog with the same trigger. A page's quote modal passes false.
   */
  site?: boolean;
}

// The dialog, its focus trap, the tabs and forms: one chunk, fetched when the drawer first opens.
const QuoteDrawerPanel = lazy(() => import('./quote-drawer-panel.js').then((m) => ({ default: m.QuoteDrawerPanel })));

/** The address without its hash, so the same trigger opens the drawer again after it closes. */
function clearHash(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

/**
 * The quote drawer (docs/requirements.md#quote-widget): closed, it is a few lines of script that
 * listen for the trigger hash (on load and on every change) and, for the site's drawer, clicks
 * on the header's 'Get a quote' (`[data-quote-trigger]`). Opening it fetches the panel (dialog,
 * focus trap, forms) once; it stays mounted, so a visitor's answers survive closing and
 * reopening.
 */
export function QuoteDrawer({
  widget,
  trigger = QUOTE_DRAWER_HASH,
  title = 'Get a quote',
  variant = 'Drawer',
  site = true,
}: QuoteDrawerProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    /** The site's drawer gives way to a page's quote dialog with the same trigger. */
    const yields = () =>
      site &&
      [...document.querySelectorAll<HTMLElement>('[data-quote-drawer="page"]')].some((element) => element.dataset.trigger === trigger);
    const show = () => {
      setLoaded(true);
      setOpen(true);
    };
    const sync = () => {
      if (window.location.hash === trigger && !yields()) show();
    };
    const onClick = (event: MouseEvent) => {
      if (!site || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('[data-quote-trigger]') : null;
      if (!link || yields()) return;
      event.preventDefault();
      show();
    };
    sync();
    window.addEventListener('hashchange', sync);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('hashchange', sync);
      document.removeEventListener('click', onClick);
    };
  }, [trigger, site]);

  const close = useCallback(() => {
    setOpen(false);
    if (window.location.hash === trigger) clearHash();
  }, [trigger]);

  return (
    <>
      {site ? null : <span hidden data-quote-drawer="page" data-trigger={trigger} />}
      {loaded ? (
        <Suspense fallback={null}>
          <QuoteDrawerPanel open={open} onClose={close} widget={widget} title={title} variant={variant} />
        </Suspense>
      ) : null}
    </>
  );
}
