import {
  DEFAULT_DEPRECATION_REASON,
  DirectiveLocation,
  GraphQLBoolean,
  GraphQLDirective,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  GraphQLSpecifiedByDirective,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
} from 'graphql';
import type { EntryNode } from './context.js';
import { type FilterOp, filterKey, SYS_FILTER_FIELDS } from './filters.js';
import { CONTENT_SOURCE_MAPS_DIRECTIVE } from './source-maps.js';
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
export const ContentSourceMapsDirective = new GraphQLDirective({
  name: CONTENT_SOURCE_MAPS_DIRECTIVE,
  locations: [DirectiveLocation.QUERY],
});

/**
 * `@deprecated` with the four locations of the GraphQL specification (October 2021). graphql-js
 * 16.15's own adds `DIRECTIVE_DEFINITION`, a `__DirectiveLocation` value older clients (graphql
 * 16.14 and earlier, codegen tools built on them) cannot read back from introspection.
 */
const ClassicDeprecatedDirective = new GraphQLDirective({
  name: 'deprecated',
  description: 'Marks an element of a GraphQL schema as no longer supported.',
  locations: [
    DirectiveLocation.FIELD_DEFINITION,
    DirectiveLocation.ARGUMENT_DEFINITION,
    DirectiveLocation.INPUT_FIELD_DEFINITION,
    DirectiveLocation.ENUM_VALUE,
  ],
  args: { reason: { type: GraphQLString, defaultValue: DEFAULT_DEPRECATION_REASON } },
});

/**
 * The directives the schema declares, as Contentful's introspection lists them: `@include`,
 * `@skip`, `@deprecated` and `@specifiedBy` in their classic locations, and
 * `@contentSourceMaps`. Declared explicitly so the set does not follow the graphql-js release
 * (16.15 adds `@oneOf` and `@deprecated` on directive definitions, which Contentful does not).
 */
export const CONTENTFUL_DIRECTIVES: readonly GraphQLDirective[] = [
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  ClassicDeprecatedDirective,
  GraphQLSpecifiedByDirective,
  ContentSourceMapsDirective,
];

/** The GraphQL input type of a filter operator's argument over values of type `scalar`. */
export function opArgType(op: FilterOp, scalar: GraphQLInputType): GraphQLInputType {
  if (op === 'exists') return GraphQLBoolean;
  if (op === 'in' || op === 'not_in' || op === 'contains_all' || op === 'contains_some' || op === 'contains_none')
    return new GraphQLList(scalar);
  if (op === 'contains' || op === 'not_contains') return GraphQLString;
  if (op === 'within_circle') return CircleScalar;
  if (op === 'within_rectangle') return RectangleScalar;
  return scalar;
}

const STRING_FILTER_OPS: FilterOp[] = ['exists', '', 'not', 'in', 'not_in', 'contains', 'not_contains'];
const ORDERED_FILTER_OPS: FilterOp[] = ['exists', '', 'not', 'in', 'not_in', 'gt', 'gte', 'lt', 'lte'];

export function createCommonTypes(): CommonTypes {
  const resolveEntryType = (node: EntryNode): string => node.type.typeName;

  const Sys = new GraphQLObjectType({
    name: 'Sys',
    fields: {
      id: { type: new GraphQLNonNull(GraphQLString) },
      spaceId: { type: new GraphQLNonNull(GraphQLString) },
      environmentId: { type: new GraphQLNonNull(GraphQLString) },
      publishedAt: { type: DateTimeScalar },
      firstPublishedAt: { type: DateTimeScalar },
      publishedVersion: { type: GraphQLInt },
      locale: { type: GraphQLString },
    },
  });

  const ContentfulTag = new GraphQLObjectType({
    name: 'ContentfulTag',
    description: 'Represents a tag entity for finding and organizing content easily.',
    fields: { id: { type: GraphQLString }, name: { type: GraphQLString } },
  });

  const TaxonomyConcept = new GraphQLObjectType({
    name: 'TaxonomyConcept',
    description: 'Represents a taxonomy concept entity for finding and organizing content easily.',
    fields: { id: { type: GraphQLString } },
  });

  const ContentfulMetadata = new GraphQLObjectType({
    name: 'ContentfulMetadata',
    fields: {
      tags: { type: new GraphQLNonNull(new GraphQLList(ContentfulTag)) },
      concepts: { type: new GraphQLNonNull(new GraphQLList(TaxonomyConcept)) },
    },
  });

  const Location = new GraphQLObjectType({
    name: 'Location',
    fields: { lat: { type: GraphQLFloat }, lon: { type: GraphQLFloat } },
  });

  const Entry = new GraphQLInterfaceType({
    name: 'Entry',
    fields: {
      sys: { type: new GraphQLNonNull(Sys) },
      contentfulMetadata: { type: new GraphQLNonNull(ContentfulMetadata) },
    },
    resolveType: resolveEntryType,
  });

  const Node = new GraphQLInterfaceType({
    name: '_Node',
    fields: { _id: { type: new GraphQLNonNull(GraphQLID) } },
    resolveType: resolveEntryType,
  });

  const ResourceSys = new GraphQLObjectType({
    name: 'ResourceSys',
    fields: { linkType: { type: new GraphQLNonNull(GraphQLString) }, urn: { type: new GraphQLNonNull(GraphQLString) } },
  });
  const ResourceLink = new GraphQLInterfaceType({
    name: 'ResourceLink',
    fields: { sys: { type: new GraphQLNonNull(ResourceSys) } },
  });

  const ImageResizeStrategy = new GraphQLEnumType({
    name: 'ImageResizeStrategy',
    values: {
      FIT: { description: 'Resizes the image to fit into the specified dimensions.' },
      PAD: {
        description:
          'Resizes the image to the specified dimensions, padding the image if needed. Uses desired background color as padding color.',
      },
      FILL: { description: 'Resizes the image to the specified dimensions, cropping the image if needed.' },
      SCALE: { description: 'Resizes the image to the specified dimensions, changing the original aspect ratio if needed.' },
      CROP: { description: 'Crops a part of the original image to fit into the specified dimensions.' },
      THUMB: { description: 'Creates a thumbnail from the image.' },
    },
  });
  const ImageResizeFocus = new GraphQLEnumType({
    name: 'ImageResizeFocus',
    values: Object.fromEntries(
      ['CENTER', 'TOP', 'TOP_RIGHT', 'RIGHT', 'BOTTOM_RIGHT', 'BOTTOM', 'BOTTOM_LEFT', 'LEFT', 'TOP_LEFT', 'FACE', 'FACES'].map((v) => [
        v,
        {},
      ]),
    ),
  });
  const ImageFormat = new GraphQLEnumType({
    name: 'ImageFormat',
    values: {
      JPG: { description: 'JPG image format.' },
      JPG_PROGRESSIVE: { description: 'Progressive JPG format stores multiple passes of an image in progressively higher detail.' },
      PNG: { description: 'PNG image format' },
      PNG8: { description: '8-bit PNG images support up to 256 colors and weigh less than the standard 24-bit PNG equivalent.' },
      WEBP: { description: 'WebP image format.' },
      AVIF: { description: 'AVIF image format.' },
    },
  });
  const ImageTransformOptions = new GraphQLInputObjectType({
    name: 'ImageTransformOptions',
    fields: {
      width: { type: DimensionScalar, description: 'Desired width in pixels. Defaults to the original image width.' },
      height: { type: DimensionScalar, description: 'Desired height in pixels. Defaults to the original image height.' },
      quality: { type: QualityScalar, description: 'Desired quality of the image in percents.' },
      cornerRadius: { type: GraphQLInt, description: 'Desired corner radius in pixels.' },
      resizeStrategy: { type: ImageResizeStrategy, description: 'Desired resize strategy. Defaults to `FIT`.' },
      resizeFocus: { type: ImageResizeFocus, description: 'Desired resize focus area. Defaults to `CENTER`.' },
      backgroundColor: { type: HexColorScalar, description: 'Desired background color, used with corner radius or `PAD` resize strategy.' },
      format: { type: ImageFormat, description: 'Desired image format. Defaults to the original image format.' },
    },
  });

  const sysFilterFields: GraphQLInputFieldConfigMap = {};
  for (const [name, kind] of Object.entries(SYS_FILTER_FIELDS)) {
    const scalar = kind === 'string' ? GraphQLString : kind === 'date' ? DateTimeScalar : GraphQLFloat;
    for (const op of kind === 'string' ? STRING_FILTER_OPS : ORDERED_FILTER_OPS)
      sysFilterFields[filterKey(name, op)] = { type: opArgType(op, scalar) };
  }
  const SysFilter = new GraphQLInputObjectType({ name: 'SysFilter', fields: sysFilterFields });

  const idListFilter = (name: string): GraphQLInputObjectType =>
    new GraphQLInputObjectType({
      name,
      fields: {
        id_contains_all: { type: new GraphQLList(GraphQLString) },
        id_contains_some: { type: new GraphQLList(GraphQLString) },
        id_contains_none: { type: new GraphQLList(GraphQLString) },
      },
    });
  const ContentfulMetadataFilter = new GraphQLInputObjectType({
    name: 'ContentfulMetadataFilter',
    fields: {
      tags_exists: { type: GraphQLBoolean },
      tags: { type: idListFilter('ContentfulMetadataTagsFilter') },
      concepts_exists: { type: GraphQLBoolean },
      concepts: { type: idListFilter('ContentfulMetadataConceptsFilter') },
    },
  });

  return {
    DateTime: DateTimeScalar,
    JSON: JSONScalar,
    Dimension: DimensionScalar,
    Quality: QualityScalar,
    HexColor: HexColorScalar,
    Circle: CircleScalar,
    Rectangle: RectangleScalar,
    Sys,
    ContentfulTag,
    TaxonomyConcept,
    ContentfulMetadata,
    Location,
    Entry,
    Node,
    ResourceLink,
    ResourceSys,
    ImageTransformOptions,
    SysFilter,
    ContentfulMetadataFilter,
  };
}
