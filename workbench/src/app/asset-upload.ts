import type { AssetProps, PlainClientAPI } from 'contentful-management';
import { sessionHeaders } from './cma.js';

/**
 * Sends `file` to the Upload API through the workbench's proxy
 * (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/uploads),
 * reporting the share sent (0 to 1) as it goes.
 * @returns the upload's id.
 * @throws Error with the API's message when the upload is refused or the connection fails.
 */
export function uploadFile(spaceId: string, file: Blob, onProgress: (share: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/cma/spaces/${encodeURIComponent(spaceId)}/uploads`);
    for (const [name, value] of Object.entries(sessionHeaders())) request.setRequestHeader(name, value);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        const body = JSON.parse(request.responseText) as { sys?: { id?: string }; message?: string };
        if (request.status === 201 && body.sys?.id) {
          onProgress(1);
          resolve(body.sys.id);
        } else reject(new Error(body.message ?? `The upload was refused (HTTP ${request.status}).`));
      } catch {
        reject(new Error(`The upload was refused (HTTP ${request.status}).`));
      }
    };
    request.onerror = () => reject(new Error('The upload failed: the workbench could not be reached.'));
    request.send(file);
  });
}

/** How long the workbench waits for an asset's processing before it gives up, in milliseconds. */
const PROCESSING_TIMEOUT_MS = 60_000;

/**
 * Puts the uploaded `file` on `asset` in `locale` (its title too when it has none), asks the
 * CMA to process it and waits until the processed file has its `url`, as Contentful's web app
 * does (processing is asynchronous on Contentful, done before the answer locally).
 * @returns the processed asset (a draft).
 * @throws Error when processing does not finish within a minute, or what the CMA throws.
 */
export async function attachUpload(
  cma: PlainClientAPI,
  asset: AssetProps,
  locale: string,
  file: File,
  uploadId: string,
): Promise<AssetProps> {
  const title = asset.fields.title?.[locale] || file.name.replace(/\.[^.]+$/, '');
  const updated = await cma.asset.update(
    { assetId: asset.sys.id },
    {
      ...asset,
      fields: {
        ...asset.fields,
        title: { ...asset.fields.title, [locale]: title },
        file: {
          ...asset.fields.file,
          [locale]: {
            fileName: file.name,
            contentType: file.type || 'application/octet-stream',
            uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: uploadId } },
          },
        },
      },
    },
  );
  await cma.asset.processForLocale({}, updated, locale);
  const deadline = Date.now() + PROCESSING_TIMEOUT_MS;
  for (;;) {
    const current = await cma.asset.get({ assetId: asset.sys.id });
    if (current.fields.file?.[locale]?.url) return current;
    if (Date.now() > deadline) throw new Error('The file was uploaded but its processing did not finish within a minute.');
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A thumbnail address of an asset's image through the Images API (`w`×`h`, cropped to fill), or undefined when it has no image. */
export function thumbnailUrl(asset: AssetProps, locale: string, width = 160, height = 120): string | undefined {
  const file = asset.fields.file?.[locale];
  if (!file?.url || !file.contentType.startsWith('image/')) return undefined;
  return `${file.url}?w=${width}&h=${height}&fit=fill`;
}
