import { describe, expect, it } from 'vitest';
import { checkRepository, findOffScaleWidths } from './breakpoints.js';

describe('breakpoints check (docs/requirements.md#business-constants)', () => {
  it('given the repository, when checked, then every media query and the container width are on the scale', () => {
    expect(checkRepository()).toEqual([]);
  });

  it('given widths typed off the scale, when checked, then each is reported with its line', () => {
    const css = [
      ':root {',
      '  --content-width: 1280px;',
      '}',
      '/* @media (min-width: 10px) in a comment does not count */',
      '@media (min-width: 800px) {',
      '}',
      '@media (max-width: 767px) {',
      '}',
      '@media (min-width: 768px) and (max-width: 991.98px) {',
      '}',
      '@container (max-width: 499.98px) {',
      '}',
    ].join('\n');
    expect(findOffScaleWidths('x.css', css).map((f) => `${f.line}: ${f.message.split(' (')[0]}`)).toEqual([
      '5: (min-width: 800px) is not a breakpoint',
      '7: (max-width: 767px) is not 0.02 px below a breakpoint',
      '2: --content-width is 1280px, not CONTAINER_MAX_WIDTH',
    ]);
  });
});
