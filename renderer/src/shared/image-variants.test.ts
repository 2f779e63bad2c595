import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, openGraphImage } from './image.js';
import { IMAGE_WIDTHS, imageVariantProblem, offeredWidth, offeredWidths } from './image-variants.js';

const SRC = 'https://images.ctfassets.net/space/a/t/photo.jpg';
const params = (url: string): URLSearchParams => new URL(url.split(' ')[0]!).searchParams;

describe('image variants (issue 31, finding 5)', () => {
  it('given an image of any width, when the renderer builds its srcset, fallback and crops, then every URL is an offered variant', () => {
    for (const intrinsic of [48, 300, 1000, 1500, 2400, 5000]) {
      for (const crop of [undefined, '16:9', '1:1'] as const) {
        for (const entry of imageSrcSet(SRC, intrinsic, crop).split(', ')) expect(imageVariantProblem(params(entry))).toBeUndefined();
      }
      expect(imageVariantProblem(params(imageUrl(SRC, offeredWidth(intrinsic))))).toBeUndefined();
    }
    expect(imageVariantProblem(params(openGraphImage({ src: SRC }).url))).toBeUndefined();
  });

  it('given an original 1000 px wide, then the srcset offers the listed widths up to it, and the narrowest for a smaller one', () => {
    expect(offeredWidths(1000)).toEqual([320, 480, 640, 800, 960]);
    expect(offeredWidths(100)).toEqual([320]);
    expect(offeredWidth(1000)).toBe(960);
    expect(offeredWidth(100)).toBe(320);
  });

  it.each([
    ['w=0', 'The parameter "w" must be one of 320, 480, 640, 800, 960, 1200, 1600, 1920.'],
    ['w=321', 'The parameter "w" must be one of 320, 480, 640, 800, 960, 1200, 1600, 1920.'],
    ['q=abc', 'The parameter "q" must be 75.'],
    ['q=74', 'The parameter "q" must be 75.'],
    ['fm=exe', 'The parameter "fm" must be one of webp, jpg.'],
    ['fm=avif', 'The parameter "fm" must be one of webp, jpg.'],
    ['w=320&h=100&fit=fill', 'The parameter "h" must be one of 180, 320, 168 for w=320.'],
    ['w=320&h=180', 'The parameters "h" and "fit=fill" go together.'],
    ['w=320&fit=pad&h=180', 'The parameter "fit" must be fill.'],
    ['h=180&fit=fill', 'The parameter "h" needs "w".'],
    ['w=320&r=max', 'The parameter "r" is not offered.'],
    ['w=320&w=480', 'The parameter "w" may be given once.'],
  ])('given %s, when checked, then it is refused with "%s"', (query, message) => {
    expect(imageVariantProblem(new URLSearchParams(query))).toBe(message);
  });

  it('given no parameter, an offered variant or a parameter that is not the Images API’s, then it is accepted', () => {
    expect(imageVariantProblem(new URLSearchParams(''))).toBeUndefined();
    expect(imageVariantProblem(new URLSearchParams('w=800&fm=webp&q=75&h=450&fit=fill'))).toBeUndefined();
    expect(imageVariantProblem(new URLSearchParams('w=1200&h=630&fit=fill&fm=jpg&q=75'))).toBeUndefined();
    expect(imageVariantProblem(new URLSearchParams('v=2'))).toBeUndefined();
    expect(IMAGE_WIDTHS).toHaveLength(8);
  });
});
