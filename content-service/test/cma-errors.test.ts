import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cma, SPACE, startTestService, type TestService } from './helpers.js';

/** Bad input answers Contentful's error body and status, never a 500, and changes nothing. */
let service: TestService;
const base = `/spaces/${SPACE}/environments/master`;

beforeAll(async () => {
  service = await startTestService();
  await cma(service, 'PUT', `${base}/content_types/page`, {
    name: 'Page',
    displayField: 'title',
    fields: [{ id: 'title', name: 'Title', type: 'Symbol' }],
  });
  await cma(service, 'PUT', `${base}/content_types/page/published`, undefined, { 'X-Contentful-Version': '1' });
  await cma(service, 'PUT', `${base}/entries/home`, { fields: { title: { 'en-US': 'Home' } } }, { 'X-Contentful-Content-Type': 'page' });
});
afterAll(() => service.destroy());

async function storedHome() {
  return (await cma(service, 'GET', `${base}/entries/home`)).body;
}

describe('CMA error answers', () => {
  it('given no token, when calling the CMA, then 401 AccessTokenInvalid', async () => {
    const res = await fetch(`${service.httpUrl}${base}/entries`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      sys: { type: 'Error', id: 'AccessTokenInvalid' },
      message: 'The access token you sent could not be found or is invalid.',
    });
  });

  it('given a wrong token, when calling the CMA, then 401 AccessTokenInvalid', async () => {
    const res = await cma(service, 'GET', `${base}/entries`, undefined, { Authorization: 'Bearer CFPAT-wrong' });
    expect(res.status).toBe(401);
    expect(res.body.sys.id).toBe('AccessTokenInvalid');
  });

  it('given malformed JSON, when updating an entry, then 400 BadRequest and the entry is unchanged', async () => {
    const before = await storedHome();
    const res = await cma(service, 'PUT', `${base}/entries/home`, '{"fields": {', { 'X-Contentful-Version': String(before.sys.version) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ sys: { type: 'Error', id: 'BadRequest' }, message: 'The body you sent is not valid JSON.' });
    expect(await storedHome()).toEqual(before);
  });

  it('given an unknown content type, when creating an entry, then 422 naming the content type', async () => {
    const res = await cma(service, 'POST', `${base}/entries`, { fields: {} }, { 'X-Contentful-Content-Type': 'nope' });
    expect(res.status).toBe(422);
    expect(res.body.sys.id).toBe('ValidationFailed');
    expect(res.body.details.errors[0]).toMatchObject({ name: 'notResolvable', path: ['sys', 'contentType'], link: { id: 'nope' } });
  });

  it('given an unknown field, when updating an entry, then 422 UnknownField naming it and nothing is stored', async () => {
    const before = await storedHome();
    const res = await cma(
      service,
      'PUT',
      `${base}/entries/home`,
      { fields: { title: { 'en-US': 'x' }, subtitle: { 'en-US': 'y' } } },
      { 'X-Contentful-Version': String(before.sys.version) },
    );
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      sys: { id: 'UnknownField' },
      details: { errors: [{ name: 'unknown', path: ['fields', 'subtitle'], details: 'The property "subtitle" is not expected' }] },
    });
    expect(await storedHome()).toEqual(before);
  });

  it('given a value of the wrong type, when updating an entry, then 422 InvalidEntry', async () => {
    const before = await storedHome();
    const res = await cma(
      service,
      'PUT',
      `${base}/entries/home`,
      { fields: { title: { 'en-US': 42 } } },
      { 'X-Contentful-Version': String(before.sys.version) },
    );
    expect(res.status).toBe(422);
    expect(res.body.details.errors[0]).toMatchObject({ name: 'type', type: 'Symbol', path: ['fields', 'title', 'en-US'] });
  });

  it('given a wrong version, when publishing, then 409 VersionMismatch and the entry stays a draft', async () => {
    const res = await cma(service, 'PUT', `${base}/entries/home/published`, undefined, { 'X-Contentful-Version': '7' });
    expect(res.status).toBe(409);
    expect(res.body.sys.id).toBe('VersionMismatch');
    expect((await storedHome()).sys.publishedVersion).toBeUndefined();
  });

  it('given an unknown entry, when reading it, then 404 NotFound with details', async () => {
    const res = await cma(service, 'GET', `${base}/entries/missing`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      sys: { type: 'Error', id: 'NotFound' },
      message: 'The resource could not be found.',
      details: { type: 'Entry', id: 'missing' },
    });
    expect(typeof res.body.requestId).toBe('string');
  });

  it('given an unknown environment, when listing entries, then 404 NotFound for the environment', async () => {
    const res = await cma(service, 'GET', `/spaces/${SPACE}/environments/nowhere/entries`);
    expect(res.status).toBe(404);
    expect(res.body.details).toMatchObject({ type: 'Environment', id: 'nowhere' });
  });

  it('given limit over 1000, when listing, then 400 InvalidQuery', async () => {
    const res = await cma(service, 'GET', `${base}/entries?limit=1001`);
    expect(res.status).toBe(400);
    expect(res.body.sys.id).toBe('InvalidQuery');
  });

  it('given an invalid content type body, when saving it, then 422 ValidationFailed listing each problem', async () => {
    const res = await cma(service, 'PUT', `${base}/content_types/broken`, {
      name: '',
      fields: [
        { id: 'a', name: 'A', type: 'Link' },
        { id: 'a', name: 'A2', type: 'Symbol' },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.details.errors.map((e: { name: string; path: unknown[] }) => [e.name, e.path.join('.')])).toEqual([
      ['required', 'name'],
      ['in', 'fields.0.linkType'],
      ['unique', 'fields.1.id'],
    ]);
    expect((await cma(service, 'GET', `${base}/content_types/broken`)).status).toBe(404);
  });

  it('given a published entry, when deleting it, then 400 and it is kept', async () => {
    const before = await storedHome();
    await cma(service, 'PUT', `${base}/entries/home/published`, undefined, { 'X-Contentful-Version': String(before.sys.version) });
    const res = await cma(service, 'DELETE', `${base}/entries/home`);
    expect(res.status).toBe(400);
    expect((await cma(service, 'GET', `${base}/entries/home`)).status).toBe(200);
  });
});
