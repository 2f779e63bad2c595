import type { GraphQLResolveInfo, OperationDefinitionNode, ResponsePath } from 'graphql';
import type { EnvRef } from '../types.js';
import type { ContentStore } from '../store.js';
/** The name of Contentful's query directive that asks for `extensions.contentSourceMaps` (`@contentSourceMaps`). */
export declare const CONTENT_SOURCE_MAPS_DIRECTIVE = "contentSourceMaps";
import type { ContentTypeModel, FieldModel } from './content-model.js';
/**
 * Content Source Maps of the GraphQL Content API
 * (https://www.contentful.com/developers/docs/tutorials/general/content-source-maps/): a query
 * marked `@contentSourceMaps` answers `extensions.contentSourceMaps`, which tells, for each
 * string value of the response, the entity, field, locale, field type and editor widget it
 * came from. The shape is the one `@contentful/content-source-maps`' `encodeGraphQLResponse`
 * reads: lookup tables (`spaces`, `environments`, `fields`, `locales`, `entries`, `assets`,
 * `fieldTypes`, `editorInterfaces`) and `mappings` from a JSON pointer into the response
 * (`/data/post/title`, rich text at `/data/post/body/json`) to indexes into those tables.
 */
/** The field types source maps describe (Contentful maps text fields only). */
export type SourceMapFieldType = 'Symbol' | 'Text' | 'RichText' | 'Array';
export interface EditorInterfaceSource {
    widgetId: string;
    widgetNamespace: string;
}
export interface EntitySource {
    space: number;
    environment: number;
    id: string;
}
export interface MappingSource {
    field: number;
    locale: number;
    fieldType: number;
    editorInterface: number;
    entry?: number;
    asset?: number;
}
/** `extensions.contentSourceMaps` of a response. */
export interface ContentSourceMaps {
    spaces: string[];
    environments: string[];
    fields: string[];
    locales: string[];
    entries: EntitySource[];
    assets: EntitySource[];
    fieldTypes: SourceMapFieldType[];
    editorInterfaces: EditorInterfaceSource[];
    mappings: Record<string, {
        source: MappingSource;
    }>;
}
/** Whether the operation asks for source maps (`query Q @contentSourceMaps { … }`). */
export declare function wantsSourceMaps(operation: OperationDefinitionNode): boolean;
/** The source map field type of a content type field kind, or null for kinds that are not mapped. */
export declare function sourceMapFieldType(field: FieldModel): SourceMapFieldType | null;
/** The JSON pointer of a resolver's position in the response (`/data/a/items/0/title`, RFC 6901 escaping). */
export declare function responsePointer(path: ResponsePath): string;
/** Collects the mappings of one request while it executes. */
export declare class SourceMapCollector {
    private readonly store;
    private readonly env;
    private readonly tables;
    private readonly mappings;
    private readonly controls;
    constructor(store: ContentStore, env: EnvRef);
    /** Records an entry field's value at the resolver's position (null values are not mapped). */
    entryField(info: GraphQLResolveInfo, type: ContentTypeModel, entryId: string, field: FieldModel, locale: string, value: unknown): void;
    /** Records an asset's `title` (Symbol, single line) or `description` (Text, multiple lines). */
    assetField(info: GraphQLResolveInfo, assetId: string, field: 'title' | 'description', locale: string, value: unknown): void;
    toJSON(): ContentSourceMaps;
    private add;
    private controlsOf;
}
