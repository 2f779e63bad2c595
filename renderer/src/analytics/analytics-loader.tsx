'use client';

import { useEffect } from 'react';
import type { SiteFlags } from '../flags.js';
import { analyticsAllowedInBrowser } from '../privacy.js';
import { scrollToHashOnceReady } from './hash-anchor.js';

export interface AnalyticsLoaderProps {
  /** Segment's public write key; undefined posts to the site's own collector. */
  writeKey: string | undefined;
  /** The flags the server evaluated for this page (added to every event's context). */
  flags: SiteFlags;
}

/** Runs `start` once the page has loaded and the browser is idle (or after 2 s at the latest). */
function whenInteractive(start: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 2_000 }) : setTimeout(start, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Loads analytics after the page is interactive (docs/requirements.md#decision-analytics-transport):
 * Segment's analytics-next is a separate chunk, fetched only after `load` and idle time, never in
 * the first-load JavaScript; nothing loads with Global Privacy Control or after an opt-out. Also
 * runs the hash-anchor rule (docs/requirements.md#hash-anchors) against the script's loading.
 * Mount once per page; renders nothing.
 */
export function AnalyticsLoader({ writeKey, flags }: AnalyticsLoaderProps) {
  useEffect(() => {
    const ready = new Promise<void>((resolve) => {
      if (!analyticsAllowedInBrowser()) return;
      whenInteractive(() => {
        import('./boot.js')
          .then((boot) => boot.bootAnalytics({ writeKey, flags }))
          .then(resolve, (error: unknown) => console.warn('[analytics] could not load', error));
      });
    });
    void scrollToHashOnceReady(ready);
  }, [writeKey, flags]);
  return null;
}
