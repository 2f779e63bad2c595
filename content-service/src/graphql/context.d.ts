import type { GraphQLError } from 'graphql';
import type { ContentStore } from '../store.js';
import type { Asset, Entry, EnvRef } from '../types.js';
import type { ContentTypeModel, FieldModel, SpaceModel } from './content-model.js';
import type { EnvView } from './entity-index.js';
import type { LocaleSet } from './locales.js';
import type { SourceMapCollector } from './source-maps.js';
/** What every resolver of one GraphQL request receives as its context. */
export interface GraphQLContext {
    env: EnvRef;
    store: ContentStore;
    model: SpaceModel;
    locales: LocaleSet;
    requestId: string;
    /** The service's public base URL, read at request time (tests start on port 0). */
    publicUrl: string;
    /** The delivery (`false`) or preview (`true`) view of the environment. */
    view(preview: boolean): EnvView;
    /** Set when the query asks for Content Source Maps (`@contentSourceMaps`). */
    sourceMaps?: SourceMapCollector;
}
/**
 * The parent values resolvers pass down. `locale` and `preview` are inherited by nested fields
 * unless a field overrides them ("Locale handling": "This argument cascades").
 */
export interface EntryNode {
    kind: 'Entry';
    entry: Entry;
    type: ContentTypeModel;
    locale: string;
    preview: boolean;
}
export interface AssetNode {
    kind: 'Asset';
    asset: Asset;
    locale: string;
    preview: boolean;
}
/** `{Type}Collection { skip limit total items }` ("Collection fields › Return value"). */
export interface CollectionPage<T> {
    skip: number;
    limit: number;
    total: number;
    items: (T | GraphQLError)[];
}
/** A rich text field value with what its `links` need. */
export interface RichTextNode {
    document: unknown;
    locale: string;
    preview: boolean;
    field: FieldModel;
    /** The entry whose field holds the document (for Content Source Maps). */
    entryId: string;
}
/** `linkedFrom`: the entity others link to and the locales searched. */
export interface LinkingNode {
    targetId: string;
    locales: string[];
    locale: string;
    preview: boolean;
}
