import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StateContentBlockFragment } from '@insurer/content-model/types';
import { Blocks, loadBlocks } from '../../core/registry.js';
import { axeViolations } from '../../test/axe.js';
import { stubContext } from '../../test/query-stub.js';
import { paragraph, richDoc } from '../../test/rich-text-nodes.js';
import { defineStateContentBlock } from './index.js';
import { StateContent, STATE_PLACEHOLDER } from './state-content.js';
import { COMPACT_STATES, GENERAL_STATES, stateCase, stateListsOf, type StateContentCase } from './state-rules.js';

const ALL: ReadonlySet<StateContentCase> = new Set(['default', 'general', 'compact', 'ca', 'ny', 'fl']);

afterEach(() => vi.restoreAllMocks());

describe('stateCase (docs/requirements.md#state-content)', () => {
  it('given every case filled, when a state is chosen, then general, compact and own-content states show their case', () => {
    expect(stateCase('', ALL)).toBe('default');
    for (const state of GENERAL_STATES) expect(stateCase(state, ALL)).toBe('general');
    for (const state of COMPACT_STATES) expect(stateCase(state, ALL)).toBe('compact');
    expect([stateCase('CA', ALL), stateCase('NY', ALL), stateCase('FL', ALL)]).toEqual(['ca', 'ny', 'fl']);
  });

  it('given the lists, then they cover the 50 states and DC exactly once with CA, NY and FL', () => {
    const all = [...GENERAL_STATES, ...COMPACT_STATES, 'CA', 'NY', 'FL'];
    expect(all).toHaveLength(51);
    expect(new Set(all).size).toBe(51);
  });

  it('given compact, CA, NY and FL content missing, when such a state is chosen, then general content shows', () => {
    const generalOnly = new Set<StateContentCase>(['general']);
    expect([
      stateCase('TX', generalOnly),
      stateCase('CA', generalOnly),
      stateCase('NY', generalOnly),
      stateCase('FL', generalOnly),
    ]).toEqual(['general', 'general', 'general', 'general']);
  });

  it('given no general content, when a state falls back to it, then nothing shows; no default content shows nothing before a choice', () => {
    const caOnly = new Set<StateContentCase>(['ca']);
    expect([stateCase('CA', caOnly), stateCase('AZ', caOnly), stateCase('TX', caOnly), stateCase('', caOnly)]).toEqual([
      'ca',
      'none',
      'none',
      'none',
    ]);
  });

  it('given any other value, then nothing shows', () => {
    expect([stateCase('PR', ALL), stateCase('GU', ALL), stateCase('ca', ALL), stateCase('XX', ALL)]).toEqual([
      'none',
      'none',
      'none',
      'none',
    ]);
  });

  it("given an entry's stateMapping, then its lists replace the defaults; a state in neither list shows nothing", () => {
    const lists = stateListsOf({ general: ['TX'], compact: ['AZ'] }, 'sc-1');
    expect([stateCase('TX', ALL, lists), stateCase('AZ', ALL, lists), stateCase('OH', ALL, lists), stateCase('CA', ALL, lists)]).toEqual([
      'general',
      'compact',
      'none',
      'ca',
    ]);
    expect(stateListsOf({ compact: ['AZ'] }, 'sc-1').general).toEqual(GENERAL_STATES);
  });

  it('given an invalid stateMapping, then the default lists apply and a warning names the entry', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(stateListsOf({ general: ['Texas'] }, 'sc-9')).toEqual({ general: GENERAL_STATES, compact: COMPACT_STATES });
    expect(stateListsOf('AZ,TX', 'sc-9')).toEqual({ general: GENERAL_STATES, compact: COMPACT_STATES });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[state-content\] sc-9: stateMapping ignored/);
  });
});

const rich = (id: string, text: string) => ({ sys: { id }, padding: null, body: { json: richDoc(paragraph(text)) } });
const caseRef = (id: string) => ({ __typename: 'RichTextBlock' as const, sys: { id } });

const entry: StateContentBlockFragment = {
  sys: { id: 'sc-1' },
  label: 'Choose your state to see how coverage works where you live',
  padding: 'Medium',
  stateMapping: null,
  defaultContent: caseRef('rt-default'),
  generalContent: caseRef('rt-general'),
  compactContent: caseRef('rt-compact'),
  caContent: caseRef('rt-ca'),
  nyContent: null,
  flContent: caseRef('rt-unpublished'),
};

const answers = {
  StateContentBlocks: { stateContentDropdownCollection: { items: [entry, null] } },
  RichTextBlockBlocks: {
    richTextBlockCollection: {
      items: [
        rich('rt-default', 'Choose your state above.'),
        rich('rt-general', 'Standard policy form LFA-24.'),
        rich('rt-compact', 'Compact policy form LFA-24-IIPRC.'),
        rich('rt-ca', 'California policy form LFA-24-CA.'),
      ],
    },
  },
};

const stateContentBlock = defineStateContentBlock({ loadBlocks, Blocks });

async function loaded() {
  const context = stubContext(answers);
  const props = (await stateContentBlock.load(['sc-1'], context)).get('sc-1');
  if (!props) throw new Error('not loaded');
  return { context, props };
}

describe('StateContent block', () => {
  it('given an entry, when it loads, then it queries the entries, then every case block at once', async () => {
    const { context, props } = await loaded();
    expect(context.calls).toEqual([
      { operation: 'StateContentBlocks', variables: { ids: ['sc-1'], preview: false } },
      {
        operation: 'RichTextBlockBlocks',
        variables: { ids: ['rt-default', 'rt-general', 'rt-compact', 'rt-ca', 'rt-unpublished'], preview: false },
      },
    ]);
    expect(props.panels.map((panel) => panel.case)).toEqual(['default', 'general', 'compact', 'ca']);
    const shows = Object.fromEntries(props.options.map((option) => [option.code, option.shows]));
    // NY has no content and FL's is unpublished: both fall back to general.
    expect([shows.AZ, shows.TX, shows.CA, shows.NY, shows.FL, props.initial]).toEqual([
      'general',
      'compact',
      'ca',
      'general',
      'general',
      'default',
    ]);
  });

  it('given the block, then the HTML holds the label, the placeholder, every state and every filled case, and passes axe', async () => {
    const { props } = await loaded();
    const { container } = render(<StateContent {...props} Blocks={Blocks} />);
    const select = screen.getByRole('combobox', { name: 'Choose your state to see how coverage works where you live' });
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(52);
    expect(options[0]).toHaveProperty('textContent', STATE_PLACEHOLDER);
    expect((options[0] as HTMLOptionElement).selected).toBe(true);
    expect(options.map((o) => (o as HTMLOptionElement).value)).toContain('DC');
    for (const text of [
      'Choose your state above.',
      'Standard policy form LFA-24.',
      'Compact policy form LFA-24-IIPRC.',
      'California policy form LFA-24-CA.',
    ]) {
      expect(container.textContent).toContain(text);
    }
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a visitor choosing a state by keyboard, then the selected option names the case the CSS shows', async () => {
    const { props } = await loaded();
    render(<StateContent {...props} Blocks={Blocks} />);
    const select = screen.getByRole('combobox');
    await userEvent.selectOptions(select, 'New York');
    const chosen = (select as HTMLSelectElement).selectedOptions[0];
    expect([chosen?.value, chosen?.dataset.shows]).toEqual(['NY', 'general']);
  });
});
