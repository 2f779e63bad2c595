import type { ServiceConfig } from './config.js';
import type { ContentStore, EnvironmentAliasMeta, EnvironmentMeta, SpaceMeta } from './store.js';
import type { EntityRecord, EnvRef, Locale } from './types.js';
import { newId } from './ids.js';

/** The API keys stored with the space on first start (see `ensureSpace`). */
export interface SpaceTokens {
  delivery: string;
  preview: string;
  management: string;
}

export type StoredSpace = SpaceMeta & { tokens: SpaceTokens };

/**
 * On first start creates the configured space with its tokens, the `master` environment (and
 * the configured one, when different) and the default locale `en-US`. Later starts change
 * nothing, so the tokens a space was created with stay valid.
 */
export function ensureSpace(store: ContentStore, config: ServiceConfig): StoredSpace {
  const now = new Date().toISOString();
  let space = store.getSpace(config.spaceId) as StoredSpace | undefined;
  if (!space) {
    space = {
      sys: { id: config.spaceId, type: 'Space', createdAt: now, updatedAt: now, version: 1 },
      name: 'Insurer marketing site (local)',
      tokens: { delivery: config.deliveryToken, preview: config.previewToken, management: config.managementToken },
    };
    store.putSpace(space);
  }
  for (const environmentId of new Set(['master', config.environmentId])) {
    const env = { spaceId: config.spaceId, environmentId };
    if (!store.getEnvironment(env)) createEmptyEnvironment(store, env);
  }
  // Every space is opted in to environment aliases: the `master` alias exists from the first
  // start (and is added to a space created before aliases existed), targeting the first
  // environment, whose id is also `master`; the alias wins in URLs (store.resolveEnvironmentId).
  if (!store.getAlias(config.spaceId, MASTER_ALIAS)) store.putAlias(config.spaceId, aliasMeta(config.spaceId, MASTER_ALIAS, 'master', now));
  return space;
}

/** The alias that cannot be deleted and that requests without an environment use. */
export const MASTER_ALIAS = 'master';

/** A new environment alias at version 1 (CMA "Environment aliases"). */
export function aliasMeta(spaceId: string, aliasId: string, environmentId: string, now: string): EnvironmentAliasMeta {
  return {
    sys: {
      id: aliasId,
      type: 'EnvironmentAlias',
      space: { sys: { type: 'Link', linkType: 'Space', id: spaceId } },
      createdAt: now,
      updatedAt: now,
      version: 1,
    },
    environment: { sys: { type: 'Link', linkType: 'Environment', id: environmentId } },
  };
}

/** Environment metadata in the shape the CMA returns (`GET /spaces/{id}/environments/{id}`). */
export function environmentMeta(env: EnvRef, now: string): EnvironmentMeta {
  return {
    sys: {
      id: env.environmentId,
      type: 'Environment',
      space: { sys: { type: 'Link', linkType: 'Space', id: env.spaceId } },
      createdAt: now,
      updatedAt: now,
      version: 1,
      status: { sys: { type: 'Link', linkType: 'Status', id: 'ready' } },
      aliases: [],
    },
    name: env.environmentId,
  };
}

/** Creates an environment holding only the default locale `en-US`. */
export function createEmptyEnvironment(store: ContentStore, env: EnvRef): void {
  const now = new Date().toISOString();
  store.transaction(() => {
    store.putEnvironment(env.spaceId, environmentMeta(env, now));
    const id = newId();
    const locale: Locale = {
      sys: {
        id,
        type: 'Locale',
        space: { sys: { type: 'Link', linkType: 'Space', id: env.spaceId } },
        environment: { sys: { type: 'Link', linkType: 'Environment', id: env.environmentId } },
        createdAt: now,
        updatedAt: now,
        version: 1,
      },
      name: 'English (United States)',
      code: 'en-US',
      fallbackCode: null,
      default: true,
      optional: false,
      contentManagementApi: true,
      contentDeliveryApi: true,
    };
    const record: EntityRecord<Locale> = { id, draft: locale, published: locale };
    store.save(env, 'Locale', record);
  });
}
