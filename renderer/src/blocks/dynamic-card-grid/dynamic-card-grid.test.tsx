import type { ArticleListItemFragment, DynamicCardGridBlockFragment } from '@insurer/content-model/types';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { articleItem, NOINDEX, webinarItem } from '../../articles/fixtures.js';
import { axeViolations } from '../../test/axe.js';
import { loadContext } from '../../test/fixtures.js';
import { prerender } from '../../test/prerender.js';
import { DynamicCardGrid } from './dynamic-card-grid.js';
import { fromDynamicCardGrid } from './from-dynamic-card-grid.js';
import { dynamicCardGridBlock } from './index.js';

const learningCenter: DynamicCardGridBlockFragment = {
  sys: { id: 'dcg-1' },
  title: 'Learning Center',
  andCategories: ['Learning Center'],
  orCategories: null,
  excludeCategories: ['News'],
  topics: ['Mental wellness', 'Physical health', 'Financial fitness', 'Family and community'],
  formats: null,
  slideNumbers: 3,
  padding: null,
};

const edge: DynamicCardGridBlockFragment = {
  ...learningCenter,
  sys: { id: 'dcg-2' },
  title: 'Edge',
  andCategories: ['Edge'],
  topics: ['Absence management', 'Ben-tech', 'Benefits communication and enrollment', 'Employee benefits', 'Well-being'],
  formats: ['Reports', 'Articles', 'Webinars'],
  slideNumbers: 6,
};

const wellness = (id: string) => articleItem(id, { category: ['Learning Center', 'Mental wellness'] });
const money = (id: string) => articleItem(id, { category: ['Learning Center', 'Financial fitness'] });
const LC_ARTICLES: ArticleListItemFragment[] = [
  wellness('w1'),
  money('m1'),
  wellness('w2'),
  money('m2'),
  wellness('w3'),
  money('m3'),
  wellness('w4'),
];

const EDGE_ARTICLES: ArticleListItemFragment[] = [
  webinarItem('web'),
  articleItem('rep', { category: ['Edge', 'Study / report', 'Ben-tech'], formatInitiatives: ['Reports'] }),
  articleItem('art', { category: ['Edge', 'Well-being'], formatInitiatives: ['Articles'] }),
];

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
/** `titles`, once the grid's island (a lazy chunk of its own) has drawn its first cards. */
const findTitles = async () => (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);

describe('DynamicCardGrid', () => {
  it('given more articles than a page, when rendered, then the first slideNumbers cards and Show more appear; Show more adds the next page and focuses it', async () => {
    const user = userEvent.setup();
    const { container } = render(<DynamicCardGrid {...fromDynamicCardGrid(learningCenter, LC_ARTICLES)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Learning Center' })).toBeTruthy();
    expect(await findTitles()).toEqual(['Article w1', 'Article m1', 'Article w2']);
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(titles()).toEqual(['Article w1', 'Article m1', 'Article w2', 'Article m2', 'Article w3', 'Article m3']);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Read now: Article m2' }));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(titles()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('given the Learning Center topics, when a topic is chosen after Show more, then only its articles show from page 1', async () => {
    const user = userEvent.setup();
    render(<DynamicCardGrid {...fromDynamicCardGrid(learningCenter, LC_ARTICLES)} />);
    const topics = await screen.findByRole('group', { name: 'Topic' });
    expect(
      within(topics)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Mental wellness', 'Physical health', 'Financial fitness', 'Family and community']);
    expect(within(topics).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('group', { name: 'Format' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await user.click(within(topics).getByRole('button', { name: 'Mental wellness' }));
    expect(within(topics).getByRole('button', { name: 'Mental wellness' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(topics).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    expect(titles()).toEqual(['Article w1', 'Article w2', 'Article w3']);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });

  it('given a topic no article has, when chosen, then No results found shows', async () => {
    const user = userEvent.setup();
    const { container } = render(<DynamicCardGrid {...fromDynamicCardGrid(learningCenter, LC_ARTICLES)} />);
    await user.click(await screen.findByRole('button', { name: 'Family and community' }));
    expect(container.querySelector('.dynamic-card-grid__empty')?.textContent).toBe('No results found');
    expect(titles()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the Edge hub, when rendered, then format and topic filters show and cards carry Webinar / Report / Article eyebrows and actions', async () => {
    const user = userEvent.setup();
    const { container } = render(<DynamicCardGrid {...fromDynamicCardGrid(edge, EDGE_ARTICLES)} />);
    expect(
      within(await screen.findByRole('group', { name: 'Format' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Reports', 'Articles', 'Webinars']);
    expect(
      within(screen.getByRole('group', { name: 'Topic' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Absence management', 'Ben-tech', 'Benefits communication and enrollment', 'Employee benefits', 'Well-being']);
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.querySelector('.eyebrow')?.textContent)).toEqual(['Webinar', 'Report', 'Article']);
    const goNow = within(cards[0]!).getByRole('link', { name: 'Go now: Article web (opens in a new tab)' });
    expect(goNow.getAttribute('href')).toBe('https://events.example.com/webinar');
    expect(goNow.getAttribute('target')).toBe('_blank');
    expect(within(cards[1]!).getByRole('link', { name: 'Read now: Article rep' }).getAttribute('href')).toBe('/learning-center/rep');
    expect(within(cards[2]!).getByRole('link', { name: 'Read now: Article art' }).hasAttribute('target')).toBe(false);
    expect(within(cards[0]!).getByRole('img').getAttribute('src')).toBe(
      'http://localhost:4000/images/space/hero-web-asset/tok/hero-web-asset.png?w=800&fm=webp&q=75&h=450&fit=fill',
    );
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reports' }));
    expect(titles()).toEqual(['Article rep']);
    await user.click(screen.getByRole('button', { name: 'Well-being' }));
    expect(screen.getByText('No results found', { selector: 'p.dynamic-card-grid__empty' })).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'All' })[0]!);
    expect(titles()).toEqual(['Article art']);
  });

  it('given a grid, when rendered to HTML on the server, then the first page of cards is in the markup', async () => {
    const html = await prerender(<DynamicCardGrid {...fromDynamicCardGrid(learningCenter, LC_ARTICLES)} />);
    expect(html).toContain('Article w2');
    expect(html).not.toContain('Article m2');
    expect(html).toContain('Show more');
  });

  it('given ids, when the block loads, then it fetches up to 1000 matching articles, leaves out noindex ones, and defaults to 6 per page', async () => {
    const context = loadContext(
      {
        dynamicCardGridCollection: { items: [{ ...learningCenter, slideNumbers: null }] },
        articleCollection: { total: 2, items: [wellness('w1'), articleItem('hidden', { headTagEntitiesCollection: NOINDEX })] },
      },
      { preview: true },
    );
    const loaded = await dynamicCardGridBlock.load(['dcg-1'], context);
    expect(context.calls).toEqual([
      { variables: { ids: ['dcg-1'], preview: true } },
      {
        variables: {
          date: '2026-11-21T12:00:00.000Z',
          and: ['Learning Center'],
          or: null,
          exclude: ['News'],
          limit: 200,
          skip: 0,
          preview: true,
        },
      },
    ]);
    const props = loaded.get('dcg-1');
    expect(props?.pageSize).toBe(6);
    expect(props?.articles.map((a) => a.id)).toEqual(['w1']);
  });
});
