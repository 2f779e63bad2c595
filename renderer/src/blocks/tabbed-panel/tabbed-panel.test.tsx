import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TabbedPanelBlockFragment } from '@insurer/content-model/types';
import { axeViolations } from '../../test/axe.js';
import { stubContext } from '../../test/query-stub.js';
import type { LoadedBlock } from '../../core/types.js';
import { fromTabbedPanel } from './from-tabbed-panel.js';
import { Blocks, loadBlocks } from '../../core/registry.js';
import { defineTabbedPanelBlock } from './index.js';
import { TabbedPanel } from './tabbed-panel.js';

type RawTab = NonNullable<NonNullable<TabbedPanelBlockFragment['tabsCollection']>['items'][number]>;
type RawSection = NonNullable<NonNullable<RawTab['sectionsCollection']>['items'][number]>;

const tab = (id: string, title: string, sections: RawSection[]): RawTab => ({
  sys: { id },
  title,
  sectionsCollection: { items: sections },
});

const panel = (id: string, tabs: (RawTab | null)[]): TabbedPanelBlockFragment => ({
  sys: { id },
  title: 'Compare coverage',
  padding: 'Medium',
  tabsCollection: { items: tabs },
});

const raw = panel('tabs-1', [
  tab('t-life', 'Life', [
    { __typename: 'Tagline', sys: { id: 'tag-life' } },
    { __typename: 'AlertBox', sys: { id: 'alert-life' } },
  ]),
  tab('t-dental', 'Dental', [{ __typename: 'Tagline', sys: { id: 'tag-dental' } }]),
  tab('t-vision', 'Vision', []),
  // A content type newer than this build of the site: it has no renderer yet.
  tab('t-form', 'Apply', [{ __typename: 'NewerBlock', sys: { id: 'newer-1' } } as unknown as RawSection]),
]);

const answers = {
  TabbedPanelBlocks: { tabbedPanelCollection: { items: [raw, null] } },
  TaglineBlocks: {
    taglineCollection: {
      items: [
        { sys: { id: 'tag-life' }, text: 'Life cover from $15 a month.', padding: null },
        { sys: { id: 'tag-dental' }, text: 'Dental plans for every smile.', padding: 'None' },
      ],
    },
  },
  AlertBoxBlocks: {
    alertBoxCollection: {
      items: [{ sys: { id: 'alert-life' }, type: 'warning', title: 'Rates change in May', message: null, padding: null }],
    },
  },
};

async function loadPanel() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const context = stubContext(answers, { preview: true });
  const props = (await tabbedPanelBlock.load(['tabs-1'], context)).get('tabs-1');
  if (!props) throw new Error('not loaded');
  return { context, props, warn };
}

const tabbedPanelBlock = defineTabbedPanelBlock({ loadBlocks, Blocks });

afterEach(() => vi.restoreAllMocks());

// Drafts render each block inside the live preview, whose chunk holds every block, forms
// included; the forms' lazy chunks are loaded up front so none arrives after the test ends.
beforeAll(async () => {
  await Promise.all([
    import('../../live/live-block.js'),
    import('../../forms/generic/generic-form.js'),
    import('../../forms/bespoke/bespoke-form.js'),
  ]);
});

describe('TabbedPanel', () => {
  it('given ids, when the block loads, then it queries the panels, then each section type once like a page, skipping types with no renderer', async () => {
    const { context, props, warn } = await loadPanel();
    expect(context.calls).toEqual([
      { operation: 'TabbedPanelBlocks', variables: { ids: ['tabs-1'], preview: true } },
      { operation: 'TaglineBlocks', variables: { ids: ['tag-life', 'tag-dental'], preview: true } },
      { operation: 'AlertBoxBlocks', variables: { ids: ['alert-life'], preview: true } },
    ]);
    expect(warn).toHaveBeenCalledWith('[renderer] no renderer for block type NewerBlock (entry newer-1); skipped');
    expect(props.tabs.map((t) => [t.title, t.sections.map((s) => `${s.typename}:${s.id}`)])).toEqual([
      ['Life', ['Tagline:tag-life', 'AlertBox:alert-life']],
      ['Dental', ['Tagline:tag-dental']],
      ['Vision', []],
      ['Apply', []],
    ]);
    expect(tabbedPanelBlock.padding?.(props)).toBe('Medium');
  });

  it('given 7 panel ids, when the block loads, then the panels are queried 5 per query (docs/requirements.md#content-limits "tab query limit 5")', async () => {
    const context = stubContext({ TabbedPanelBlocks: { tabbedPanelCollection: { items: [] } } });
    const ids = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'];
    await tabbedPanelBlock.load(ids, context);
    expect(context.calls.map((c) => c.variables.ids)).toEqual([ids.slice(0, 5), ids.slice(5)]);
  });

  it('given a loaded panel, when rendered, then the first tab is selected and its sections show; a tab with no sections says so', async () => {
    const { props } = await loadPanel();
    const { container } = render(<TabbedPanel {...props} Sections={Blocks} />);
    const tablist = await screen.findByRole('tablist', { name: 'Compare coverage' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(
      tabs.map((t) => [t.textContent, t.getAttribute('aria-selected'), t.getAttribute('tabindex'), t.getAttribute('data-state')]),
    ).toEqual([
      ['Life', 'true', '0', 'active'],
      ['Dental', 'false', '-1', 'inactive'],
      ['Vision', 'false', '-1', 'inactive'],
      ['Apply', 'false', '-1', 'inactive'],
    ]);
    const panel = await screen.findByRole('tabpanel', { name: 'Life' });
    expect(panel.id).toBe(tabs[0]?.getAttribute('aria-controls'));
    expect(await within(panel).findByText('Life cover from $15 a month.')).toBeTruthy();
    expect(within(panel).getByRole('alert').textContent).toBe('Warning: Rates change in May');
    expect(panel.querySelector('[data-block="Tagline"]')?.getAttribute('data-parent-field-id')).toBe('sections');
    expect([panel.getAttribute('data-contentful-entry-id'), panel.getAttribute('data-contentful-field-id')]).toEqual([
      't-life',
      'sections',
    ]);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.setup().click(tabs[2] as HTMLElement);
    expect(within(screen.getByRole('tabpanel', { name: 'Vision' })).getByText('No content available.')).toBeTruthy();
    expect(tabs[2]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tabpanel', { name: 'Life' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the tab list has focus, when the visitor uses the arrow, Home and End keys, then focus and selection move together and wrap', async () => {
    const user = userEvent.setup();
    const { props } = await loadPanel();
    render(<TabbedPanel {...props} Sections={Blocks} />);
    const tabs = await screen.findAllByRole('tab');
    const selected = () => [document.activeElement?.textContent, screen.getByRole('tab', { selected: true }).textContent];
    await user.tab();
    expect(selected()).toEqual(['Life', 'Life']);
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['Dental', 'Dental']);
    expect(await within(screen.getByRole('tabpanel', { name: 'Dental' })).findByText('Dental plans for every smile.')).toBeTruthy();
    await user.keyboard('{End}');
    expect(selected()).toEqual(['Apply', 'Apply']);
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['Life', 'Life']);
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toEqual(['Apply', 'Apply']);
    await user.keyboard('{Home}');
    expect(selected()).toEqual(['Life', 'Life']);
    expect(tabs.filter((t) => t.getAttribute('tabindex') === '0')).toHaveLength(1);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Life' }));
  });

  it('given more than 6 tabs of more than 8 sections, when mapped, then 6 tabs of 8 sections are kept (docs/requirements.md#tabbed-panel)', () => {
    const sections = Array.from({ length: 9 }, (_, i) => ({ __typename: 'Tagline' as const, sys: { id: `s${i}` } }));
    const tabs = Array.from({ length: 7 }, (_, i) => tab(`t${i}`, `Tab ${i}`, sections));
    const seen: string[] = [];
    const props = fromTabbedPanel(panel('big', tabs), (ref): LoadedBlock => {
      seen.push(ref.sys.id);
      return { typename: 'Tagline', id: ref.sys.id, props: { id: ref.sys.id } };
    });
    expect(props.tabs.map((t) => t.title)).toEqual(['Tab 0', 'Tab 1', 'Tab 2', 'Tab 3', 'Tab 4', 'Tab 5']);
    expect(props.tabs.every((t) => t.sections.length === 8)).toBe(true);
    expect(seen).not.toContain('s8');
  });

  it('given props loaded in another process, when rendered before any load here, then the sections still show', async () => {
    vi.resetModules();
    const fresh = await import('../../core/registry.js');
    const props = fromTabbedPanel(panel('p', [tab('t', 'Only', [{ __typename: 'Tagline', sys: { id: 'x' } }])]), (ref) => ({
      typename: 'Tagline',
      id: ref.sys.id,
      props: { id: ref.sys.id, text: 'Rendered without a load.' } as LoadedBlock['props'],
    }));
    await act(async () => {
      render(<>{fresh.blockRegistry.TabbedPanel.render(props)}</>);
    });
    expect((await screen.findByText('Rendered without a load.')).tagName).toBe('P');
  });

  it('given a panel whose tabs did not resolve, when rendered, then nothing is drawn', () => {
    const { container } = render(<TabbedPanel {...fromTabbedPanel(panel('empty', [null]), () => undefined)} Sections={Blocks} />);
    expect(container.innerHTML).toBe('');
  });
});
