/**
 * Contentful Images API parameters and their application with sharp.
 * Reference for every parameter: https://www.contentful.com/developers/docs/references/images-api/
 */
/** Largest `w` / `h` the Images API accepts ("The maximum allowed size is 4000px"). */
export declare const MAX_DIMENSION = 4000;
/**
 * Most pixels (width × height) one transformed image may have: 4 000 000, e.g. 2000×2000 or
 * 2560×1562. Contentful bounds `w` and `h` separately (4000 each); here their product is bounded
 * too, because encoding is CPU-bound (a 4000×4000 AVIF at q=100 took 22 s of CPU). Requests over
 * it answer 400, also when one side is derived from the other through the aspect ratio, or when
 * an original larger than this is converted without resizing.
 */
export declare const MAX_OUTPUT_PIXELS = 4000000;
/**
 * `q` is rounded up to a multiple of this before it is applied and before it names a cached
 * variant, so `q=71`…`q=75` are one variant (quality differences below 5 are not visible) and
 * changing `q` alone yields at most 20 variants of an image.
 */
export declare const QUALITY_STEP = 5;
/** Output formats of `fm` (Images API › Changing formats › Image format). */
export declare const OUTPUT_FORMATS: readonly ["jpg", "png", "webp", "gif", "avif", "tiff"];
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
/** Resizing behaviours of `fit` (Images API › Resizing & cropping › Change the resizing behavior). */
export declare const FITS: readonly ["pad", "fill", "scale", "crop", "thumb"];
export type Fit = (typeof FITS)[number];
/** Focus areas of `f` (Images API › Resizing & cropping › Specify focus area). */
export declare const FOCUSES: readonly ["center", "top", "right", "left", "bottom", "top_right", "top_left", "bottom_right", "bottom_left", "face", "faces"];
export type Focus = (typeof FOCUSES)[number];
/** Flags of `fl` (Images API › Changing formats › Progressive JPEGs / 8-bit PNGs). */
export declare const FLAGS: readonly ["progressive", "png8"];
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
export declare const CONTENT_TYPES: Record<OutputFormat, string>;
export declare function isTransformableImage(contentType: string): boolean;
export type ParseResult = {
    ok: true;
    params: ImageParams;
    key: string;
} | {
    ok: false;
    message: string;
};
/**
 * Reads the Images API parameters from a query string. Unknown parameters are ignored, as
 * Contentful does; a known parameter with an invalid value fails with a plain-text message.
 * `key` is a canonical form of the parameters (for caches and ETags); empty when none is set.
 */
export declare function parseImageParams(query: URLSearchParams): ParseResult;
/** The output of the requested transform would have more than `MAX_OUTPUT_PIXELS` pixels (a client error). */
export declare class ImageTooLargeError extends Error {
    readonly width: number;
    readonly height: number;
    constructor(width: number, height: number);
}
/** Width and height the resize step produces for a `srcW`×`srcH` image (before rounded corners and encoding). */
export declare function outputSize(p: ImageParams, srcW: number, srcH: number): {
    width: number;
    height: number;
};
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
export declare function transformImage(input: Buffer, p: ImageParams): Promise<TransformResult>;
/** Width and height of an image (EXIF orientation applied), or undefined when sharp cannot decode it. */
export declare function imageSize(data: Buffer): Promise<{
    width: number;
    height: number;
} | undefined>;
