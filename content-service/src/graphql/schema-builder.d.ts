import { GraphQLSchema } from 'graphql';
import { type SpaceModel } from './content-model.js';
/**
 * Generates the GraphQL schema of an environment from its content model, following "Schema
 * generation", "Collection fields", "Collection Filters" and "Collection Order" of
 * https://www.contentful.com/developers/docs/references/graphql/:
 *
 * - per content type `T`: `type T implements Entry & _Node`, `TCollection`, `TFilter`,
 *   `cfTNestedFilter` (when referenced by a single-type link), `TOrder`, `TLinkingCollections`;
 * - per field: `String`, `Int`, `Float`, `DateTime`, `Boolean`, `JSON`, `Location`, `[String]`;
 *   rich text `T{Field}` with `json` and `links`; links typed by their `linkContentType`
 *   validation (one type: that type; several: union `T{Field}`; none: `Entry`); arrays of
 *   links as `{field}Collection` returning `T{Field}Collection` (`where`/`order` when the
 *   array accepts one content type);
 * - root fields `{type}(id:)`, `{type}Collection`, `asset`, `assetCollection`,
 *   `entryCollection` and `_node`;
 * - Contentful's explicit directive set (`CONTENTFUL_DIRECTIVES`).
 */
export declare function buildContentSchema(model: SpaceModel, spaceId: string): GraphQLSchema;
/**
 * An entry type's description as Contentful words it: the content type's description, then a
 * link to its definition in the web app (`[See type definition](https://app.contentful.com/spaces/{space}/content_types/{id})`).
 */
export declare function entryTypeDescription(spaceId: string, contentTypeId: string, description: string | undefined): string;
