import type { GraphQLResolveInfo, OperationDefinitionNode, ResponsePath } from 'graphql';
import { defaultEditorInterface } from '../cma/content-types.js';
import type { EditorInterface, EnvRef } from '../types.js';
import type { ContentStore } from '../store.js';

/** The name of Contentful's query directive that asks for `extensions.contentSourceMaps` (`@contentSourceMaps`). */
export const CONTENT_SOURCE_MAPS_DIRECTIVE = 'contentSourceMaps';
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
  mappings: Record<string, { source: MappingSource }>;
}

/** Whether the operation asks for source maps (`query Q @contentSourceMaps { … }`). */
export function wantsSourceMaps(operation: OperationDefinitionNode): boolean {
  return (operation.directives ?? []).some((d) => d.name.value === CONTENT_SOURCE_MAPS_DIRECTIVE);
}

/** The source map field type of a content type field kind, or null for kinds that are not mapped. */
export function sourceMapFieldType(field: FieldModel): SourceMapFieldType | null {
  switch (field.kind) {
    case 'Symbol':
    case 'Text':
    case 'RichText':
      return field.kind;
    case 'Symbols':
      return 'Array';
    default:
      return null;
  }
}

/** The JSON pointer of a resolver's position in the response (`/data/a/items/0/title`, RFC 6901 escaping). */
export function responsePointer(path: ResponsePath): string {
  const keys: string[] = [];
  for (let p: ResponsePath | undefined = path; p; p = p.prev) keys.push(String(p.key).replace(/~/g, '~0').replace(/\//g, '~1'));
  return `/data/${keys.reverse().join('/')}`;
}

/** Collects the mappings of one request while it executes. */
export class SourceMapCollector {
  private readonly tables = {
    spaces: new Index<string>(),
    environments: new Index<string>(),
    fields: new Index<string>(),
    locales: new Index<string>(),
    entries: new Index<EntitySource>(),
    assets: new Index<EntitySource>(),
    fieldTypes: new Index<SourceMapFieldType>(),
    editorInterfaces: new Index<EditorInterfaceSource>(),
  };
  private readonly mappings: ContentSourceMaps['mappings'] = {};
  private readonly controls = new Map<string, EditorInterface['controls']>();

  constructor(
    private readonly store: ContentStore,
    private readonly env: EnvRef,
  ) {}

  /** Records an entry field's value at the resolver's position (null values are not mapped). */
  entryField(info: GraphQLResolveInfo, type: ContentTypeModel, entryId: string, field: FieldModel, locale: string, value: unknown): void {
    const fieldType = sourceMapFieldType(field);
    if (!fieldType || value === null || value === undefined) return;
    const control = this.controlsOf(type).find((c) => c.fieldId === field.id);
    const editorInterface = { widgetId: control?.widgetId ?? 'singleLine', widgetNamespace: control?.widgetNamespace ?? 'builtin' };
    this.add(info.path, 'entry', entryId, field.id, locale, fieldType, editorInterface);
  }

  /** Records an asset's `title` (Symbol, single line) or `description` (Text, multiple lines). */
  assetField(info: GraphQLResolveInfo, assetId: string, field: 'title' | 'description', locale: string, value: unknown): void {
    if (value === null || value === undefined) return;
    const fieldType = field === 'title' ? 'Symbol' : 'Text';
    const widgetId = field === 'title' ? 'singleLine' : 'multipleLine';
    this.add(info.path, 'asset', assetId, field, locale, fieldType, { widgetId, widgetNamespace: 'builtin' });
  }

  toJSON(): ContentSourceMaps {
    const t = this.tables;
    return {
      spaces: t.spaces.values,
      environments: t.environments.values,
      fields: t.fields.values,
      locales: t.locales.values,
      entries: t.entries.values,
      assets: t.assets.values,
      fieldTypes: t.fieldTypes.values,
      editorInterfaces: t.editorInterfaces.values,
      mappings: this.mappings,
    };
  }

  private add(
    path: ResponsePath,
    kind: 'entry' | 'asset',
    id: string,
    field: string,
    locale: string,
    fieldType: SourceMapFieldType,
    editorInterface: EditorInterfaceSource,
  ): void {
    const t = this.tables;
    const entity = { space: t.spaces.of(this.env.spaceId), environment: t.environments.of(this.env.environmentId), id };
    const source: MappingSource = {
      ...(kind === 'entry' ? { entry: t.entries.of(entity) } : { asset: t.assets.of(entity) }),
      field: t.fields.of(field),
      locale: t.locales.of(locale),
      fieldType: t.fieldTypes.of(fieldType),
      editorInterface: t.editorInterfaces.of(editorInterface),
    };
    this.mappings[responsePointer(path)] = { source };
  }

  private controlsOf(type: ContentTypeModel): EditorInterface['controls'] {
    let controls = this.controls.get(type.id);
    if (!controls) {
      const stored = this.store.get<EditorInterface>(this.env, 'EditorInterface', type.id)?.published;
      controls = (stored ?? defaultEditorInterface(this.env, type.contentType)).controls;
      this.controls.set(type.id, controls);
    }
    return controls;
  }
}

/** A lookup table: each distinct value once, referred to by its index. */
class Index<T> {
  readonly values: T[] = [];
  private readonly keys = new Map<string, number>();
  of(value: T): number {
    const key = JSON.stringify(value);
    let i = this.keys.get(key);
    if (i === undefined) {
      i = this.values.push(value) - 1;
      this.keys.set(key, i);
    }
    return i;
  }
}
