import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cma, SPACE, startTestService, type TestService } from './helpers.js';

/**
 * Publish-time validation as Contentful applies it: a violating publish answers 422
 * ValidationFailed naming each error with its path, and the draft is kept unpublished.
 */
let service: TestService;
const base = `/spaces/${SPACE}/environments/master`;

async function contentType(id: string, fields: unknown[]) {
  await cma(service, 'PUT', `${base}/content_types/${id}`, { name: id, fields });
  const ct = await cma(service, 'GET', `${base}/content_types/${id}`);
  await cma(service, 'PUT', `${base}/content_types/${id}/published`, undefined, { 'X-Contentful-Version': String(ct.body.sys.version) });
}

async function entry(ctId: string, id: string, fields: Record<string, unknown>) {
  const localized = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }]));
  const res = await cma(service, 'PUT', `${base}/entries/${id}`, { fields: localized }, { 'X-Contentful-Content-Type': ctId });
  expect(res.status).toBe(201);
  return res.body;
}

async function publish(id: string) {
  const current = await cma(service, 'GET', `${base}/entries/${id}`);
  return cma(service, 'PUT', `${base}/entries/${id}/published`, undefined, { 'X-Contentful-Version': String(current.body.sys.version) });
}

const link = (id: string, linkType = 'Entry') => ({ sys: { type: 'Link', linkType, id } });

beforeAll(async () => {
  service = await startTestService();
  await contentType('card', [{ id: 'title', name: 'Title', type: 'Symbol' }]);
  await contentType('slide', [{ id: 'title', name: 'Title', type: 'Symbol' }]);
  await contentType('grid', [
    { id: 'title', name: 'Title', type: 'Symbol', required: true, validations: [{ size: { max: 20 } }] },
    { id: 'layout', name: 'Layout', type: 'Symbol', validations: [{ in: ['1 Col', '2 Col', '3 Col', '4 Col'] }] },
    { id: 'columns', name: 'Columns', type: 'Integer', validations: [{ range: { min: 1, max: 4 } }] },
    {
      id: 'slug',
      name: 'Slug',
      type: 'Symbol',
      validations: [{ regexp: { pattern: '^/[a-z0-9/-]*$' }, message: 'Start with / and use lower-case letters' }, { unique: true }],
    },
    {
      id: 'cards',
      name: 'Cards',
      type: 'Array',
      items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['card'] }] },
      validations: [{ size: { max: 2 }, message: 'A card grid holds at most 2 cards' }],
    },
    { id: 'image', name: 'Image', type: 'Link', linkType: 'Asset', validations: [{ linkMimetypeGroup: ['image'] }] },
  ]);
  await entry('card', 'c1', { title: 'One' });
  await entry('card', 'c2', { title: 'Two' });
  await entry('card', 'c3', { title: 'Three' });
  await entry('slide', 's1', { title: 'Slide' });
  await cma(service, 'PUT', `${base}/assets/pdf`, {
    fields: { file: { 'en-US': { fileName: 'a.pdf', contentType: 'application/pdf', url: '//x/a.pdf' } } },
  });
});
afterAll(() => service.destroy());

describe('publish-time validation', () => {
  it('given an array one over its size limit, when publishing, then 422 names the field and the draft is kept', async () => {
    await entry('grid', 'over', { title: 'Grid', cards: [link('c1'), link('c2'), link('c3')] });
    const res = await publish('over');
    expect(res.status).toBe(422);
    expect(res.body.sys.id).toBe('ValidationFailed');
    expect(res.body.details.errors).toEqual([
      {
        name: 'size',
        path: ['fields', 'cards', 'en-US'],
        max: 2,
        value: [link('c1'), link('c2'), link('c3')],
        details: 'A card grid holds at most 2 cards',
      },
    ]);
    const stored = await cma(service, 'GET', `${base}/entries/over`);
    expect(stored.body.fields.cards['en-US']).toHaveLength(3);
    expect(stored.body.sys.publishedVersion).toBeUndefined();
  });

  it('given an array at its size limit, when publishing, then it publishes', async () => {
    await entry('grid', 'at', { title: 'Grid', cards: [link('c1'), link('c2')] });
    const res = await publish('at');
    expect(res.status).toBe(200);
    expect(res.body.sys.publishedVersion).toBe(1);
  });

  it('given a missing required field, when publishing, then a required error', async () => {
    await entry('grid', 'untitled', {});
    const res = await publish('untitled');
    expect(res.status).toBe(422);
    expect(res.body.details.errors).toEqual([
      { name: 'required', path: ['fields', 'title', 'en-US'], details: 'The property "title" is required here' },
    ]);
  });

  it('given text over its length, a value outside in and range, and a bad regexp, when publishing, then one error each', async () => {
    await entry('grid', 'bad', { title: 'x'.repeat(21), layout: '5 Col', columns: 9, slug: 'No Slash' });
    const res = await publish('bad');
    expect(res.status).toBe(422);
    const summary = res.body.details.errors.map((e: { name: string; path: string[]; details: string }) => [e.name, e.path[1], e.details]);
    expect(summary).toEqual([
      ['size', 'title', 'Size must be at most 20'],
      ['in', 'layout', 'Value must be one of expected values'],
      ['range', 'columns', 'Value must be between 1 and 4'],
      ['regexp', 'slug', 'Start with / and use lower-case letters'],
    ]);
  });

  it('given a link to the wrong content type, when publishing, then linkContentType with the item path', async () => {
    await entry('grid', 'wrongtype', { title: 'Grid', cards: [link('c1'), link('s1')] });
    const res = await publish('wrongtype');
    expect(res.status).toBe(422);
    expect(res.body.details.errors).toEqual([
      expect.objectContaining({ name: 'linkContentType', path: ['fields', 'cards', 'en-US', 1], contentTypeId: ['card'] }),
    ]);
  });

  it('given a link to a missing entry, when publishing, then notResolvable', async () => {
    await entry('grid', 'dangling', { title: 'Grid', cards: [link('ghost')] });
    const res = await publish('dangling');
    expect(res.body.details.errors).toEqual([expect.objectContaining({ name: 'notResolvable', path: ['fields', 'cards', 'en-US', 0] })]);
  });

  it('given an asset of the wrong mime group, when publishing, then linkMimetypeGroup', async () => {
    await entry('grid', 'pdfimage', { title: 'Grid', image: link('pdf', 'Asset') });
    const res = await publish('pdfimage');
    expect(res.body.details.errors).toEqual([expect.objectContaining({ name: 'linkMimetypeGroup', path: ['fields', 'image', 'en-US'] })]);
  });

  it('given a unique field already published elsewhere, when publishing, then unique names the conflicting entry', async () => {
    await entry('grid', 'first-slug', { title: 'One', slug: '/life' });
    expect((await publish('first-slug')).status).toBe(200);
    await entry('grid', 'second-slug', { title: 'Two', slug: '/life' });
    const res = await publish('second-slug');
    expect(res.status).toBe(422);
    expect(res.body.details.errors).toEqual([
      expect.objectContaining({ name: 'unique', path: ['fields', 'slug', 'en-US'], conflicting: [link('first-slug')] }),
    ]);
  });
});
