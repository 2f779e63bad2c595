import { TabbedPanelBlocksDocument } from '@insurer/content-model/types';
import { chunks } from '../../shared/chunks.js';
import type { BlockDefinition, LoadedBlock } from '../../types.js';
import { fromTabbedPanel, sectionRefs, type TabbedPanelProps } from './from-tabbed-panel.js';
import { loadSectionRenderer } from './sections.js';
import { TabbedPanel } from './tabbed-panel.js';

/** Panels per query (seed 001 §9 "tab query limit 5"); more ids take further queries. */
export const TABBED_PANEL_QUERY_LIMIT = 5;

const key = (typename: string, id: string) => `${typename}:${id}`;

/**
 * Tabbed panels: the panels with their tabs and section references (5 per query), then every
 * section of every panel through `loadBlocks` at once (one query per section type, like a
 * page), then the props. Sections with no renderer are skipped with `loadBlocks`' warning.
 */
export const tabbedPanelBlock: BlockDefinition<TabbedPanelProps> = {
  Component: TabbedPanel,
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
    // Imported when called: load-blocks and blocks import the registry, which imports this module.
    const [{ loadBlocks }] = await Promise.all([import('../../load-blocks.js'), loadSectionRenderer()]);
    const loaded = refs.length ? await loadBlocks(refs, context) : [];
    const byKey = new Map<string, LoadedBlock>(loaded.map((block) => [key(block.typename, block.id), block]));
    return new Map(panels.map((panel) => [panel.sys.id, fromTabbedPanel(panel, (ref) => byKey.get(key(ref.__typename, ref.sys.id)))]));
  },
};
