'use client';

import { useEffect } from 'react';
import type { AnalyticsBootOptions } from './boot.js';

/** The public Segment write key (undefined: the site's own collector) and the flags the server evaluated for this page. */
export type AnalyticsLoaderProps = AnalyticsBootOptions;

/**
 * Loads analytics after the page is interactive (docs/requirements.md#decision-analytics-transport)
 * and runs the hash-anchor rule (docs/requirements.md#hash-anchors). Kept to one dynamic import so
 * the first-load JavaScript barely grows: the consent check, the wait for load and idle time and
 * Segment's analytics-next are later chunks (`start.ts`, `boot.ts`). Mount once per page; renders nothing.
 */
export function AnalyticsLoader(props: AnalyticsLoaderProps) {
  useEffect(() => {
    void import('./start.js').then((start) => start.startAnalytics(props));
  }, [props]);
  return null;
}
