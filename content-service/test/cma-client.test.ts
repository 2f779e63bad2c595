import { createClient, type PlainClientAPI } from 'contentful-management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGEMENT_TOKEN, SPACE, startTestService, type TestService } from './helpers.js';

/**
 * The real `contentful-management` plain client against the local service, with only `host`
 * (and `insecure` for plain HTTP) changed.
 */
let service: TestService;
let client: PlainClientAPI;
const scope = { spaceId: SPACE, environmentId: 'master' };

beforeAll(async () => {
  service = await startTestService();
  client = createClient(
    { accessToken: MANAGEMENT_TOKEN, host: service.httpHost, hostUpload: service.httpHost, insecure: true },
    { type: 'plain' },
  );
});
afterAll(() => service.destroy());

async function publishedContentType(id: string, fields: unknown[], displayField = 'title') {
  const created = await client.contentType.createWithId({ ...scope, contentTypeId: id }, { name: id, displayField, fields } as never);
  return client.contentType.publish({ ...scope, contentTypeId: id }, created);
}

describe('contentful-management plain client', () => {
  it('given the first start, when reading the space, then it has master with the en-US default locale', async () => {
    const space = await client.space.get({ spaceId: SPACE });
    expect(space.sys.id).toBe(SPACE);
    const environments = await client.environment.getMany({ spaceId: SPACE });
    expect(environments.items.map((e) => e.sys.id)).toEqual(['master']);
    const locales = await client.locale.getMany(scope);
    expect(locales.items.map((l) => [l.code, l.default])).toEqual([['en-US', true]]);
  });

  it('given a published content type, when an entry is created, updated and published, then versions follow Contentful', async () => {
    const ct = await publishedContentType('article', [
      { id: 'title', name: 'Title', type: 'Symbol', required: true },
      { id: 'rank', name: 'Rank', type: 'Integer' },
      { id: 'topics', name: 'Topics', type: 'Array', items: { type: 'Symbol' } },
    ]);
    expect(ct.sys.version).toBe(2);
    expect(ct.sys.publishedVersion).toBe(1);

    const entry = await client.entry.createWithId(
      { ...scope, entryId: 'first-article', contentTypeId: 'article' },
      { fields: { title: { 'en-US': 'Term life basics' }, rank: { 'en-US': 2 } } },
    );
    expect(entry.sys).toMatchObject({ id: 'first-article', type: 'Entry', version: 1, contentType: { sys: { id: 'article' } } });

    const updated = await client.entry.update(
      { ...scope, entryId: 'first-article' },
      { ...entry, fields: { ...entry.fields, topics: { 'en-US': ['life', 'basics'] } } },
    );
    expect(updated.sys.version).toBe(2);

    const published = await client.entry.publish({ ...scope, entryId: 'first-article' }, updated);
    expect(published.sys).toMatchObject({ version: 3, publishedVersion: 2, publishedCounter: 1 });
    expect(published.sys.firstPublishedAt).toBe(published.sys.publishedAt);

    const unpublished = await client.entry.unpublish({ ...scope, entryId: 'first-article' });
    expect(unpublished.sys.version).toBe(4);
    expect(unpublished.sys.publishedVersion).toBeUndefined();
  });

  it('given several entries, when listing with search parameters, then filters, order and paging apply', async () => {
    for (const [id, title, rank] of [
      ['a1', 'Disability income', 5],
      ['a2', 'Dental plans', 1],
      ['a3', 'Vision plans', 3],
    ] as const) {
      await client.entry.createWithId(
        { ...scope, entryId: id, contentTypeId: 'article' },
        { fields: { title: { 'en-US': title }, rank: { 'en-US': rank } } },
      );
    }
    const byRank = await client.entry.getMany({
      ...scope,
      query: { content_type: 'article', order: '-fields.rank', 'fields.rank[gte]': 2 },
    });
    expect(byRank.items.map((e) => e.sys.id)).toEqual(['a1', 'a3', 'first-article']);
    expect(byRank.total).toBe(3);

    const matched = await client.entry.getMany({
      ...scope,
      query: { content_type: 'article', 'fields.title[match]': 'plans', order: 'fields.title' },
    });
    expect(matched.items.map((e) => e.sys.id)).toEqual(['a2', 'a3']);

    const page = await client.entry.getMany({ ...scope, query: { 'sys.id[in]': 'a1,a2,a3', order: 'sys.id', skip: 1, limit: 1 } });
    expect(page).toMatchObject({ total: 3, skip: 1, limit: 1 });
    expect(page.items.map((e) => e.sys.id)).toEqual(['a2']);

    const missingRank = await client.entry.getMany({ ...scope, query: { content_type: 'article', 'fields.topics[exists]': true } });
    expect(missingRank.items.map((e) => e.sys.id)).toEqual(['first-article']);
  });

  it('given an unpublished entry, when the client archives and unarchives it without a version (as Contentful allows), then both answer the entry', async () => {
    // Contentful's reference, "Archive an entry": X-Contentful-Version is optional; the plain
    // client's entry.archive sends none.
    await client.entry.createWithId(
      { ...scope, entryId: 'archive-me', contentTypeId: 'article' },
      { fields: { title: { 'en-US': 'Old' } } },
    );
    const archived = await client.entry.archive({ ...scope, entryId: 'archive-me' });
    expect(archived.sys).toMatchObject({ id: 'archive-me', version: 2, archivedVersion: 2 });
    const restored = await client.entry.unarchive({ ...scope, entryId: 'archive-me' });
    expect(restored.sys.archivedVersion).toBeUndefined();
    expect(restored.sys.version).toBe(3);
  });

  it('given a stale version, when updating, then the client gets 409 VersionMismatch and the entry is unchanged', async () => {
    const current = await client.entry.get({ ...scope, entryId: 'a1' });
    const attempt = client.entry.update(
      { ...scope, entryId: 'a1' },
      { ...current, sys: { ...current.sys, version: 99 }, fields: { title: { 'en-US': 'Overwritten' } } },
    );
    await expect(attempt).rejects.toMatchObject({ name: 'VersionMismatch' });
    const after = await client.entry.get({ ...scope, entryId: 'a1' });
    expect(after.fields.title['en-US']).toBe('Disability income');
    expect(after.sys.version).toBe(current.sys.version);
  });

  it('given a content type, when reading its editor interface, then the default answers and an update is kept', async () => {
    const ei = await client.editorInterface.get({ ...scope, contentTypeId: 'article' });
    expect(ei.controls).toContainEqual({ fieldId: 'title', widgetId: 'singleLine', widgetNamespace: 'builtin' });
    expect(ei.controls).toContainEqual({ fieldId: 'topics', widgetId: 'tagEditor', widgetNamespace: 'builtin' });
    const updated = await client.editorInterface.update(
      { ...scope, contentTypeId: 'article' },
      {
        ...ei,
        controls: [{ fieldId: 'title', widgetId: 'slugEditor', widgetNamespace: 'builtin', settings: { helpText: 'Shown as the H1' } }],
      },
    );
    expect(updated.sys.version).toBe(ei.sys.version + 1);
    const again = await client.editorInterface.get({ ...scope, contentTypeId: 'article' });
    expect(again.controls?.[0]).toEqual({
      fieldId: 'title',
      widgetId: 'slugEditor',
      widgetNamespace: 'builtin',
      settings: { helpText: 'Shown as the H1' },
    });
  });

  it('given a PNG, when uploaded, attached to an asset, processed and published, then its url serves the image', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a5' } })
      .png()
      .toBuffer();
    const upload = await client.upload.create(
      { spaceId: SPACE },
      { file: png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer },
    );
    const asset = await client.asset.create(scope, {
      fields: {
        title: { 'en-US': 'Green bar' },
        file: {
          'en-US': {
            fileName: 'green.png',
            contentType: 'image/png',
            uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: upload.sys.id } },
          },
        },
      },
    });
    const processed = await client.asset.processForAllLocales(scope, asset);
    const file = processed.fields.file['en-US']!;
    expect(file.details).toMatchObject({ size: png.length, image: { width: 40, height: 20 } });
    expect(file.url).toMatch(new RegExp(`^//localhost:\\d+/images/${SPACE}/${asset.sys.id}/`));
    const published = await client.asset.publish({ ...scope, assetId: asset.sys.id }, processed);
    expect(published.sys.publishedVersion).toBe(processed.sys.version);
    const res = await fetch(`http:${file.url}?w=20&fm=webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(20);
    // The reference editors list scheduled actions for every card: the space has none.
    const scheduled = await client.scheduledActions.getMany({ spaceId: SPACE, query: { 'environment.sys.id': 'master' } });
    expect(scheduled.items).toEqual([]);
    // The asset library's type filter: Contentful's MIME type groups.
    const images = await client.asset.getMany({ ...scope, query: { mimetype_group: 'image' } });
    expect(images.items.map((a) => a.sys.id)).toContain(asset.sys.id);
    const pdfs = await client.asset.getMany({ ...scope, query: { mimetype_group: 'pdfdocument' } });
    expect(pdfs.items.map((a) => a.sys.id)).not.toContain(asset.sys.id);
    await expect(client.asset.getMany({ ...scope, query: { mimetype_group: 'nonsense' } })).rejects.toThrow(/"status": 400/);
  });

  it('given tags, when an entry carries one, then listing by tag finds it', async () => {
    await client.tag.createWithId({ ...scope, tagId: 'retirement' }, { name: 'Retirement', sys: { visibility: 'public' } } as never);
    const tags = await client.tag.getMany({ ...scope, query: {} });
    expect(tags.items.map((t) => [t.sys.id, t.name])).toEqual([['retirement', 'Retirement']]);
    const entry = await client.entry.get({ ...scope, entryId: 'a2' });
    await client.entry.update(
      { ...scope, entryId: 'a2' },
      { ...entry, metadata: { tags: [{ sys: { type: 'Link', linkType: 'Tag', id: 'retirement' } }] } },
    );
    const tagged = await client.entry.getMany({ ...scope, query: { 'metadata.tags.sys.id[in]': 'retirement' } });
    expect(tagged.items.map((e) => e.sys.id)).toEqual(['a2']);
  });

  it('given master, when an environment is created, then it is a copy that changes independently and can be deleted', async () => {
    const env = await client.environment.createWithId({ spaceId: SPACE, environmentId: 'feature-x' }, { name: 'Feature X' });
    expect(env.sys.id).toBe('feature-x');
    const copy = await client.entry.get({ spaceId: SPACE, environmentId: 'feature-x', entryId: 'a1' });
    expect(copy.fields.title['en-US']).toBe('Disability income');
    expect(copy.sys.environment.sys.id).toBe('feature-x');
    await client.entry.update(
      { spaceId: SPACE, environmentId: 'feature-x', entryId: 'a1' },
      { ...copy, fields: { title: { 'en-US': 'Changed in feature-x' } } },
    );
    expect((await client.entry.get({ ...scope, entryId: 'a1' })).fields.title['en-US']).toBe('Disability income');
    await client.environment.delete({ spaceId: SPACE, environmentId: 'feature-x' });
    await expect(client.environment.get({ spaceId: SPACE, environmentId: 'feature-x' })).rejects.toMatchObject({ name: 'NotFound' });
  });

  it('given the HTTPS listener, when the client connects with the service certificate, then it works', async () => {
    const secure = createClient(
      { accessToken: MANAGEMENT_TOKEN, host: service.tlsHost, httpsAgent: service.httpsAgent },
      { type: 'plain' },
    );
    const types = await secure.contentType.getMany({ ...scope, query: { 'sys.id[in]': 'article' } });
    expect(types.items.map((t) => t.sys.id)).toEqual(['article']);
  });

  it('given a second locale with a fallback, when created, then it is listed', async () => {
    const locale = await client.locale.create(scope, {
      name: 'Spanish (US)',
      code: 'es-US',
      fallbackCode: 'en-US',
      optional: true,
    } as never);
    expect(locale).toMatchObject({ code: 'es-US', fallbackCode: 'en-US', default: false });
    const locales = await client.locale.getMany(scope);
    expect(locales.items.map((l) => l.code)).toEqual(['en-US', 'es-US']);
  });
  it('given an entry published twice, when its snapshots are read with the client, then one per publish, newest first, in Contentful’s shape', async () => {
    await publishedContentType('note', [{ id: 'title', name: 'Title', type: 'Symbol' }]);
    const entry = await client.entry.createWithId(
      { ...scope, entryId: 'snapshot-note', contentTypeId: 'note' },
      { fields: { title: { 'en-US': 'First title' } } },
    );
    const first = await client.entry.publish({ ...scope, entryId: 'snapshot-note' }, entry);
    const edited = await client.entry.update(
      { ...scope, entryId: 'snapshot-note' },
      { ...first, fields: { title: { 'en-US': 'Second title' } } },
    );
    await client.entry.publish({ ...scope, entryId: 'snapshot-note' }, edited);
    const snapshots = await client.snapshot.getManyForEntry({ ...scope, entryId: 'snapshot-note' });
    expect(snapshots.total).toBe(2);
    expect(snapshots.items.map((s) => s.snapshot.fields.title)).toEqual([{ 'en-US': 'Second title' }, { 'en-US': 'First title' }]);
    const [latest] = snapshots.items;
    expect(latest!.sys).toMatchObject({
      type: 'Snapshot',
      snapshotType: 'publish',
      snapshotEntityType: 'Entry',
      createdBy: { sys: { id: 'local-user' } },
    });
    expect(latest!.snapshot.sys).toMatchObject({ id: 'snapshot-note', type: 'Entry', publishedVersion: edited.sys.version });
    expect('metadata' in latest!.snapshot).toBe(false);
    const one = await client.snapshot.getForEntry({ ...scope, entryId: 'snapshot-note', snapshotId: latest!.sys.id });
    expect(one).toEqual(latest);
    await expect(client.snapshot.getForEntry({ ...scope, entryId: 'snapshot-note', snapshotId: 'nope' })).rejects.toThrow(
      /NotFound|could not be found/,
    );
    await expect(client.snapshot.getManyForEntry({ ...scope, entryId: 'no-such-entry' })).rejects.toThrow(/NotFound|could not be found/);
  });
});
