import type { DynamicListBlockFragment } from '@insurer/content-model/types';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { articleItem, NOINDEX } from '../../articles/fixtures.js';
import { axeViolations } from '../../test/axe.js';
import { loadContext } from '../../test/fixtures.js';
import { prerender } from '../../test/prerender.js';
import { DynamicList } from './dynamic-list.js';
import { fromDynamicList } from './from-dynamic-list.js';
import { dynamicListBlock } from './index.js';

const raw: DynamicListBlockFragment = {
  sys: { id: 'dl-1' },
  title: 'Press releases',
  variant: 'Standard',
  pageSize: 2,
  andCategories: ['Press release'],
  orCategories: null,
  excludeCategories: ['News'],
  padding: null,
};

const ARTICLES = [1, 2, 3, 4, 5].map((n) => articleItem(`p${n}`, { category: ['Press release'] }, 10 - n));
const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('DynamicList', () => {
  it('given five articles and a page size of 2, when rendered, then page 1 of 3 shows with links, dates and a pager', async () => {
    const { container } = render(<DynamicList {...fromDynamicList(raw, ARTICLES)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Press releases' })).toBeTruthy();
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(titles()).toEqual(['Article p1', 'Article p2']);
    expect(screen.getByRole('link', { name: 'Article p1' }).getAttribute('href')).toBe('/learning-center/p1');
    expect(container.querySelector('time')?.textContent).toBe('November 9, 2026');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-09T09:00:00.000Z');
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the pager, when Next, a page number and Previous are used, then the page and Page x of y follow and focus moves to the list', async () => {
    const user = userEvent.setup();
    render(<DynamicList {...fromDynamicList(raw, ARTICLES)} />);
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(titles()).toEqual(['Article p3', 'Article p4']);
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Page 2 of 3' }));

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(titles()).toEqual(['Article p5']);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('given no page size, when mapped, then 10 articles make a page and one page has no pager', async () => {
    const props = fromDynamicList({ ...raw, pageSize: null }, ARTICLES);
    expect(props.pageSize).toBe(10);
    render(<DynamicList {...props} />);
    expect(await screen.findByText('Page 1 of 1')).toBeTruthy();
    expect(titles()).toHaveLength(5);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('given the Suggested articles variant, when rendered, then a static list of links shows under its heading', async () => {
    const { container } = render(
      <DynamicList {...fromDynamicList({ ...raw, variant: 'Suggested articles', title: null, pageSize: 3 }, ARTICLES)} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Suggested articles' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Article p1', '/learning-center/p1'],
      ['Article p2', '/learning-center/p2'],
      ['Article p3', '/learning-center/p3'],
    ]);
    expect(screen.queryByText(/Page 1/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(['Standard', 'Suggested articles'])(
    'given no articles in the %s variant, when rendered, then the empty message shows verbatim',
    async (variant) => {
      const { container } = render(<DynamicList {...fromDynamicList({ ...raw, variant }, [])} />);
      expect(container.querySelector('.dynamic-list__empty')?.textContent).toBe('Sorry here were no results found for this list.');
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it('given a list, when rendered to HTML on the server, then page 1 is in the markup', async () => {
    const html = await prerender(<DynamicList {...fromDynamicList(raw, ARTICLES)} />);
    expect(html).toContain('Article p2');
    expect(html).not.toContain('Article p3');
    expect(html).toMatch(/Page <!-- -->1<!-- --> of <!-- -->3/);
  });

  it('given ids, when the block loads, then the shared article query runs with the list filters, limit 200, and noindex articles are left out', async () => {
    const context = loadContext({
      dynamicListCollection: { items: [raw] },
      articleCollection: { total: 3, items: [ARTICLES[0], articleItem('hidden', { headTagEntitiesCollection: NOINDEX }), ARTICLES[1]] },
    });
    const loaded = await dynamicListBlock.load(['dl-1'], context);
    expect(context.calls).toEqual([
      { variables: { ids: ['dl-1'], preview: false } },
      {
        variables: {
          date: '2026-11-21T12:00:00.000Z',
          and: ['Press release'],
          or: null,
          exclude: ['News'],
          limit: 200,
          skip: 0,
          preview: false,
        },
      },
    ]);
    expect(loaded.get('dl-1')?.items.map((i) => i.id)).toEqual(['p1', 'p2']);
  });
});
