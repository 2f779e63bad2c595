import type { ContentStore } from '../store.js';
import type { Link } from '../types.js';
/**
 * Upload entities of the Upload API (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/uploads).
 * Uploads expire 24 hours after creation; expired ones answer 404 and are purged.
 */
export declare const UPLOAD_TTL_MS: number;
/** The user every upload is attributed to (the service has one implicit user per management token). */
export declare const LOCAL_USER_ID = "local-user";
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
export declare function uploadEntity(spaceId: string, id: string, createdAt: string, environmentId?: string): UploadEntity;
export declare function isExpired(createdAt: string, now?: number): boolean;
/** An upload that exists and has not expired. */
export declare function getLiveUpload(store: ContentStore, spaceId: string, id: string): {
    contentType: string;
    data: Buffer;
    createdAt: string;
} | undefined;
/** Deletes every expired upload (`created_at` is an ISO timestamp, so strings compare as times). */
export declare function purgeExpiredUploads(store: ContentStore, now?: number): number;
