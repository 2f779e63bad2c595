'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ChartRow } from './from-custom-chart.js';

// The tooltip's box loads on the first pointer over a bar: a page with a chart ships only this listener.
const ChartTooltipBox = lazy(() => import('./chart-tooltip-box.js').then((m) => ({ default: m.ChartTooltipBox })));

/** Where the pointer is over which bar: the row's index and the point in the canvas (CSS px). */
interface Hover {
  index: number;
  x: number;
  y: number;
}

/** The bar under `target`, from the `data-testid="bar.item.value.{index}"` @nivo/bar gives each bar. */
function barIndex(target: EventTarget | null): number | undefined {
  const bar = target instanceof Element ? target.closest('[data-testid^="bar.item."]') : null;
  const index = Number(bar?.getAttribute('data-testid')?.split('.').pop());
  return bar && Number.isInteger(index) ? index : undefined;
}

/**
 * The server-drawn bar chart's tooltip (docs/requirements.md#bar-chart): the bar's year and
 * value beside the pointer, as @nivo/bar's own tooltip shows them; gone when the pointer leaves
 * the bar or Escape is pressed (WCAG 1.4.13). Listens on its parent, the chart's canvas; the box
 * itself is a lazy chunk fetched on the first hover. Keyboard and screen-reader users have the
 * same figures in the chart's text alternative and its data table.
 */
export function ChartTooltip({ rows }: { rows: ChartRow[] }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    const canvas = anchor.current?.parentElement;
    if (!canvas) return;
    const move = (event: PointerEvent) => {
      const index = barIndex(event.target);
      if (index === undefined || !rows[index]) return setHover(null);
      const box = canvas.getBoundingClientRect();
      setHover({ index, x: event.clientX - box.left, y: event.clientY - box.top });
    };
    const leave = () => setHover(null);
    const key = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setHover(null);
    };
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerleave', leave);
    window.addEventListener('keydown', key);
    setHydrated(true);
    return () => {
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerleave', leave);
      window.removeEventListener('keydown', key);
    };
  }, [rows]);
  const row = hover ? rows[hover.index] : undefined;
  return (
    <div ref={anchor} className="custom-chart__tooltip-anchor" {...(hydrated ? { 'data-hydrated': '' } : {})}>
      {hover && row ? (
        <Suspense fallback={null}>
          <ChartTooltipBox row={row} x={hover.x} y={hover.y} />
        </Suspense>
      ) : null}
    </div>
  );
}
