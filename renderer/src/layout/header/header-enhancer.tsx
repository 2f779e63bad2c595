'use client';

import { useEffect, useRef } from 'react';

/** What starts the header's script at once rather than at idle: the visitor reaching for the header. */
const EARLY_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/** How long the header waits for an idle moment at most, in ms. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * The header's island (docs/requirements.md#decision-header-without-script): renders an empty,
 * hidden marker and, once the page is idle (`requestIdleCallback`, at most 2 s), or at once when
 * the visitor points at, focuses or types in the header, fetches `enhanceHeader` (its own small
 * chunk) and adds the timed behaviours to the server-rendered header around it. The header
 * hydrates nothing else.
 */
export function HeaderEnhancer() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const root = marker.current?.closest<HTMLElement>('[data-site-header]');
    if (!root) return;
    let stopped = false;
    let started = false;
    let cleanup: (() => void) | undefined;
    const start = () => {
      if (started) return;
      started = true;
      for (const type of EARLY_EVENTS) root.removeEventListener(type, start);
      void import('./header-behaviour.js').then(({ enhanceHeader }) => {
        if (!stopped) cleanup = enhanceHeader(root);
      });
    };
    for (const type of EARLY_EVENTS) root.addEventListener(type, start, { passive: true });
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(start, 1);
    return () => {
      stopped = true;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      for (const type of EARLY_EVENTS) root.removeEventListener(type, start);
      cleanup?.();
    };
  }, []);
  return <span ref={marker} hidden data-header-enhancer="" />;
}
