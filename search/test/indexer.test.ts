import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateTenant, openSiteDb, type SiteDb } from '@insurer/site-db';
import {
  REBUILD_DELAY_MS,
  SearchIndexer,
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

/** A CMS in memory: what is published, by id. */
function memorySource(published: Map<string, SearchDocument>): SearchSource & { reads: number } {
  return {
    documentTypes: new Set(['staticPage', 'article']),
    reads: 0,
    async all() {
      this.reads++;
      return [...published.values()];
    },
    async one(id) {
      return published.get(id);
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
    expect(await indexer.onWebhook('ContentManagement.Entry.unpublish', { sys: { id: 'news', type: 'DeletedEntry' } })).toBe('rebuild');
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

  it('rebuilds once for a burst of block and asset webhooks', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const published = new Map([['faq', page('faq', 'Questions answered')]]);
      const source = memorySource(published);
      const indexer = new SearchIndexer(index, source, () => undefined);
      for (const topic of ['ContentManagement.Entry.publish', 'ContentManagement.Asset.publish', 'ContentManagement.Entry.unpublish'])
        expect(await indexer.onWebhook(topic, entry('block-1', 'accordionGroup'))).toBe('rebuild');
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
});
