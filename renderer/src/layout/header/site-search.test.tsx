import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { enhanceHeader } from './header-behaviour.js';
import { SiteSearch } from './site-search.js';

interface TrackedWindow {
  analytics?: { track: (event: string, properties: Record<string, unknown>) => void };
  dataLayer?: unknown[];
}
const tracked = window as unknown as TrackedWindow;

const toggle = () => screen.getByRole('button', { name: 'Search' });
const input = () => screen.getByRole('searchbox', { name: 'Search the site' });
// jsdom's name computation drops the space before the visually hidden words.
const submit = () => screen.getByRole('button', { name: /^Search ?the site$/ });
const storedTerms = () => JSON.parse(localStorage.getItem('terms') ?? 'null') as unknown;

function renderSearch() {
  const navigate = vi.fn<(url: string) => void>();
  const result = render(<SiteSearch />);
  cleanups.push(enhanceHeader(result.container, { navigate }));
  return { ...result, navigate, user: userEvent.setup() };
}

const cleanups: (() => void)[] = [];

beforeEach(() => {
  localStorage.clear();
  tracked.analytics = { track: vi.fn() };
  tracked.dataLayer = [];
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  delete tracked.analytics;
  delete tracked.dataLayer;
});

describe('SiteSearch (docs/requirements.md#search)', () => {
  it('given the search closed, when the toggle is pressed, then the labelled form opens with focus in the field', async () => {
    const { container, user } = renderSearch();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('search')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('data-state')).toBe('open');
    expect(document.getElementById(toggle().getAttribute('aria-controls')!)?.getAttribute('data-state')).toBe('open');
    expect(screen.getByRole('search')).toBeTruthy();
    expect(document.activeElement).toBe(input());
    expect(input().getAttribute('name')).toBe('q');
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([[''], ['   ']])('given the term %j, when submitted, then "Enter a Keyword" shows and nothing happens', async (term) => {
    const { container, user, navigate } = renderSearch();
    await user.click(toggle());
    if (term) await user.type(input(), term);
    await user.click(submit());
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Enter a Keyword');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(input());
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('terms')).toBeNull();
    expect(tracked.dataLayer).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);

    await user.type(input(), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input().hasAttribute('aria-invalid')).toBe(false);
  });

  it('given a term, when submitted with Enter, then it is remembered, tracked and the results page opens', async () => {
    const { user, navigate } = renderSearch();
    await user.click(toggle());
    await user.type(input(), '  term life {Enter}');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/search-results?q=term%20life');
    expect(storedTerms()).toEqual(['term life']);
    expect(tracked.analytics?.track).toHaveBeenCalledExactlyOnceWith('Site Searched', { searchTerm: 'term life' });
    expect(tracked.dataLayer).toEqual([{ event: 'Site Searched', searchTerm: 'term life' }]);
  });

  it('given three recent searches, when the search opens, then they are offered most recent first', async () => {
    localStorage.setItem('terms', JSON.stringify(['dental', 'vision', 'life']));
    const { container, user } = renderSearch();
    await user.click(toggle());
    const recent = screen.getByRole('list', { name: 'Recent searches' });
    expect([...recent.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['dental', 'vision', 'life']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given three recent searches, when a new and then a repeated term are searched, then the last 3 stay without duplicates', async () => {
    localStorage.setItem('terms', JSON.stringify(['dental', 'vision', 'life']));
    const { user, navigate } = renderSearch();
    await user.click(toggle());
    await user.type(input(), 'accident');
    await user.click(submit());
    expect(storedTerms()).toEqual(['accident', 'dental', 'vision']);
    await user.clear(input());
    await user.type(input(), 'Vision');
    await user.click(submit());
    expect(storedTerms()).toEqual(['Vision', 'accident', 'dental']);
    expect(navigate.mock.calls).toEqual([['/search-results?q=accident'], ['/search-results?q=Vision']]);
  });

  it('given a recent search offered, when it is pressed, then it is searched again and moves first', async () => {
    localStorage.setItem('terms', JSON.stringify(['dental', 'vision']));
    const { user, navigate } = renderSearch();
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'vision' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/search-results?q=vision');
    expect(storedTerms()).toEqual(['vision', 'dental']);
    expect(tracked.dataLayer).toEqual([{ event: 'Site Searched', searchTerm: 'vision' }]);
  });

  it('given the search open, when Escape is pressed, then it closes and focus returns to the toggle', async () => {
    const { user } = renderSearch();
    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('given storage that refuses writes, when a term is searched, then the visitor still goes to the results', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { user, navigate } = renderSearch();
    await user.click(toggle());
    await user.type(input(), 'dental{Enter}');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/search-results?q=dental');
    setItem.mockRestore();
  });
});
