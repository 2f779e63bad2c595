import { assertValidSchema, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import type { ContentStore } from '../store.js';
import type { ContentType, EnvRef, Validation } from '../types.js';
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
  /** Complexity multiplier of each rich text type's `links` field, by type name. */
  richTextLinkLimits: Map<string, number>;
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
      const schema = buildContentSchema(model);
      assertValidSchema(schema);
      slot.bundle = { schema, model, richTextLinkLimits: richTextLinkLimits(model), documents: new Map() };
    } catch (err) {
      if (!(err instanceof SchemaGenerationError)) throw err;
      slot.error = err;
    }
    perStore.set(key, slot);
  }
  if (slot.error) throw slot.error;
  return slot.bundle!;
}

/** The rich text node types that link entities ("Rich Text" concept, node validations). */
const LINK_NODE_TYPES = ['embedded-entry-block', 'embedded-entry-inline', 'entry-hyperlink', 'embedded-asset-block', 'asset-hyperlink'];

/**
 * "The new links property currently has a complexity of 1000, as it can return up to 1000
 * entities" (changelog, Rich Text links resolution in GraphQL Content API). Fields that limit
 * the number of linked nodes (`nodes` size validations, `enabledNodeTypes`) cost less: the sum
 * of the allowed maxima, capped at 1000.
 */
function richTextLinkLimits(model: SpaceModel): Map<string, number> {
  const limits = new Map<string, number>();
  for (const t of model.types) {
    for (const f of t.fields) {
      if (f.kind !== 'RichText') continue;
      const validations: Validation[] = f.source.validations ?? [];
      const enabled = validations.find((v) => Array.isArray(v.enabledNodeTypes))?.enabledNodeTypes as string[] | undefined;
      const nodes = validations.find((v) => v.nodes && typeof v.nodes === 'object')?.nodes as Record<string, Validation[]> | undefined;
      let total = 0;
      for (const nodeType of LINK_NODE_TYPES) {
        if (enabled && !enabled.includes(nodeType)) continue;
        const max = nodes?.[nodeType]?.find((v) => typeof v.size?.max === 'number')?.size?.max;
        total += max ?? 1000;
      }
      limits.set(f.typeBase, Math.min(1000, total));
    }
  }
  return limits;
}
