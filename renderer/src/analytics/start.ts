import type { SiteFlags } from '@insurer/contracts/flags';
import { identify, page, track, type AnalyticsWindow, type QueuedAnalyticsCall } from '../analytics.js';
import { analyticsAllowedInBrowser } from '../privacy.js';
import { scrollToHashOnceReady } from './hash-anchor.js';
import { pageNameForPath, productForPath } from './page-names.js';
import { createSender } from './sender.js';

/** What the loader hands over: the flags the server evaluated for this page. */
export interface AnalyticsStartOptions {
  flags: SiteFlags;
}

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
 * Installs the sender as `window.analytics`, then, in order: the page view named from the path
 * (docs/requirements.md#page-view-naming), 'Product Viewed' on product pages, the `sfmc_id` rule
 * (identify `{ sfmc_id }` and 'link clicked' with `utm_campaign`; docs/requirements.md#analytics),
 * and the calls queued before it.
 */
function boot({ flags }: AnalyticsStartOptions): void {
  const target = window as unknown as AnalyticsWindow;
  const sender = createSender(flags);
  target.analytics = sender;
  const path = window.location.pathname;
  page(pageNameForPath(path));
  const product = productForPath(path);
  if (product) track('Product Viewed', { name: product.name, category: product.category });
  const query = new URLSearchParams(window.location.search);
  const sfmcId = query.get('sfmc_id');
  if (sfmcId) {
    identify({ sfmc_id: sfmcId });
    track('link clicked', { utm_campaign: query.get('utm_campaign') ?? '' });
  }
  const queued: QueuedAnalyticsCall[] = target.analyticsQueue ?? [];
  target.analyticsQueue = [];
  for (const call of queued) {
    if (call.method === 'track') void sender.track(call.event, call.properties);
    else if (call.method === 'identify') void sender.identify(call.traits);
    else if (call.name) void sender.page(call.name, call.properties);
    else void sender.page(call.properties);
  }
}

/**
 * The lazy part of the analytics loader (the island imports this chunk after hydration, so none
 * of it is first-load JavaScript): with the visitor's consent (no GPC, no opt-out), waits for the
 * page's load and idle time, then starts the first-party sender (`boot`); and runs the hash-anchor
 * rule against that start, within 5 s of the page's start.
 */
export function startAnalytics(options: AnalyticsStartOptions): void {
  const ready = new Promise<void>((resolve) => {
    if (!analyticsAllowedInBrowser()) return;
    whenInteractive(() => {
      boot(options);
      resolve();
    });
  });
  void scrollToHashOnceReady(ready, Math.max(0, HASH_ANCHOR_LIMIT_MS - performance.now()));
}
