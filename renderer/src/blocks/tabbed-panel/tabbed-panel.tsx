import type { ComponentType } from 'react';
import type { BlocksProps } from '../../core/types.js';
import { inspect, inspectorEnabled } from '../../inspector.js';
import type { TabbedPanelProps } from './from-tabbed-panel.js';
import { LazyTabsIsland } from '../small-islands.js';

/** Text of a tab with no sections (docs/requirements.md#tabbed-panel "A tab with no sections shows 'No content available.'"). */
export const NO_CONTENT = 'No content available.';

/**
 * Content in up to 6 tabs (docs/requirements.md#tabbed-panel). The sections render on the server like page blocks,
 * with `Sections` (the registry's `Blocks`, passed in); only tab switching is a client island.
 */
export function TabbedPanel({ id, title, tabs, Sections }: TabbedPanelProps & { Sections: ComponentType<BlocksProps> }) {
  if (!tabs.length) return null;
  const headingId = `tabbed-panel-${id}`;
  return (
    <section className="tabbed-panel" aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 id={headingId} className="tabbed-panel__title" {...inspect(id, 'title')}>
          {title}
        </h2>
      ) : null}
      <LazyTabsIsland
        inspector={inspectorEnabled()}
        {...(title ? { labelledBy: headingId } : {})}
        tabs={tabs.map((tab) => ({
          id: tab.id,
          title: tab.title,
          content: tab.sections.length ? (
            <Sections blocks={tab.sections} fieldId="sections" />
          ) : (
            <p className="tabbed-panel__empty">{NO_CONTENT}</p>
          ),
        }))}
      />
    </section>
  );
}
