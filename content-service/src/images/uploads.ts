import type { ContentStore } from '../store.js';
import type { Link } from '../types.js';

/**
 * Upload entities of the Upload API (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/uploads).
 * Uploads expire 24 hours after creation; expired ones answer 404 and are purged.
 */

export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** The user every upload is attributed to (the service has one implicit user per management token). */
export const LOCAL_USER_ID = 'local-user';

export interface UploadEntity {
  sys: {
    type: 'Upload';
    id: string;
    space: Link<'Space'>;
    environment?: Link<'Environment'>;
    expiresAt: string;
    createdAt: string;
    createdBy: Link<'User'>;
  };
}

const link = <T extends Link['sys']['linkType']>(linkType: T, id: string): Link<T> => ({ sys: { type: 'Link', linkType, id } });

export function uploadEntity(spaceId: string, id: string, createdAt: string, environmentId?: string): UploadEntity {
  return {
    sys: {
      type: 'Upload',
      id,
      space: link('Space', spaceId),
      ...(environmentId ? { environment: link('Environment', environmentId) } : {}),
      expiresAt: new Date(Date.parse(createdAt) + UPLOAD_TTL_MS).toISOString(),
      createdAt,
      createdBy: link('User', LOCAL_USER_ID),
    },
  };
}

export function isExpired(createdAt: string, now = Date.now()): boolean {
  return Date.parse(createdAt) + UPLOAD_TTL_MS <= now;
}

/** An upload that exists and has not expired. */
export function getLiveUpload(
  store: ContentStore,
  spaceId: string,
  id: string,
): { contentType: string; data: Buffer; createdAt: string } | undefined {
  const upload = store.getUpload(spaceId, id);
  if (!upload) return undefined;
  if (isExpired(upload.createdAt)) {
    store.deleteUpload(spaceId, id);
    return undefined;
  }
  return upload;
}

/** Deletes every expired upload (`created_at` is an ISO timestamp, so strings compare as times). */
export function purgeExpiredUploads(store: ContentStore, now = Date.now()): number {
  const cutoff = new Date(now - UPLOAD_TTL_MS).toISOString();
  return store.db.prepare('DELETE FROM uploads WHERE created_at <= ?').run(cutoff).changes;
}
