import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe.js';
import { SearchResultsView, type SearchResultItem } from './search-results-view.js';

interface TrackedWindow {
  analytics?: { track: (event: string, properties: Record<string, unknown>) => void };
  dataLayer?: unknown[];
}
const tracked = window as unknown as TrackedWindow;

const result = (n: number, over: Partial<SearchResultItem> = {}): SearchResultItem => ({
  title: `Result ${n}`,
  url: `/result-${n}`,
  type: 'page',
  excerpt: [
    { text: 'About ', mark: false },
    { text: 'term', mark: true },
    { text: ' <b>not html</b>', mark: false },
  ],
  date: null,
  ...over,
});

beforeEach(() => {
  localStorage.clear();
  tracked.analytics = { track: vi.fn() };
  tracked.dataLayer = [];
});
afterEach(() => {
  delete tracked.analytics;
  delete tracked.dataLayer;
});

describe('SearchResultsView (docs/requirements.md#search)', () => {
  it('given 23 results on page 2, then it lists them numbered from 11 with "Page 2 of 3" and both page links', async () => {
    const results = Array.from({ length: 10 }, (_, i) => result(11 + i));
    results[0] = result(11, { type: 'article', date: '2026-02-15', url: '/articles/a' });
    const { container } = render(<SearchResultsView term="term" total={23} page={2} pages={3} results={results} />);
    // The form is an island in a chunk of its own: the page is checked once it has arrived.
    await screen.findByRole('search', { name: 'Site search' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results for “term”');
    expect(screen.getByText('23 results for “term”')).toBeTruthy();
    const list = screen.getByRole('list');
    expect(list.getAttribute('start')).toBe('11');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Result 11' }).getAttribute('href')).toBe('/articles/a');
    expect(container.querySelector('.search-result__meta')?.textContent).toBe('Article · February 15, 2026');
    const excerpt = container.querySelector('.search-result__excerpt')!;
    expect(excerpt.textContent).toBe('About term <b>not html</b>');
    expect(excerpt.querySelector('mark')?.textContent).toBe('term');
    expect(excerpt.querySelector('b')).toBeNull();
    const pager = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(within(pager).getByText('Page 2 of 3')).toBeTruthy();
    expect(within(pager).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/search-results?q=term');
    expect(within(pager).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/search-results?q=term&page=3');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a blank term, then "Enter a Keyword" shows and no results', async () => {
    const { container } = render(<SearchResultsView term="" total={0} page={1} pages={1} results={[]} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a Keyword');
    expect(screen.getByRole('searchbox', { name: 'Search the site' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('list')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given no results, then it says so and suggests what to try, with searches that lead to results', async () => {
    const { container } = render(<SearchResultsView term="zzz & co" total={0} page={1} pages={1} results={[]} />);
    await screen.findByRole('search', { name: 'Site search' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('No results for “zzz & co”');
    expect(screen.getByText('check the spelling;')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'life insurance' }).getAttribute('href')).toBe('/search-results?q=life%20insurance');
    expect(screen.getByRole('link', { name: 'home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the index unavailable, then it says so instead of claiming there are no results', async () => {
    const { container } = render(<SearchResultsView term="life" total={0} page={1} pages={1} results={[]} unavailable />);
    await screen.findByRole('search', { name: 'Site search' });
    expect(screen.getByRole('status').textContent).toBe('Search is unavailable right now. Please try again in a moment.');
    expect(screen.queryByText(/No results/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a new term typed, when submitted, then it is tracked as Site Searched, remembered first, and the form submits', async () => {
    localStorage.setItem('terms', JSON.stringify(['dental', 'vision']));
    render(<SearchResultsView term="term" total={1} page={1} pages={1} results={[result(1)]} />);
    const form = await screen.findByRole('search', { name: 'Site search' });
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const user = userEvent.setup();
    const input = screen.getByRole('searchbox', { name: 'Search the site' });
    await user.clear(input);
    await user.type(input, '  life insurance ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(tracked.analytics?.track).toHaveBeenCalledWith('Site Searched', { searchTerm: 'life insurance' });
    expect(JSON.parse(localStorage.getItem('terms')!)).toEqual(['life insurance', 'dental', 'vision']);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(form.getAttribute('action')).toBe('/search-results');
    expect(form.getAttribute('method')).toBe('get');
  });

  it('given the field emptied, when submitted, then "Enter a Keyword" shows, nothing is tracked and the form does not submit', async () => {
    render(<SearchResultsView term="term" total={1} page={1} pages={1} results={[result(1)]} />);
    const form = await screen.findByRole('search', { name: 'Site search' });
    // on the document: after React's handler, which listens at the root
    const submitted = vi.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('submit', submitted);
    const user = userEvent.setup();
    const input = screen.getByRole('searchbox', { name: 'Search the site' });
    await user.clear(input);
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a Keyword');
    expect(document.activeElement).toBe(input);
    expect(tracked.analytics?.track).not.toHaveBeenCalled();
    document.removeEventListener('submit', submitted);
    expect(submitted.mock.results[0]?.value).toBe(true);
    expect(form.getAttribute('action')).toBe('/search-results');
  });
});
