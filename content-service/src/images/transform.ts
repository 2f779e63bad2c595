import sharp, { type Metadata } from 'sharp';

/**
 * Contentful Images API parameters and their application with sharp.
 * Reference for every parameter: https://www.contentful.com/developers/docs/references/images-api/
 */

/** Largest `w` / `h` the Images API accepts ("The maximum allowed size is 4000px"). */
export const MAX_DIMENSION = 4000;

/**
 * Most pixels (width × height) one transformed image may have: 4 000 000, e.g. 2000×2000 or
 * 2560×1562. Contentful bounds `w` and `h` separately (4000 each); here their product is bounded
 * too, because encoding is CPU-bound (a 4000×4000 AVIF at q=100 took 22 s of CPU). Requests over
 * it answer 400, also when one side is derived from the other through the aspect ratio, or when
 * an original larger than this is converted without resizing.
 */
export const MAX_OUTPUT_PIXELS = 4_000_000;

/**
 * `q` is rounded up to a multiple of this before it is applied and before it names a cached
 * variant, so `q=71`…`q=75` are one variant (quality differences below 5 are not visible) and
 * changing `q` alone yields at most 20 variants of an image.
 */
export const QUALITY_STEP = 5;

/** Output formats of `fm` (Images API › Changing formats › Image format). */
export const OUTPUT_FORMATS = ['jpg', 'png', 'webp', 'gif', 'avif', 'tiff'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** Resizing behaviours of `fit` (Images API › Resizing & cropping › Change the resizing behavior). */
export const FITS = ['pad', 'fill', 'scale', 'crop', 'thumb'] as const;
export type Fit = (typeof FITS)[number];

/** Focus areas of `f` (Images API › Resizing & cropping › Specify focus area). */
export const FOCUSES = [
  'center',
  'top',
  'right',
  'left',
  'bottom',
  'top_right',
  'top_left',
  'bottom_right',
  'bottom_left',
  'face',
  'faces',
] as const;
export type Focus = (typeof FOCUSES)[number];

/** Flags of `fl` (Images API › Changing formats › Progressive JPEGs / 8-bit PNGs). */
export const FLAGS = ['progressive', 'png8'] as const;
export type Flag = (typeof FLAGS)[number];

export interface Rgba {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

export interface ImageParams {
  w?: number;
  h?: number;
  fit?: Fit;
  f?: Focus;
  r?: number | 'max';
  bg?: Rgba;
  fm?: OutputFormat;
  fl?: Flag;
  q?: number;
}

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  tiff: 'image/tiff',
};

/**
 * Content types the service decodes with sharp: these get `details.image` when processed and
 * accept Images API parameters. Other files (other `image/*` types included) are served as-is.
 */
const TRANSFORMABLE = new Set([
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
  'image/svg+xml',
]);

export function isTransformableImage(contentType: string): boolean {
  return TRANSFORMABLE.has(contentType.split(';')[0]!.trim().toLowerCase());
}

export type ParseResult = { ok: true; params: ImageParams; key: string } | { ok: false; message: string };

const PARAM_NAMES = ['w', 'h', 'fit', 'f', 'r', 'bg', 'fm', 'fl', 'q'] as const;

/**
 * Reads the Images API parameters from a query string. Unknown parameters are ignored, as
 * Contentful does; a known parameter with an invalid value fails with a plain-text message.
 * `key` is a canonical form of the parameters (for caches and ETags); empty when none is set.
 */
export function parseImageParams(query: URLSearchParams): ParseResult {
  const params: ImageParams = {};
  const fail = (message: string): ParseResult => ({ ok: false, message });

  // w, h — Images API › Resizing & cropping › Specify width & height: integers, at most 4000px.
  for (const name of ['w', 'h'] as const) {
    const raw = query.get(name);
    if (raw === null) continue;
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(value) || value < 1 || value > MAX_DIMENSION) {
      return fail(`Invalid value for parameter "${name}": expected an integer between 1 and ${MAX_DIMENSION}, got "${raw}".`);
    }
    params[name] = value;
  }

  // fit — Images API › Resizing & cropping › Change the resizing behavior.
  const fit = query.get('fit');
  if (fit !== null) {
    if (!(FITS as readonly string[]).includes(fit))
      return fail(`Invalid value for parameter "fit": expected one of ${FITS.join(', ')}, got "${fit}".`);
    params.fit = fit as Fit;
  }

  // f — Images API › Resizing & cropping › Specify focus area (used by fit=fill, crop and thumb).
  const f = query.get('f');
  if (f !== null) {
    if (!(FOCUSES as readonly string[]).includes(f))
      return fail(`Invalid value for parameter "f": expected one of ${FOCUSES.join(', ')}, got "${f}".`);
    params.f = f as Focus;
  }

  // r — Images API › Resizing & cropping › Add rounded corners or create a circle/ellipse: pixels or `max`.
  const r = query.get('r');
  if (r !== null) {
    if (r === 'max') params.r = 'max';
    else if (/^\d+(\.\d+)?$/.test(r)) params.r = Number(r);
    else return fail(`Invalid value for parameter "r": expected a non-negative number or "max", got "${r}".`);
  }

  // bg — Images API › Resizing & cropping › Change the background color: `rgb:RRGGBB`.
  const bg = query.get('bg');
  if (bg !== null) {
    const match = /^rgb:([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(bg);
    if (!match) return fail(`Invalid value for parameter "bg": expected "rgb:" followed by 6 hexadecimal digits, got "${bg}".`);
    let hex = match[1]!;
    if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
    params.bg = { r: parseInt(hex.slice(0, 2), 16), g: parseInt(hex.slice(2, 4), 16), b: parseInt(hex.slice(4, 6), 16), alpha: 1 };
  }

  // fm — Images API › Changing formats › Image format.
  const fm = query.get('fm');
  if (fm !== null) {
    if (!(OUTPUT_FORMATS as readonly string[]).includes(fm)) {
      return fail(`Invalid value for parameter "fm": expected one of ${OUTPUT_FORMATS.join(', ')}, got "${fm}".`);
    }
    params.fm = fm as OutputFormat;
  }

  // fl — Images API › Changing formats › Progressive JPEGs (`progressive`) and 8-bit PNGs (`png8`).
  const fl = query.get('fl');
  if (fl !== null) {
    if (!(FLAGS as readonly string[]).includes(fl))
      return fail(`Invalid value for parameter "fl": expected one of ${FLAGS.join(', ')}, got "${fl}".`);
    params.fl = fl as Flag;
  }

  // q — Images API › Changing formats › Quality: an integer between 1 and 100.
  const q = query.get('q');
  if (q !== null) {
    const value = /^\d+$/.test(q) ? Number(q) : NaN;
    if (!Number.isInteger(value) || value < 1 || value > 100) {
      return fail(`Invalid value for parameter "q": expected an integer between 1 and 100, got "${q}".`);
    }
    params.q = Math.ceil(value / QUALITY_STEP) * QUALITY_STEP;
  }

  if (params.w !== undefined && params.h !== undefined && params.w * params.h > MAX_OUTPUT_PIXELS) {
    return fail(
      `Invalid combination of parameters "w" and "h": ${params.w}×${params.h} is ${params.w * params.h} pixels; at most ${MAX_OUTPUT_PIXELS} pixels are allowed.`,
    );
  }

  // The canonical form uses the parsed values (q quantised, bg expanded), so equivalent
  // requests share one cached variant.
  const canonical: Record<(typeof PARAM_NAMES)[number], string | undefined> = {
    w: params.w?.toString(),
    h: params.h?.toString(),
    fit: params.fit,
    f: params.f,
    r: params.r?.toString(),
    bg: params.bg ? `${params.bg.r},${params.bg.g},${params.bg.b}` : undefined,
    fm: params.fm,
    fl: params.fl,
    q: params.q?.toString(),
  };
  const key = PARAM_NAMES.filter((name) => canonical[name] !== undefined)
    .map((name) => `${name}=${canonical[name]!}`)
    .join('&');
  return { ok: true, params, key };
}

/** The `fm` an image keeps when none is requested. */
function defaultFormat(meta: Metadata): OutputFormat {
  switch (meta.format) {
    case 'jpeg':
      return 'jpg';
    case 'webp':
      return 'webp';
    case 'gif':
      return 'gif';
    case 'tiff':
      return 'tiff';
    case 'heif':
      return meta.compression === 'av1' ? 'avif' : 'jpg';
    default:
      // png, and svg (rasterised when transformed)
      return 'png';
  }
}

/** sharp `position` of a focus area; `face`/`faces` fall back to the centre (no face detection). */
const POSITIONS: Record<Focus, string> = {
  center: 'centre',
  face: 'centre',
  faces: 'centre',
  top: 'top',
  right: 'right',
  left: 'left',
  bottom: 'bottom',
  top_right: 'right top',
  top_left: 'left top',
  bottom_right: 'right bottom',
  bottom_left: 'left bottom',
};

/** Offset of a `size` window inside `total` for a focus area, along one axis. */
function offset(focus: Focus, axis: 'x' | 'y', total: number, size: number): number {
  const free = Math.max(0, total - size);
  const start = axis === 'x' ? ['left', 'top_left', 'bottom_left'] : ['top', 'top_left', 'top_right'];
  const end = axis === 'x' ? ['right', 'top_right', 'bottom_right'] : ['bottom', 'bottom_left', 'bottom_right'];
  if (start.includes(focus)) return 0;
  if (end.includes(focus)) return free;
  return Math.floor(free / 2);
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, alpha: 1 };
const TRANSPARENT: Rgba = { r: 255, g: 255, b: 255, alpha: 0 };

/** The output of the requested transform would have more than `MAX_OUTPUT_PIXELS` pixels (a client error). */
export class ImageTooLargeError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(
      `The transformed image would be ${width}×${height} (${width * height} pixels); at most ${MAX_OUTPUT_PIXELS} pixels are allowed. Request a smaller "w" or "h".`,
    );
  }
}

/** Width and height the resize step produces for a `srcW`×`srcH` image (before rounded corners and encoding). */
export function outputSize(p: ImageParams, srcW: number, srcH: number): { width: number; height: number } {
  if (p.w === undefined && p.h === undefined) return { width: srcW, height: srcH };
  if (p.fit === 'crop') return { width: Math.min(p.w ?? srcW, srcW), height: Math.min(p.h ?? srcH, srcH) };
  if (p.w !== undefined && p.h !== undefined) {
    if (p.fit !== undefined) return { width: p.w, height: p.h };
    const scale = Math.min(p.w / srcW, p.h / srcH);
    return { width: Math.max(1, Math.round(srcW * scale)), height: Math.max(1, Math.round(srcH * scale)) };
  }
  if (p.w !== undefined) return { width: p.w, height: Math.max(1, Math.round((srcH * p.w) / srcW)) };
  return { width: Math.max(1, Math.round((srcW * p.h!) / srcH)), height: p.h! };
}

export interface TransformResult {
  data: Buffer;
  format: OutputFormat;
  contentType: string;
  width: number;
  height: number;
}

/**
 * Applies Images API parameters to an image. EXIF orientation is applied first.
 * @throws ImageTooLargeError when the output would exceed `MAX_OUTPUT_PIXELS`.
 * @throws Error when sharp cannot decode `input`.
 */
export async function transformImage(input: Buffer, p: ImageParams): Promise<TransformResult> {
  const meta = await sharp(input).metadata();
  const srcW = meta.autoOrient?.width ?? meta.width;
  const srcH = meta.autoOrient?.height ?? meta.height;
  if (!srcW || !srcH) throw new Error('Image has no dimensions.');
  const out = outputSize(p, srcW, srcH);
  if (out.width * out.height > MAX_OUTPUT_PIXELS) throw new ImageTooLargeError(out.width, out.height);
  const format = p.fm ?? defaultFormat(meta);
  // Animated GIF/WebP stay animated when the output format can animate and no per-frame
  // compositing (rounded corners) or region extraction (crop) is involved.
  const animated = (meta.pages ?? 1) > 1 && (format === 'gif' || format === 'webp') && p.r === undefined && p.fit !== 'crop';
  let img = sharp(input, { autoOrient: true, animated });
  const focus = p.f ?? 'center';

  if (p.w !== undefined || p.h !== undefined) {
    switch (p.fit) {
      case undefined:
        // Default: fit inside the w×h box, keeping the aspect ratio.
        img = img.resize({ width: p.w, height: p.h, fit: 'inside' });
        break;
      case 'pad':
        // Like the default, padded to exactly w×h with `bg` (transparent, or white for JPEG).
        img = img.resize({ width: p.w, height: p.h, fit: 'contain', background: p.bg ?? TRANSPARENT });
        break;
      case 'fill':
      case 'thumb':
        // Resize to exactly w×h, cropping what does not fit around the focus area.
        img = img.resize({ width: p.w, height: p.h, fit: 'cover', position: POSITIONS[focus] });
        break;
      case 'scale':
        // Resize to exactly w×h, changing the aspect ratio.
        img = img.resize({ width: p.w, height: p.h, fit: 'fill' });
        break;
      case 'crop': {
        // Cut a w×h region out of the original (not resized) around the focus area.
        const width = Math.min(p.w ?? srcW, srcW);
        const height = Math.min(p.h ?? srcH, srcH);
        img = img.extract({ left: offset(focus, 'x', srcW, width), top: offset(focus, 'y', srcH, height), width, height });
        break;
      }
    }
  }

  if (p.r !== undefined && p.r !== 0) {
    // Rounded corners (`r` pixels) or a circle/ellipse (`r=max`): mask the resized image.
    const { data, info } = await img.png({ compressionLevel: 0 }).toBuffer({ resolveWithObject: true });
    const rx = p.r === 'max' ? info.width / 2 : Math.min(p.r, info.width / 2);
    const ry = p.r === 'max' ? info.height / 2 : Math.min(p.r, info.height / 2);
    const mask = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${info.width}" height="${info.height}">` +
        `<rect x="0" y="0" width="${info.width}" height="${info.height}" rx="${rx}" ry="${ry}" fill="#fff"/></svg>`,
    );
    img = sharp(data).composite([{ input: mask, blend: 'dest-in' }]);
    if (p.bg) img = sharp(await img.png({ compressionLevel: 0 }).toBuffer()).flatten({ background: p.bg });
  }

  switch (format) {
    case 'jpg':
      // JPEG has no alpha channel: transparent areas become `bg` or white.
      img = img.flatten({ background: p.bg ?? WHITE }).jpeg({ ...(p.q ? { quality: p.q } : {}), progressive: p.fl === 'progressive' });
      break;
    case 'png':
      img = img.png(p.fl === 'png8' ? { palette: true, ...(p.q ? { quality: p.q } : {}) } : {});
      break;
    case 'webp':
      img = img.webp(p.q ? { quality: p.q } : {});
      break;
    case 'avif':
      img = img.avif({ effort: 2, ...(p.q ? { quality: p.q } : {}) });
      break;
    case 'gif':
      img = img.gif();
      break;
    case 'tiff':
      img = img.tiff(p.q ? { quality: p.q } : {});
      break;
  }
  const { data, info } = await img.toBuffer({ resolveWithObject: true });
  return { data, format, contentType: CONTENT_TYPES[format], width: info.width, height: info.pageHeight ?? info.height };
}

/** Width and height of an image (EXIF orientation applied), or undefined when sharp cannot decode it. */
export async function imageSize(data: Buffer): Promise<{ width: number; height: number } | undefined> {
  try {
    const meta = await sharp(data).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) return undefined;
    // Decode the pixels too: a valid header with a truncated body is still an undecodable image.
    await sharp(data).resize(1, 1).raw().toBuffer();
    return { width, height };
  } catch {
    return undefined;
  }
}
