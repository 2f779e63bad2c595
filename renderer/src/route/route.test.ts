import { describe, expect, it } from 'vitest';
import { complianceServable } from '@insurer/contracts/compliance';
import { stubContext } from '../test/query-stub.js';
import { loadRoute, type PageServable } from './route.js';

const NOW = new Date('2026-01-15T00:00:00Z');

/** The site's serving rule as far as a page's own fields go (the site adds the recorded approval: compliance-site). */
const byFields: PageServable = async (page, now) => ({ servable: complianceServable(page, now) });

/** `stubContext` with the fields-only serving rule. */
const routeContext = (answers: Parameters<typeof stubContext>[0], overrides: Parameters<typeof stubContext>[1] = {}) => ({
  ...stubContext(answers, overrides),
  servable: byFields,
});

const page = {
  sys: { id: 'page-1' },
  title: 'Life insurance',
  description: 'Cover for the people who depend on you.',
  navigation: { sys: { id: 'nav-2' } },
  footer: null,
  alertBanner: null,
  complianceNumber: 'LM-2026-01',
  campaignName: null,
  campaignThankYouPageUrl: null,
  routeLeadsToAgencyAssist: null,
  hero: { __typename: 'HeaderBlock', sys: { id: 'hero-1' } },
  disclaimer: null,
  headTagsCollection: { items: [{ sys: { id: 't1' }, name: 'Robots', content: 'noindex, nofollow' }] },
  contentBlocksCollection: { items: [{ __typename: 'Callout', sys: { id: 'c1' } }, null, { __typename: 'Accordion' }] },
};

const article = {
  sys: { id: 'article-1' },
  title: 'How much cover do I need?',
  blogIntroText: 'A rule of thumb.',
  metatagDescription: null,
  postDate: '2025-06-01T00:00:00.000Z',
  blogExpirationDate: '2025-12-31T00:00:00.000Z',
  category: ['Press release'],
  heroImage: {
    sys: { id: 'img-1' },
    alt: 'A family',
    decorative: false,
    media: { sys: { id: 'a1' }, url: 'https://images.example/a1/family.jpg', title: 'Family', width: 2400, height: 1600 },
    mobileMedia: null,
  },
  headTagEntitiesCollection: { items: [] },
  ctasCollection: { items: [] },
  contentBlocksCollection: { items: [{ __typename: 'PullQuote', sys: { id: 'q1' } }] },
};

describe('loadRoute', () => {
  it('given a static page and an article with the URL, when it is resolved, then one request answers and the static page wins', async () => {
    const context = routeContext(
      { RouteByUrl: { staticPageCollection: { items: [page] }, articleCollection: { items: [article] } } },
      { now: NOW },
    );
    const route = await loadRoute('/life-insurance', context);
    expect(context.calls).toEqual([{ operation: 'RouteByUrl', variables: { url: '/life-insurance', preview: false } }]);
    expect(route).toEqual({
      kind: 'page',
      page: {
        id: 'page-1',
        title: 'Life insurance',
        description: 'Cover for the people who depend on you.',
        hero: { __typename: 'HeaderBlock', sys: { id: 'hero-1' } },
        chrome: { navigationId: 'nav-2', complianceNumber: 'LM-2026-01' },
      },
      head: {
        title: 'Life insurance',
        description: 'Cover for the people who depend on you.',
        openGraph: { title: 'Life insurance', description: 'Cover for the people who depend on you.', type: 'website' },
        robots: 'noindex, nofollow',
      },
      blocks: [{ __typename: 'Callout', sys: { id: 'c1' } }],
    });
  });

  it('given only an article, when it is resolved, then its head carries the intro as description and a 1200x630 JPEG Open Graph image', async () => {
    const context = routeContext(
      { RouteByUrl: { staticPageCollection: { items: [] }, articleCollection: { items: [article] } } },
      { now: NOW },
    );
    const route = await loadRoute('/learning-center/cover', context);
    expect(route?.kind).toBe('article');
    expect(route?.head).toEqual({
      title: 'How much cover do I need?',
      description: 'A rule of thumb.',
      openGraph: {
        title: 'How much cover do I need?',
        description: undefined,
        type: 'article',
        publishedTime: '2025-06-01T00:00:00.000Z',
        image: { url: 'https://images.example/a1/family.jpg?w=1200&h=630&fit=fill&fm=jpg&q=75', width: 1200, height: 630 },
      },
    });
    expect(route?.kind === 'article' ? route.article.archiveLabel : undefined).toBe('NEWS ARCHIVE');
    expect(route?.blocks).toEqual([{ __typename: 'PullQuote', sys: { id: 'q1' } }]);
  });

  it('given an article with a meta date, when it is resolved, then its head publishes that date rather than the post date', async () => {
    const context = routeContext(
      {
        RouteByUrl: {
          staticPageCollection: { items: [] },
          articleCollection: { items: [{ ...article, metatagDate: '2025-05-20T09:30:00.000Z' }] },
        },
      },
      { now: NOW },
    );
    const route = await loadRoute('/learning-center/cover', context);
    expect(route?.head.openGraph.publishedTime).toBe('2025-05-20T09:30:00.000Z');
  });

  it('given no entry with the URL, when it is resolved, then it is undefined (the site answers 404)', async () => {
    const context = routeContext({ RouteByUrl: { staticPageCollection: { items: [] }, articleCollection: { items: [] } } }, { now: NOW });
    expect(await loadRoute('/nowhere', context)).toBeUndefined();
  });

  it('given a product or tool page without its compliance number or expiration date (published by another client), when resolved, then undefined for visitors (404) and the page in draft mode (issue 41)', async () => {
    for (const unapproved of [
      { ...page, type: 'product', complianceNumber: null, expirationDate: '2099-12-31' },
      { ...page, type: 'Tool', complianceNumber: 'LM-2026-01', expirationDate: null },
    ]) {
      const data = { RouteByUrl: { staticPageCollection: { items: [unapproved] }, articleCollection: { items: [] } } };
      expect(await loadRoute('/life-insurance', routeContext(data, { now: NOW }))).toBeUndefined();
      expect((await loadRoute('/life-insurance', routeContext(data, { now: NOW, preview: true })))?.kind).toBe('page');
    }
    const approved = { ...page, type: 'product', complianceNumber: 'LM-2026-01', expirationDate: '2099-12-31' };
    const data = { RouteByUrl: { staticPageCollection: { items: [approved] }, articleCollection: { items: [] } } };
    expect((await loadRoute('/life-insurance', routeContext(data, { now: NOW })))?.kind).toBe('page');
  });

  it('given a page past its compliance expiration date at the request’s time, when resolved, then undefined for visitors (404) and a noted page in draft mode', async () => {
    const expired = { ...page, expirationDate: '2026-01-14' };
    const data = { RouteByUrl: { staticPageCollection: { items: [expired] }, articleCollection: { items: [] } } };
    expect(await loadRoute('/life-insurance', routeContext(data, { now: NOW }))).toBeUndefined();
    const draft = await loadRoute('/life-insurance', routeContext(data, { now: NOW, preview: true }));
    expect(draft?.kind === 'page' && draft.page.complianceExpiredOn).toBe('2026-01-14');
    // The same cached answer, a day earlier: still served (the date is checked per request).
    const dayBefore = await loadRoute('/life-insurance', routeContext(data, { now: new Date('2026-01-14T23:59:00Z') }));
    expect(dayBefore?.kind).toBe('page');
  });

  it('given a published page, when resolved for a visitor, then the site’s serving rule is asked once with its id and compliance fields, and its answer decides: 404, or the page with the hash of its approved content; draft mode never asks', async () => {
    const asked: unknown[] = [];
    const data = {
      RouteByUrl: {
        staticPageCollection: { items: [{ ...page, type: 'product', expirationDate: '2099-12-31' }] },
        articleCollection: { items: [] },
      },
    };
    const answering =
      (answer: Awaited<ReturnType<PageServable>>): PageServable =>
      async (p, now) => (asked.push({ p, now }), answer);
    expect(
      await loadRoute('/life-insurance', { ...stubContext(data, { now: NOW }), servable: answering({ servable: false }) }),
    ).toBeUndefined();
    expect(asked).toEqual([
      { p: { id: 'page-1', type: 'product', complianceNumber: 'LM-2026-01', expirationDate: '2099-12-31' }, now: NOW },
    ]);
    const served = await loadRoute('/life-insurance', {
      ...stubContext(data, { now: NOW }),
      servable: answering({ servable: true, contentHash: 'ab12' }),
    });
    expect(served?.contentHash).toBe('ab12');
    asked.length = 0;
    const draft = await loadRoute('/life-insurance', {
      ...stubContext(data, { now: NOW, preview: true }),
      servable: answering({ servable: false }),
    });
    expect(draft?.kind).toBe('page');
    expect(asked).toEqual([]);
  });
});
