import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SuggestedPagesBlockFragment } from '@insurer/content-model/types';
import { axeViolations } from '../../test/axe.js';
import { linkEntry, loadContext } from '../../test/fixtures.js';
import { fromSuggestedPages } from './from-suggested-pages.js';
import { suggestedPagesBlock } from './index.js';
import { SuggestedPages } from './suggested-pages.js';

const raw: SuggestedPagesBlockFragment = {
  sys: { id: 'suggested-1' },
  title: 'You may also like',
  padding: null,
  linksCollection: {
    items: [
      linkEntry('l1', 'Term life insurance', '/life-insurance/term'),
      null,
      linkEntry('l2', 'Retirement calculator', '/annuities/retirement-calculator', { variant: 'Primary' }),
      linkEntry('l3', 'Careers', 'https://careers.example.com', { target: '_blank' }),
      linkEntry('l4', 'No address', '', { href: null }),
    ],
  },
};

describe('SuggestedPages', () => {
  it('given a titled list, when rendered, then a navigation named by the title lists each link as a text link', async () => {
    const { container } = render(<SuggestedPages {...fromSuggestedPages(raw)} />);
    const nav = screen.getByRole('navigation', { name: 'You may also like' });
    expect(within(nav).getByRole('heading', { level: 2 }).getAttribute('data-contentful-field-id')).toBe('title');
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.className])).toEqual([
      ['Term life insurance', '/life-insurance/term', 'text-link'],
      ['Retirement calculator', '/annuities/retirement-calculator', 'text-link'],
      ['Careers (opens in a new tab)', 'https://careers.example.com', 'text-link'],
    ]);
    expect(links[2]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given no title, when rendered, then the navigation is named "Suggested pages"', async () => {
    const { container } = render(<SuggestedPages {...fromSuggestedPages({ ...raw, title: null })} />);
    expect(screen.getByRole('navigation', { name: 'Suggested pages' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given no usable links, when rendered, then nothing is drawn', () => {
    const { container } = render(<SuggestedPages {...fromSuggestedPages({ ...raw, linksCollection: { items: [null] } })} />);
    expect(container.innerHTML).toBe('');
  });

  it('given ids, when the block loads, then it queries them and maps the links', async () => {
    const context = loadContext({ suggestedPagesCollection: { items: [raw] } });
    const loaded = await suggestedPagesBlock.load(['suggested-1'], context);
    expect(context.calls).toEqual([{ variables: { ids: ['suggested-1'], preview: false } }]);
    expect(loaded.get('suggested-1')?.links.map((l) => l.href)).toEqual([
      '/life-insurance/term',
      '/annuities/retirement-calculator',
      'https://careers.example.com',
    ]);
  });
});
