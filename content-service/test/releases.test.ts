import { createClient, type PlainClientAPI } from 'contentful-management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cma, MANAGEMENT_TOKEN, SPACE, startTestService, type TestService } from './helpers.js';
import { createPage, defineModel, inMs, link, plainClient, scope, startReceiver, waitFor, type Receiver } from './scheduling-fixture.js';

/**
 * Releases (CMA "Releases", Release.v1) through contentful-management's own `release` and
 * `releaseAction` methods against the local service: a campaign's pages gathered, validated,
 * published and unpublished as one action; at most 200 entities; a scheduled release publish.
 */
let service: TestService;
let client: PlainClientAPI;
let receiver: Receiver;
const base = `/spaces/${SPACE}/environments/master/releases`;

beforeAll(async () => {
  receiver = await startReceiver();
  service = await startTestService({ CONTENT_SERVICE_WEBHOOK_URLS: receiver.url });
  client = plainClient(service);
  await defineModel(client);
});
afterAll(async () => {
  await service.destroy();
  await receiver.close();
});

const published = async (entryId: string) => (await client.entry.get({ ...scope, entryId })).sys.publishedVersion !== undefined;
const entities = (...ids: string[]) => ({ sys: { type: 'Array' as const }, items: ids.map((id) => link('Entry', id)) });

describe('releases through contentful-management', () => {
  it('given two draft pages, when a release holds them, then it validates and publishes both in one action, and unpublishes both', async () => {
    await createPage(client, 'campaign-home', 'Campaign home');
    await createPage(client, 'campaign-offer', 'Campaign offer');
    const release = await client.release.create(scope, { title: 'Spring campaign', entities: entities('campaign-home', 'campaign-offer') });
    expect(release).toMatchObject({
      title: 'Spring campaign',
      entities: entities('campaign-home', 'campaign-offer'),
      sys: { type: 'Release', version: 1, status: 'active', environment: link('Environment', 'master') },
    });
    expect(await client.release.get({ ...scope, releaseId: release.sys.id })).toEqual(release);

    const validation = await client.release.validate({ ...scope, releaseId: release.sys.id });
    expect(validation).toMatchObject({
      action: 'validate',
      sys: { type: 'ReleaseAction', status: 'succeeded', release: link('Release', release.sys.id) },
    });
    expect(await published('campaign-home')).toBe(false);

    const publishing = await client.release.publish({ ...scope, releaseId: release.sys.id, version: release.sys.version });
    expect(publishing).toMatchObject({ action: 'publish', sys: { status: 'succeeded' } });
    const read = await client.releaseAction.get({ ...scope, releaseId: release.sys.id, actionId: publishing.sys.id });
    expect(read).toEqual(publishing);
    expect([await published('campaign-home'), await published('campaign-offer')]).toEqual([true, true]);
    expect((await client.release.get({ ...scope, releaseId: release.sys.id })).sys.lastAction).toEqual(
      link('ReleaseAction', publishing.sys.id),
    );
    await waitFor(
      async () => receiver.received.filter((d) => d.topic === 'ContentManagement.Entry.publish').map((d) => d.id),
      (ids) => ids.includes('campaign-home') && ids.includes('campaign-offer'),
    );

    const unpublishing = await client.release.unpublish({ ...scope, releaseId: release.sys.id, version: release.sys.version });
    expect(unpublishing).toMatchObject({ action: 'unpublish', sys: { status: 'succeeded' } });
    expect([await published('campaign-home'), await published('campaign-offer')]).toEqual([false, false]);

    const actions = await client.releaseAction.queryForRelease({ ...scope, releaseId: release.sys.id, query: { order: 'sys.createdAt' } });
    expect(actions.items.map((a) => a.action)).toEqual(['validate', 'publish', 'unpublish']);
  });

  it('given a release with one invalid page, when it is published, then the action failed naming it and neither page is published', async () => {
    await createPage(client, 'good-page', 'Good page');
    await createPage(client, 'bad-page', undefined);
    const release = await client.release.create(scope, { title: 'Half ready', entities: entities('good-page', 'bad-page') });
    const validation = await client.release.validate({ ...scope, releaseId: release.sys.id });
    expect(validation.sys.status).toBe('failed');
    const action = await client.release.publish({ ...scope, releaseId: release.sys.id, version: release.sys.version });
    expect(action.sys.status).toBe('failed');
    expect((action as unknown as { error: unknown }).error).toEqual({
      sys: { type: 'Error', id: 'ValidationFailed' },
      message: 'Validation error',
      details: {
        errors: [
          {
            entity: link('Entry', 'bad-page'),
            error: {
              sys: { type: 'Error', id: 'ValidationFailed' },
              message: 'Validation error',
              details: {
                errors: [{ name: 'required', path: ['fields', 'title', 'en-US'], details: 'The property "title" is required here' }],
              },
            },
          },
        ],
      },
    });
    expect([await published('good-page'), await published('bad-page')]).toEqual([false, false]);
  });

  it('given two pages with one URL in a release, when it is published, then the unique rule refuses both', async () => {
    await createPage(client, 'twin-a', 'Twin A', '/twin');
    await createPage(client, 'twin-b', 'Twin B', '/twin');
    const release = await client.release.create(scope, { title: 'Twins', entities: entities('twin-a', 'twin-b') });
    const action = await client.release.publish({ ...scope, releaseId: release.sys.id, version: release.sys.version });
    expect(action.sys.status).toBe('failed');
    expect(await published('twin-a')).toBe(false);
  });

  it('given the environment API, when a release is created and published, then its publish waits for the action to succeed', async () => {
    await createPage(client, 'env-api', 'Through the environment API');
    const legacy = createClient({ accessToken: MANAGEMENT_TOKEN, host: service.httpHost, insecure: true }, { type: 'legacy' });
    const environment = await (await legacy.getSpace(SPACE)).getEnvironment('master');
    const release = await environment.createRelease({ title: 'Legacy API', entities: entities('env-api') });
    const action = await release.publish({ initialDelayMs: 50, retryIntervalMs: 50 });
    expect(action.sys.status).toBe('succeeded');
    expect(await published('env-api')).toBe(true);
  });

  it('given releases, when updated, queried and deleted, then versions, filters and 404 follow Contentful', async () => {
    await createPage(client, 'q-one', 'Query one');
    await createPage(client, 'q-two', 'Query two');
    const empty = await client.release.create(scope, { title: 'Empty for now', entities: entities() });
    const updated = await client.release.update(
      { ...scope, releaseId: empty.sys.id, version: empty.sys.version },
      { title: 'Now with a page', entities: entities('q-one') },
    );
    expect(updated.sys.version).toBe(2);
    expect(updated.entities.items).toEqual([link('Entry', 'q-one')]);
    const stale = await cma(
      service,
      'PUT',
      `${base}/${empty.sys.id}`,
      { title: 'x', entities: entities() },
      { 'X-Contentful-Version': '1' },
    );
    expect(stale.status).toBe(409);

    const holding = await client.release.query({ ...scope, query: { 'entities.sys.linkType': 'Entry', 'entities.sys.id[in]': 'q-one' } });
    expect(holding.items.map((r) => r.title)).toEqual(['Now with a page']);
    const byTitle = await client.release.query({ ...scope, query: { 'title[match]': 'now with', 'sys.status[in]': 'active' } });
    expect(byTitle.items.map((r) => r.sys.id)).toEqual([empty.sys.id]);
    const first = await client.release.query({ ...scope, query: { limit: 1, order: 'sys.createdAt' } });
    expect(first.items.map((r) => r.title)).toEqual(['Spring campaign']);
    expect(typeof first.pages?.next).toBe('string');

    await client.release.delete({ ...scope, releaseId: empty.sys.id });
    const gone = await cma(service, 'GET', `${base}/${empty.sys.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.details).toEqual({ type: 'Release', id: empty.sys.id, environment: 'master', space: SPACE });
  });

  it('given a release, when its publish is scheduled, then the runner publishes it as one release action', async () => {
    await createPage(client, 'sched-a', 'Scheduled A');
    await createPage(client, 'sched-b', 'Scheduled B');
    const release = await client.release.create(scope, { title: 'Scheduled launch', entities: entities('sched-a', 'sched-b') });
    const action = await client.scheduledActions.create(
      { spaceId: SPACE },
      {
        entity: link('Release', release.sys.id),
        environment: link('Environment', 'master'),
        action: 'publish',
        scheduledFor: { datetime: inMs(1200) },
      },
    );
    const done = await waitFor(
      () => client.scheduledActions.get({ spaceId: SPACE, environmentId: 'master', scheduledActionId: action.sys.id }),
      (a) => a.sys.status === 'succeeded' || a.sys.status === 'failed',
    );
    expect(done.sys.status).toBe('succeeded');
    expect([await published('sched-a'), await published('sched-b')]).toEqual([true, true]);
    const last = (await client.release.get({ ...scope, releaseId: release.sys.id })).sys.lastAction!;
    expect(await client.releaseAction.get({ ...scope, releaseId: release.sys.id, actionId: last.sys.id })).toMatchObject({
      action: 'publish',
      sys: { status: 'succeeded' },
    });
  });
});

describe('malformed releases', () => {
  it('given 201 entities, when a release is created, then 422 says a release holds at most 200', async () => {
    const items = Array.from({ length: 201 }, (_, i) => link('Entry', `page-${i}`));
    const res = await cma(service, 'POST', base, { title: 'Too big', entities: { sys: { type: 'Array' }, items } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ sys: { type: 'Error', id: 'ValidationFailed' }, message: 'Validation error' });
    expect(res.body.details.errors).toEqual([
      { name: 'size', path: ['entities', 'items'], max: 200, details: 'A release holds at most 200 entities; this one has 201.' },
    ]);
  });

  it('given a link to a missing entry, when a release is created, then 422 with its NotFound error, as Contentful answers', async () => {
    const res = await cma(service, 'POST', base, { title: 'Broken', entities: entities('non-existent-entry') });
    expect(res.status).toBe(422);
    expect(res.body.details).toEqual({
      errors: [
        {
          error: {
            sys: { type: 'Error', id: 'NotFound' },
            message: 'The resource could not be found.',
            details: { sys: { id: 'non-existent-entry', type: 'Entry' } },
          },
        },
      ],
    });
  });

  it('given a malformed body, when a release is created, then 400 or 422 naming each problem', async () => {
    expect((await cma(service, 'POST', base, '[1]')).body.message).toBe('The body you sent must be a JSON object.');
    const bad = await cma(service, 'POST', base, {
      title: '',
      entities: { sys: { type: 'Array' }, items: [link('Entry', 'q-one'), link('Entry', 'q-one'), { id: 'x' }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.details.errors.map((e: { name: string; path: (string | number)[] }) => [e.name, e.path.join('.')])).toEqual([
      ['required', 'title'],
      ['unique', 'entities.items.1'],
      ['type', 'entities.items.2'],
    ]);
    const v2 = await cma(service, 'POST', base, {
      sys: { type: 'Release', schemaVersion: 'Release.v2' },
      title: 'v2',
      entities: entities(),
    });
    expect(v2.status).toBe(400);
    const unknownParam = await cma(service, 'GET', `${base}?colour=red`);
    expect(unknownParam.body).toMatchObject({ sys: { id: 'InvalidQuery' }, message: 'Unknown query parameter: colour.' });
  });

  it('given no version or an unknown action, when publishing or reading, then 409 and 404', async () => {
    const release = (await cma(service, 'POST', base, { title: 'Versioned', entities: entities() })).body;
    expect((await cma(service, 'PUT', `${base}/${release.sys.id}/published`)).status).toBe(409);
    const action = await cma(service, 'GET', `${base}/${release.sys.id}/actions/nope`);
    expect(action.status).toBe(404);
    expect(action.body.details).toMatchObject({ type: 'ReleaseAction', id: 'nope', release: release.sys.id });
    const validateAs = await cma(service, 'POST', `${base}/${release.sys.id}/validate`, { action: 'archive' });
    expect(validateAs.status).toBe(400);
  });
});
