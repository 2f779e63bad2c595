import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';
import { RichTextEmbedsDocument } from '@insurer/content-model/types';
import type { LoadContext } from '../core/query.js';
import { chunks } from '../shared/chunks.js';
import type { BlockQueryVariables } from '../core/define-block.js';
import type { BlockBaseProps, BlockDefinition, Padding } from '../core/types.js';
import { fromRichTextLinks } from './from-links.js';
import { loadContextOf, mergeLinks } from '../live/live-source.js';
import { isDocument, type RichTextLinks } from './rich-text.js';

const ENTRY_NODES: ReadonlySet<string> = new Set([BLOCKS.EMBEDDED_ENTRY, INLINES.EMBEDDED_ENTRY, INLINES.ENTRY_HYPERLINK]);
const ASSET_NODES: ReadonlySet<string> = new Set([BLOCKS.EMBEDDED_ASSET, INLINES.ASSET_HYPERLINK]);

/** Collection limit of the embeds query; more ids are fetched in further queries of this size. */
export const EMBEDS_QUERY_LIMIT = 100;

/** The sys ids rich-text documents link to, in document order, each once. */
export interface EmbeddedIds {
  /** Embedded block and inline entries and entry hyperlinks. */
  entryIds: string[];
  /** Embedded assets and asset hyperlinks. */
  assetIds: string[];
}

/** The entries and assets `documents` embed or hyperlink (Contentful rich-text `data.target.sys.id`). */
export function embeddedIds(documents: readonly Document[]): EmbeddedIds {
  const entries = new Set<string>();
  const assets = new Set<string>();
  const visit = (node: { nodeType: string; data?: { target?: { sys?: { id?: unknown } } }; content?: unknown[] }): void => {
    const id = node.data?.target?.sys?.id;
    if (typeof id === 'string') {
      if (ENTRY_NODES.has(node.nodeType)) entries.add(id);
      if (ASSET_NODES.has(node.nodeType)) assets.add(id);
    }
    for (const child of node.content ?? []) visit(child as Parameters<typeof visit>[0]);
  };
  for (const document of documents) visit(document);
  return { entryIds: [...entries], assetIds: [...assets] };
}

/**
 * Resolves what `documents` embed with `entryCollection(where: { sys: { id_in: $entryIds } })`
 * and `assetCollection` by id (docs/requirements.md#content-service-calls "entryCollection by a list of sys ids (embedded
 * entries in accordions); items are links, videos or images"): one `RichTextEmbeds` query per
 * 100 entry and 100 asset ids (so normally one), none when nothing is embedded. Querying the
 * ids instead of each field's `links` keeps block queries far below the complexity limit
 * (`links` costs up to 1000 entities per rich-text field).
 *
 * Answers a function giving each document the links it uses (its props carry only those).
 * @throws whatever `context.query` throws.
 */
export async function loadEmbeds(documents: readonly Document[], context: LoadContext): Promise<(document: Document) => RichTextLinks> {
  const { entryIds, assetIds } = embeddedIds(documents);
  const entryChunks = chunks(entryIds, EMBEDS_QUERY_LIMIT);
  const assetChunks = chunks(assetIds, EMBEDS_QUERY_LIMIT);
  const answers = await Promise.all(
    Array.from({ length: Math.max(entryChunks.length, assetChunks.length) }, (_, i) =>
      context.query(RichTextEmbedsDocument, {
        entryIds: entryChunks[i] ?? [],
        assetIds: assetChunks[i] ?? [],
        preview: context.preview,
        ...(context.locale ? { locale: context.locale } : {}),
      }),
    ),
  );
  const all = fromRichTextLinks({
    entries: { block: answers.flatMap((a) => a.entryCollection?.items ?? []) },
    assets: { block: answers.flatMap((a) => a.assetCollection?.items ?? []) },
  });
  return (document) => {
    const used = embeddedIds([document]);
    const links: RichTextLinks = { assets: {}, entries: {} };
    for (const id of used.entryIds) if (all.entries[id]) links.entries[id] = all.entries[id];
    for (const id of used.assetIds) if (all.assets[id]) links.assets[id] = all.assets[id];
    return links;
  };
}

interface EmbeddingBlockOptions<TData, TItem extends { sys: { id: string } }, P extends BlockBaseProps> {
  /** The block's collection query by sys ids (its `.graphql` file, typed by codegen). */
  document: TypedDocumentNode<TData, BlockQueryVariables>;
  items(data: TData): readonly (TItem | null | undefined)[];
  /** The rich-text `json` values of one item (non-documents are ignored). */
  documents(item: TItem): readonly unknown[];
  /** Maps one raw item to props; `links` gives each of its documents what it embeds. */
  from(item: TItem, links: (document: Document) => RichTextLinks, context: LoadContext): P;
  Component: BlockDefinition<P>['Component'];
  inspectorField: string;
  padding?(props: P): Padding | undefined;
}

/**
 * Like `defineQueryBlock`, for blocks with rich text that embeds entries or assets: one
 * collection query by sys ids, then one `loadEmbeds` for every document of the answer, then
 * `from` per item.
 */
export function defineEmbeddingBlock<TData, TItem extends { sys: { id: string } }, P extends BlockBaseProps>(
  options: EmbeddingBlockOptions<TData, TItem, P>,
): BlockDefinition<P> {
  return {
    Component: options.Component,
    inspectorField: options.inspectorField,
    ...(options.padding ? { padding: options.padding } : {}),
    // The SDK hands back the item it was given, with the editor's edits merged in; the links are
    // the ones resolved when it was loaded (an embed added while typing shows after a save).
    live: { from: (raw, source) => options.from(raw as TItem, () => source.links, loadContextOf(source)) },
    async load(ids, context) {
      const data = await context.query(options.document, {
        ids,
        preview: context.preview,
        ...(context.locale ? { locale: context.locale } : {}),
      });
      const items = options.items(data).filter((item): item is TItem => Boolean(item));
      const links = await loadEmbeds(
        items.flatMap((item) => options.documents(item).filter(isDocument)),
        context,
      );
      for (const item of items) {
        const documents = options.documents(item).filter(isDocument);
        context.liveSources?.set(item.sys.id, { raw: item, links: mergeLinks(documents.map(links)) });
      }
      return new Map(items.map((item) => [item.sys.id, options.from(item, links, context)]));
    },
  };
}
