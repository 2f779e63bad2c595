import type { TabbedPanelBlockFragment } from '@insurer/content-model/types';
import { TAB_SECTIONS_MAX, TABBED_PANEL_TABS_MAX } from '@insurer/content-model/model';
import type { BlockBaseProps, BlockRef, LoadedBlock, Padding } from '../../core/types.js';
import { paddingOf } from '../../shared/closed-list.js';

export interface TabProps {
  /** The `Tab` entry id. */
  id: string;
  title: string;
  /** The tab's sections, loaded like page blocks; empty shows 'No content available.' (docs/requirements.md#tabbed-panel). */
  sections: LoadedBlock[];
}

export interface TabbedPanelProps extends BlockBaseProps {
  title?: string;
  /** At most 6, in the editor's order; tabs without a title are left out. */
  tabs: TabProps[];
  padding?: Padding;
}

type RawTab = NonNullable<NonNullable<TabbedPanelBlockFragment['tabsCollection']>['items'][number]>;

function tabsOf(raw: TabbedPanelBlockFragment): RawTab[] {
  return (raw.tabsCollection?.items ?? []).filter((tab): tab is RawTab => Boolean(tab?.title?.trim())).slice(0, TABBED_PANEL_TABS_MAX);
}

function sectionsOf(tab: RawTab): BlockRef[] {
  return (tab.sectionsCollection?.items ?? []).filter((s): s is NonNullable<typeof s> => Boolean(s)).slice(0, TAB_SECTIONS_MAX);
}

/** The sections of every tab of a panel, as block references for `loadBlocks`. */
export function sectionRefs(raw: TabbedPanelBlockFragment): BlockRef[] {
  return tabsOf(raw).flatMap(sectionsOf);
}

/**
 * Props of a `TabbedPanel` entry; `section` answers the loaded block of a section reference, or
 * undefined when it has no renderer or could not be loaded (it is left out).
 */
export function fromTabbedPanel(raw: TabbedPanelBlockFragment, section: (ref: BlockRef) => LoadedBlock | undefined): TabbedPanelProps {
  return {
    id: raw.sys.id,
    ...(raw.title?.trim() ? { title: raw.title.trim() } : {}),
    tabs: tabsOf(raw).map((tab) => ({
      id: tab.sys.id,
      title: tab.title?.trim() ?? '',
      sections: sectionsOf(tab)
        .map(section)
        .filter((block): block is LoadedBlock => Boolean(block)),
    })),
    ...paddingOf(raw.padding),
  };
}
