import { randomBytes } from 'node:crypto';
import type { ServiceContext } from '../context.js';
import { ContentfulError } from '../errors.js';
import type { AssetFile } from '../types.js';
import { imageSize, isTransformableImage } from './transform.js';
import { getLiveUpload } from './uploads.js';
import { downloadRemoteFile, RemoteFileRefused } from './remote-file.js';

/** Largest file fetched from a remote `upload` URL: the Upload API's own limit (a free space's asset size, app.ts). */
export const MAX_REMOTE_FILE_BYTES = 50 * 1024 * 1024;

/** How long fetching a remote `upload` URL may take in all, redirects included. */
export const REMOTE_FETCH_TIMEOUT_MS = 30_000;

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
export async function processAssetFile(ctx: ServiceContext, spaceId: string, assetId: string, file: AssetFile): Promise<AssetFile> {
  if (typeof file.fileName !== 'string' || file.fileName === '') throw invalid('fileName', 'required', 'The file needs a fileName.');
  if (typeof file.contentType !== 'string' || file.contentType === '') {
    throw invalid('contentType', 'required', 'The file needs a contentType.');
  }

  let data: Buffer;
  if (file.uploadFrom != null) {
    const id = file.uploadFrom?.sys?.id;
    if (file.uploadFrom?.sys?.type !== 'Link' || file.uploadFrom.sys.linkType !== 'Upload' || typeof id !== 'string') {
      throw invalid('uploadFrom', 'type', 'uploadFrom must be a link to an Upload.');
    }
    const upload = getLiveUpload(ctx.store, spaceId, id);
    if (!upload) {
      throw new ContentfulError('ValidationFailed', 'Validation error', {
        errors: [
          {
            name: 'notResolvable',
            link: { type: 'Link', linkType: 'Upload', id },
            path: ['fields', 'file', 'uploadFrom'],
            details: 'The upload does not exist or has expired (uploads expire 24 hours after creation).',
          },
        ],
      });
    }
    data = upload.data;
  } else if (typeof file.upload === 'string' && file.upload !== '') {
    data = await fetchUpload(file.upload, ctx.config.privateUploadUrls);
  } else if (typeof file.url === 'string' && file.url !== '') {
    return { ...file };
  } else {
    throw invalid('upload', 'required', 'The file needs an upload URL or an uploadFrom link to process.');
  }

  let image: { width: number; height: number } | undefined;
  if (isTransformableImage(file.contentType)) {
    image = await imageSize(data);
    if (!image) {
      throw new ContentfulError('ValidationFailed', 'Validation error', {
        errors: [
          {
            name: 'processingFailed',
            path: ['fields', 'file'],
            details: `The file is declared as ${file.contentType} but could not be decoded as an image.`,
          },
        ],
      });
    }
  }

  const token = randomBytes(16).toString('hex');
  ctx.store.putFile({ token, spaceId, fileName: file.fileName, contentType: file.contentType, data });

  // Protocol-relative, like Contentful's `//images.ctfassets.net/...` (read at call time: the
  // configured public URL can change after start).
  const base = ctx.config.publicUrl.replace(/\/+$/, '').replace(/^[a-z][a-z0-9+.-]*:/i, '');
  return {
    url: `${base}/images/${spaceId}/${assetId}/${token}/${encodeURIComponent(file.fileName)}`,
    fileName: file.fileName,
    contentType: file.contentType,
    details: image ? { size: data.length, image } : { size: data.length },
  };
}

/**
 * Reads an `upload` URL: data: (decoded) or http(s), fetched from public addresses only unless
 * CONTENT_SERVICE_PRIVATE_UPLOAD_URLS allows private ones (Contentful fetches only public URLs; a
 * loopback URL once copied the workbench's page into a public asset), at most
 * MAX_REMOTE_FILE_BYTES within REMOTE_FETCH_TIMEOUT_MS (remote-file.ts).
 */
async function fetchUpload(url: string, allowPrivate: boolean): Promise<Buffer> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid('upload', 'regexp', `The upload URL "${url}" is not a valid absolute URL.`);
  }
  if (!['http:', 'https:', 'data:'].includes(parsed.protocol)) {
    throw invalid('upload', 'regexp', `The upload URL must use http, https or data, not "${parsed.protocol}".`);
  }
  if (parsed.protocol === 'data:') return Buffer.from(await (await fetch(parsed)).arrayBuffer());
  try {
    return await downloadRemoteFile(parsed, { allowPrivate, maxBytes: MAX_REMOTE_FILE_BYTES, timeoutMs: REMOTE_FETCH_TIMEOUT_MS });
  } catch (err) {
    if (err instanceof RemoteFileRefused && err.message.startsWith('The file is larger')) throw unresolvable(url, err.message);
    throw unresolvable(url, `The file could not be downloaded: ${(err as Error).message}`);
  }
}

function invalid(field: string, name: string, details: string): ContentfulError {
  return new ContentfulError('ValidationFailed', 'Validation error', {
    errors: [{ name, path: ['fields', 'file', field], details }],
  });
}

function unresolvable(url: string, details: string): ContentfulError {
  return new ContentfulError('ValidationFailed', 'Validation error', {
    errors: [{ name: 'notResolvable', path: ['fields', 'file', 'upload'], value: url.startsWith('data:') ? 'data:…' : url, details }],
  });
}
