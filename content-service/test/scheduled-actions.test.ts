import type { PlainClientAPI, ScheduledActionProps } from 'contentful-management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cma, restartTestService, SPACE, startTestService, type TestService } from './helpers.js';
import { createPage, defineModel, inMs, link, plainClient, scope, startReceiver, waitFor, type Receiver } from './scheduling-fixture.js';

/**
 * Scheduled actions (CMA "Scheduled actions") through contentful-management's own
 * `scheduledActions` methods against the local service: create, get, list by entity and status,
 * change the time, cancel; the runner publishes and unpublishes when the time comes, through the
 * publish path (validations, snapshot, webhook), after a restart too; a failed one keeps its error.
 */
let service: TestService;
let client: PlainClientAPI;
let receiver: Receiver;
const environment = link('Environment', 'master');
const ONE_DAY = 86_400_000;

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

/** The scheduled action `id` as it is now. */
const current = (id: string) => client.scheduledActions.get({ spaceId: SPACE, environmentId: 'master', scheduledActionId: id });
const settled = (id: string) =>
  waitFor(
    () => current(id),
    (a) => a.sys.status !== 'scheduled' && a.sys.status !== 'inProgress',
  );

/** What contentful-management threw, as the answer's JSON it carries in `message`. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string; details: unknown; sys?: unknown }> {
  try {
    await call;
  } catch (error) {
    return JSON.parse((error as Error).message) as { status: number; message: string; details: unknown };
  }
  throw new Error('The call was not refused.');
}

describe('scheduled actions through contentful-management', () => {
  it('given a draft page, when a publish is scheduled, then it is answered, read back and listed by entity and status', async () => {
    await createPage(client, 'spring', 'Spring campaign');
    const datetime = inMs(ONE_DAY);
    const created = await client.scheduledActions.create(
      { spaceId: SPACE },
      { entity: link('Entry', 'spring'), environment, action: 'publish', scheduledFor: { datetime, timezone: 'Europe/Berlin' } },
    );
    expect(created).toMatchObject({
      sys: { type: 'ScheduledAction', version: 1, status: 'scheduled', space: { sys: { type: 'Link', linkType: 'Space', id: SPACE } } },
      action: 'publish',
      entity: link('Entry', 'spring'),
      environment,
      scheduledFor: { datetime, timezone: 'Europe/Berlin' },
    });
    expect(created.sys.createdBy).toEqual(link('User', 'local-user'));
    expect(await current(created.sys.id)).toEqual(created);

    const forEntry = await client.scheduledActions.getMany({
      spaceId: SPACE,
      query: { 'environment.sys.id': 'master', 'entity.sys.id': 'spring', 'sys.status[in]': 'scheduled' },
    });
    expect(forEntry.items.map((a) => a.sys.id)).toEqual([created.sys.id]);
    expect(forEntry).toMatchObject({ sys: { type: 'Array' }, limit: 100, pages: {} });
    const other = await client.scheduledActions.getMany({
      spaceId: SPACE,
      query: { 'environment.sys.id': 'master', 'entity.sys.id': 'nothing' },
    });
    expect(other.items).toEqual([]);
    // As Forma 36's reference editors ask: every entry and asset action waiting, newest time first.
    const asked = await client.scheduledActions.getMany({
      spaceId: SPACE,
      query: {
        'environment.sys.id': 'master',
        'sys.status': 'scheduled',
        'entity.sys.linkType[in]': 'Entry,Asset',
        order: '-scheduledFor.datetime',
        limit: 1000,
      },
    });
    expect(asked.items.map((a) => a.sys.id)).toContain(created.sys.id);
    const releasesOnly = await client.scheduledActions.getMany({
      spaceId: SPACE,
      query: { 'environment.sys.id': 'master', 'entity.sys.linkType[in]': 'Release' },
    });
    expect(releasesOnly.items.map((a) => a.sys.id)).not.toContain(created.sys.id);
  });

  it('given a scheduled action, when its time is changed with its version and then canceled, then it keeps the new time and ends canceled', async () => {
    await createPage(client, 'summer', 'Summer campaign');
    const action = await client.scheduledActions.create(
      { spaceId: SPACE },
      { entity: link('Entry', 'summer'), environment, action: 'publish', scheduledFor: { datetime: inMs(ONE_DAY) } },
    );
    const later = inMs(2 * ONE_DAY);
    const { sys, ...payload } = action;
    const moved = await client.scheduledActions.update(
      { spaceId: SPACE, scheduledActionId: sys.id, version: sys.version },
      { ...payload, scheduledFor: { datetime: later, timezone: 'America/Chicago' } },
    );
    expect(moved.sys.version).toBe(2);
    expect(moved.scheduledFor).toEqual({ datetime: later, timezone: 'America/Chicago' });

    const stale = await refusal(
      client.scheduledActions.update(
        { spaceId: SPACE, scheduledActionId: sys.id, version: 1 },
        { ...payload, scheduledFor: { datetime: later } },
      ),
    );
    expect(stale.status).toBe(409);

    const canceled = await client.scheduledActions.delete({ spaceId: SPACE, environmentId: 'master', scheduledActionId: sys.id });
    expect(canceled.sys).toMatchObject({ status: 'canceled', version: 3, canceledBy: link('User', 'local-user') });
    expect((await current(sys.id)).sys.status).toBe('canceled');
    const pending = await client.scheduledActions.getMany({
      spaceId: SPACE,
      query: { 'environment.sys.id': 'master', 'entity.sys.id': 'summer', 'sys.status[in]': 'scheduled' },
    });
    expect(pending.items).toEqual([]);
    const again = await refusal(client.scheduledActions.delete({ spaceId: SPACE, environmentId: 'master', scheduledActionId: sys.id }));
    expect(again).toMatchObject({ status: 400, message: 'Only a scheduled action can be canceled; this one is canceled.' });
  });

  it('given a publish 1.5 s ahead, when the time comes, then the runner publishes the page through the publish path', async () => {
    await createPage(client, 'autumn', 'Autumn campaign');
    const action = await client.scheduledActions.create(
      { spaceId: SPACE },
      { entity: link('Entry', 'autumn'), environment, action: 'publish', scheduledFor: { datetime: inMs(1500) } },
    );
    expect((await client.entry.get({ ...scope, entryId: 'autumn' })).sys.publishedVersion).toBeUndefined();
    const done = await settled(action.sys.id);
    expect(done.sys).toMatchObject({ status: 'succeeded', version: 2 });
    expect(done.error).toBeUndefined();
    const entry = await client.entry.get({ ...scope, entryId: 'autumn' });
    expect(entry.sys).toMatchObject({ publishedVersion: 1, publishedCounter: 1 });
    const snapshots = await client.snapshot.getManyForEntry({ ...scope, entryId: 'autumn' });
    expect(snapshots.items).toHaveLength(1);
    await waitFor(
      async () => receiver.received,
      (r) => r.some((d) => d.topic === 'ContentManagement.Entry.publish' && d.id === 'autumn'),
    );
  });

  it('given a published page, when an unpublish comes due, then it is unpublished and the unpublish webhook fires', async () => {
    const page = await createPage(client, 'winter', 'Winter campaign');
    await client.entry.publish({ ...scope, entryId: 'winter' }, page);
    const action = await client.scheduledActions.create(
      { spaceId: SPACE },
      { entity: link('Entry', 'winter'), environment, action: 'unpublish', scheduledFor: { datetime: inMs(1200) } },
    );
    expect((await settled(action.sys.id)).sys.status).toBe('succeeded');
    expect((await client.entry.get({ ...scope, entryId: 'winter' })).sys.publishedVersion).toBeUndefined();
    await waitFor(
      async () => receiver.received,
      (r) => r.some((d) => d.topic === 'ContentManagement.Entry.unpublish' && d.id === 'winter'),
    );
  });

  it('given a page without its required title, when its scheduled publish runs, then the action failed and keeps the validation error', async () => {
    await createPage(client, 'untitled', undefined);
    const action = await client.scheduledActions.create(
      { spaceId: SPACE },
      { entity: link('Entry', 'untitled'), environment, action: 'publish', scheduledFor: { datetime: inMs(1200) } },
    );
    const failed = await settled(action.sys.id);
    expect(failed.sys.status).toBe('failed');
    expect(failed.error).toEqual({
      sys: { type: 'Error', id: 'ValidationFailed' },
      message: 'Validation error',
      details: {
        errors: [
          {
            entity: link('Entry', 'untitled'),
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
    expect((await client.entry.get({ ...scope, entryId: 'untitled' })).sys.publishedVersion).toBeUndefined();
    const failures = await client.scheduledActions.getMany({
      spaceId: SPACE,
      query: { 'environment.sys.id': 'master', 'entity.sys.id': 'untitled', 'sys.status[in]': 'failed' },
    });
    expect(failures.items.map((a) => a.error?.message)).toEqual(['Validation error']);
  });

  it('given a page with a new draft block and withReferences, when the publish runs, then the block is published with the page', async () => {
    await client.entry.createWithId({ ...scope, entryId: 'hero', contentTypeId: 'block' }, { fields: { title: { 'en-US': 'Hero' } } });
    await createPage(client, 'launch', 'Launch', '/launch', ['hero']);
    const action = await client.scheduledActions.create({ spaceId: SPACE }, {
      entity: link('Entry', 'launch'),
      environment,
      action: 'publish',
      scheduledFor: { datetime: inMs(1200) },
      payload: { withReferences: { 'sys.contentType.metadata.annotations.ContentType[nin]': ['Contentful:AggregateRoot'] } },
    } as never);
    expect((await settled(action.sys.id)).sys.status).toBe('succeeded');
    expect((await client.entry.get({ ...scope, entryId: 'hero' })).sys.publishedVersion).toBe(1);
    expect((await client.entry.get({ ...scope, entryId: 'launch' })).sys.publishedVersion).toBe(1);
  });
});

describe('scheduled actions across a restart', () => {
  it('given an action created before the service stops, when it starts again, then the action runs at its time', async () => {
    await createPage(client, 'restart', 'Published after a restart');
    const action = await client.scheduledActions.create(
      { spaceId: SPACE },
      // Far enough ahead that the restart (well under a second here) ends before it.
      { entity: link('Entry', 'restart'), environment, action: 'publish', scheduledFor: { datetime: inMs(4000) } },
    );
    service = await restartTestService(service, { CONTENT_SERVICE_WEBHOOK_URLS: receiver.url });
    client = plainClient(service);
    expect((await current(action.sys.id)).sys.status).toBe('scheduled');
    expect((await settled(action.sys.id)).sys.status).toBe('succeeded');
    expect((await client.entry.get({ ...scope, entryId: 'restart' })).sys.publishedVersion).toBe(1);
  });
});

describe('malformed scheduled actions', () => {
  const base = `/spaces/${SPACE}/scheduled_actions`;
  const valid = (): Record<string, unknown> => ({
    entity: link('Entry', 'spring'),
    environment,
    action: 'publish',
    scheduledFor: { datetime: inMs(ONE_DAY) },
  });

  it('given no environment.sys.id, when listing, then 400 InvalidQuery says it is required', async () => {
    const res = await cma(service, 'GET', base);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      sys: { type: 'Error', id: 'InvalidQuery' },
      message: 'environment.sys.id is required: name the environment whose scheduled actions to list.',
    });
  });

  it('given an unknown status or parameter, when listing, then 400 naming it', async () => {
    const status = await cma(service, 'GET', `${base}?environment.sys.id=master&sys.status[in]=done`);
    expect(status.status).toBe(400);
    expect(status.body.message).toBe('sys.status must be among scheduled, inProgress, succeeded, failed, canceled; "done" is not.');
    const unknown = await cma(service, 'GET', `${base}?environment.sys.id=master&entity.id=spring`);
    expect(unknown.body.message).toBe('Unknown query parameter: entity.id.');
    const cursor = await cma(service, 'GET', `${base}?environment.sys.id=master&next=%%%`);
    expect(cursor.status).toBe(400);
  });

  it('given a time in the past or more than 5 years ahead, when creating, then 422 says the allowed range', async () => {
    const past = await cma(service, 'POST', base, { ...valid(), scheduledFor: { datetime: '2020-01-01T00:00:00.000Z' } });
    expect(past.status).toBe(422);
    expect(past.body.details.errors).toEqual([
      {
        name: 'range',
        path: ['scheduledFor', 'datetime'],
        details: 'scheduledFor.datetime must be in the future',
        value: '2020-01-01T00:00:00.000Z',
      },
    ]);
    const far = await cma(service, 'POST', base, { ...valid(), scheduledFor: { datetime: inMs(6 * 366 * ONE_DAY) } });
    expect(far.status).toBe(422);
    expect(far.body.details.errors[0].details).toMatch(/^scheduledFor\.datetime must be at most 5 years ahead \(\d{4}-/);
  });

  it('given a malformed body, when creating, then 400 or 422 in Contentful error shape, naming every problem', async () => {
    const notJson = await cma(service, 'POST', base, '{"action":');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ sys: { type: 'Error', id: 'BadRequest' }, message: 'The body you sent is not valid JSON.' });
    const bad = await cma(service, 'POST', base, {
      entity: link('ContentType', 'page'),
      environment: { sys: { id: 'master' } },
      action: 'archive',
      scheduledFor: { datetime: 'tomorrow', timezone: 'Mars/Olympus' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.details.errors.map((e: { path: string[] }) => e.path.join('.'))).toEqual([
      'action',
      'entity',
      'environment',
      'scheduledFor.datetime',
      'scheduledFor.timezone',
    ]);
    const unknown = await cma(service, 'POST', base, { ...valid(), when: 'soon' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.sys.id).toBe('UnknownField');
  });

  it('given an entity or environment that does not exist, when creating, then 400 "The resource could not be found."', async () => {
    const entity = await cma(service, 'POST', base, { ...valid(), entity: link('Asset', 'nope') });
    expect(entity.status).toBe(400);
    expect(entity.body).toMatchObject({
      message: 'The resource could not be found.',
      details: { type: 'Asset', id: 'nope', environment: 'master', space: SPACE },
    });
    const env = await cma(service, 'POST', base, { ...valid(), environment: link('Environment', 'staging') });
    expect(env.status).toBe(400);
    expect(env.body.details).toMatchObject({ type: 'Environment', id: 'staging' });
  });

  it('given an unknown id or another environment, when reading, then 404', async () => {
    expect((await cma(service, 'GET', `${base}/nope?environment.sys.id=master`)).status).toBe(404);
    const created = await cma(service, 'POST', base, valid());
    expect(created.status).toBe(201);
    const action = created.body as ScheduledActionProps;
    expect((await cma(service, 'GET', `${base}/${action.sys.id}?environment.sys.id=staging`)).status).toBe(404);
    const noVersion = await cma(service, 'PUT', `${base}/${action.sys.id}?environment.sys.id=master`, valid());
    expect(noVersion.status).toBe(409);
    const changed = await cma(
      service,
      'PUT',
      `${base}/${action.sys.id}`,
      { ...valid(), action: 'unpublish' },
      { 'X-Contentful-Version': '1' },
    );
    expect(changed.status).toBe(422);
    expect(changed.body.details.errors).toEqual([
      { name: 'immutable', path: ['action'], details: 'Only scheduledFor can change; action cannot' },
    ]);
  });
});
