import { createElement } from 'react';
import { TabbedPanelBlocksDocument } from '@insurer/content-model/types';
import { chunks } from '../../shared/chunks.js';
import type { BlockDefinition, LoadedBlock, NestedBlocks } from '../../core/types.js';
import { fromTabbedPanel, sectionRefs, type TabbedPanelProps } from './from-tabbed-panel.js';
import { TabbedPanel } from './tabbed-panel.js';

/** Panels per query (docs/requirements.md#content-limits "tab query limit 5"); more ids take further queries. */
export const TABBED_PANEL_QUERY_LIMIT = 5;

const key = (typename: string, id: string) => `${typename}:${id}`;

/**
 * Tabbed panels: the panels with their tabs and section references (5 per query), then every
 * section of every panel through `nested.loadBlocks` at once (one query per section type, like a
 * page), then the props; the sections render with `nested.Blocks`. Sections with no renderer are
 * skipped with `loadBlocks`' warning. The registry passes `nested` in, so this module never
 * imports the registry that imports it.
 */
export function defineTabbedPanelBlock(nested: NestedBlocks): BlockDefinition<TabbedPanelProps> {
  return {
    Component: (props) => createElement(TabbedPanel, { ...props, Sections: nested.Blocks }),
    inspectorField: 'internalName',
    padding: (props) => props.padding,
    async load(ids, context) {
      const answers = await Promise.all(
        chunks(ids, TABBED_PANEL_QUERY_LIMIT).map((chunk) =>
          context.query(TabbedPanelBlocksDocument, {
            ids: chunk,
            preview: context.preview,
            ...(context.locale ? { locale: context.locale } : {}),
          }),
        ),
      );
      const panels = answers.flatMap((answer) => answer.tabbedPanelCollection?.items ?? []).filter((p) => p !== null);
      const refs = panels.flatMap(sectionRefs);
      const loaded = refs.length ? await nested.loadBlocks(refs, context) : [];
      const byKey = new Map<string, LoadedBlock>(loaded.map((block) => [key(block.typename, block.id), block]));
      return new Map(panels.map((panel) => [panel.sys.id, fromTabbedPanel(panel, (ref) => byKey.get(key(ref.__typename, ref.sys.id)))]));
    },
  };
}
