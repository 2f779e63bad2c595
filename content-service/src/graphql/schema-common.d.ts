import { GraphQLDirective, GraphQLInputObjectType, GraphQLInterfaceType, GraphQLObjectType, type GraphQLInputType } from 'graphql';
import { type FilterOp } from './filters.js';
import { CircleScalar, DateTimeScalar, DimensionScalar, HexColorScalar, JSONScalar, QualityScalar, RectangleScalar } from './scalars.js';
/**
 * The types every generated schema shares ("Schema generation", "Collection Filters",
 * https://www.contentful.com/developers/docs/references/graphql/): `Sys`, `ContentfulMetadata`,
 * `ContentfulTag`, `Location`, the `Entry` and `_Node` interfaces, the image transform inputs
 * and the system filters. Created per schema so each schema owns its interface implementations.
 */
export interface CommonTypes {
    DateTime: typeof DateTimeScalar;
    JSON: typeof JSONScalar;
    Dimension: typeof DimensionScalar;
    Quality: typeof QualityScalar;
    HexColor: typeof HexColorScalar;
    Circle: typeof CircleScalar;
    Rectangle: typeof RectangleScalar;
    Sys: GraphQLObjectType;
    ContentfulTag: GraphQLObjectType;
    TaxonomyConcept: GraphQLObjectType;
    ContentfulMetadata: GraphQLObjectType;
    Location: GraphQLObjectType;
    Entry: GraphQLInterfaceType;
    Node: GraphQLInterfaceType;
    ResourceLink: GraphQLInterfaceType;
    ResourceSys: GraphQLObjectType;
    ImageTransformOptions: GraphQLInputObjectType;
    SysFilter: GraphQLInputObjectType;
    ContentfulMetadataFilter: GraphQLInputObjectType;
}
/**
 * `directive @contentSourceMaps on QUERY`: asks for `extensions.contentSourceMaps` ("Content
 * Source Maps", https://www.contentful.com/developers/docs/tutorials/general/content-source-maps/).
 */
export declare const ContentSourceMapsDirective: GraphQLDirective;
/**
 * The directives the schema declares, as Contentful's introspection lists them: `@include`,
 * `@skip`, `@deprecated` and `@specifiedBy` in their classic locations, and
 * `@contentSourceMaps`. Declared explicitly so the set does not follow the graphql-js release
 * (16.15 adds `@oneOf` and `@deprecated` on directive definitions, which Contentful does not).
 */
export declare const CONTENTFUL_DIRECTIVES: readonly GraphQLDirective[];
/** The GraphQL input type of a filter operator's argument over values of type `scalar`. */
export declare function opArgType(op: FilterOp, scalar: GraphQLInputType): GraphQLInputType;
export declare function createCommonTypes(): CommonTypes;
