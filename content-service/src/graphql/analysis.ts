import {
  getArgumentValues,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { ContentTypeField, Validation } from '../types.js';
import type { SpaceModel } from './content-model.js';
import { RequestFailure } from './errors.js';
import { DEFAULT_LIMIT, MAX_LIMIT } from './resolvers.js';
import type { SchemaBundle } from './schema-cache.js';
import { RICH_TEXT_LINK_NODES } from './values.js';

/**
 * What is checked before a query runs:
 *
 * - "Query complexity limits" (https://www.contentful.com/developers/docs/references/graphql/#/introduction/query-complexity-limits):
 *   complexity is the number of entries and assets a query can return. A collection costs its
 *   `limit` (default 100) times one plus what each item fetches; a single linked entity costs
 *   1; a query over 11000 fails with TOO_COMPLEX_QUERY before anything executes.
 * - Rich text `links` (same reference, "Rich Text"): the property costs the sum of the maximum
 *   numbers of linked entries and assets the field's validations allow; a field allows 1000
 *   linked entities in all, so a field without such limits costs 1000. See
 *   {@link richTextLinkLimits} for how the validations are read and {@link richTextLinksCost}
 *   for what lies under each link.
 * - `limit` at most 1000 and `skip` not negative ("Collection fields › Arguments").
 * - whether any field asks for `preview: true` (only a Content Preview API token may).
 */
export const MAX_COMPLEXITY = 11000;

/**
 * The most entities one rich text field links, all kinds together ("Rich Text": "by default a
 * Rich Text field has a total limit of 1000 linked entities of all supported types"): the cost of
 * a `links` without validations, and the most any `links` counts.
 */
export const RICH_TEXT_LINKS_LIMIT = 1000;

export interface QueryAnalysis {
  cost: number;
  usesPreview: boolean;
}

type FieldDef = GraphQLField<unknown, unknown>;
type LinkGroup = keyof typeof RICH_TEXT_LINK_NODES;

/**
 * How many links of each kind a rich text field allows, keyed `{group}.{kind}` as its `links`
 * field returns them (`entries.block`, `entries.inline`, `entries.hyperlink`, `assets.block`,
 * `assets.hyperlink`, `resources.block`, `resources.inline`, `resources.hyperlink`), read from
 * the field's validations as Contentful's editor writes them:
 *
 * - `nodes: { 'embedded-entry-block': [{ size: { max: 5 } }, …], … }`: the kind's `size.max`
 *   (the smallest, if several rules set one); resource node types carry their rules as
 *   `{ validations: [{ size }], allowedResources }`;
 * - an entry or asset kind without a `size.max` allows up to {@link RICH_TEXT_LINKS_LIMIT},
 *   even when `enabledNodeTypes` leaves its node type out: the reference counts the limits the
 *   validations set, not the enabled node types, and Contentful's own blog starter sets a `size`
 *   on its disabled kinds too (docs/requirements.md#decision-rich-text-link-limits);
 * - a resource kind without `allowedResources` allows none: such a field cannot link resources
 *   of any space, whatever its validations say.
 */
export function richTextLinkLimits(field: Pick<ContentTypeField, 'validations'>): Map<string, number> {
  const validations = field.validations ?? [];
  const nodes = Object.assign({}, ...validations.map((v) => (v.nodes && typeof v.nodes === 'object' ? v.nodes : {}))) as Record<
    string,
    unknown
  >;
  const limits = new Map<string, number>();
  for (const [group, kinds] of Object.entries(RICH_TEXT_LINK_NODES) as [LinkGroup, Record<string, string>][]) {
    for (const [kind, nodeType] of Object.entries(kinds)) {
      const settings = nodes[nodeType];
      const rules: Validation[] = Array.isArray(settings)
        ? settings
        : settings && typeof settings === 'object' && Array.isArray((settings as { validations?: unknown }).validations)
          ? (settings as { validations: Validation[] }).validations
          : [];
      const allowsResources =
        !!settings && typeof settings === 'object' && Array.isArray((settings as { allowedResources?: unknown }).allowedResources);
      const maxima = rules.map((r) => r.size?.max).filter((m): m is number => typeof m === 'number' && m >= 0);
      const disabled = group === 'resources' && !allowsResources;
      limits.set(`${group}.${kind}`, disabled ? 0 : maxima.length ? Math.min(...maxima) : RICH_TEXT_LINKS_LIMIT);
    }
  }
  return limits;
}

/**
 * The cost of one `links` selection of a rich text field: the most entities it can return,
 * each with what is selected of it. `limits` are the field's ({@link richTextLinkLimits});
 * `inner` what one linked entity of each kind fetches (its own single links and collections, by
 * the same rules as anywhere else; 0 when only its fields and `sys` are selected).
 *
 * The reference's rule for `links` gives the entities themselves: the sum of the kinds' limits,
 * at most {@link RICH_TEXT_LINKS_LIMIT}. What lies under each link follows its general rule,
 * "the number of entries and assets a query can return", as a collection's items do: each
 * linked entity may fetch `inner` more, so a kind costs `limit × (1 + inner)`. When the limits
 * add up to more than 1000 the 1000 go to the kinds that fetch the most first, the worst case
 * the field allows. Without nested selections: `min(1000, Σ limits)`.
 */
export function richTextLinksCost(limits: ReadonlyMap<string, number>, inner: ReadonlyMap<string, number>): number {
  const kinds = [...limits].map(([key, max]) => ({ max, each: 1 + (inner.get(key) ?? 0) })).sort((a, b) => b.each - a.each);
  let left = RICH_TEXT_LINKS_LIMIT;
  let total = 0;
  for (const kind of kinds) {
    const count = Math.min(kind.max, left);
    total += count * kind.each;
    left -= count;
  }
  return total;
}

/** The link limits of every rich text type (`T{Field}`) of a model, by type name; computed once per model. */
const linkLimitsByModel = new WeakMap<SpaceModel, Map<string, Map<string, number>>>();

function richTextTypeLimits(model: SpaceModel): Map<string, Map<string, number>> {
  let byType = linkLimitsByModel.get(model);
  if (!byType) {
    byType = new Map();
    for (const type of model.types) {
      for (const f of type.fields) if (f.kind === 'RichText') byType.set(f.typeBase, richTextLinkLimits(f.source));
    }
    linkLimitsByModel.set(model, byType);
  }
  return byType;
}

/**
 * The complexity of `operation` (the number of entries and assets it can return, by the rules
 * above) and whether it asks for preview content, before anything runs.
 * @throws RequestFailure 400 GRAPHQL_VALIDATION_FAILED for a `limit` over 1000 or a negative `skip`.
 * @throws GraphQLError when an argument's value does not coerce.
 */
export function analyzeQuery(
  bundle: SchemaBundle,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): QueryAnalysis {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const schema = bundle.schema;
  const linkLimits = richTextTypeLimits(bundle.model);
  let usesPreview = false;

  const fieldDef = (type: GraphQLCompositeType, name: string): FieldDef | undefined =>
    isObjectType(type) || isInterfaceType(type) ? (type.getFields()[name] as FieldDef | undefined) : undefined;

  const isCollection = (type: GraphQLNamedType): boolean => {
    if (!isObjectType(type)) return false;
    const f = type.getFields();
    return 'items' in f && 'total' in f && 'skip' in f && 'limit' in f;
  };

  const isEntity = (type: GraphQLNamedType): boolean =>
    type.name === 'Asset' ||
    isUnionType(type) ||
    type.name === 'Entry' ||
    type.name === '_Node' ||
    (isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Entry'));

  /** Rich text types (`T{Field}`): those with `json` and `links`. */
  const isRichText = (type: GraphQLCompositeType): boolean => {
    if (!isObjectType(type)) return false;
    const f = type.getFields();
    return 'json' in f && 'links' in f;
  };

  /**
   * Every field selected in `set` on `type`, fragments flattened (each fragment's fields on its
   * type condition): `visit(field, its definition, the type it is selected on, its arguments)`.
   * @throws GraphQLError when an argument's value does not coerce.
   */
  const eachField = (
    set: SelectionSetNode | undefined,
    type: GraphQLCompositeType,
    visit: (node: FieldNode, def: FieldDef, parent: GraphQLCompositeType, args: Record<string, unknown>) => void,
  ): void => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        eachField(selection.selectionSet, condition && isCompositeType(condition) ? condition : type, visit);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        const condition = fragment ? schema.getType(fragment.typeCondition.name.value) : undefined;
        if (fragment && condition && isCompositeType(condition)) eachField(fragment.selectionSet, condition, visit);
      } else {
        const def = fieldDef(type, selection.name.value);
        if (!def) continue;
        const args = getArgumentValues(def, selection, variables);
        if (args.preview === true) usesPreview = true;
        visit(selection, def, type, args);
      }
    }
  };

  /**
   * A rich text `links` selection: what one linked entity of each kind fetches
   * (`links.entries.block { … }` and so on, aliases and repeats added up), priced with the
   * field's link limits.
   */
  const linksCost = (set: SelectionSetNode | undefined, linksType: GraphQLCompositeType, richTextType: string): number => {
    const inner = new Map<string, number>();
    eachField(set, linksType, (groupNode, groupDef) => {
      const groupType = getNamedType(groupDef.type);
      if (!isCompositeType(groupType)) return;
      eachField(groupNode.selectionSet, groupType, (kindNode, kindDef) => {
        const kindType = getNamedType(kindDef.type);
        const key = `${groupDef.name}.${kindDef.name}`;
        inner.set(key, (inner.get(key) ?? 0) + (isCompositeType(kindType) ? cost(kindNode.selectionSet, kindType) : 0));
      });
    });
    return richTextLinksCost(linkLimits.get(richTextType) ?? richTextLinkLimits({}), inner);
  };

  /** The cost of a selection set on `type`. */
  const cost = (set: SelectionSetNode | undefined, type: GraphQLCompositeType): number => {
    let total = 0;
    eachField(set, type, (selection, def, parent, args) => {
      const named = getNamedType(def.type);
      if (def.name === 'links' && isRichText(parent) && isCompositeType(named)) {
        total += linksCost(selection.selectionSet, named, parent.name);
        return;
      }
      const inner = isCompositeType(named) ? cost(selection.selectionSet, named) : 0;
      if ('limit' in args) total += checkedLimit(args.limit, args.skip) * (1 + inner);
      else if (isCollection(parent) && def.name === 'items') total += inner;
      else if (isEntity(named)) total += 1 + inner;
      else total += inner;
    });
    return total;
  };

  const root = schema.getQueryType();
  const total = root ? cost(operation.selectionSet, root) : 0;
  return { cost: total, usesPreview };
}

/** The `limit` of a collection, checked: 0–1000, `skip` not negative. */
function checkedLimit(limit: unknown, skip: unknown): number {
  const value = typeof limit === 'number' ? limit : DEFAULT_LIMIT;
  if (value > MAX_LIMIT || value < 0) {
    throw new RequestFailure(400, {
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: `Query cannot be executed. The maximum allowed value for the 'limit' argument is ${MAX_LIMIT} but it was ${value}.`,
      details: { argument: 'limit', value, maximum: MAX_LIMIT },
    });
  }
  if (typeof skip === 'number' && skip < 0) {
    throw new RequestFailure(400, {
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: `Query cannot be executed. The 'skip' argument must not be negative but it was ${skip}.`,
      details: { argument: 'skip', value: skip },
    });
  }
  return value;
}

/** The TOO_COMPLEX_QUERY failure ("GraphQL Errors", HTTP 400, no data). */
export function tooComplex(cost: number): RequestFailure {
  return new RequestFailure(400, {
    code: 'TOO_COMPLEX_QUERY',
    message: `Query cannot be executed. The maximum allowed complexity for a query is ${MAX_COMPLEXITY} but it was ${cost}. Simplify the query e.g. by setting lower limits for collections.`,
    details: { cost, maximumCost: MAX_COMPLEXITY },
  });
}
