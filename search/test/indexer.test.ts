import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateTenant, openSiteDb, type SiteDb } from '@insurer/site-db';
import {
  MAX_AFFECTED_DOCUMENTS,
  REBUILD_DELAY_MS,
  SearchIndexer,
  type LinkingEntry,
  searchIndexOf,
  type SearchDocument,
  type SearchIndex,
  type SearchSource,
  SEARCH_TENANT,
} from '../src/index.js';

const page = (id: string, title: string): SearchDocument => ({
  id,
  type: 'page',
  url: `/${id}`,
  title,
  description: '',
  body: '',
  date: null,
});

/**
 * A CMS in memory: what is published, by id, and which entries link to which (`links`: target id
 * to the entries linking to it). Counts full reads (`reads`) and single reads (`readIds`).
 */
function memorySource(
  published: Map<string, SearchDocument>,
  links = new Map<string, LinkingEntry[]>(),
): SearchSource & { reads: number; readIds: string[] } {
  return {
    documentTypes: new Set(['staticPage', 'article']),
    textlessTypes: new Set(['navigation']),
    reads: 0,
    readIds: [],
    async all() {
      this.reads++;
      return [...published.values()];
    },
    async one(id) {
      this.readIds.push(id);
      return published.get(id);
    },
    async linksTo(_entity, id) {
      return links.get(id) ?? [];
    },
  };
}

const entry = (id: string, contentType: string) => ({
  sys: { id, type: 'Entry', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } } },
});
const titles = async (index: SearchIndex, q: string) => (await index.search({ q, rows: 10, start: 0 })).hits.map((h) => h.title);

describe('the search indexer', () => {
  let dir: string;
  let site: SiteDb;
  let index: SearchIndex;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'indexer-'));
    site = await openSiteDb({ databaseUrl: undefined, sqlitePath: join(dir, 'site.sqlite') });
    await migrateTenant(site, SEARCH_TENANT);
    index = searchIndexOf(site);
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('builds the index, then follows publish, unpublish and delete webhooks of pages and articles', async () => {
    const published = new Map([['home', page('home', 'Welcome home')]]);
    const indexer = new SearchIndexer(index, memorySource(published), () => undefined);
    await indexer.rebuild();
    expect(await titles(index, 'welcome')).toEqual(['Welcome home']);

    published.set('news', { ...page('news', 'Annual report'), type: 'article' });
    expect(await indexer.onWebhook('ContentManagement.Entry.publish', entry('news', 'article'))).toBe('indexed');
    expect(await titles(index, 'annual')).toEqual(['Annual report']);

    published.delete('news');
    expect(await indexer.onWebhook('ContentManagement.Entry.unpublish', { sys: { id: 'news', type: 'DeletedEntry' } })).toBe('updated');
    expect(await titles(index, 'annual')).toEqual([]);
    indexer.stop();

    expect(
      await indexer.onWebhook('ContentManagement.Entry.delete', {
        sys: { id: 'home', type: 'DeletedEntry', contentType: entry('home', 'staticPage').sys.contentType },
      }),
    ).toBe('removed');
    expect(await titles(index, 'welcome')).toEqual([]);
  });

  it('removes a page published with noindex (the source answers nothing for it)', async () => {
    const indexer = new SearchIndexer(index, memorySource(new Map()), () => undefined);
    await index.upsert([page('hidden', 'Hidden page')]);
    expect(await indexer.onWebhook('ContentManagement.Entry.publish', entry('hidden', 'staticPage'))).toBe('removed');
    expect(await titles(index, 'hidden')).toEqual([]);
  });

  it('updates only the documents that use a changed block, through the entries between them, and rebuilds nothing', async () => {
    await index.replaceAll([]);
    const published = new Map([
      ['faq', page('faq', 'Questions answered')],
      ['claims', page('claims', 'Claims help')],
      ['other', page('other', 'Unrelated page')],
    ]);
    const links = new Map<string, LinkingEntry[]>([
      // item-1 sits in group-1, which the faq and claims pages hold; the navigation links to faq too
      ['item-1', [{ id: 'group-1', contentType: 'accordionGroup' }]],
      [
        'group-1',
        [
          { id: 'faq', contentType: 'staticPage' },
          { id: 'claims', contentType: 'staticPage' },
        ],
      ],
      ['logo', [{ id: 'nav', contentType: 'navigation' }]],
      ['nav', [{ id: 'other', contentType: 'staticPage' }]],
    ]);
    const source = memorySource(published, links);
    const indexer = new SearchIndexer(index, source, () => undefined);
    await indexer.rebuild();
    published.set('faq', page('faq', 'Questions answered about premiums'));
    published.set('claims', page('claims', 'Claims help with premiums'));
    const before = await site.db
      .withTables<{ search_documents: { id: string; indexed_at: number } }>()
      .selectFrom('search_documents')
      .select(['id', 'indexed_at'])
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 5));

    expect(await indexer.onWebhook('ContentManagement.Entry.publish', entry('item-1', 'accordionItem'))).toBe('updated');
    expect(source.reads).toBe(1);
    expect(source.readIds.sort()).toEqual(['claims', 'faq']);
    expect(await titles(index, 'premiums')).toEqual(['Claims help with premiums', 'Questions answered about premiums']);
    const after = await site.db
      .withTables<{ search_documents: { id: string; indexed_at: number } }>()
      .selectFrom('search_documents')
      .select(['id', 'indexed_at'])
      .execute();
    const rewritten = after.filter((row) => before.find((old) => old.id === row.id)?.indexed_at !== row.indexed_at).map((row) => row.id);
    expect(rewritten.sort()).toEqual(['claims', 'faq']);

    // an asset only a navigation uses changes no document; nor does the navigation itself
    source.readIds.length = 0;
    expect(await indexer.onWebhook('ContentManagement.Asset.publish', { sys: { id: 'logo', type: 'Asset' } })).toBe('updated');
    expect(await indexer.onWebhook('ContentManagement.Entry.publish', entry('nav', 'navigation'))).toBe('ignored');
    expect(source.readIds).toEqual([]);

    // a page that no longer shows (noindex) when its block changes leaves the index
    published.delete('claims');
    expect(
      await indexer.onWebhook('ContentManagement.Entry.unpublish', {
        sys: { id: 'group-1', type: 'DeletedEntry', contentType: entry('group-1', 'accordionGroup').sys.contentType },
      }),
    ).toBe('updated');
    expect(await titles(index, 'claims')).toEqual([]);
    expect(source.reads).toBe(1);
  });

  it('rebuilds once, for a burst of changes each used by more than MAX_AFFECTED_DOCUMENTS documents', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const published = new Map([['faq', page('faq', 'Questions answered')]]);
      const many = Array.from({ length: MAX_AFFECTED_DOCUMENTS + 1 }, (_, i) => ({ id: `page-${i}`, contentType: 'staticPage' }));
      const source = memorySource(
        published,
        new Map([
          ['block-1', many],
          ['image-1', many],
        ]),
      );
      const indexer = new SearchIndexer(index, source, () => undefined);
      expect(await indexer.onWebhook('ContentManagement.Entry.publish', entry('block-1', 'accordionGroup'))).toBe('rebuild');
      expect(await indexer.onWebhook('ContentManagement.Asset.publish', { sys: { id: 'image-1', type: 'Asset' } })).toBe('rebuild');
      expect(source.reads).toBe(0);
      await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS);
      expect(source.reads).toBe(1);
      await vi.waitFor(async () => expect(await titles(index, 'questions')).toEqual(['Questions answered']));
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores unknown topics and bodies without an id', async () => {
    const indexer = new SearchIndexer(index, memorySource(new Map()), () => undefined);
    expect(await indexer.onWebhook('ContentManagement.ContentType.publish', entry('x', 'staticPage'))).toBe('ignored');
    expect(await indexer.onWebhook('ContentManagement.Entry.publish', undefined)).toBe('ignored');
  });

  it('applies a webhook after a rebuild in progress, so the rebuild cannot bring back what was unpublished', async () => {
    const published = new Map([['old', page('old', 'Outdated offer')]]);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const source = memorySource(published);
    const slow: SearchSource = {
      ...source,
      all: async () => {
        const read = [...published.values()];
        await gate;
        return read;
      },
    };
    const indexer = new SearchIndexer(index, slow, () => undefined);
    const rebuilding = indexer.rebuild();
    published.delete('old');
    const webhook = indexer.onWebhook('ContentManagement.Entry.unpublish', {
      sys: { id: 'old', type: 'DeletedEntry', contentType: entry('old', 'staticPage').sys.contentType },
    });
    release();
    await rebuilding;
    expect(await webhook).toBe('removed');
    expect(await titles(index, 'outdated')).toEqual([]);
  });

  it('given the master alias swapped to another environment, when its webhook arrives, then the whole index is read again before it answers', async () => {
    const published = new Map([['before-swap', page('before-swap', 'Served before the swap')]]);
    const source = memorySource(published);
    const indexer = new SearchIndexer(index, source, () => undefined);
    await indexer.rebuild();
    expect(await titles(index, 'swap')).toEqual(['Served before the swap']);
    // the release environment the alias now targets has other content
    published.clear();
    published.set('after-swap', page('after-swap', 'Served after the swap'));
    const alias = {
      sys: { id: 'master', type: 'EnvironmentAlias', version: 2 },
      environment: { sys: { type: 'Link', linkType: 'Environment', id: 'release-1' } },
    };
    expect(await indexer.onWebhook('ContentManagement.EnvironmentAlias.save', alias)).toBe('rebuild');
    expect(source.reads).toBe(2);
    expect(await titles(index, 'swap')).toEqual(['Served after the swap']);
  });
});
