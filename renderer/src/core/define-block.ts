import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ComponentType } from 'react';
import { loadContextOf } from '../live/live-source.js';
import type { LoadContext } from './query.js';
import type { BlockBaseProps, BlockDefinition, Padding } from './types.js';

/** Variables of every block collection query: `{type}Collection(where: { sys: { id_in: $ids } }, …)`. */
export interface BlockQueryVariables extends Record<string, unknown> {
  ids: string[];
  preview: boolean;
  locale?: string | null;
}

interface QueryBlockOptions<TData, TItem extends { sys: { id: string } }, P extends BlockBaseProps> {
  /** The block's collection query (its `.graphql` file, typed by codegen). */
  document: TypedDocumentNode<TData, BlockQueryVariables>;
  /** The collection items of the answer. */
  items(data: TData): readonly (TItem | null | undefined)[];
  /** Maps one raw item to the component's props (the block's `from…` function). */
  from(item: TItem, context: LoadContext): P | Promise<P>;
  Component: ComponentType<P>;
  inspectorField: string;
  padding?(props: P): Padding | undefined;
  /**
   * `false`: the live preview keeps the block's server render until the save (no `live.from`), for
   * a block whose content an editor sees elsewhere (the tools, previewed in their field apps).
   */
  live?: false;
}

/**
 * A block definition for the common case: one collection query by sys ids, then `from` per item.
 */
export function defineQueryBlock<TData, TItem extends { sys: { id: string } }, P extends BlockBaseProps>(
  options: QueryBlockOptions<TData, TItem, P>,
): BlockDefinition<P> {
  return {
    Component: options.Component,
    inspectorField: options.inspectorField,
    ...(options.padding ? { padding: options.padding } : {}),
    // The SDK hands back the item it was given, with the editor's edits merged in.
    ...(options.live === false ? {} : { live: { from: (raw, source) => options.from(raw as TItem, loadContextOf(source)) } }),
    async load(ids, context) {
      const data = await context.query(options.document, {
        ids,
        preview: context.preview,
        ...(context.locale ? { locale: context.locale } : {}),
      });
      const result = new Map<string, P>();
      for (const item of options.items(data)) {
        if (!item) continue;
        result.set(item.sys.id, await options.from(item, context));
        context.liveSources?.set(item.sys.id, { raw: item, links: { entries: {}, assets: {} } });
      }
      return result;
    },
  };
}
