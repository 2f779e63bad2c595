/**
 * The image variants the site draws, and so the only ones its `/images/` route serves
 * (issue 31, finding 5; docs/requirements.md#decision-images-from-the-sites-origin): every
 * `<img>`/`<picture>` of the renderer asks the Images API for one of these, and the route answers
 * any other `w`, `h`, `q`, `fm` or `fit` with 400, so one image has a bounded number of variants
 * (at most 8 widths, 2 formats, 3 crops). Framework-free: the site's route imports it.
 */

/**
 * Widths offered in `srcset`, in CSS pixels: 800 is the article cards' 800x450
 * (docs/requirements.md#article-cards), 1200 and 1920 the xl and wide breakpoints.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 960, 1200, 1600, 1920] as const;

/** The Images API quality every variant uses (docs/requirements.md#business-constants "quality 75"). */
export const IMAGE_QUALITY = 75;

/** Formats: WebP on pages (docs/requirements.md#business-constants), JPEG for link previews (Open Graph). */
export const IMAGE_FORMATS = ['webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * Crops (`fit=fill` with `h = round(w / ratio)`) the renderer asks for, by name, as width / height:
 * article cards (16:9), square cards (1:1) and the Open Graph image (1200×630).
 */
export const IMAGE_CROPS = { '16:9': 16 / 9, '1:1': 1, 'open-graph': 1200 / 630 } as const;
export type ImageCrop = keyof typeof IMAGE_CROPS;
const CROP_RATIOS: readonly number[] = Object.values(IMAGE_CROPS);

/**
 * The offered width for an image `wanted` CSS pixels wide: the widest offered width not over it,
 * or the narrowest one when `wanted` is below every offered width.
 */
export function offeredWidth(wanted: number): number {
  return IMAGE_WIDTHS.filter((width) => width <= wanted).at(-1) ?? IMAGE_WIDTHS[0];
}

/** The `srcset` widths of an image `intrinsic` pixels wide: every offered width up to it (at least the narrowest). */
export function offeredWidths(intrinsic: number): number[] {
  const widths = IMAGE_WIDTHS.filter((width) => width <= intrinsic);
  return widths.length ? widths : [IMAGE_WIDTHS[0]];
}

/** The height of `crop` at `width`, as the renderer asks for it and the route checks it. */
export function cropHeight(width: number, crop: ImageCrop | number): number {
  return Math.round(width / (typeof crop === 'number' ? crop : IMAGE_CROPS[crop]));
}

/** The Images API parameters of the site's variants; any other is refused by {@link imageVariantProblem}. */
const VARIANT_PARAMETERS = ['w', 'h', 'fm', 'q', 'fit'] as const;

/** Images API parameters the site never asks for (docs: https://www.contentful.com/developers/docs/references/images-api/). */
const UNOFFERED_PARAMETERS = ['f', 'r', 'bg', 'fl'] as const;

/**
 * Why a request's Images API parameters are not one of the site's variants, as a message for the
 * visitor (`{ "message" }`, 400), or undefined when they are: `w` one of {@link IMAGE_WIDTHS},
 * `q` {@link IMAGE_QUALITY}, `fm` one of {@link IMAGE_FORMATS}, `h` only with `w` and `fit=fill`
 * and equal to one of {@link IMAGE_CROPS}; `f`, `r`, `bg`, `fl` never; each at most once.
 * Parameters that are not the Images API's are ignored (the route does not forward them). No
 * parameter at all is the original file.
 */
export function imageVariantProblem(search: URLSearchParams): string | undefined {
  for (const name of [...VARIANT_PARAMETERS, ...UNOFFERED_PARAMETERS]) {
    if (search.getAll(name).length > 1) return `The parameter "${name}" may be given once.`;
  }
  for (const name of UNOFFERED_PARAMETERS) {
    if (search.has(name)) return `The parameter "${name}" is not offered.`;
  }
  const w = search.get('w');
  if (w !== null && !IMAGE_WIDTHS.some((width) => String(width) === w)) {
    return `The parameter "w" must be one of ${IMAGE_WIDTHS.join(', ')}.`;
  }
  const q = search.get('q');
  if (q !== null && q !== String(IMAGE_QUALITY)) return `The parameter "q" must be ${IMAGE_QUALITY}.`;
  const fm = search.get('fm');
  if (fm !== null && !(IMAGE_FORMATS as readonly string[]).includes(fm)) {
    return `The parameter "fm" must be one of ${IMAGE_FORMATS.join(', ')}.`;
  }
  const fit = search.get('fit');
  const h = search.get('h');
  if (fit !== null && fit !== 'fill') return 'The parameter "fit" must be fill.';
  if ((fit === null) !== (h === null)) return 'The parameters "h" and "fit=fill" go together.';
  if (h !== null) {
    if (w === null) return 'The parameter "h" needs "w".';
    if (!CROP_RATIOS.some((ratio) => String(cropHeight(Number(w), ratio)) === h)) {
      const heights = CROP_RATIOS.map((ratio) => cropHeight(Number(w), ratio)).join(', ');
      return `The parameter "h" must be one of ${heights} for w=${w}.`;
    }
  }
  return undefined;
}
