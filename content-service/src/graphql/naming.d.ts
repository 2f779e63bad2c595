/**
 * Names of the generated schema, per "Schema generation › Types › Names" and "Reserved type
 * names" (https://www.contentful.com/developers/docs/references/graphql/#/reference/schema-generation).
 */
/**
 * Type names a content type may not take: the documented list, plus the types this service
 * always defines (scalars, `EntryFilter`, `_Node`, taxonomy filters).
 */
export declare const RESERVED_TYPE_NAMES: ReadonlySet<string>;
/**
 * Field names every entry type already has ("Schema generation › Fields": `sys`,
 * `contentfulMetadata`, `linkedFrom`, plus `_id` of the `_Node` interface). A content type
 * field with one of these names fails schema generation with `RESERVED_FIELD_NAME`.
 */
export declare const RESERVED_FIELD_NAMES: ReadonlySet<string>;
/**
 * PascalCase of an id, stripped of non-alphanumeric characters: every run of letters and
 * digits between separators gets its first letter upper-cased, the rest is kept
 * (`my-2content-type` → `My2ContentType`, `5TbTQ4S6xqSeAU6WGQmQ2e` unchanged).
 */
export declare function pascalCase(id: string): string;
/**
 * The GraphQL type of a content type: its PascalCase id, prefixed with `ContentType` when it
 * starts with a digit or is a reserved name (`Location` → `ContentTypeLocation`).
 */
export declare function contentTypeTypeName(contentTypeId: string): string;
/**
 * The GraphQL field of a content type field: its id (content type field ids are already
 * camelCase), stripped of characters GraphQL names cannot hold. A leading digit gets an `_`
 * prefix and leading `__` (reserved for introspection) becomes `_`.
 */
export declare function fieldGraphQLName(fieldId: string): string;
/** The root query field of a type: `FriendlyUser` → `friendlyUser`, `ContentTypeLocation` → `contentTypeLocation`. */
export declare function lowerFirst(name: string): string;
