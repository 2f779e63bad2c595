import 'server-only';
import { createHash } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, print, visit, type DocumentNode, type FieldNode, type SelectionSetNode } from 'graphql';
import { unstable_cache } from 'next/cache';
import type { QueryFn } from '@insurer/renderer';
import { siteEnv } from './env';
import { sameOriginImages } from './images';
import { log } from './log';

/** The cache tag every published-content read carries; the publish webhook revalidates it. */
export const CONTENT_TAG = 'contentful';

interface GraphQLAnswer<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: { contentful?: { code?: string } } }[];
}

const printed = new WeakMap<object, { query: string; hash: string }>();
const printedForPreview = new WeakMap<object, { query: string; hash: string }>();

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/**
 * `document` with `__typename` selected in every object selection (not on the operation's root):
 * the live-preview SDK recognises GraphQL data by `__typename` and `sys.id` and merges the
 * editor's edits into the objects that carry them (docs/architecture.md#live-preview).
 */
export function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node: SelectionSetNode, _key, parent) {
      if (parent && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
}

/** The printed text and persisted-query hash of `document`; drafts select `__typename` everywhere. */
function source(document: object, preview = false): { query: string; hash: string } {
  const cache = preview ? printedForPreview : printed;
  let found = cache.get(document);
  if (!found) {
    const node = document as DocumentNode;
    const query = print(preview ? withTypenames(node) : node);
    found = { query, hash: createHash('sha256').update(query).digest('hex') };
    cache.set(document, found);
  }
  return found;
}

/**
 * Posts one operation to the GraphQL Content API with automatic persisted queries: first the
 * hash alone, and on `PersistedQueryNotFound` the full text (docs/requirements.md#content-service-calls "Variables and a
 * persisted-query hash with bearer auth; on PersistedQueryNotFound the full query text is
 * resent"; https://www.contentful.com/developers/docs/references/graphql/#/reference/automatic-persisted-queries).
 * An `UNRESOLVABLE_LINK` error beside data is expected (a linked entry is unpublished) and
 * ignored; other errors are logged, and thrown when there is no data.
 * @throws Error on transport failure or when the answer has no data.
 */
export async function executeGraphQL<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  preview: boolean,
): Promise<TData> {
  const env = siteEnv();
  const { query, hash } = source(document, preview);
  const post = async (withQuery: boolean): Promise<GraphQLAnswer<TData>> => {
    const res = await fetch(env.graphqlEndpoint, {
      method: 'POST',
      headers: { Authorization: `Bearer ${preview ? env.previewToken : env.deliveryToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...(withQuery ? { query } : {}),
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
      }),
      cache: 'no-store',
    });
    const text = await res.text();
    try {
      return JSON.parse(text) as GraphQLAnswer<TData>;
    } catch {
      throw new Error(`GraphQL endpoint answered ${res.status} with a non-JSON body`);
    }
  };
  let answer = await post(false);
  if (answer.errors?.some((e) => e.extensions?.contentful?.code === 'PERSISTED_QUERY_NOT_FOUND')) answer = await post(true);
  const serious = (answer.errors ?? []).filter((e) => e.extensions?.contentful?.code !== 'UNRESOLVABLE_LINK');
  if (serious.length) log.error({ operation: operationName(query), errors: serious.map((e) => e.message) }, 'GraphQL errors');
  if (!answer.data) throw new Error(`GraphQL ${operationName(query)} answered no data: ${serious.map((e) => e.message).join('; ')}`);
  return answer.data;
}

function operationName(query: string): string {
  return /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous operation';
}

/**
 * A `QueryFn` for the renderer: published content cached under `CONTENT_TAG` until the publish
 * webhook revalidates it, its image URLs on the site's own origin (`sameOriginImages`,
 * docs/requirements.md#decision-images-from-the-sites-origin); drafts (preview) never cached, and
 * their images left on the Images API host (an unpublished asset's file may be elsewhere).
 */
export function contentQuery(preview: boolean): QueryFn {
  if (preview) return (document, variables) => executeGraphQL(document, variables, true);
  return (document, variables) => {
    const { hash } = source(document);
    const key = ['graphql', siteEnv().graphqlEndpoint, hash, JSON.stringify(variables)];
    const cached = unstable_cache(async () => sameOriginImages(await executeGraphQL(document, variables, false), siteEnv()), key, {
      tags: [CONTENT_TAG],
    });
    return cached();
  };
}
