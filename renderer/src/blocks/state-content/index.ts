import { createElement } from 'react';
import { StateContentBlocksDocument } from '@insurer/content-model/types';
import { chunks } from '../../shared/chunks.js';
import type { BlockDefinition, LoadedBlock, NestedBlocks } from '../../core/types.js';
import { fromStateContent, stateContentRefs, type StateContentProps } from './from-state-content.js';
import { StateContent } from './state-content.js';

/** State content entries per query (the query's `limit`). */
export const STATE_CONTENT_QUERY_LIMIT = 10;

const key = (typename: string, id: string) => `${typename}:${id}`;

/**
 * State content dropdowns (docs/requirements.md#state-content): the entries (10 per query), then
 * the linked block of every case through `nested.loadBlocks` at once (one query per block type),
 * then the props. The registry passes `nested` in, so this module never imports the registry.
 */
export function defineStateContentBlock(nested: NestedBlocks): BlockDefinition<StateContentProps> {
  return {
    Component: (props) => createElement(StateContent, { ...props, Blocks: nested.Blocks }),
    inspectorField: 'internalName',
    padding: (props) => props.padding,
    async load(ids, context) {
      const answers = await Promise.all(
        chunks(ids, STATE_CONTENT_QUERY_LIMIT).map((chunk) =>
          context.query(StateContentBlocksDocument, {
            ids: chunk,
            preview: context.preview,
            ...(context.locale ? { locale: context.locale } : {}),
          }),
        ),
      );
      const entries = answers.flatMap((answer) => answer.stateContentDropdownCollection?.items ?? []).filter((e) => e !== null);
      const refs = entries.flatMap(stateContentRefs);
      const loaded = refs.length ? await nested.loadBlocks(refs, context) : [];
      const byKey = new Map<string, LoadedBlock>(loaded.map((block) => [key(block.typename, block.id), block]));
      return new Map(entries.map((entry) => [entry.sys.id, fromStateContent(entry, (ref) => byKey.get(key(ref.__typename, ref.sys.id)))]));
    },
  };
}
