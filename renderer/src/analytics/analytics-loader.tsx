'use client';

import { useEffect } from 'react';
import type { AnalyticsStartOptions } from './start.js';

/** The flags the server evaluated for this page (they go with every event). */
export type AnalyticsLoaderProps = AnalyticsStartOptions;

/**
 * Starts analytics after the page is interactive (docs/requirements.md#decision-analytics-transport)
 * and runs the hash-anchor rule (docs/requirements.md#hash-anchors). One dynamic import, so the
 * first-load JavaScript barely grows: the consent check, the wait for load and idle time and the
 * first-party sender are a later chunk (`start.ts`). Mount once per page; renders nothing.
 */
export function AnalyticsLoader(props: AnalyticsLoaderProps) {
  useEffect(() => {
    void import('./start.js').then((start) => start.startAnalytics(props));
  }, [props]);
  return null;
}
