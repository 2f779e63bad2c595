import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MediaGridBlockFragment } from '@insurer/content-model/types';
import { axeViolations } from '../../test/axe.js';
import { imageEntry, loadContext } from '../../test/fixtures.js';
import { fromMediaGrid } from './from-media-grid.js';
import { mediaGridBlock } from './index.js';
import { MediaGrid } from './media-grid.js';

const video = {
  __typename: 'Video' as const,
  sys: { id: 'clip' },
  title: 'Our volunteers',
  wistiaId: 'volun12345',
  transcript: 'We help.',
};

const raw = (layout: string | null): MediaGridBlockFragment => ({
  sys: { id: 'grid-1' },
  title: 'Life at the company',
  layout,
  padding: 'Small (default)',
  itemsCollection: {
    items: [
      { __typename: 'Image', ...imageEntry('office') },
      video,
      null,
      { __typename: 'Image', ...imageEntry('broken'), media: null },
      { __typename: 'Image', ...imageEntry('team') },
    ],
  },
});

describe('MediaGrid', () => {
  it.each([
    [
      'Standard',
      'standard',
      '(min-width: 1200px) 576px, (min-width: 768px) 50vw, 100vw',
      '(min-width: 1200px) 576px, (min-width: 768px) 50vw, 100vw',
    ],
    [
      'Indented',
      'indented',
      '(min-width: 1200px) 576px, (min-width: 768px) 50vw, 100vw',
      '(min-width: 1200px) 576px, (min-width: 768px) 50vw, 100vw',
    ],
    ['Narrow', 'narrow', '(min-width: 768px) 720px, 100vw', '(min-width: 768px) 720px, 100vw'],
    [
      'Wide Left',
      'wide-left',
      '(min-width: 1200px) 768px, (min-width: 768px) 66vw, 100vw',
      '(min-width: 1200px) 384px, (min-width: 768px) 33vw, 100vw',
    ],
    [
      'Wide Right',
      'wide-right',
      '(min-width: 1200px) 768px, (min-width: 768px) 66vw, 100vw',
      '(min-width: 1200px) 384px, (min-width: 768px) 33vw, 100vw',
    ],
  ])(
    'given the %s layout, when rendered, then the grid is laid out %s with its images and video in order',
    async (layout, token, firstSizes, otherSizes) => {
      const { container } = render(<MediaGrid {...fromMediaGrid(raw(layout))} />);
      const section = screen.getByRole('region', { name: 'Life at the company' });
      expect(section.getAttribute('data-layout')).toBe(token);
      const items = within(section).getAllByRole('listitem');
      expect(items.map((li) => [li.getAttribute('data-kind'), li.getAttribute('data-contentful-entry-id')])).toEqual([
        ['image', 'office'],
        ['video', 'clip'],
        ['image', 'team'],
      ]);
      expect(screen.getByRole('img', { name: 'Alt of office' }).getAttribute('sizes')).toBe(firstSizes);
      expect(screen.getByRole('img', { name: 'Alt of team' }).getAttribute('sizes')).toBe(otherSizes);
      expect(screen.getByTitle('Our volunteers').getAttribute('src')).toBe('https://fast.wistia.net/embed/iframe/volun12345');
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it.each([null, 'Mosaic'])('given layout %s (empty or unknown), when mapped, then the layout is Standard', (layout) => {
    expect(fromMediaGrid(raw(layout)).layout).toBe('Standard');
  });

  it('given more than 12 items, when mapped, then the first 12 are kept', () => {
    const items = Array.from({ length: 13 }, (_, i) => ({ __typename: 'Image' as const, ...imageEntry(`img-${i}`) }));
    expect(fromMediaGrid({ ...raw('Standard'), itemsCollection: { items } }).items).toHaveLength(12);
  });

  it('given no usable items, when rendered, then nothing is drawn', () => {
    const { container } = render(<MediaGrid {...fromMediaGrid({ ...raw('Narrow'), itemsCollection: { items: [null] } })} />);
    expect(container.innerHTML).toBe('');
  });

  it('given ids, when the block loads, then it queries them and maps the items', async () => {
    const context = loadContext({ mediaGridCollection: { items: [raw('Wide Right')] } });
    const loaded = await mediaGridBlock.load(['grid-1'], context);
    expect(context.calls).toEqual([{ variables: { ids: ['grid-1'], preview: false } }]);
    expect(loaded.get('grid-1')?.items.map((i) => i.id)).toEqual(['office', 'clip', 'team']);
  });
});
