import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccordionGroupBlockFragment, AccordionItemFieldsFragment } from '@insurer/content-model/types';
import { axeViolations } from '../../test/axe.js';
import { imageEntry, linkEntry } from '../../test/fixtures.js';
import { stubContext } from '../../test/query-stub.js';
import { embeddedEntry, entryHyperlink, paragraph, richDoc } from '../../test/rich-text-nodes.js';
import { Accordion } from './accordion.js';
import { fromAccordion, type AccordionProps } from './from-accordion.js';
import { accordionBlock } from './index.js';

const item = (id: string, title: string, text: string, ...extra: ReturnType<typeof embeddedEntry>[]): AccordionItemFieldsFragment => ({
  sys: { id },
  title,
  subtitle: null,
  accordionDescription: { json: richDoc(paragraph(text), ...extra) },
});

const group = (overrides: Partial<AccordionGroupBlockFragment> = {}): AccordionGroupBlockFragment => ({
  sys: { id: 'faq' },
  title: 'Frequently asked questions',
  subtitle: 'About filing a claim',
  mode: 'Standard',
  expandAll: false,
  activateFirstItem: false,
  padding: 'Large',
  itemsCollection: {
    items: [
      { ...item('q1', 'How do I file a claim?', 'File online or call us.'), subtitle: 'Takes 10 minutes' },
      item('q2', 'How long does it take?', 'Most claims are paid within 10 days.'),
      null,
      item('q3', 'Can someone file for me?', 'Yes, with written permission.'),
    ],
  },
  ...overrides,
});

const props = (overrides: Partial<AccordionGroupBlockFragment> = {}): AccordionProps =>
  fromAccordion(group(overrides), () => ({ assets: {}, entries: {} }));

const trigger = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
/** `trigger`, once the accordion's island (a lazy chunk of its own) has mounted. */
const findTrigger = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}`) });

describe('Accordion', () => {
  it('given a Standard group, when rendered, then the title, subtitle and closed items show as heading buttons controlling hidden regions', async () => {
    const { container } = render(<Accordion {...props()} />);
    const section = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(section.getAttribute('data-mode')).toBe('standard');
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' }).getAttribute('data-contentful-field-id')).toBe(
      'title',
    );
    expect(screen.getByText('About filing a claim').getAttribute('data-contentful-field-id')).toBe('subtitle');
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'How do I file a claim?Takes 10 minutes',
      'How long does it take?',
      'Can someone file for me?',
    ]);
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button.getAttribute('data-state')).toBe('closed');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel?.hidden).toBe(true);
      expect(panel?.getAttribute('aria-labelledby')).toBe(button.id);
      expect(panel?.getAttribute('role')).toBe('region');
    }
    expect(screen.queryAllByRole('region', { name: /\?/ })).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Expand all' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given closed items, when the visitor clicks one and then presses Enter on it, then it opens and closes again', async () => {
    const user = userEvent.setup();
    const { container } = render(<Accordion {...props()} />);
    const button = await findTrigger('How long does it take?');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('data-state')).toBe('open');
    const panel = screen.getByRole('region', { name: 'How long does it take?' });
    expect(within(panel).getByText('Most claims are paid within 10 days.')).toBeTruthy();
    expect([panel.getAttribute('data-state'), panel.getAttribute('data-contentful-entry-id')]).toEqual(['open', 'q2']);
    expect(trigger('How do I file a claim?').getAttribute('aria-expanded')).toBe('false');
    expect(await axeViolations(container)).toEqual([]);

    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'How long does it take?' })).toBeNull();
  });

  it('given activateFirstItem, when rendered, then only the first item is open', async () => {
    const { container } = render(<Accordion {...props({ activateFirstItem: true })} />);
    expect((await screen.findAllByRole('button')).map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false']);
    expect(within(screen.getByRole('region', { name: /^How do I file a claim\?/ })).getByText('File online or call us.')).toBeTruthy();
    expect(screen.getAllByRole('region', { name: /\?/ })).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the expand-all option, when the visitor uses it twice, then every item opens and then every item closes', async () => {
    const user = userEvent.setup();
    const { container } = render(<Accordion {...props({ expandAll: true, activateFirstItem: true })} />);
    const control = await screen.findByRole('button', { name: 'Expand all' });
    const panels = screen.getAllByRole('button', { name: /\?/ }).map((b) => b.getAttribute('aria-controls'));
    expect(control.getAttribute('aria-controls')).toBe(panels.join(' '));
    expect(control.getAttribute('aria-expanded')).toBe('false');

    await user.click(control);
    expect(screen.getAllByRole('button', { name: /\?/ }).map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'true', 'true']);
    expect(control.textContent).toBe('Collapse all');
    expect([control.getAttribute('aria-expanded'), control.getAttribute('data-state')]).toEqual(['true', 'open']);
    expect(await axeViolations(container)).toEqual([]);

    await user.click(control);
    expect(screen.getAllByRole('button', { name: /\?/ }).map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false']);
    expect(control.textContent).toBe('Expand all');
  });

  it('given the expand-all option, when the visitor opens every item one by one, then the control offers "Collapse all"', async () => {
    const user = userEvent.setup();
    render(<Accordion {...props({ expandAll: true })} />);
    for (const name of ['How do I file a claim?', 'How long does it take?', 'Can someone file for me?']) {
      await user.click(await findTrigger(name));
    }
    expect(screen.getByRole('button', { name: 'Collapse all' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('given the Highlight mode and no group title, when rendered, then the group is marked highlight and the items are h2 headings', async () => {
    const { container } = render(<Accordion {...props({ mode: 'Highlight', title: null, subtitle: null })} />);
    expect(container.querySelector('section')?.getAttribute('data-mode')).toBe('highlight');
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([null, 'Fancy'])('given mode %s (empty or unknown), when mapped, then the mode is Standard', (mode) => {
    expect(props({ mode }).mode).toBe('Standard');
  });

  it('given 11 items, when mapped, then the first 10 are kept (docs/requirements.md#content-limits accordion items 10)', () => {
    const items = Array.from({ length: 11 }, (_, i) => item(`i${i}`, `Question ${i}`, `Answer ${i}`));
    expect(props({ itemsCollection: { items } }).items.map((i) => i.id)).toEqual(items.slice(0, 10).map((i) => i.sys.id));
  });

  it('given a group whose items did not resolve, when rendered, then nothing is drawn', () => {
    const { container } = render(<Accordion {...props({ itemsCollection: { items: [null, { ...item('x', '', 'y') }] } })} />);
    expect(container.innerHTML).toBe('');
  });

  it('given ids, when the block loads, then it queries the groups, then the embedded links, videos and images by sys id, and renders them in the items', async () => {
    const withEmbeds = group({
      sys: { id: 'faq' },
      activateFirstItem: true,
      itemsCollection: {
        items: [
          item('q1', 'How do I file a claim?', 'Start here:', embeddedEntry('claim-link'), embeddedEntry('claim-video')),
          item('q2', 'What does it cover?', 'See the chart.', embeddedEntry('chart')),
        ],
      },
    });
    const other = group({
      sys: { id: 'faq-2' },
      itemsCollection: {
        items: [
          {
            ...item('q9', 'Where are you?', 'Find us.'),
            accordionDescription: { json: richDoc(paragraph(entryHyperlink('claim-link', 'Here'))) },
          },
        ],
      },
    });
    const context = stubContext(
      {
        AccordionGroupBlocks: { accordionGroupCollection: { items: [withEmbeds, other] } },
        RichTextEmbeds: {
          entryCollection: {
            items: [
              { __typename: 'Link', ...linkEntry('claim-link', 'File a claim', '/claims') },
              { __typename: 'Video', sys: { id: 'claim-video' }, title: 'Filing a claim', wistiaId: 'claim12345', transcript: null },
              { __typename: 'Image', ...imageEntry('chart') },
            ],
          },
          assetCollection: { items: [] },
        },
      },
      { preview: true },
    );
    const loaded = await accordionBlock.load(['faq', 'faq-2'], context);
    expect(context.calls).toEqual([
      { operation: 'AccordionGroupBlocks', variables: { ids: ['faq', 'faq-2'], preview: true } },
      { operation: 'RichTextEmbeds', variables: { entryIds: ['claim-link', 'claim-video', 'chart'], assetIds: [], preview: true } },
    ]);
    const faq = loaded.get('faq');
    if (!faq) throw new Error('not loaded');
    expect(accordionBlock.padding?.(faq)).toBe('Large');
    expect(Object.keys(faq.items[0]?.description?.links.entries ?? {})).toEqual(['claim-link', 'claim-video']);

    const { container } = render(<Accordion {...faq} />);
    const first = await screen.findByRole('region', { name: 'How do I file a claim?' });
    expect(within(first).getByRole('link', { name: 'File a claim' }).getAttribute('href')).toBe('/claims');
    expect(within(first).getByTitle('Filing a claim').getAttribute('src')).toBe('https://fast.wistia.net/embed/iframe/claim12345');
    await userEvent.setup().click(trigger('What does it cover?'));
    expect(within(screen.getByRole('region', { name: 'What does it cover?' })).getByRole('img', { name: 'Alt of chart' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
