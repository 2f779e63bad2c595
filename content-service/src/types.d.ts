/**
 * Shapes of the entities the content service stores, exactly as Contentful's Content
 * Management API returns them (https://www.contentful.com/developers/docs/references/content-management-api/).
 * Field values are localised maps: `fields[fieldId][localeCode]`.
 */
export type LinkType = 'Space' | 'Environment' | 'ContentType' | 'Entry' | 'Asset' | 'Tag' | 'User' | 'Upload' | 'Locale';
export interface Link<T extends LinkType = LinkType> {
    sys: {
        type: 'Link';
        linkType: T;
        id: string;
    };
}
export type EntityType = 'ContentType' | 'EditorInterface' | 'Entry' | 'Asset' | 'Locale' | 'Tag';
/** The `sys` block of a stored entity. Optional members appear only when they apply. */
export interface Sys {
    id: string;
    type: EntityType;
    space: Link<'Space'>;
    environment: Link<'Environment'>;
    createdAt: string;
    updatedAt: string;
    createdBy?: Link<'User'>;
    updatedBy?: Link<'User'>;
    /** Incremented by every write, publish and unpublish (CMA "Versioning"). */
    version: number;
    publishedVersion?: number;
    publishedAt?: string;
    firstPublishedAt?: string;
    publishedCounter?: number;
    publishedBy?: Link<'User'>;
    archivedAt?: string;
    archivedVersion?: number;
    archivedBy?: Link<'User'>;
    contentType?: Link<'ContentType'>;
    /** Tags: 'public' or 'private'. */
    visibility?: 'public' | 'private';
    [key: string]: unknown;
}
export type LocalizedFields = Record<string, Record<string, unknown>>;
export interface Validation {
    size?: {
        min?: number;
        max?: number;
    };
    range?: {
        min?: number;
        max?: number;
    };
    in?: unknown[];
    regexp?: {
        pattern: string;
        flags?: string | null;
    };
    linkContentType?: string[];
    linkMimetypeGroup?: string[];
    unique?: boolean;
    message?: string | null;
    [key: string]: unknown;
}
export interface ContentTypeField {
    id: string;
    name: string;
    type: 'Symbol' | 'Text' | 'RichText' | 'Integer' | 'Number' | 'Date' | 'Boolean' | 'Object' | 'Location' | 'Link' | 'Array';
    linkType?: 'Entry' | 'Asset';
    items?: {
        type: 'Symbol' | 'Link';
        linkType?: 'Entry' | 'Asset';
        validations?: Validation[];
    };
    localized: boolean;
    required: boolean;
    validations?: Validation[];
    disabled?: boolean;
    omitted?: boolean;
    deleted?: boolean;
    defaultValue?: Record<string, unknown>;
}
export interface ContentType {
    sys: Sys;
    name: string;
    description?: string | null;
    displayField?: string | null;
    fields: ContentTypeField[];
}
export interface Entry {
    sys: Sys;
    fields: LocalizedFields;
    metadata: {
        tags: Link<'Tag'>[];
        concepts?: unknown[];
    };
}
export interface AssetFile {
    url?: string;
    upload?: string;
    uploadFrom?: Link<'Upload'>;
    fileName: string;
    contentType: string;
    details?: {
        size: number;
        image?: {
            width: number;
            height: number;
        };
    };
}
export interface Asset {
    sys: Sys;
    fields: {
        title?: Record<string, string>;
        description?: Record<string, string>;
        file?: Record<string, AssetFile>;
    };
    metadata: {
        tags: Link<'Tag'>[];
        concepts?: unknown[];
    };
}
export interface Locale {
    sys: Sys;
    name: string;
    code: string;
    fallbackCode: string | null;
    default: boolean;
    optional: boolean;
    contentManagementApi: boolean;
    contentDeliveryApi: boolean;
}
export interface Tag {
    sys: Sys;
    name: string;
}
export interface EditorInterface {
    sys: Sys;
    controls: {
        fieldId: string;
        widgetId?: string;
        widgetNamespace?: string;
        settings?: Record<string, unknown>;
    }[];
    sidebar?: unknown[];
    editors?: unknown[];
    editorLayout?: unknown[];
    groupControls?: unknown[];
}
export type AnyEntity = ContentType | Entry | Asset | Locale | Tag | EditorInterface;
/**
 * One stored entity: its current draft and, once published, the snapshot the delivery side sees.
 * `published` keeps the content of the version that was published, with `sys` of the draft at
 * publish time.
 */
export interface EntityRecord<T extends AnyEntity = AnyEntity> {
    id: string;
    draft: T;
    published: T | null;
}
export interface EnvRef {
    spaceId: string;
    environmentId: string;
}
