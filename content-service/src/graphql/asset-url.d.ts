/**
 * `Asset.url(transform: ImageTransformOptions)`: "Schema generation › Assets"
 * (https://www.contentful.com/developers/docs/references/graphql/#/reference/schema-generation/assets)
 * maps the transform options to Images API parameters
 * (https://www.contentful.com/developers/docs/references/images-api/): `width`→`w`,
 * `height`→`h`, `quality`→`q`, `cornerRadius`→`r`, `resizeStrategy`→`fit`,
 * `resizeFocus`→`f`, `backgroundColor`→`bg`, `format`→`fm` (`JPG_PROGRESSIVE` adds
 * `fl=progressive`, `PNG8` adds `fl=png8`).
 */
export interface ImageTransformOptions {
    width?: number | null;
    height?: number | null;
    quality?: number | null;
    cornerRadius?: number | null;
    resizeStrategy?: string | null;
    resizeFocus?: string | null;
    backgroundColor?: string | null;
    format?: string | null;
}
/**
 * The Images API query string of `transform` (empty when nothing is set). Every value is a
 * number, a lower-case keyword or `rgb:xxxxxx`, so none needs percent-encoding.
 */
export declare function transformQuery(transform: ImageTransformOptions | null | undefined): string;
/**
 * The absolute URL of an asset file. Files store protocol-relative URLs (`//host/images/...`,
 * like the CMA's `//images.ctfassets.net/...`); the GraphQL API answers them with a scheme,
 * here the scheme of the service's public URL. Transforms apply to images only.
 */
export declare function assetUrl(fileUrl: string, publicUrl: string, contentType: string | undefined, transform: ImageTransformOptions | null | undefined): string;
