import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { prerender } from '../test/prerender.js';
import { ResponsiveImage } from './responsive-image.js';

const IMAGE = { src: 'https://images.ctfassets.net/space/hero/big.jpg', width: 1600, height: 900, alt: 'A family at sunrise' };
const MOBILE = { src: 'https://images.ctfassets.net/space/hero/tall.jpg', width: 800, height: 1000 };

/** The document as the server sends it: React hoists preloads into the head. */
const page = (body: ReactNode) =>
  prerender(
    <html lang="en">
      <head />
      <body>{body}</body>
    </html>,
  );

describe('ResponsiveImage', () => {
  it('given an image below the fold, when rendered, then it loads lazily with its size reserved and is not preloaded', async () => {
    const html = await page(<ResponsiveImage image={IMAGE} sizes="100vw" />);
    expect(html).toContain('width="1600" height="900"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('elementtiming');
  });

  it('given the priority image, when rendered, then it loads eagerly with fetchpriority=high and is preloaded from the head', async () => {
    const html = await page(<ResponsiveImage image={IMAGE} sizes="100vw" priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('elementtiming="hero"');
    const head = html.slice(0, html.indexOf('<body'));
    expect(head).toMatch(
      /<link rel="preload" as="image" imageSrcSet="[^"]*big\.jpg\?w=320[^"]*" imageSizes="100vw" fetchPriority="high"\/>/,
    );
  });

  it('given the priority image with a mobile file, when rendered, then each file is preloaded for its own viewport', async () => {
    const html = await page(<ResponsiveImage image={{ ...IMAGE, mobile: MOBILE }} sizes="(min-width: 992px) 50vw, 100vw" priority />);
    const head = html.slice(0, html.indexOf('<body'));
    const preloads = head.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(2);
    expect(preloads[0]).toContain('tall.jpg?w=320');
    expect(preloads[0]).toContain('media="(max-width: 767.98px)"');
    expect(preloads[0]).toContain('fetchPriority="high"');
    expect(preloads[1]).toContain('big.jpg?w=320');
    expect(preloads[1]).toContain('imageSizes="(min-width: 992px) 50vw, 100vw"');
    expect(preloads[1]).toContain('media="(min-width: 768px)"');
  });
});
