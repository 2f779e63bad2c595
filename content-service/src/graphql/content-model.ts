import type { ContentType, ContentTypeField } from '../types.js';
import type { GraphQLErrorCode } from './errors.js';
import { contentTypeTypeName, fieldGraphQLName, lowerFirst, pascalCase, RESERVED_FIELD_NAMES, RESERVED_TYPE_NAMES } from './naming.js';

/**
 * The content model as the GraphQL schema sees it: every published content type with its
 * GraphQL names, field kinds and link targets, checked for the schema generation failures of
 * "Schema generation" (https://www.contentful.com/developers/docs/references/graphql/#/reference/schema-generation).
 */

/** How a content type field maps to GraphQL ("Schema generation › Fields"). */
export type FieldKind =
  | 'Symbol'
  | 'Text'
  | 'Integer'
  | 'Number'
  | 'Date'
  | 'Boolean'
  | 'Object'
  | 'Location'
  | 'RichText'
  | 'Symbols'
  | 'EntryLink'
  | 'AssetLink'
  | 'EntryLinks'
  | 'AssetLinks';

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
export class SchemaGenerationError extends Error {
  constructor(
    readonly code: Extract<GraphQLErrorCode, 'COLLIDING_TYPE_NAMES' | 'COLLIDING_FIELD_NAMES' | 'RESERVED_FIELD_NAME'>,
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Order enum of a linking collection (`{Type}LinkingCollections{Source}CollectionOrder`). */
export function linkingOrderName(target: string, source: ContentTypeModel): string {
  return `${target}LinkingCollections${source.typeName}CollectionOrder`;
}

/**
 * Builds the model of `contentTypes` (the environment's published content types).
 * @throws SchemaGenerationError COLLIDING_TYPE_NAMES, COLLIDING_FIELD_NAMES or RESERVED_FIELD_NAME.
 */
export function buildSpaceModel(contentTypes: ContentType[]): SpaceModel {
  const ids = new Set(contentTypes.map((ct) => ct.sys.id));
  checkTypeNameCollisions(contentTypes);

  const types = contentTypes.map((ct) => contentTypeModel(ct, ids));
  const byId = new Map(types.map((t) => [t.id, t]));

  const entryLinkSources = new Map<string, ContentTypeModel[]>();
  const assetLinkSources: ContentTypeModel[] = [];
  for (const source of types) {
    const targets = new Set<string>();
    let linksAssets = false;
    for (const field of source.fields) {
      if (field.kind === 'EntryLink' || field.kind === 'EntryLinks') field.targets.forEach((t) => targets.add(t));
      if (field.kind === 'AssetLink' || field.kind === 'AssetLinks') linksAssets = true;
    }
    for (const target of targets) {
      const list = entryLinkSources.get(target) ?? [];
      list.push(source);
      entryLinkSources.set(target, list);
    }
    if (linksAssets) assetLinkSources.push(source);
  }

  const model: SpaceModel = { types, byId, entryLinkSources, assetLinkSources };
  checkDerivedTypeNames(model);
  return model;
}

function contentTypeModel(ct: ContentType, knownIds: Set<string>): ContentTypeModel {
  const typeName = contentTypeTypeName(ct.sys.id);
  const queryField = lowerFirst(typeName);
  const fields: FieldModel[] = [];
  for (const source of ct.fields) {
    if (source.omitted || source.deleted) continue;
    const kind = fieldKind(source);
    if (!kind) continue;
    const name = fieldGraphQLName(source.id);
    if (RESERVED_FIELD_NAMES.has(name)) {
      throw new SchemaGenerationError(
        'RESERVED_FIELD_NAME',
        `Schema generation failed. Field name '${name}' generated for the field '${source.id}' in the content type '${ct.sys.id}' is reserved.`,
        { contentTypeId: ct.sys.id, fieldId: source.id, fieldName: name },
      );
    }
    const graphqlName = kind === 'EntryLinks' || kind === 'AssetLinks' ? `${name}Collection` : name;
    fields.push({
      id: source.id,
      name,
      graphqlName,
      kind,
      localized: source.localized,
      source,
      targets: kind === 'EntryLink' || kind === 'EntryLinks' ? linkTargets(source, knownIds) : [],
      typeBase: `${typeName}${pascalCase(name)}`,
    });
  }

  const byName = new Map<string, FieldModel[]>();
  for (const f of fields) byName.set(f.graphqlName, [...(byName.get(f.graphqlName) ?? []), f]);
  for (const [name, list] of byName) {
    if (list.length > 1) {
      const idsList = list.map((f) => `'${f.id}'`).join(', ');
      throw new SchemaGenerationError(
        'COLLIDING_FIELD_NAMES',
        `Schema generation failed. Field name generated for the fields ${idsList} of the content type '${ct.sys.id}' would be the same for all of them: '${name}'`,
        { contentTypeId: ct.sys.id, collidingFieldIds: list.map((f) => f.id), resultingFieldName: name },
      );
    }
  }

  return {
    id: ct.sys.id,
    typeName,
    queryField,
    collectionField: `${queryField}Collection`,
    names: {
      object: typeName,
      collection: `${typeName}Collection`,
      filter: `${typeName}Filter`,
      nestedFilter: `cf${typeName}NestedFilter`,
      order: `${typeName}Order`,
      linkingCollections: `${typeName}LinkingCollections`,
    },
    fields,
    fieldsById: new Map(fields.map((f) => [f.id, f])),
    fieldsByName: new Map(fields.map((f) => [f.name, f])),
    contentType: ct,
  };
}

function fieldKind(field: ContentTypeField): FieldKind | null {
  switch (field.type) {
    case 'Symbol':
    case 'Text':
    case 'Integer':
    case 'Number':
    case 'Date':
    case 'Boolean':
    case 'Object':
    case 'Location':
    case 'RichText':
      return field.type;
    case 'Link':
      return field.linkType === 'Asset' ? 'AssetLink' : field.linkType === 'Entry' ? 'EntryLink' : null;
    case 'Array':
      if (field.items?.type === 'Symbol') return 'Symbols';
      if (field.items?.type === 'Link')
        return field.items.linkType === 'Asset' ? 'AssetLinks' : field.items.linkType === 'Entry' ? 'EntryLinks' : null;
      return null;
    default:
      return null;
  }
}

/** The `linkContentType` validation of a link (or of an array's items), limited to known content types. */
function linkTargets(field: ContentTypeField, knownIds: Set<string>): string[] {
  const validations = field.type === 'Array' ? (field.items?.validations ?? []) : (field.validations ?? []);
  const targets: string[] = [];
  for (const v of validations) {
    for (const id of v.linkContentType ?? []) if (knownIds.has(id) && !targets.includes(id)) targets.push(id);
  }
  return targets;
}

/** "If two or more content type IDs would be transformed to the same type name, a COLLIDING_TYPE_NAMES error is returned." */
function checkTypeNameCollisions(contentTypes: ContentType[]): void {
  const byName = new Map<string, string[]>();
  for (const ct of contentTypes) {
    const name = contentTypeTypeName(ct.sys.id);
    byName.set(name, [...(byName.get(name) ?? []), ct.sys.id]);
  }
  for (const [name, ids] of byName) if (ids.length > 1) throw collidingTypeNames(ids, name);
}

function collidingTypeNames(ids: string[], name: string): SchemaGenerationError {
  const list = ids.map((id) => `'${id}'`).join(', ');
  return new SchemaGenerationError(
    'COLLIDING_TYPE_NAMES',
    `Schema generation failed. Type name generated for the content types ${list} would be the same for all of them: '${name}'`,
    { collidingContentTypeIds: ids, resultingTypeName: name },
  );
}

/**
 * Types derived from fields (`PageHero`, `PageBodyLinks`, `PageSectionsCollection`…) may
 * collide with another content type's types (e.g. content types `page` with a multi-type
 * `hero` link and `pageHero`); such models fail with COLLIDING_TYPE_NAMES as well
 * ("GraphQL Errors Explained › COLLIDING_TYPE_NAMES").
 */
function checkDerivedTypeNames(model: SpaceModel): void {
  const owners = new Map<string, string>();
  const claim = (name: string, owner: string): void => {
    const previous = owners.get(name);
    if (previous !== undefined && previous !== owner) throw collidingTypeNames([previous, owner], name);
    if (RESERVED_TYPE_NAMES.has(name)) throw collidingTypeNames([owner], name);
    owners.set(name, owner);
  };
  for (const t of model.types) owners.set(t.typeName, t.id);
  for (const t of model.types) {
    const { object: _object, ...derived } = t.names;
    for (const name of Object.values(derived)) claim(name, t.id);
    for (const f of t.fields) for (const name of derivedFieldTypeNames(f)) claim(name, t.id);
    for (const source of model.entryLinkSources.get(t.id) ?? []) claim(linkingOrderName(t.typeName, source), t.id);
  }
  for (const source of model.assetLinkSources) claim(linkingOrderName('Asset', source), source.id);
}

/** The type names the schema generates for one field (see the schema builder). */
export function derivedFieldTypeNames(f: FieldModel): string[] {
  switch (f.kind) {
    case 'RichText':
      return [f.typeBase, `${f.typeBase}Links`, `${f.typeBase}Entries`, `${f.typeBase}Assets`, `${f.typeBase}Resources`];
    case 'EntryLink':
      return f.targets.length > 1 ? [f.typeBase] : [];
    case 'EntryLinks':
      return [
        `${f.typeBase}Collection`,
        ...(f.targets.length === 1 ? [`${f.typeBase}CollectionOrder`] : []),
        ...(f.targets.length > 1 ? [`${f.typeBase}Item`] : []),
      ];
    default:
      return [];
  }
}
