import type { CardGridBlockFragment, CardGridCardFragment } from '@insurer/content-model/types';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { doc, imageEntry, linkEntry, loadContext } from '../../test/fixtures.js';
import { CardGrid } from './card-grid.js';
import { fromCardGrid } from './from-card-grid.js';
import { cardGridBlock } from './index.js';

function card(id: string, extra: Partial<CardGridCardFragment> = {}): CardGridCardFragment {
  return {
    sys: { id },
    eyebrow: null,
    title: `Card ${id}`,
    backgroundColor: null,
    rteDescription: null,
    link: null,
    image: null,
    ...extra,
  };
}

const raw: CardGridBlockFragment = {
  sys: { id: 'grid-1' },
  title: 'Why choose us',
  description: { json: doc('Three reasons families trust us.') },
  layout: '3 Col',
  style: 'Standard',
  border: true,
  orientation: 'Vertical',
  squareImage: 'no',
  padding: 'Medium',
  cardsCollection: {
    items: [
      card('c1', {
        eyebrow: 'Life',
        title: 'Term life insurance',
        rteDescription: { json: doc('Affordable coverage for a set period.') },
        link: linkEntry('l1', 'Explore term life', '/life-insurance/term'),
        image: imageEntry('img-1'),
        backgroundColor: 'Light blue',
      }),
      card('c2', { title: 'Disability insurance' }),
      null,
    ],
  },
};

const slideUpCard = card('c3', {
  title: 'Dental coverage',
  link: linkEntry('l3', 'Details', '', {
    href: null,
    triggerLinkText: 'See plan details',
    slideUp: { json: doc('Cleanings are covered at 100%.') },
  }),
});

describe('CardGrid', () => {
  it('given a standard grid entry, when rendered, then title, description and each card show with inspector tags', async () => {
    const { container } = render(<CardGrid {...fromCardGrid(raw)} />);
    const section = screen.getByRole('region', { name: 'Why choose us' });
    expect(section.getAttribute('data-layout')).toBe('3 Col');
    expect(section.getAttribute('data-style')).toBe('Standard');
    expect(section.getAttribute('data-border')).toBe('true');
    expect(section.getAttribute('data-orientation')).toBe('Vertical');
    expect(screen.getByText('Three reasons families trust us.')).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(within(first).getByText('Life').getAttribute('data-contentful-field-id')).toBe('eyebrow');
    const heading = within(first).getByRole('heading', { level: 3, name: 'Term life insurance' });
    expect(heading.getAttribute('data-contentful-entry-id')).toBe('c1');
    expect(within(first).getByText('Affordable coverage for a set period.')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Explore term life' }).getAttribute('href')).toBe('/life-insurance/term');
    expect(within(first).getByRole('img', { name: 'Alt of img-1' }).getAttribute('src')).toBe(
      'http://localhost:4000/images/space/img-1-asset/tok/img-1-asset.png?w=960&fm=webp&q=75',
    );
    expect(first.querySelector('.card')?.getAttribute('data-background')).toBe('light-blue');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given squareImage yes, when rendered, then card images are cropped square by the Images API', () => {
    render(<CardGrid {...fromCardGrid({ ...raw, squareImage: 'yes' })} />);
    const src = screen.getByRole('img', { name: 'Alt of img-1' }).getAttribute('src');
    expect(src).toBe('http://localhost:4000/images/space/img-1-asset/tok/img-1-asset.png?w=960&fm=webp&q=75&h=960&fit=fill');
  });

  it.each(['no', 'mobile-only'] as const)(
    'given squareImage %s, when rendered, then the image is not cropped server-side and the grid says so',
    (square) => {
      render(<CardGrid {...fromCardGrid({ ...raw, squareImage: square })} />);
      expect(screen.getByRole('img', { name: 'Alt of img-1' }).getAttribute('src')).not.toContain('fit=fill');
      expect(screen.getByRole('region').getAttribute('data-square-image')).toBe(square);
    },
  );

  it.each([
    ['1 Col', '(min-width: 1200px) 1168px, 100vw'],
    ['2 Col', '(min-width: 1200px) 572px, (min-width: 768px) 50vw, 100vw'],
    ['3 Col', '(min-width: 1200px) 373px, (min-width: 768px) 33vw, 100vw'],
    ['4 Col', '(min-width: 1200px) 274px, (min-width: 768px) 25vw, 100vw'],
  ] as const)(
    'given layout %s, when rendered, then the images’ sizes follow the breakpoint scale: the column’s width once the container stops growing at xl',
    (layout, sizes) => {
      render(<CardGrid {...fromCardGrid({ ...raw, layout })} />);
      expect(screen.getByRole('img', { name: 'Alt of img-1' }).getAttribute('sizes')).toBe(sizes);
    },
  );

  it.each(['1 Col', '2 Col', '4 Col'] as const)('given layout %s, when rendered, then the grid carries it', (layout) => {
    render(<CardGrid {...fromCardGrid({ ...raw, layout })} />);
    expect(screen.getByRole('region').getAttribute('data-layout')).toBe(layout);
  });

  it('given the Stat style, when rendered, then each card title is a figure and images are not drawn', async () => {
    const { container } = render(
      <CardGrid
        {...fromCardGrid({ ...raw, style: 'Stat', cardsCollection: { items: [card('s1', { title: '1 in 4', eyebrow: 'Did you know' })] } })}
      />,
    );
    expect(screen.getByRole('heading', { name: '1 in 4' }).className).toBe('card__stat');
    expect(screen.queryByRole('img')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the Featured style, horizontal orientation and no border, when rendered, then the grid carries them', () => {
    render(<CardGrid {...fromCardGrid({ ...raw, style: 'Featured', orientation: 'Horizontal', border: false })} />);
    const section = screen.getByRole('region');
    expect(section.getAttribute('data-style')).toBe('Featured');
    expect(section.getAttribute('data-orientation')).toBe('Horizontal');
    expect(section.getAttribute('data-border')).toBe('false');
  });

  it('given no grid title, when rendered, then cards use level-2 headings and unknown options fall back to defaults', () => {
    const props = fromCardGrid({ ...raw, title: null, layout: 'Five', style: null, orientation: null, squareImage: null, border: null });
    expect(props).toMatchObject({ layout: '3 Col', style: 'Standard', orientation: 'Vertical', squareImage: 'no', border: false });
    render(<CardGrid {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Term life insurance' })).toBeTruthy();
  });

  it('given 20 cards, when mapped, then only the first 18 are kept', () => {
    const items = Array.from({ length: 20 }, (_, i) => card(`c${i}`));
    const props = fromCardGrid({ ...raw, cardsCollection: { items } });
    expect(props.cards).toHaveLength(18);
    expect(props.cards.at(-1)?.id).toBe('c17');
  });

  it('given a card whose link has slide-up content, when the trigger is pressed twice, then the panel opens and closes', async () => {
    const user = userEvent.setup();
    const { container } = render(<CardGrid {...fromCardGrid({ ...raw, cardsCollection: { items: [slideUpCard] } })} />);
    const trigger = await screen.findByRole('button', { name: 'See plan details' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('aria-controls')).toBe('slide-up-c3');
    expect(container.querySelector('#slide-up-c3')?.hasAttribute('hidden')).toBe(true);
    expect(screen.queryByRole('link')).toBeNull();

    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('data-state')).toBe('open');
    const panel = screen.getByRole('region', { name: 'See plan details' });
    expect(panel.getAttribute('data-state')).toBe('open');
    expect(within(panel).getByText('Cleanings are covered at 100%.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('#slide-up-c3')?.getAttribute('data-state')).toBe('closed');
    expect(container.querySelector('#slide-up-c3')?.hasAttribute('hidden')).toBe(true);
  });

  it('given an open slide-up, when Close or Escape is used, then it closes and focus returns to the trigger', async () => {
    const user = userEvent.setup();
    render(<CardGrid {...fromCardGrid({ ...raw, cardsCollection: { items: [slideUpCard] } })} />);
    const trigger = await screen.findByRole('button', { name: 'See plan details' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close See plan details' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);

    await user.click(trigger);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close See plan details' }));
    await user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('given ids, when the block loads, then it queries them with the preview flag and maps each item', async () => {
    const context = loadContext({ cardGridCollection: { items: [raw, null] } }, { preview: true, locale: 'en-US' });
    const loaded = await cardGridBlock.load(['grid-1'], context);
    expect(context.calls).toEqual([{ variables: { ids: ['grid-1'], preview: true, locale: 'en-US' } }]);
    expect(loaded.get('grid-1')).toMatchObject({ id: 'grid-1', title: 'Why choose us', padding: 'Medium' });
    expect(cardGridBlock.padding?.(loaded.get('grid-1')!)).toBe('Medium');
  });
});
