'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { svgToPngBase64 } from '../../tools/rila/chart-image.js';
import { toShareFlowRilaResult, type RilaChartImages, type RilaShareResult } from '@insurer/contracts/rila';
import { useRilaShareResult } from '../../tools/rila/share-context.js';
import { ShareFlow } from '../../tools/share/share-flow.js';

export interface RilaShareProps {
  /** The brand name from content (site settings). */
  brand: string;
  /** The `rilaV3` flag of the request (the share flow lists otherFP). */
  rilaV3: boolean;
}

/** How long to wait for a slot's chart (a lazy chunk) before sharing without its image. */
const CHART_WAIT_MS = 10_000;
const POLL_MS = 100;

/**
 * The RILA tool's share / connect-to-a-professional flow (docs/requirements.md#share-flow), mounted
 * in the tool's `shareSlot`: shown once results show, with the tool's current result converted by
 * `toShareFlowRilaResult` and each slot's chart PNG drawn from the rendered SVG chart.
 */
export function RilaShare({ brand, rilaV3 }: RilaShareProps) {
  const result = useRilaShareResult();
  const rootRef = useRef<HTMLDivElement>(null);
  // Images belong to the result they were drawn for: a new result starts without any.
  const [captured, setCaptured] = useState<{ of: RilaShareResult; images: RilaChartImages } | undefined>();
  const images = useMemo(() => (captured && captured.of === result ? captured.images : {}), [captured, result]);

  useEffect(() => {
    if (!result) return;
    let cancelled = false;
    const timers: number[] = [];
    const tool = rootRef.current?.closest('.rila-tool');
    for (const { slot } of result.slots) {
      const started = Date.now();
      const attempt = () => {
        if (cancelled) return;
        const svg = tool?.querySelector<SVGSVGElement>(`.rila-result[data-slot="${slot}"] .rila-result__canvas svg`);
        if (!svg) {
          if (Date.now() - started < CHART_WAIT_MS) timers.push(window.setTimeout(attempt, POLL_MS));
          return;
        }
        svgToPngBase64(svg).then(
          (png) => {
            if (cancelled) return;
            setCaptured((current) => ({ of: result, images: { ...(current?.of === result ? current.images : {}), [slot]: png } }));
          },
          // Without an image the server leaves the slot out of the lead (docs/requirements.md#rila-results).
          (error: unknown) => console.warn(`[rila-share] chart of ${slot} not captured:`, error),
        );
      };
      attempt();
    }
    return () => {
      cancelled = true;
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [result]);

  const results = useMemo(() => toShareFlowRilaResult(result, images), [result, images]);
  return (
    <div ref={rootRef} className="rila-share" data-chart-images={Object.keys(images).length}>
      {results ? <ShareFlow tool="rila_tool" brand={brand} rilaV3={rilaV3} results={results} /> : null}
    </div>
  );
}
