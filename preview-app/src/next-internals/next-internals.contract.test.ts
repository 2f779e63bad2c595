import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  DRAFT_MODE_COOKIE,
  escapeInlineJson,
  NEXT_DEFAULT_BROWSERS,
  NEXT_DEFAULT_BROWSERS_MODULE,
  NEXT_FLIGHT_SERVER,
  NEXT_NAVIGATION_REACT_SERVER,
  REACT_PROGRESSIVE_CHUNK_BYTES,
  nextCli,
} from './index.js';

/**
 * The contract of ./index.ts: each assumption it lists, checked against the installed Next.js and
 * React. A failure names the assumption; read its paragraph in index.ts, then change the code
 * that relies on it (or drop the workaround) before changing the expectation. Assumptions 2, 3
 * and 5 concern the HTML a production build sends and are checked on a real build in
 * e2e/next-start.e2e.ts.
 */
const APP_DIR = join(import.meta.dirname, '../..');
const requireFromApp = createRequire(join(APP_DIR, 'package.json'));

describe('Next.js and React internals the site relies on', () => {
  it('assumption 1: draft mode sets the cookie named DRAFT_MODE_COOKIE', () => {
    const apiUtils = requireFromApp('next/dist/server/api-utils') as { COOKIE_NAME_PRERENDER_BYPASS?: string };
    expect(apiUtils.COOKIE_NAME_PRERENDER_BYPASS, 'assumption 1 (draft-mode cookie name) no longer holds').toBe(DRAFT_MODE_COOKIE);
  });

  it("assumption 4: next build writes its id to .next/BUILD_ID, and the package's bin is the next command", () => {
    const constants = requireFromApp('next/dist/shared/lib/constants') as { BUILD_ID_FILE?: string };
    expect(constants.BUILD_ID_FILE, 'assumption 4 (build id file) no longer holds').toBe('BUILD_ID');
    expect(existsSync(nextCli(APP_DIR)), 'assumption 4 (the next command) no longer holds').toBe(true);
  });

  it('assumption 5: Next.js escapes the inline payload’s JSON as escapeInlineJson does', () => {
    const { htmlEscapeJsonString } = requireFromApp('next/dist/shared/lib/htmlescape') as {
      htmlEscapeJsonString: (json: string) => string;
    };
    const json = JSON.stringify([1, '2:T2f,.a>b{content:"</style>&é\u2028\u2029\\"}']);
    expect(htmlEscapeJsonString(json), 'assumption 5 (the payload’s escaping) no longer holds').toBe(escapeInlineJson(json));
    expect(escapeInlineJson(json)).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('assumption 6: React moves a finished Suspense boundary over 500 bytes out of place after 12,800 bytes', async () => {
    const before = createElement('p', null, 'x'.repeat(REACT_PROGRESSIVE_CHUNK_BYTES + 100));
    const island = createElement(Suspense, { fallback: null }, createElement('p', { id: 'island' }, 'y'.repeat(600)));
    const { renderToReadableStream } = await import('react-dom/server.edge');
    const stream = await renderToReadableStream(createElement('main', null, before, island));
    await stream.allReady;
    const html = await new Response(stream).text();
    // Out of place: the boundary's content arrives in a hidden segment (`<div hidden id="S:…">`).
    expect(html, 'assumption 6 (React outlines large boundaries) no longer holds: lazyIsland may not need <Activity>').toMatch(
      /<div hidden id="S:0">/,
    );
    // Below the threshold the same boundary stays in place.
    expect(renderToString(createElement('main', null, island))).not.toContain('hidden');
  });

  it('assumption 9: React writes the nonce it is given on every inline script of its stream', async () => {
    const before = createElement('p', null, 'x'.repeat(REACT_PROGRESSIVE_CHUNK_BYTES + 100));
    const island = createElement(Suspense, { fallback: null }, createElement('p', null, 'y'.repeat(600)));
    const { renderToReadableStream } = await import('react-dom/server.edge');
    const stream = await renderToReadableStream(createElement('main', null, before, island), { nonce: 'n0nce' });
    await stream.allReady;
    const scripts = (await new Response(stream).text()).match(/<script\b[^>]*>/g) ?? [];
    // The outlined boundary is put in place by React's own inline script.
    expect(scripts.length, 'assumption 9: React wrote no inline script to check').toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, 'assumption 9 (React’s scripts carry the nonce) no longer holds').toContain('nonce="n0nce"');
  });

  it('assumption 7: next/navigation under react-server is NEXT_NAVIGATION_REACT_SERVER', () => {
    expect(
      () => requireFromApp.resolve(NEXT_NAVIGATION_REACT_SERVER),
      'assumption 7 (next/navigation server build) no longer holds',
    ).not.toThrow();
  });

  it('assumption 8: React’s Flight server renderer is at NEXT_FLIGHT_SERVER', () => {
    expect(() => requireFromApp.resolve(NEXT_FLIGHT_SERVER), 'assumption 8 (the Flight server renderer) no longer holds').not.toThrow();
  });

  it('assumption 10: Next.js compiles for NEXT_DEFAULT_BROWSERS when the app sets no browserslist', () => {
    expect(requireFromApp(NEXT_DEFAULT_BROWSERS_MODULE), 'assumption 10 (Next.js default browsers) no longer holds').toEqual(
      NEXT_DEFAULT_BROWSERS,
    );
  });
});
