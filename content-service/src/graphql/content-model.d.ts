import type { ContentType, ContentTypeField } from '../types.js';
import type { GraphQLErrorCode } from './errors.js';
/**
 * The content model as the GraphQL schema sees it: every published content type with its
 * GraphQL names, field kinds and link targets, checked for the schema generation failures of
 * "Schema generation" (https://www.contentful.com/developers/docs/references/graphql/#/reference/schema-generation).
 */
/** How a content type field maps to GraphQL ("Schema generation › Fields"). */
export type FieldKind = 'Symbol' | 'Text' | 'Integer' | 'Number' | 'Date' | 'Boolean' | 'Object' | 'Location' | 'RichText' | 'Symbols' | 'EntryLink' | 'AssetLink' | 'EntryLinks' | 'AssetLinks';
export interface FieldModel {
    /** The content type field id (key of `entry.fields`). */
    id: string;
    /** The GraphQL name of the value: the field id (`hero`). */
    name: string;
    /** The GraphQL field exposed on the type: `name`, or `{name}Collection` for arrays of links. */
    graphqlName: string;
    kind: FieldKind;
    localized: boolean;
    source: ContentTypeField;
    /**
     * Content types an entry link may point to (its `linkContentType` validation, restricted to
     * content types of the model). Empty: any entry (typed `Entry`).
     */
    targets: string[];
    /** `{Type}{Field}`: base of the types derived from this field (`PageHero`). */
    typeBase: string;
}
/** Names of the types generated for one content type. */
export interface TypeNames {
    object: string;
    collection: string;
    filter: string;
    nestedFilter: string;
    order: string;
    linkingCollections: string;
}
export interface ContentTypeModel {
    id: string;
    typeName: string;
    /** Root field of one entry (`friendlyUser`). */
    queryField: string;
    /** Root field of a collection (`friendlyUserCollection`). */
    collectionField: string;
    names: TypeNames;
    fields: FieldModel[];
    fieldsById: Map<string, FieldModel>;
    fieldsByName: Map<string, FieldModel>;
    contentType: ContentType;
}
export interface SpaceModel {
    types: ContentTypeModel[];
    byId: Map<string, ContentTypeModel>;
    /** Content types with a link field restricted to (among others) the key content type. */
    entryLinkSources: Map<string, ContentTypeModel[]>;
    /** Content types with an asset link field. */
    assetLinkSources: ContentTypeModel[];
}
/** A schema generation failure (HTTP 422): every query of the environment answers it. */
export declare class SchemaGenerationError extends Error {
    readonly code: Extract<GraphQLErrorCode, 'COLLIDING_TYPE_NAMES' | 'COLLIDING_FIELD_NAMES' | 'RESERVED_FIELD_NAME'>;
    readonly details: Record<string, unknown>;
    constructor(code: Extract<GraphQLErrorCode, 'COLLIDING_TYPE_NAMES' | 'COLLIDING_FIELD_NAMES' | 'RESERVED_FIELD_NAME'>, message: string, details: Record<string, unknown>);
}
/** Order enum of a linking collection (`{Type}LinkingCollections{Source}CollectionOrder`). */
export declare function linkingOrderName(target: string, source: ContentTypeModel): string;
/**
 * Builds the model of `contentTypes` (the environment's published content types).
 * @throws SchemaGenerationError COLLIDING_TYPE_NAMES, COLLIDING_FIELD_NAMES or RESERVED_FIELD_NAME.
 */
export declare function buildSpaceModel(contentTypes: ContentType[]): SpaceModel;
/** The type names the schema generates for one field (see the schema builder). */
export declare function derivedFieldTypeNames(f: FieldModel): string[];
