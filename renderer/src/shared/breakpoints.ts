/**
 * The site's breakpoint scale: the viewport width, in CSS pixels, from which each size applies
 * (docs/requirements.md#business-constants: sm 576, md 768, lg 992, xl 1200, xxl 1440, wide 1920).
 * The one list: components build their media queries and image `sizes` from it, and the CSS, which
 * cannot import it, is checked against it by `npm run lint` (scripts/src/checks/breakpoints.ts).
 */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1440, wide: 1920 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/**
 * The container's widest, in CSS pixels: the content column stops growing at the xl breakpoint
 * (CSS `--content-width` in renderer/src/styles/base.css, checked against it).
 */
export const CONTAINER_MAX_WIDTH = BREAKPOINTS.xl;

/** The container's padding on each side, in CSS pixels (`--space-2`, 1rem). */
export const CONTAINER_GUTTER = 16;

/** The content column's width from the xl breakpoint up: the container less its gutters (1168 px). */
export const CONTENT_WIDTH = CONTAINER_MAX_WIDTH - 2 * CONTAINER_GUTTER;

/** `(min-width: 768px)`: the media query of a breakpoint and up. */
export function mediaFrom(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** `(max-width: 767.98px)`: the media query of everything below a breakpoint (0.02 px under it, for zoomed viewports). */
export function mediaBelow(breakpoint: Breakpoint): string {
  return `(max-width: ${BREAKPOINTS[breakpoint] - 0.02}px)`;
}

/**
 * An image's `sizes` attribute: how wide it is drawn from each breakpoint, the widest first, then
 * `below` (e.g. `{ xl: '389px', md: '33vw' }` → `(min-width: 1200px) 389px, (min-width: 768px) 33vw, 100vw`).
 */
export function imageSizes(from: Partial<Record<Breakpoint, string>>, below = '100vw'): string {
  const rules = (Object.keys(BREAKPOINTS) as Breakpoint[])
    .filter((breakpoint) => from[breakpoint] !== undefined)
    .sort((a, b) => BREAKPOINTS[b] - BREAKPOINTS[a])
    .map((breakpoint) => `${mediaFrom(breakpoint)} ${from[breakpoint]!}`);
  return [...rules, below].join(', ');
}

/** The width, in CSS pixels, of one of `columns` equal columns `gap` apart in the full content column. */
export function columnWidth(columns: number, gap = 0): string {
  return `${Math.round((CONTENT_WIDTH - gap * (columns - 1)) / columns)}px`;
}

/** An image across the content column: the whole viewport, at most the 1168 px column from xl. */
export const FULL_WIDTH_SIZES = imageSizes({ xl: `${CONTENT_WIDTH}px` });

/** An image beside text from lg (two equal columns): half the viewport, at most half the content column from xl. */
export const HALF_WIDTH_SIZES = imageSizes({ xl: columnWidth(2), lg: '50vw' });
