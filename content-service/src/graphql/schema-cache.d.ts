import { type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import type { ContentStore } from '../store.js';
import type { EnvRef } from '../types.js';
import { type SpaceModel } from './content-model.js';
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
    /** Parsed and validated documents, by query text (small LRU). */
    documents: Map<string, {
        document: DocumentNode;
        errors: readonly GraphQLError[];
    }>;
}
/**
 * The schema of `env`.
 * @throws SchemaGenerationError when the content model cannot be turned into a schema.
 */
export declare function environmentSchema(store: ContentStore, env: EnvRef): SchemaBundle;
