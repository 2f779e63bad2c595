import type { ServiceConfig } from './config.js';
import type { ContentStore, EnvironmentMeta, SpaceMeta } from './store.js';
import type { EnvRef } from './types.js';
/** The API keys stored with the space on first start (see `ensureSpace`). */
export interface SpaceTokens {
    delivery: string;
    preview: string;
    management: string;
}
export type StoredSpace = SpaceMeta & {
    tokens: SpaceTokens;
};
/**
 * On first start creates the configured space with its tokens, the `master` environment (and
 * the configured one, when different) and the default locale `en-US`. Later starts change
 * nothing, so the tokens a space was created with stay valid.
 */
export declare function ensureSpace(store: ContentStore, config: ServiceConfig): StoredSpace;
/** Environment metadata in the shape the CMA returns (`GET /spaces/{id}/environments/{id}`). */
export declare function environmentMeta(env: EnvRef, now: string): EnvironmentMeta;
/** Creates an environment holding only the default locale `en-US`. */
export declare function createEmptyEnvironment(store: ContentStore, env: EnvRef): void;
