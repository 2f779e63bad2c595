/** Assumption 6 of ./index.ts: React's `progressiveChunkSize` default, in bytes. */
export const REACT_PROGRESSIVE_CHUNK_BYTES = 12_800;

/** Assumption 7: what `next/navigation` resolves to in Next.js's server build (vitest.config.ts). */
export const NEXT_NAVIGATION_REACT_SERVER = 'next/dist/api/navigation.react-server.js';

/** Assumption 8: React's Flight server renderer as Next.js ships it. */
export const NEXT_FLIGHT_SERVER = 'next/dist/compiled/react-server-dom-webpack/server.node';
