import { describe, expect, it } from 'vitest';
import { DESKTOP_MIN_WIDTH } from '../layout/header/header-rules.js';
import { CAROUSEL_BREAKPOINT } from '../blocks/carousel/carousel-island.js';
import { BREAKPOINTS, columnWidth, CONTENT_WIDTH, FULL_WIDTH_SIZES, imageSizes, mediaBelow, mediaFrom } from './breakpoints.js';

describe('the breakpoint scale (docs/requirements.md#business-constants)', () => {
  it('given the scale, then it is sm 576, md 768, lg 992, xl 1200, xxl 1440, wide 1920', () => {
    expect(BREAKPOINTS).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1440, wide: 1920 });
  });

  it('given the components’ switch points, then the desktop navigation is lg and the carousel md', () => {
    expect(DESKTOP_MIN_WIDTH).toBe(BREAKPOINTS.lg);
    expect(CAROUSEL_BREAKPOINT).toBe(BREAKPOINTS.md);
  });

  it('given a breakpoint, when turned into media queries, then from it is min-width and below it is 0.02 px under', () => {
    expect(mediaFrom('md')).toBe('(min-width: 768px)');
    expect(mediaBelow('lg')).toBe('(max-width: 991.98px)');
  });

  it('given rules in any order, when building sizes, then the widest breakpoint comes first and the default last', () => {
    expect(imageSizes({ md: '50vw', xl: '584px', lg: '33vw' })).toBe(
      '(min-width: 1200px) 584px, (min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw',
    );
    expect(imageSizes({}, '48px')).toBe('48px');
  });

  it('given the container, then its content column is 1168 px from xl and columns split it less their gaps', () => {
    expect(CONTENT_WIDTH).toBe(1168);
    expect(FULL_WIDTH_SIZES).toBe('(min-width: 1200px) 1168px, 100vw');
    expect(columnWidth(3, 24)).toBe('373px');
  });
});
