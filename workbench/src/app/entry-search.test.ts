import type { ContentTypeProps, EntryProps } from 'contentful-management';
import { describe, expect, it } from 'vitest';
import { INTERNAL_CONTENT_TYPES, isEditorialType, rankByRelevance } from './entry-search.js';

const type = (id: string, displayField: string) => ({ sys: { id }, name: id, displayField, fields: [] }) as unknown as ContentTypeProps;
const CONTENT_TYPES = [type('staticPage', 'title'), type('link', 'text'), type('article', 'title')];

/** An entry of `contentType` with `fields` in en-US. */
const entry = (id: string, contentType: string, fields: Record<string, unknown>) =>
  ({
    sys: { id, contentType: { sys: { id: contentType } } },
    fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }])),
  }) as unknown as EntryProps;

const paragraph = (text: string) => ({
  nodeType: 'document',
  content: [{ nodeType: 'paragraph', content: [{ nodeType: 'text', value: text, marks: [] }] }],
});

// The demo content's shape of the search (issue 42: the page came 6th of 36, by date).
const MATCHES = [
  entry('rila', 'staticPage', { title: 'MarketPerform RILA', url: '/annuities/rila', body: paragraph('Pairs well with life insurance.') }),
  entry('link', 'link', { text: 'Get a life insurance quote', href: '/life-insurance/quote' }),
  entry('dental', 'staticPage', { title: 'Dental insurance', url: '/dental-insurance', body: paragraph('Add it to your life insurance.') }),
  entry('guide', 'article', {
    title: 'How much life cover do you need?',
    url: '/learning-center/cover',
    body: paragraph('Life insurance math.'),
  }),
  entry('life', 'staticPage', {
    title: 'Life insurance: term, whole and universal | Lanternfield Mutual',
    url: '/life-insurance',
    body: paragraph('Term life insurance and whole life insurance.'),
  }),
  entry('id-only', 'staticPage', { title: 'Careers', url: '/careers', internal: 'life insurance-sku' }),
];

describe('the entry list’s ranking (docs/requirements.md#decision-workbench-entry-list)', () => {
  it('given the matches of "life insurance" newest first, then the life insurance page comes first', () => {
    const ranked = rankByRelevance(MATCHES, 'life insurance', CONTENT_TYPES, 'en-US').map((e) => e.sys.id);
    expect(ranked[0]).toBe('life');
    expect(ranked.indexOf('link')).toBeLessThan(ranked.indexOf('rila'));
  });

  it('given a search typed word by word, then its last word counts as a prefix', () => {
    expect(rankByRelevance(MATCHES, 'dental insur', CONTENT_TYPES, 'en-US')[0]!.sys.id).toBe('dental');
  });

  it('given matches whose words do not all occur in their text, then they follow, in the CMA’s order', () => {
    const ranked = rankByRelevance(MATCHES, 'marketperform', CONTENT_TYPES, 'en-US').map((e) => e.sys.id);
    expect(ranked).toEqual(['rila', 'link', 'dental', 'guide', 'life', 'id-only']);
  });

  it('given no search, then the order is the CMA’s', () => {
    expect(rankByRelevance(MATCHES, '  ', CONTENT_TYPES, 'en-US')).toEqual(MATCHES);
  });

  it('given the tools’ content types, then they are not editorial; pages are', () => {
    expect(INTERNAL_CONTENT_TYPES).toEqual(['migrationHistory', 'seedRecord']);
    expect(['migrationHistory', 'seedRecord', 'staticPage'].map(isEditorialType)).toEqual([false, false, true]);
  });
});
