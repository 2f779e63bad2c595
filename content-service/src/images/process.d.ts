import type { ServiceContext } from '../context.js';
import type { AssetFile } from '../types.js';
/** Largest file fetched from a remote `upload` URL (Contentful's asset size limit is 1000 MB; local use needs far less). */
export declare const MAX_REMOTE_FILE_BYTES: number;
/** How long fetching a remote `upload` URL may take. */
export declare const REMOTE_FETCH_TIMEOUT_MS = 60000;
/**
 * Processes one locale's asset file, as Contentful's
 * `PUT /spaces/{space}/environments/{env}/assets/{id}/files/{locale}/process` does
 * (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/assets/asset-processing):
 * reads the bytes from `file.uploadFrom` (an Upload link) or `file.upload` (an http(s) or
 * data: URL), stores them under a new random token, and answers the processed file with a
 * protocol-relative Images API `url`, `details.size` and, for images, `details.image`.
 *
 * Processing here is synchronous: when this resolves the file is ready to serve. A file that
 * is already processed (a `url` and nothing to upload) is returned unchanged.
 *
 * @throws ContentfulError ValidationFailed (422) when the file lacks `fileName`/`contentType`,
 *   the upload is missing or expired, the URL cannot be fetched, or an image cannot be decoded.
 */
export declare function processAssetFile(ctx: ServiceContext, spaceId: string, assetId: string, file: AssetFile): Promise<AssetFile>;
