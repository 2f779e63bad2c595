/** Assumption 6 of ./index.ts: React's `progressiveChunkSize` default, in bytes. */
export const REACT_PROGRESSIVE_CHUNK_BYTES = 12_800;

/** Assumption 7: what `next/navigation` resolves to in Next.js's server build (vitest.config.ts). */
export const NEXT_NAVIGATION_REACT_SERVER = 'next/dist/api/navigation.react-server.js';

/**
 * Assumption 10: the browsers Next.js compiles an app's CSS and JavaScript for when the app sets
 * no browserslist (its `MODERN_BROWSERSLIST_TARGET`, in `NEXT_DEFAULT_BROWSERS_MODULE`). The block
 * stylesheets, which Next.js does not process, are minified for the same browsers
 * (scripts/src/block-lists.ts).
 */
export const NEXT_DEFAULT_BROWSERS = ['chrome 111', 'edge 111', 'firefox 111', 'safari 16.4'] as const;

/** Assumption 10: where Next.js keeps its default browser list. */
export const NEXT_DEFAULT_BROWSERS_MODULE = 'next/dist/shared/lib/modern-browserslist-target.js';

/** Assumption 8: React's Flight server renderer as Next.js ships it. */
export const NEXT_FLIGHT_SERVER = 'next/dist/compiled/react-server-dom-webpack/server.node';
