import { beforeEach, describe, expect, it } from 'vitest';
import { readSearchTerms, rememberSearchTerm, searchResultsUrl, SEARCH_TERMS_KEY, writeSearchTerms } from './search-terms.js';

describe('recent searches (docs/requirements.md#search local storage key terms, docs/requirements.md#search three remembered)', () => {
  beforeEach(() => localStorage.clear());

  it('given three terms, when a fourth is searched, then it comes first and the oldest is dropped', () => {
    expect(rememberSearchTerm(['dental', 'vision', 'life'], 'disability')).toEqual(['disability', 'dental', 'vision']);
  });

  it('given a term searched before, when searched again in another case, then it moves first without a duplicate', () => {
    expect(rememberSearchTerm(['dental', 'Vision', 'life'], 'vision')).toEqual(['vision', 'dental', 'life']);
  });

  it('given storage, when terms are written and read, then the JSON array under key terms round-trips', () => {
    writeSearchTerms(localStorage, ['a', 'b', 'c', 'd']);
    expect(localStorage.getItem(SEARCH_TERMS_KEY)).toBe('["a","b","c"]');
    expect(readSearchTerms(localStorage)).toEqual(['a', 'b', 'c']);
  });

  it.each([['not json'], ['{"a":1}'], ['[1,"dental",""]']])('given %j stored, when read, then only valid terms come back', (stored) => {
    localStorage.setItem(SEARCH_TERMS_KEY, stored);
    expect(readSearchTerms(localStorage)).toEqual(stored.includes('dental') ? ['dental'] : []);
  });

  it('given no storage, when read or written, then nothing throws', () => {
    expect(readSearchTerms(undefined)).toEqual([]);
    expect(() => writeSearchTerms(undefined, ['a'])).not.toThrow();
  });

  it('given a term with spaces and symbols, when the results URL is built, then q is encoded', () => {
    expect(searchResultsUrl('term life')).toBe('/search-results?q=term%20life');
    expect(searchResultsUrl('401k & IRA')).toBe('/search-results?q=401k%20%26%20IRA');
  });
});
