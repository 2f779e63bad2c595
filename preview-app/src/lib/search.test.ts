import { describe, expect, it, vi } from 'vitest';
import type { SearchArticleFieldsFragment, SearchPageFieldsFragment } from '@insurer/content-model/types';
import type { SearchIndex } from '@insurer/search';
import { pageServable, type ApprovalCheck } from '@insurer/compliance-site';
import { articleDocument, pageDocument as indexedPage, withoutExpiredPages, textOf, type ServableCheck } from './search';

vi.mock('server-only', () => ({}));

const paragraph = (value: string) => ({
  json: { nodeType: 'document', content: [{ nodeType: 'paragraph', content: [{ nodeType: 'text', value, marks: [] }] }] },
});

const page: SearchPageFieldsFragment = {
  sys: { id: 'page-1', publishedAt: '2026-01-05T10:00:00.000Z' },
  url: '/retirement',
  title: 'Retirement planning',
  description: 'Plan the income you need.',
  type: 'hub',
  complianceNumber: null,
  expirationDate: null,
  headTagsCollection: { items: [{ name: 'description', content: 'x' }] },
  hero: { __typename: 'HeaderBlock', eyebrow: 'Plan ahead', title: 'Retire on your terms', description: paragraph('Income for life.') },
  contentBlocksCollection: {
    items: [
      { __typename: 'Tagline', text: 'Steady income' },
      {
        __typename: 'AccordionGroup',
        title: 'Questions',
        subtitle: null,
        itemsCollection: {
          items: [{ title: 'What is an annuity?', subtitle: null, accordionDescription: paragraph('A contract for income.') }],
        },
      },
      { __typename: 'Image' },
      null,
    ],
  },
};

/** The site's serving rule (`pageServable`) with the approval checks `checks` names by page id (none: nothing is approved). */
const servingWith =
  (checks: Record<string, ApprovalCheck> = {}): ServableCheck =>
  (p, now) =>
    pageServable(p, now, async (id) => checks[id]);

/** `pageDocument` judged by the serving rule with no approval recorded. */
const pageDocument = (p: SearchPageFieldsFragment, now = new Date()) => indexedPage(p, now, servingWith());

describe('the search documents of the site (docs/requirements.md#decision-search-backend)', () => {
  it('a page: its title, description, and the text of its hero and blocks, rich text as plain text', async () => {
    expect(await pageDocument(page)).toEqual({
      id: 'page-1',
      type: 'page',
      url: '/retirement',
      title: 'Retirement planning',
      description: 'Plan the income you need.',
      body: 'Plan ahead Retire on your terms Income for life. Steady income Questions What is an annuity? A contract for income.',
      date: '2026-01-05T10:00:00.000Z',
    });
  });

  it('leaves out an entry whose robots head tag says noindex (docs/requirements.md#robots-and-indexing), and one without a URL', async () => {
    expect(
      await pageDocument({ ...page, headTagsCollection: { items: [{ name: 'Robots', content: 'noindex, nofollow' }] } }),
    ).toBeUndefined();
    expect(await pageDocument({ ...page, url: null })).toBeUndefined();
  });

  it('leaves out a page past its compliance expiration date at indexing time (docs/requirements.md#decision-compliance-approval)', async () => {
    const now = new Date('2027-06-01T00:00:00Z');
    expect(await pageDocument({ ...page, expirationDate: '2027-05-31' }, now)).toBeUndefined();
    expect((await pageDocument({ ...page, expirationDate: '2027-06-01' }, now))?.url).toBe('/retirement');
  });

  it('leaves out a product or tool page without its compliance number or expiration date, or without a recorded approval of its published content, whichever client published it (issue 41)', async () => {
    const now = new Date('2027-06-01T00:00:00Z');
    expect(await pageDocument({ ...page, type: 'product', complianceNumber: null, expirationDate: '2099-12-31' }, now)).toBeUndefined();
    expect(await pageDocument({ ...page, type: 'tool', complianceNumber: 'LFM-1', expirationDate: null }, now)).toBeUndefined();
    const product = { ...page, type: 'product', complianceNumber: 'LFM-1', expirationDate: '2099-12-31' };
    expect(await pageDocument(product, now)).toBeUndefined();
    const check: ApprovalCheck = {
      contentHash: 'c0ffee',
      page: { type: 'product', complianceNumber: 'LFM-1', expirationDate: '2099-12-31', url: '/retirement' },
      statistics: [],
      approval: { id: 'a1', principalName: 'Pat Principal', approvedAt: '2027-05-01T00:00:00.000Z' },
    };
    expect((await indexedPage(product, now, servingWith({ 'page-1': check })))?.url).toBe('/retirement');
    expect(await indexedPage(product, now, servingWith({ 'page-1': { ...check, approval: undefined } }))).toBeUndefined();
  });

  it('an article: its meta description, intro and rich-text content, dated by its post date', () => {
    const article: SearchArticleFieldsFragment = {
      sys: { id: 'article-1', publishedAt: '2026-02-01T00:00:00.000Z' },
      url: '/learning-center/claims',
      title: 'How to file a claim',
      subtitle: 'Step by step',
      eyebrow: 'Claims',
      postDate: '2025-11-20',
      blogIntroText: 'What to send us.',
      metatagDescription: null,
      content: paragraph('Send the certificate.'),
      headTagEntitiesCollection: { items: [] },
      contentBlocksCollection: {
        items: [{ __typename: 'PullQuote', quote: 'Fast and fair.', attribution: 'A client', attributionTitle: null }],
      },
    };
    expect(articleDocument(article)).toEqual({
      id: 'article-1',
      type: 'article',
      url: '/learning-center/claims',
      title: 'How to file a claim',
      description: 'What to send us.',
      body: 'Claims Step by step What to send us. Send the certificate. Fast and fair. A client',
      date: '2025-11-20',
    });
  });

  it('takes no text from __typename', () => {
    expect(textOf({ __typename: 'Tagline', text: 'Hello' })).toBe('Hello');
  });
});

describe('search results past a page’s compliance date (docs/requirements.md#decision-compliance-approval)', () => {
  it('given an index holding a page that expired after it was indexed, when searched, then the hit is left out and the total with it', async () => {
    const hit = (url: string, type: 'page' | 'article') => ({ title: url, url, type, excerptParts: [], excerpt: '', date: null });
    const index = {
      upsert: async () => undefined,
      remove: async () => undefined,
      replaceAll: async () => ({ removed: 0 }),
      search: async () => ({
        total: 12,
        start: 0,
        rows: 10,
        hits: [hit('/old-product', 'page'), hit('/life-insurance', 'page'), hit('/old-product', 'article')],
      }),
    } as unknown as SearchIndex;
    const asked: Date[] = [];
    const filtered = withoutExpiredPages(index, async (now) => (asked.push(now), new Set(['/old-product'])));
    const results = await filtered.search({ q: 'product', rows: 10, start: 0 } as Parameters<SearchIndex['search']>[0]);
    expect(results.hits.map((h) => `${h.type} ${h.url}`)).toEqual(['page /life-insurance', 'article /old-product']);
    expect(results.total).toBe(11);
    expect(asked).toHaveLength(1);
    expect(await filtered.replaceAll([])).toEqual({ removed: 0 });
  });
});
