import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  GraphQLUnionType,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
} from 'graphql';
import { linkingOrderName, type ContentTypeModel, type FieldKind, type FieldModel, type SpaceModel } from './content-model.js';
import type { AssetNode, EntryNode, GraphQLContext, LinkingNode, RichTextNode } from './context.js';
import { ASSET_FILTER_FIELDS, assetFilterOps, filterKey, filterKeys } from './filters.js';
import { ASSET_ORDER_FIELDS, ORDERABLE_KINDS, orderValues } from './ordering.js';
import {
  assetFile,
  assetText,
  assetUrlValue,
  DEFAULT_LIMIT,
  linkCollection,
  linkedFrom,
  linkingCollection,
  metadataOf,
  requestedLocale,
  richTextAssets,
  richTextEntries,
  richTextValue,
  rootAsset,
  rootAssetCollection,
  rootEntry,
  rootEntryCollection,
  rootNode,
  scalarFieldValue,
  singleLink,
  sysOf,
} from './resolvers.js';
import { CONTENTFUL_DIRECTIVES, createCommonTypes, opArgType, type CommonTypes } from './schema-common.js';
import { RICH_TEXT_LINK_NODES } from './values.js';

/**
 * Generates the GraphQL schema of an environment from its content model, following "Schema
 * generation", "Collection fields", "Collection Filters" and "Collection Order" of
 * https://www.contentful.com/developers/docs/references/graphql/:
 *
 * - per content type `T`: `type T implements Entry & _Node`, `TCollection`, `TFilter`,
 *   `cfTNestedFilter` (the filter of `T` inside another type's collection filter, when a
 *   single-type reference names `T`), `TOrder`, `TLinkingCollections`;
 * - per field: `String`, `Int`, `Float`, `DateTime`, `Boolean`, `JSON`, `Location`, `[String]`;
 *   rich text `T{Field}` with `json` and `links`; links typed by their `linkContentType`
 *   validation (one type: that type, with `where: {Type}Filter`; several: union `T{Field}`;
 *   none: `Entry`); arrays of links as `{field}Collection` returning `T{Field}Collection`
 *   (`where`/`order` when the array accepts one content type);
 * - root fields `{type}(id:)`, `{type}Collection`, `asset`, `assetCollection`,
 *   `entryCollection` and `_node`;
 * - Contentful's explicit directive set (`CONTENTFUL_DIRECTIVES`).
 */
export function buildContentSchema(model: SpaceModel, spaceId: string): GraphQLSchema {
  return new SchemaBuilder(model, spaceId).build();
}

/**
 * An entry type's description as Contentful words it: the content type's description, then a
 * link to its definition in the web app (`[See type definition](https://app.contentful.com/spaces/{space}/content_types/{id})`).
 */
export function entryTypeDescription(spaceId: string, contentTypeId: string, description: string | undefined): string {
  const link = `[See type definition](https://app.contentful.com/spaces/${spaceId}/content_types/${contentTypeId})`;
  return description ? `${description} ${link}` : link;
}

type Resolver<S> = GraphQLFieldConfig<S, GraphQLContext>;

const SCALAR_OUTPUT: Partial<Record<FieldKind, GraphQLOutputType>> = {
  Symbol: GraphQLString,
  Text: GraphQLString,
  Integer: GraphQLInt,
  Number: GraphQLFloat,
  Boolean: GraphQLBoolean,
};

class SchemaBuilder {
  private readonly c: CommonTypes;
  private readonly objects = new Map<string, GraphQLObjectType>();
  private readonly collections = new Map<string, GraphQLObjectType>();
  private readonly filters = new Map<string, GraphQLInputObjectType>();
  private readonly nestedFilters = new Map<string, GraphQLInputObjectType>();
  private readonly orders = new Map<string, GraphQLEnumType>();
  private readonly Asset: GraphQLObjectType;
  private readonly AssetCollection: GraphQLObjectType;
  private readonly EntryCollection: GraphQLObjectType;

  constructor(
    private readonly model: SpaceModel,
    private readonly spaceId: string,
  ) {
    this.c = createCommonTypes();
    this.Asset = this.assetType();
    this.AssetCollection = collectionType('AssetCollection', this.Asset);
    this.EntryCollection = collectionType('EntryCollection', this.c.Entry);
    for (const t of model.types) {
      this.objects.set(t.id, this.entryType(t));
      this.collections.set(t.id, collectionType(t.names.collection, this.objects.get(t.id)!));
    }
  }

  build(): GraphQLSchema {
    return new GraphQLSchema({ query: this.queryType(), types: [...this.objects.values()], directives: CONTENTFUL_DIRECTIVES });
  }

  // ---- root ----------------------------------------------------------------------------------

  /** "Single resource fields" and "Collection fields" of the `Query` type. */
  private queryType(): GraphQLObjectType {
    const fields: GraphQLFieldConfigMap<unknown, GraphQLContext> = {
      asset: {
        type: this.Asset,
        args: singleArgs(GraphQLString),
        resolve: (_s, args, ctx) => rootAsset(ctx, args),
      },
      assetCollection: {
        type: this.AssetCollection,
        args: collectionArgs({ where: { type: this.assetFilter() }, order: { type: new GraphQLList(this.assetOrder()) } }),
        resolve: (_s, args, ctx) => rootAssetCollection(ctx, args),
      },
    };
    for (const t of this.model.types) {
      fields[t.queryField] = {
        type: this.objects.get(t.id)!,
        args: singleArgs(GraphQLString),
        resolve: (_s, args, ctx) => rootEntry(ctx, t, args),
      };
      fields[t.collectionField] = {
        type: this.collections.get(t.id)!,
        args: collectionArgs({ where: { type: this.filterOf(t) }, order: { type: new GraphQLList(this.orderOf(t.names.order, t)) } }),
        resolve: (_s, args, ctx) => rootEntryCollection(ctx, t, args),
      };
    }
    fields.entryCollection = {
      type: this.EntryCollection,
      args: collectionArgs({ where: { type: this.entryFilter() }, order: { type: new GraphQLList(this.orderOf('EntryOrder', null)) } }),
      resolve: (_s, args, ctx) => rootEntryCollection(ctx, null, args),
    };
    fields._node = {
      type: this.c.Node,
      args: singleArgs(GraphQLID),
      resolve: (_s, args, ctx) => rootNode(ctx, args),
    };
    return new GraphQLObjectType({ name: 'Query', fields });
  }

  // ---- entries -------------------------------------------------------------------------------

  private entryType(t: ContentTypeModel): GraphQLObjectType<EntryNode, GraphQLContext> {
    return new GraphQLObjectType<EntryNode, GraphQLContext>({
      name: t.typeName,
      description: entryTypeDescription(this.spaceId, t.id, t.contentType.description || undefined),
      interfaces: () => [this.c.Entry, this.c.Node],
      fields: () => {
        const fields: GraphQLFieldConfigMap<EntryNode, GraphQLContext> = {
          sys: { type: new GraphQLNonNull(this.c.Sys), resolve: (n, _a, ctx) => sysOf(ctx, n.entry.sys, n.locale) },
          contentfulMetadata: {
            type: new GraphQLNonNull(this.c.ContentfulMetadata),
            resolve: (n, _a, ctx) => metadataOf(ctx, n.entry, n.preview),
          },
          linkedFrom: {
            type: this.linkingCollections(t.names.linkingCollections, t.typeName, this.model.entryLinkSources.get(t.id) ?? [], true),
            args: { allowedLocales: { type: new GraphQLList(GraphQLString) } },
            resolve: (n, args, ctx) => linkedFrom(ctx, n.entry.sys.id, n, args.allowedLocales),
          },
          _id: { type: new GraphQLNonNull(GraphQLID), resolve: (n) => n.entry.sys.id },
        };
        for (const f of t.fields) fields[f.graphqlName] = this.fieldConfig(t, f);
        return fields;
      },
    });
  }

  private fieldConfig(t: ContentTypeModel, f: FieldModel): Resolver<EntryNode> {
    const localeArg = { locale: { type: GraphQLString } };
    /** A text field's value, recorded for Content Source Maps when the query asks for them. */
    const mapped: Resolver<EntryNode>['resolve'] = (n, args, ctx, info) => {
      const value = scalarFieldValue(ctx, n, f, args.locale);
      ctx.sourceMaps?.entryField(info, t, n.entry.sys.id, f, requestedLocale(ctx, args.locale, n.locale), value);
      return value;
    };
    const scalar = SCALAR_OUTPUT[f.kind];
    if (scalar) return { type: scalar, args: localeArg, resolve: mapped };
    switch (f.kind) {
      case 'Date':
        return { type: this.c.DateTime, args: localeArg, resolve: (n, args, ctx) => scalarFieldValue(ctx, n, f, args.locale) };
      case 'Object':
        return { type: this.c.JSON, args: localeArg, resolve: (n, args, ctx) => scalarFieldValue(ctx, n, f, args.locale) };
      case 'Location':
        return { type: this.c.Location, args: localeArg, resolve: (n, args, ctx) => scalarFieldValue(ctx, n, f, args.locale) };
      case 'Symbols':
        return {
          type: new GraphQLList(GraphQLString),
          args: localeArg,
          resolve: mapped,
        };
      case 'RichText':
        return { type: this.richTextType(f), args: localeArg, resolve: (n, args, ctx) => richTextValue(ctx, n, f, args.locale) };
      case 'AssetLink':
        return { type: this.Asset, args: linkArgs(), resolve: (n, args, ctx) => singleLink(ctx, n, f, args) };
      case 'EntryLink': {
        // "Link Filtering": a reference restricted to one content type takes that type's own
        // filter, as Contentful generates it (`author(where: ComponentAuthorFilter)`); the
        // `cf{Type}NestedFilter` types belong to references inside collection filters only.
        const target = f.targets.length === 1 ? this.model.byId.get(f.targets[0]!) : undefined;
        const args = target ? { ...linkArgs(), where: { type: this.filterOf(target) } } : linkArgs();
        return { type: this.linkItemType(f, f.typeBase), args, resolve: (n, a, ctx) => singleLink(ctx, n, f, a) };
      }
      case 'AssetLinks':
        return { type: this.AssetCollection, args: collectionArgs({}), resolve: (n, args, ctx) => linkCollection(ctx, n, f, args) };
      case 'EntryLinks': {
        const target = f.targets.length === 1 ? this.model.byId.get(f.targets[0]!) : undefined;
        const extra: GraphQLFieldConfigArgumentMap = target
          ? {
              where: { type: this.filterOf(target) },
              order: { type: new GraphQLList(this.orderOf(`${f.typeBase}CollectionOrder`, target)) },
            }
          : {};
        return {
          type: collectionType(`${f.typeBase}Collection`, this.linkItemType(f, `${f.typeBase}Item`)),
          args: collectionArgs(extra),
          resolve: (n, args, ctx) => linkCollection(ctx, n, f, args),
        };
      }
      default:
        throw new Error(`Unsupported field kind ${f.kind} on ${t.id}.${f.id}`);
    }
  }

  /** "Modeling relationships": one accepted type → that type, several → a union, none → `Entry`. */
  private linkItemType(f: FieldModel, unionName: string): GraphQLOutputType {
    if (f.targets.length === 0) return this.c.Entry;
    if (f.targets.length === 1) return this.objects.get(f.targets[0]!)!;
    return new GraphQLUnionType({
      name: unionName,
      types: () => f.targets.map((id) => this.objects.get(id)!),
      resolveType: (node: EntryNode) => node.type.typeName,
    });
  }

  /** "Schema generation › Rich text": `T{Field} { json links { entries assets resources } }`. */
  private richTextType(f: FieldModel): GraphQLObjectType {
    const list = <T>(type: GraphQLOutputType, resolve: (rich: RichTextNode, ctx: GraphQLContext) => T[]): Resolver<RichTextNode> => ({
      type: new GraphQLNonNull(new GraphQLList(type)),
      resolve: (rich, _a, ctx) => resolve(rich, ctx),
    });
    const { entries, assets } = RICH_TEXT_LINK_NODES;
    const Entries = new GraphQLObjectType<RichTextNode, GraphQLContext>({
      name: `${f.typeBase}Entries`,
      fields: {
        inline: list(this.c.Entry, (r, ctx) => richTextEntries(ctx, r, entries.inline)),
        hyperlink: list(this.c.Entry, (r, ctx) => richTextEntries(ctx, r, entries.hyperlink)),
        block: list(this.c.Entry, (r, ctx) => richTextEntries(ctx, r, entries.block)),
      },
    });
    const Assets = new GraphQLObjectType<RichTextNode, GraphQLContext>({
      name: `${f.typeBase}Assets`,
      fields: {
        hyperlink: list(this.Asset, (r, ctx) => richTextAssets(ctx, r, assets.hyperlink)),
        block: list(this.Asset, (r, ctx) => richTextAssets(ctx, r, assets.block)),
      },
    });
    // Per-field resource link types, as Contentful names them: `{Type}{Field}Resources{Block,Hyperlink,Inline}`.
    const noResources = (kind: string): Resolver<RichTextNode> => ({
      type: new GraphQLNonNull(
        new GraphQLList(
          new GraphQLNonNull(
            new GraphQLObjectType({
              name: `${f.typeBase}Resources${kind}`,
              interfaces: [this.c.ResourceLink],
              fields: { sys: { type: new GraphQLNonNull(this.c.ResourceSys) } },
            }),
          ),
        ),
      ),
      resolve: (): never[] => [],
    });
    const Resources = new GraphQLObjectType<RichTextNode, GraphQLContext>({
      name: `${f.typeBase}Resources`,
      fields: { block: noResources('Block'), hyperlink: noResources('Hyperlink'), inline: noResources('Inline') },
    });
    const Links = new GraphQLObjectType<RichTextNode, GraphQLContext>({
      name: `${f.typeBase}Links`,
      fields: {
        entries: { type: new GraphQLNonNull(Entries), resolve: (r) => r },
        assets: { type: new GraphQLNonNull(Assets), resolve: (r) => r },
        resources: { type: new GraphQLNonNull(Resources), resolve: (r) => r },
      },
    });
    return new GraphQLObjectType<RichTextNode, GraphQLContext>({
      name: f.typeBase,
      fields: {
        json: {
          type: new GraphQLNonNull(this.c.JSON),
          resolve: (r, _a, ctx, info) => {
            const type = this.model.byId.get(ctx.view(r.preview).entries.get(r.entryId)?.sys.contentType?.sys.id ?? '');
            if (type) ctx.sourceMaps?.entryField(info, type, r.entryId, f, r.locale, r.document);
            return r.document;
          },
        },
        links: { type: new GraphQLNonNull(Links), resolve: (r) => r },
      },
    });
  }

  /**
   * `TLinkingCollections`: `entryCollection` plus a collection per content type linking to `T`.
   * Entries' linking collections take an `order` ("order any linkedFrom collection, except
   * entryCollection"); `AssetLinkingCollections` has none, as Contentful generates it.
   */
  private linkingCollections(
    name: string,
    target: string,
    sources: ContentTypeModel[],
    ordered: boolean,
  ): GraphQLObjectType<LinkingNode, GraphQLContext> {
    return new GraphQLObjectType<LinkingNode, GraphQLContext>({
      name,
      fields: () => {
        const fields: GraphQLFieldConfigMap<LinkingNode, GraphQLContext> = {
          entryCollection: {
            type: this.EntryCollection,
            args: collectionArgs({}),
            resolve: (ln, args, ctx) => linkingCollection(ctx, ln, null, args),
          },
        };
        for (const source of sources) {
          fields[source.collectionField] = {
            type: this.collections.get(source.id)!,
            args: collectionArgs(
              ordered ? { order: { type: new GraphQLList(this.orderOf(linkingOrderName(target, source), source)) } } : {},
            ),
            resolve: (ln, args, ctx) => linkingCollection(ctx, ln, source, args),
          };
        }
        return fields;
      },
    });
  }

  // ---- assets --------------------------------------------------------------------------------

  /** "Schema generation › Assets". */
  private assetType(): GraphQLObjectType<AssetNode, GraphQLContext> {
    const localeArg = { locale: { type: GraphQLString } };
    return new GraphQLObjectType<AssetNode, GraphQLContext>({
      name: 'Asset',
      description: 'Represents a binary file in a space. An asset can be any file type.',
      fields: () => ({
        sys: { type: new GraphQLNonNull(this.c.Sys), resolve: (n, _a, ctx) => sysOf(ctx, n.asset.sys, n.locale) },
        contentfulMetadata: {
          type: new GraphQLNonNull(this.c.ContentfulMetadata),
          resolve: (n, _a, ctx) => metadataOf(ctx, n.asset, n.preview),
        },
        title: {
          type: GraphQLString,
          args: localeArg,
          resolve: (n, args, ctx, info) => mappedAssetText(ctx, info, n, 'title', args.locale),
        },
        description: {
          type: GraphQLString,
          args: localeArg,
          resolve: (n, args, ctx, info) => mappedAssetText(ctx, info, n, 'description', args.locale),
        },
        contentType: {
          type: GraphQLString,
          args: localeArg,
          resolve: (n, args, ctx) => assetFile(ctx, n, args.locale)?.contentType ?? null,
        },
        fileName: { type: GraphQLString, args: localeArg, resolve: (n, args, ctx) => assetFile(ctx, n, args.locale)?.fileName ?? null },
        size: { type: GraphQLInt, args: localeArg, resolve: (n, args, ctx) => assetFile(ctx, n, args.locale)?.details?.size ?? null },
        url: {
          type: GraphQLString,
          args: { ...localeArg, transform: { type: this.c.ImageTransformOptions } },
          resolve: (n, args, ctx) => assetUrlValue(ctx, n, args),
        },
        width: {
          type: GraphQLInt,
          args: localeArg,
          resolve: (n, args, ctx) => assetFile(ctx, n, args.locale)?.details?.image?.width ?? null,
        },
        height: {
          type: GraphQLInt,
          args: localeArg,
          resolve: (n, args, ctx) => assetFile(ctx, n, args.locale)?.details?.image?.height ?? null,
        },
        linkedFrom: {
          type: this.linkingCollections('AssetLinkingCollections', 'Asset', this.model.assetLinkSources, false),
          args: { allowedLocales: { type: new GraphQLList(GraphQLString) } },
          resolve: (n, args, ctx) => linkedFrom(ctx, n.asset.sys.id, n, args.allowedLocales),
        },
      }),
    });
  }

  private assetFilter(): GraphQLInputObjectType {
    const self: GraphQLInputObjectType = new GraphQLInputObjectType({
      name: 'AssetFilter',
      fields: () => {
        const fields: GraphQLInputFieldConfigMap = {
          sys: { type: this.c.SysFilter },
          contentfulMetadata: { type: this.c.ContentfulMetadataFilter },
        };
        for (const [name, field] of Object.entries(ASSET_FILTER_FIELDS)) {
          const scalar = field.kind === 'string' ? GraphQLString : GraphQLInt;
          for (const op of assetFilterOps(field.kind)) fields[filterKey(name, op)] = { type: opArgType(op, scalar) };
        }
        fields.OR = { type: new GraphQLList(self) };
        fields.AND = { type: new GraphQLList(self) };
        return fields;
      },
    });
    return self;
  }

  private assetOrder(): GraphQLEnumType {
    return new GraphQLEnumType({
      name: 'AssetOrder',
      values: Object.fromEntries(orderValues([...ASSET_ORDER_FIELDS]).map((v) => [v, { value: v }])),
    });
  }

  // ---- filters and orders --------------------------------------------------------------------

  private entryFilter(): GraphQLInputObjectType {
    const self: GraphQLInputObjectType = new GraphQLInputObjectType({
      name: 'EntryFilter',
      fields: () => ({
        sys: { type: this.c.SysFilter },
        contentfulMetadata: { type: this.c.ContentfulMetadataFilter },
        OR: { type: new GraphQLList(self) },
        AND: { type: new GraphQLList(self) },
      }),
    });
    return self;
  }

  /** `TFilter` ("Filter generation"). */
  private filterOf(t: ContentTypeModel): GraphQLInputObjectType {
    let filter = this.filters.get(t.id);
    if (!filter) {
      filter = this.filterType(t, false);
      this.filters.set(t.id, filter);
    }
    return filter;
  }

  /** `cfTNestedFilter`: the filter of a referenced type, without further nesting ("Link Filtering"). */
  private nestedFilterOf(t: ContentTypeModel): GraphQLInputObjectType {
    let filter = this.nestedFilters.get(t.id);
    if (!filter) {
      filter = this.filterType(t, true);
      this.nestedFilters.set(t.id, filter);
    }
    return filter;
  }

  private filterType(t: ContentTypeModel, nested: boolean): GraphQLInputObjectType {
    const self: GraphQLInputObjectType = new GraphQLInputObjectType({
      name: nested ? t.names.nestedFilter : t.names.filter,
      fields: () => {
        const fields: GraphQLInputFieldConfigMap = {
          sys: { type: this.c.SysFilter },
          contentfulMetadata: { type: this.c.ContentfulMetadataFilter },
        };
        for (const [key, spec] of filterKeys(t, nested)) {
          if (spec.type === 'collectionExists') fields[key] = { type: GraphQLBoolean };
          else if (spec.type === 'nested') fields[key] = { type: this.nestedFilterOf(this.model.byId.get(spec.field.targets[0]!)!) };
          else fields[key] = { type: opArgType(spec.op, this.filterScalar(spec.field.kind)) };
        }
        fields.OR = { type: new GraphQLList(self) };
        fields.AND = { type: new GraphQLList(self) };
        return fields;
      },
    });
    return self;
  }

  private filterScalar(kind: FieldKind): GraphQLInputType {
    switch (kind) {
      case 'Integer':
        return GraphQLInt;
      case 'Number':
        return GraphQLFloat;
      case 'Date':
        return this.c.DateTime;
      case 'Boolean':
        return GraphQLBoolean;
      default:
        return GraphQLString;
    }
  }

  /** An order enum over the orderable fields of `t` (or only `sys`) — "Collection Order". */
  private orderOf(name: string, t: ContentTypeModel | null): GraphQLEnumType {
    let order = this.orders.get(name);
    if (!order) {
      const names = (t?.fields ?? []).filter((f) => ORDERABLE_KINDS.has(f.kind)).map((f) => f.name);
      order = new GraphQLEnumType({ name, values: Object.fromEntries(orderValues(names).map((v) => [v, { value: v }])) });
      this.orders.set(name, order);
    }
    return order;
  }
}

/** An asset's title or description, recorded for Content Source Maps when the query asks for them. */
function mappedAssetText(
  ctx: GraphQLContext,
  info: GraphQLResolveInfo,
  n: AssetNode,
  field: 'title' | 'description',
  localeArg: string | null | undefined,
): unknown {
  const value = assetText(ctx, n, field, localeArg);
  ctx.sourceMaps?.assetField(info, n.asset.sys.id, field, requestedLocale(ctx, localeArg, n.locale), value);
  return value;
}

/** `{ total skip limit items }` of "Collection fields › Return value". */
function collectionType(name: string, item: GraphQLOutputType): GraphQLObjectType {
  return new GraphQLObjectType({
    name,
    fields: {
      total: { type: new GraphQLNonNull(GraphQLInt) },
      skip: { type: new GraphQLNonNull(GraphQLInt) },
      limit: { type: new GraphQLNonNull(GraphQLInt) },
      items: { type: new GraphQLNonNull(new GraphQLList(item)) },
    },
  });
}

/** "Collection fields › Arguments": `skip`, `limit`, `preview`, `locale` (+ `where`, `order`). */
function collectionArgs(extra: GraphQLFieldConfigArgumentMap): GraphQLFieldConfigArgumentMap {
  return {
    skip: { type: GraphQLInt, defaultValue: 0 },
    limit: { type: GraphQLInt, defaultValue: DEFAULT_LIMIT },
    preview: { type: GraphQLBoolean },
    locale: { type: GraphQLString },
    ...extra,
  };
}

/** "Single resource fields › Arguments": `id`, `preview`, `locale`. */
function singleArgs(idType: GraphQLInputType): GraphQLFieldConfigArgumentMap {
  return { id: { type: new GraphQLNonNull(idType) }, preview: { type: GraphQLBoolean }, locale: { type: GraphQLString } };
}

function linkArgs(): GraphQLFieldConfigArgumentMap {
  return { preview: { type: GraphQLBoolean }, locale: { type: GraphQLString } };
}
