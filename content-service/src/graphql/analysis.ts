import {
  getArgumentValues,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { RequestFailure } from './errors.js';
import { DEFAULT_LIMIT, MAX_LIMIT } from './resolvers.js';
import type { SchemaBundle } from './schema-cache.js';

/**
 * What is checked before a query runs:
 *
 * - "Query complexity limits" (https://www.contentful.com/developers/docs/references/graphql/#/introduction/query-complexity-limits):
 *   complexity is the number of entries and assets a query can return. A collection costs its
 *   `limit` (default 100) times one plus what each item fetches; a single linked entity costs
 *   1; a query over 11000 fails with TOO_COMPLEX_QUERY before anything executes.
 * - Rich text `links`: "The new links property currently has a complexity of 1000, as it can
 *   return up to 1000 entities" (changelog, "Rich Text links resolution in GraphQL Content
 *   API"). The 1000 covers the linked entries and assets themselves, whatever is selected of
 *   them; collections and links selected inside them add their own cost once.
 * - `limit` at most 1000 and `skip` not negative ("Collection fields › Arguments").
 * - whether any field asks for `preview: true` (only a Content Preview API token may).
 */
export const MAX_COMPLEXITY = 11000;

/** The complexity of a rich text field's `links` (changelog, Rich Text links resolution). */
export const RICH_TEXT_LINKS_COMPLEXITY = 1000;

export interface QueryAnalysis {
  cost: number;
  usesPreview: boolean;
}

type FieldDef = GraphQLField<unknown, unknown>;

export function analyzeQuery(
  bundle: SchemaBundle,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): QueryAnalysis {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const schema = bundle.schema;
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
   * The cost of a selection set. `linksLevel` 2: the selection is on a rich text `T{Field}Links`
   * (`entries`, `assets`, `resources`); 1: on its `…Entries`/`…Assets`/`…Resources`, whose
   * entities the flat 1000 already counts; 0: anywhere else.
   */
  const cost = (set: SelectionSetNode | undefined, type: GraphQLCompositeType, linksLevel = 0): number => {
    if (!set) return 0;
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        total += cost(
          selection.selectionSet,
          (condition && isCompositeType(condition) ? condition : type) as GraphQLCompositeType,
          linksLevel,
        );
        continue;
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        const condition = fragment ? schema.getType(fragment.typeCondition.name.value) : undefined;
        if (fragment && condition && isCompositeType(condition)) total += cost(fragment.selectionSet, condition, linksLevel);
        continue;
      }
      const def = fieldDef(type, selection.name.value);
      if (!def) continue;
      const args = getArgumentValues(def, selection, variables);
      if (args.preview === true) usesPreview = true;
      const named = getNamedType(def.type);
      const linksField = linksLevel === 0 && def.name === 'links' && isRichText(type);
      const childLevel = linksField ? 2 : Math.max(0, linksLevel - 1);
      const inner = isCompositeType(named) ? cost(selection.selectionSet, named, childLevel) : 0;
      if ('limit' in args) {
        const limit = checkedLimit(args.limit, args.skip);
        total += limit * (1 + inner);
      } else if (isCollection(type) && def.name === 'items') {
        total += inner;
      } else if (linksField) {
        total += RICH_TEXT_LINKS_COMPLEXITY + inner;
      } else if (isEntity(named) && linksLevel === 0) {
        total += 1 + inner;
      } else {
        total += inner;
      }
    }
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
