'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { lazyIsland } from '../../shared/lazy-island.js';
import { decodeQuoteInfo, INFO_MESSAGES } from '@insurer/contracts/quote';
import type { RetirementCalculatorAppProps } from '../../tools/retirement/retirement-calculator-app.js';
import type { RetirementPrefill } from '@insurer/contracts/retirement';

// The calculator, its share flow and @nivo/bar load in their own chunk, only on the calculator's
// page (this island is itself fetched by `LazyRetirementCalculator`). The server renders it in place.
const App = lazyIsland<RetirementCalculatorAppProps>(() =>
  import('../../tools/retirement/retirement-calculator-app.js').then((m) => m.RetirementCalculatorApp),
);

/** The query string never changes while the calculator is open. */
const noSubscription = () => () => undefined;

/** What the address's `info` gives the calculator: a prefill, a problem to say, or nothing. */
type FromInfo = { prefill: RetirementPrefill } | { problem: string } | undefined;

/**
 * The `info` of the quote widget's Retirement tab (docs/requirements.md#quote-destinations),
 * decoded with the quote codec: its five values as the prefill; a tampered, oversized or other
 * tab's `info` gives the calculator's defaults and says so; no `info`, nothing.
 */
export function retirementFromInfo(search: string): FromInfo {
  const info = new URLSearchParams(search).get('info');
  if (info === null || info === '') return undefined;
  const decoded = decodeQuoteInfo(info, 'Retirement');
  if (decoded.ok && decoded.tab === 'Retirement') return { prefill: decoded.values };
  return { problem: INFO_MESSAGES.invalid };
}

/**
 * The retirement calculator island: `RetirementCalculatorApp`, fetched on demand. After
 * hydration it reads the address's `info` (the page itself is the same for every visitor) and
 * starts the calculator again from it.
 */
export function RetirementCalculatorIsland(props: RetirementCalculatorAppProps) {
  // '' on the server and while hydrating, then the address's query.
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  );
  const fromInfo = useMemo(() => retirementFromInfo(search), [search]);
  const prefill = fromInfo && 'prefill' in fromInfo ? fromInfo.prefill : props.prefill;
  return (
    <>
      {fromInfo && 'problem' in fromInfo ? (
        <p className="retirement-calculator__info-problem" role="status">
          {fromInfo.problem}
        </p>
      ) : null}
      <App key={prefill ? 'prefilled' : 'defaults'} {...props} {...(prefill ? { prefill } : {})} />
    </>
  );
}
