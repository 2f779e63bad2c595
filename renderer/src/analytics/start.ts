import { analyticsAllowedInBrowser } from '../privacy.js';
import type { AnalyticsBootOptions } from './boot.js';
import { scrollToHashOnceReady } from './hash-anchor.js';

/** The hash-anchor rule's limit, counted from the start of the page load (docs/requirements.md#hash-anchors). */
const HASH_ANCHOR_LIMIT_MS = 5_000;

/** Runs `start` once the page has loaded and the browser is idle (or after 2 s at the latest). */
function whenInteractive(start: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 2_000 }) : setTimeout(start, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The lazy part of the analytics loader (the island only imports this chunk after hydration, so
 * none of it is first-load JavaScript): with the visitor's consent (no GPC, no opt-out), waits for
 * the page's load and idle time, then loads analytics-next (`boot.ts`, another chunk); and runs the
 * hash-anchor rule against that loading, within 5 s of the page's start.
 */
export function startAnalytics(options: AnalyticsBootOptions): void {
  const ready = new Promise<void>((resolve) => {
    if (!analyticsAllowedInBrowser()) return;
    whenInteractive(() => {
      import('./boot.js')
        .then((boot) => boot.bootAnalytics(options))
        .then(resolve, (error: unknown) => console.warn('[analytics] could not load', error));
    });
  });
  void scrollToHashOnceReady(ready, Math.max(0, HASH_ANCHOR_LIMIT_MS - performance.now()));
}
