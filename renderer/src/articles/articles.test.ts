import type { ArticleListQueryVariables } from '@insurer/content-model/types';
import { describe, expect, it } from 'vitest';
import type { QueryFn } from '../core/query.js';
import { loadContext } from '../test/fixtures.js';
import { articleListVariables, articleQueryDate, DYNAMIC_CARDS_FETCH, fetchArticles, isListed, isNoindex } from './articles.js';
import { articleItem, NOINDEX, webinarItem } from './fixtures.js';
import { articleKind, fromArticle } from './from-article.js';

describe('articleListVariables', () => {
  it('given filters, when the variables are built, then and/or/exclude pass through, empty lists become null and date is now', () => {
    const variables = articleListVariables(
      { and: ['Learning Center'], or: [], exclude: ['News', null] },
      { now: new Date('2026-11-21T12:00:00Z'), preview: true, locale: 'en-US' },
      { limit: 200, skip: 0 },
    );
    expect(variables).toEqual({
      date: '2026-11-21T12:00:00.000Z',
      and: ['Learning Center'],
      or: null,
      exclude: ['News'],
      limit: 200,
      skip: 0,
      preview: true,
      locale: 'en-US',
    });
  });
});

describe('articleQueryDate and isListed', () => {
  it('given a time within an hour, when the query date is built, then it is the start of that hour (UTC), so the cached answer is shared', () => {
    expect(articleQueryDate(new Date('2026-11-21T12:34:56.789Z'))).toBe('2026-11-21T12:00:00.000Z');
    expect(articleQueryDate(new Date('2026-11-21T12:59:59.999Z'))).toBe('2026-11-21T12:00:00.000Z');
    expect(articleListVariables({}, { now: new Date('2026-11-21T12:34:56Z'), preview: false }, { limit: 200, skip: 0 }).date).toBe(
      '2026-11-21T12:00:00.000Z',
    );
  });

  it.each([
    ['no expiration date', null, ['Learning Center'], true],
    ['expiring after now', '2026-11-21T12:40:00.000Z', ['Learning Center'], true],
    ['expiring exactly now', '2026-11-21T12:30:00.000Z', ['Learning Center'], true],
    ['expired since the hour began', '2026-11-21T12:10:00.000Z', ['Learning Center'], false],
    ['an expired press release', '2026-11-21T12:10:00.000Z', ['Press release'], true],
    ['an expired study / report', '2025-01-01T00:00:00.000Z', [null, 'Study / report'], true],
  ])('given an article with %s, when listed at 12:30, then it is listed: %s', (_case, blogExpirationDate, category, expected) => {
    expect(isListed({ blogExpirationDate, category }, new Date('2026-11-21T12:30:00Z'))).toBe(expected);
  });
});

describe('isNoindex', () => {
  it.each([
    ['robots', 'noindex,nofollow', true],
    ['Robots', 'nofollow, noindex', true],
    ['robots', 'noindex', false],
    ['googlebot', 'noindex,nofollow', false],
  ])('given a %s head tag %s, when checked, then noindex is %s', (name, content, expected) => {
    expect(isNoindex({ headTagEntitiesCollection: { items: [{ sys: { id: 't' }, name, content }] } })).toBe(expected);
  });
});

describe('fetchArticles', () => {
  it('given filters, when fetched, then one query of 200 is sent and noindex articles are left out', async () => {
    const context = loadContext({
      articleCollection: {
        total: 3,
        items: [articleItem('a'), articleItem('b', { headTagEntitiesCollection: NOINDEX }), null, articleItem('c')],
      },
    });
    const articles = await fetchArticles(context, { and: ['Edge'], or: ['Webinar', 'Study / report'], exclude: ['News'] });
    expect(articles.map((a) => a.sys.id)).toEqual(['a', 'c']);
    expect(context.calls).toEqual([
      {
        variables: {
          date: '2026-11-21T12:00:00.000Z',
          and: ['Edge'],
          or: ['Webinar', 'Study / report'],
          exclude: ['News'],
          limit: 200,
          skip: 0,
          preview: false,
        },
      },
    ]);
  });

  it('given 450 matching articles and a maximum of 1000, when fetched, then pages of 200 are requested until the total', async () => {
    const calls: ArticleListQueryVariables[] = [];
    const query = (async (_document: unknown, variables: ArticleListQueryVariables) => {
      calls.push(variables);
      const items = Array.from({ length: Math.min(variables.limit, 450 - variables.skip) }, (_, i) =>
        articleItem(`a${variables.skip + i}`),
      );
      return { articleCollection: { total: 450, items } };
    }) as QueryFn;
    const articles = await fetchArticles({ ...loadContext({}), query }, {}, DYNAMIC_CARDS_FETCH);
    expect(calls.map((c) => [c.skip, c.limit])).toEqual([
      [0, 200],
      [200, 200],
      [400, 200],
    ]);
    expect(articles).toHaveLength(450);
    expect(articles.at(-1)?.sys.id).toBe('a449');
  });

  it('given more matching articles than the maximum, when fetched, then no more than the maximum is requested', async () => {
    const calls: ArticleListQueryVariables[] = [];
    const query = (async (_document: unknown, variables: ArticleListQueryVariables) => {
      calls.push(variables);
      return { articleCollection: { total: 5000, items: [] } };
    }) as QueryFn;
    await fetchArticles({ ...loadContext({}), query }, {}, DYNAMIC_CARDS_FETCH);
    expect(calls.map((c) => [c.skip, c.limit])).toEqual([
      [0, 200],
      [200, 200],
      [400, 200],
      [600, 200],
      [800, 200],
    ]);
  });
});

describe('fetchArticles within the hour', () => {
  it('given the hour query answering an article that expired since the hour began, when fetched, then it is left out', async () => {
    const context = loadContext(
      {
        articleCollection: {
          total: 3,
          items: [
            articleItem('current', { blogExpirationDate: '2026-11-21T13:00:00.000Z' }),
            articleItem('expired', { blogExpirationDate: '2026-11-21T12:15:00.000Z' }),
            articleItem('release', { blogExpirationDate: '2026-11-21T12:15:00.000Z', category: ['Press release'] }),
          ],
        },
      },
      { now: new Date('2026-11-21T12:30:00Z') },
    );
    const articles = await fetchArticles(context, {});
    expect(articles.map((a) => a.sys.id)).toEqual(['current', 'release']);
    expect(context.calls).toMatchObject([{ variables: { date: '2026-11-21T12:00:00.000Z' } }]);
  });
});

describe('fromArticle', () => {
  it.each([
    [['Webinar'], { eyebrow: 'Webinar', action: 'Go now', newTab: true }],
    [['Study / report'], { eyebrow: 'Report', action: 'Read now', newTab: false }],
    [['Learning Center'], { eyebrow: 'Article', action: 'Read now', newTab: false }],
  ] as const)('given categories %j, when classified, then the card is %j', (categories, kind) => {
    expect(articleKind(categories)).toEqual(kind);
  });

  it('given a webinar with a call to action, when mapped, then the card links to it and opens a new tab', () => {
    expect(fromArticle(webinarItem('w'))).toMatchObject({
      id: 'w',
      title: 'Article w',
      href: 'https://events.example.com/webinar',
      eyebrow: 'Webinar',
      action: 'Go now',
      newTab: true,
      categories: ['Edge', 'Webinar', 'Employee benefits'],
      formats: ['Webinars'],
    });
  });

  it('given an article with an eyebrow override and no call to action, when mapped, then it links to its url under its own eyebrow', () => {
    expect(fromArticle(articleItem('a', { eyebrow: 'Guide' }))).toMatchObject({
      href: '/learning-center/a',
      eyebrow: 'Guide',
      action: 'Read now',
    });
  });
});
