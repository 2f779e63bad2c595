import { assertValidSchema, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import type { ContentStore } from '../store.js';
import type { ContentType, EnvRef } from '../types.js';
import { buildSpaceModel, SchemaGenerationError, type SpaceModel } from './content-model.js';
import { buildContentSchema } from './schema-builder.js';

/**
 * The generated schema of each environment. "The GraphQL schema definition is generated from
 * the content model at request time so it is always current" ("Schema generation",
 * https://www.contentful.com/developers/docs/references/graphql/#/reference/schema-generation);
 * here it is rebuilt only when a content type of the environment is written
 * (`store.revision(env, 'ContentType')`), from the published content types.
 */
export interface SchemaBundle {
  schema: GraphQLSchema;
  model: SpaceModel;
  /** Parsed and validated documents, by query text (small LRU). */
  documents: Map<string, { document: DocumentNode; errors: readonly GraphQLError[] }>;
}

interface CacheSlot {
  revision: number;
  bundle?: SchemaBundle;
  error?: SchemaGenerationError;
}

const cache = new WeakMap<ContentStore, Map<string, CacheSlot>>();

/**
 * The schema of `env`.
 * @throws SchemaGenerationError when the content model cannot be turned into a schema.
 */
export function environmentSchema(store: ContentStore, env: EnvRef): SchemaBundle {
  let perStore = cache.get(store);
  if (!perStore) cache.set(store, (perStore = new Map()));
  const key = `${env.spaceId}/${env.environmentId}`;
  const revision = store.revision(env, 'ContentType');
  let slot = perStore.get(key);
  if (!slot || slot.revision !== revision) {
    slot = { revision };
    try {
      const contentTypes = store
        .list<ContentType>(env, 'ContentType')
        .map((r) => r.published)
        .filter((ct): ct is ContentType => ct !== null);
      const model = buildSpaceModel(contentTypes);
      const schema = buildContentSchema(model, env.spaceId);
      assertValidSchema(schema);
      slot.bundle = { schema, model, documents: new Map() };
    } catch (err) {
      if (!(err instanceof SchemaGenerationError)) throw err;
      slot.error = err;
    }
    perStore.set(key, slot);
  }
  if (slot.error) throw slot.error;
  return slot.bundle!;
}
