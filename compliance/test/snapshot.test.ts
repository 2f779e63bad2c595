import { createClient, type PlainClientAPI } from 'contentful-management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_TOKEN, MANAGEMENT_TOKEN, SPACE, startTestService, type TestService } from '@insurer/content-service/testing';
import { pageSnapshot, SNAPSHOT_MAX_DEPTH, snapshotHash, type SnapshotSource } from '../src/index.js';

/**
 * The snapshot a principal approves is read from the Management API (the draft, every locale);
 * the one the site serves from the Delivery API (published, one locale). Against a real content
 * service, through the real `contentful-management` client and the Delivery API's REST answers.
 */
let service: TestService;
let client: PlainClientAPI;
const scope = { spaceId: SPACE, environmentId: 'master' };
const en = <T>(value: T) => ({ 'en-US': value });
const link = (linkType: 'Entry' | 'Asset', id: string) => ({ sys: { type: 'Link', linkType, id } });
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The draft, through contentful-management. */
const cmaSource: SnapshotSource = {
  localized: true,
  entries: async (ids) => (await client.entry.getMany({ ...scope, query: { 'sys.id[in]': ids.join(','), limit: 1000 } })).items,
  assets: async (ids) => (await client.asset.getMany({ ...scope, query: { 'sys.id[in]': ids.join(','), limit: 1000 } })).items,
};

/** The published copy, from the Delivery API's REST answers (its assets come as `includes`: the local service has no asset endpoint). */
function cdaSource(): SnapshotSource {
  const included = new Map<string, unknown>();
  return {
    localized: false,
    async entries(ids) {
      const query = new URLSearchParams({ 'sys.id[in]': ids.join(','), locale: 'en-US', include: '1', limit: '1000' });
      const res = await fetch(`${service.httpUrl}/cdn/spaces/${SPACE}/environments/master/entries?${query}`, {
        headers: { Authorization: `Bearer ${DELIVERY_TOKEN}` },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { items: unknown[]; includes?: { Asset?: { sys: { id: string } }[] } };
      for (const asset of body.includes?.Asset ?? []) included.set(asset.sys.id, asset);
      return body.items;
    },
    assets: async (ids) => ids.filter((id) => included.has(id)).map((id) => included.get(id)),
  };
}

async function contentType(id: string, fields: unknown[]) {
  const created = await client.contentType.createWithId({ ...scope, contentTypeId: id }, {
    name: id,
    displayField: 'title',
    fields,
  } as never);
  await client.contentType.publish({ ...scope, contentTypeId: id }, created);
}

async function entry(id: string, type: string, fields: Record<string, unknown>) {
  const created = await client.entry.createWithId({ ...scope, entryId: id, contentTypeId: type }, { fields } as never);
  return client.entry.publish({ ...scope, entryId: id }, created);
}

beforeAll(async () => {
  service = await startTestService();
  client = createClient(
    { accessToken: MANAGEMENT_TOKEN, host: service.httpHost, hostUpload: service.httpHost, insecure: true },
    { type: 'plain' },
  );
  await contentType('page', [
    { id: 'title', name: 'Title', type: 'Symbol' },
    { id: 'blocks', name: 'Blocks', type: 'Array', items: { type: 'Link', linkType: 'Entry' } },
    { id: 'body', name: 'Body', type: 'RichText' },
  ]);
  await contentType('chartBlock', [
    { id: 'title', name: 'Title', type: 'Symbol' },
    { id: 'source', name: 'Source', type: 'Symbol' },
    { id: 'image', name: 'Image', type: 'Link', linkType: 'Asset' },
    { id: 'footnote', name: 'Footnote', type: 'Link', linkType: 'Entry' },
  ]);
  await contentType('note', [
    { id: 'title', name: 'Title', type: 'Symbol' },
    { id: 'page', name: 'Page', type: 'Link', linkType: 'Entry' },
  ]);
  const upload = await client.upload.create(
    { spaceId: SPACE },
    { file: PNG.buffer.slice(PNG.byteOffset, PNG.byteOffset + PNG.byteLength) as ArrayBuffer },
  );
  const asset = await client.asset.createWithId({ ...scope, assetId: 'cap-chart-image' }, {
    fields: {
      title: en('Cap rates'),
      file: en({ fileName: 'caps.png', contentType: 'image/png', uploadFrom: link('Upload' as 'Asset', upload.sys.id) }),
    },
  } as never);
  const processed = await client.asset.processForAllLocales(scope, asset);
  await client.asset.publish({ ...scope, assetId: 'cap-chart-image' }, processed);
  await entry('cap-footnote', 'note', { title: en('Past performance does not guarantee future results.') });
  await entry('cap-chart', 'chartBlock', {
    title: en('Cap rates since 2020'),
    source: en('Lanternfield Mutual rate history, Dec 2025'),
    image: en(link('Asset', 'cap-chart-image')),
    footnote: en(link('Entry', 'cap-footnote')),
  });
  await entry('callout', 'note', { title: en('Talk to a financial professional') });
  await entry('rila-page', 'page', {
    title: en('RILA: protect and grow'),
    blocks: en([link('Entry', 'cap-chart')]),
    body: en({
      nodeType: 'document',
      data: {},
      content: [
        {
          nodeType: 'paragraph',
          data: {},
          content: [{ nodeType: 'text', value: 'A registered index-linked annuity.', marks: [], data: {} }],
        },
        { nodeType: 'embedded-entry-block', data: { target: link('Entry', 'callout') }, content: [] },
      ],
    }),
  });
  // The footnote links back to the page: a cycle.
  const footnote = await client.entry.get({ ...scope, entryId: 'cap-footnote' });
  const cyclic = await client.entry.update(
    { ...scope, entryId: 'cap-footnote' },
    { ...footnote, fields: { ...footnote.fields, page: en(link('Entry', 'rila-page')) } },
  );
  await client.entry.publish({ ...scope, entryId: 'cap-footnote' }, cyclic);
});
afterAll(() => service?.destroy());

describe('the snapshot of a page and what it links to', () => {
  it('given published content, when read as the CMA draft and as the CDA published copy, then both snapshots and their hashes are the same', async () => {
    const draft = await pageSnapshot(cmaSource, { rootId: 'rila-page', locale: 'en-US' });
    const published = await pageSnapshot(cdaSource(), { rootId: 'rila-page', locale: 'en-US' });
    expect(draft.entries.map((e) => [e.id, e.contentType])).toEqual([
      ['callout', 'note'],
      ['cap-chart', 'chartBlock'],
      ['cap-footnote', 'note'],
      ['rila-page', 'page'],
    ]);
    expect(draft.assets.map((a) => a.id)).toEqual(['cap-chart-image']);
    expect(draft.entries[1]!.fields).toEqual({
      title: 'Cap rates since 2020',
      source: 'Lanternfield Mutual rate history, Dec 2025',
      image: link('Asset', 'cap-chart-image'),
      footnote: link('Entry', 'cap-footnote'),
    });
    expect(published).toEqual(draft);
    expect(snapshotHash(published)).toBe(snapshotHash(draft));
    expect(snapshotHash(draft)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('given an edited linked block, when hashed, then the draft hash changes and the published one follows only once it is published', async () => {
    const before = snapshotHash(await pageSnapshot(cmaSource, { rootId: 'rila-page', locale: 'en-US' }));
    const chart = await client.entry.get({ ...scope, entryId: 'cap-chart' });
    const edited = await client.entry.update(
      { ...scope, entryId: 'cap-chart' },
      { ...chart, fields: { ...chart.fields, source: en('Lanternfield Mutual rate history, Jan 2026') } },
    );
    const draft = snapshotHash(await pageSnapshot(cmaSource, { rootId: 'rila-page', locale: 'en-US' }));
    expect(draft).not.toBe(before);
    expect(snapshotHash(await pageSnapshot(cdaSource(), { rootId: 'rila-page', locale: 'en-US' }))).toBe(before);
    await client.entry.publish({ ...scope, entryId: 'cap-chart' }, edited);
    expect(snapshotHash(await pageSnapshot(cdaSource(), { rootId: 'rila-page', locale: 'en-US' }))).toBe(draft);
  });

  it('given a chain of links longer than the depth limit, when snapshotted, then it stops at the limit', async () => {
    for (let i = 13; i >= 1; i--) {
      const next = i < 13 ? { page: en(link('Entry', `chain-${i + 1}`)) } : {};
      await entry(`chain-${i}`, 'note', { title: en(`Link ${i}`), ...next });
    }
    const snapshot = await pageSnapshot(cmaSource, { rootId: 'chain-1', locale: 'en-US' });
    // chain-1 is depth 0, chain-11 depth 10.
    expect(snapshot.entries.map((e) => e.id).sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)))).toEqual(
      Array.from({ length: SNAPSHOT_MAX_DEPTH + 1 }, (_, i) => `chain-${i + 1}`),
    );
  });
});
