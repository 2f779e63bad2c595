import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type PlainClientAPI } from 'contentful-management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startContentService } from '../src/server.js';
import { DELIVERY_TOKEN, MANAGEMENT_TOKEN, SPACE, cma, startTestService, type TestService } from './helpers.js';

/**
 * Environment aliases through the real `contentful-management` client (plain and legacy API),
 * as Contentful's "Environment aliases" reference describes them: `master` exists from the start,
 * retargeting needs the alias's version, `master` and the environment an alias targets cannot be
 * deleted, and every API reads the target through the alias id.
 */
let service: TestService;
let client: PlainClientAPI;
let receiver: Server;
const received: { topic: string; body: unknown }[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ topic: String(req.headers['x-contentful-topic']), body: JSON.parse(body) as unknown });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  service = await startTestService({ CONTENT_SERVICE_WEBHOOK_URLS: `http://127.0.0.1:${port}/hook` });
  client = createClient({ accessToken: MANAGEMENT_TOKEN, host: service.httpHost, insecure: true }, { type: 'plain' });
  // release-1: a clone of master with one content type master does not have
  await client.environment.createWithId({ spaceId: SPACE, environmentId: 'release-1' }, { name: 'release-1' });
  const scope = { spaceId: SPACE, environmentId: 'release-1' };
  const ct = await client.contentType.createWithId(
    { ...scope, contentTypeId: 'notice' },
    { name: 'Notice', displayField: 'title', fields: [{ id: 'title', name: 'Title', type: 'Symbol', required: true, localized: false }] },
  );
  await client.contentType.publish({ ...scope, contentTypeId: 'notice' }, ct);
  const entry = await client.entry.createWithId(
    { ...scope, contentTypeId: 'notice', entryId: 'n1' },
    { fields: { title: { 'en-US': 'Only in release-1' } } },
  );
  await client.entry.publish({ ...scope, entryId: 'n1' }, entry);
});
afterAll(async () => {
  await service.destroy();
  await new Promise((resolve) => receiver.close(resolve));
});

async function graphqlTypes(environment: string): Promise<string[]> {
  const res = await fetch(`${service.httpUrl}/content/v1/spaces/${SPACE}/environments/${environment}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${DELIVERY_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ __schema { queryType { fields { name } } } }' }),
  });
  const body = (await res.json()) as { data: { __schema: { queryType: { fields: { name: string }[] } } } };
  return body.data.__schema.queryType.fields.map((f) => f.name);
}

describe('environment aliases', () => {
  it('given a new space, when listing aliases, then master targets the master environment, which lists it in sys.aliases', async () => {
    const aliases = await client.environmentAlias.getMany({ spaceId: SPACE });
    expect(aliases.total).toBe(1);
    expect(aliases.items[0]).toMatchObject({
      sys: { id: 'master', type: 'EnvironmentAlias', version: 1, space: { sys: { type: 'Link', linkType: 'Space', id: SPACE } } },
      environment: { sys: { type: 'Link', linkType: 'Environment', id: 'master' } },
    });
    const environments = await client.environment.getMany({ spaceId: SPACE });
    expect(environments.items.map((e) => [e.sys.id, e.sys.aliases])).toEqual([
      ['master', [{ sys: { type: 'Link', linkType: 'EnvironmentAlias', id: 'master' } }]],
      ['release-1', []],
    ]);
  });

  it('given the master alias, when it is updated with its version, then every API reads the new target through it', async () => {
    expect(await graphqlTypes('master')).not.toContain('noticeCollection');
    const alias = await client.environmentAlias.get({ spaceId: SPACE, environmentAliasId: 'master' });
    const updated = await client.environmentAlias.update(
      { spaceId: SPACE, environmentAliasId: 'master' },
      { ...alias, environment: { sys: { type: 'Link', linkType: 'Environment', id: 'release-1' } } },
    );
    expect(updated.sys.version).toBe(2);
    expect(updated.environment.sys.id).toBe('release-1');

    // CMA, with and without the environment fragment
    const viaAlias = await client.entry.get({ spaceId: SPACE, environmentId: 'master', entryId: 'n1' });
    expect(viaAlias.fields.title).toEqual({ 'en-US': 'Only in release-1' });
    expect((await cma(service, 'GET', `/spaces/${SPACE}/entries/n1`)).status).toBe(200);
    // CDA
    const cda = await fetch(`${service.httpUrl}/cdn/spaces/${SPACE}/environments/master/entries/n1`, {
      headers: { Authorization: `Bearer ${DELIVERY_TOKEN}` },
    });
    expect(((await cda.json()) as { fields: unknown }).fields).toEqual({ title: 'Only in release-1' });
    // GraphQL
    expect(await graphqlTypes('master')).toContain('noticeCollection');

    // The environment read through the alias, and the target's aliases
    const env = await client.environment.get({ spaceId: SPACE, environmentId: 'master' });
    expect(env.sys).toMatchObject({
      id: 'master',
      aliasedEnvironment: { sys: { type: 'Link', linkType: 'Environment', id: 'release-1' } },
      aliases: [{ sys: { type: 'Link', linkType: 'EnvironmentAlias', id: 'master' } }],
    });
    const target = await client.environment.get({ spaceId: SPACE, environmentId: 'release-1' });
    expect(target.sys.aliases).toEqual([{ sys: { type: 'Link', linkType: 'EnvironmentAlias', id: 'master' } }]);

    // The change reached the webhook as Contentful names it
    await service.ctx.webhooks.idle();
    expect(received.at(-1)).toEqual({ topic: 'ContentManagement.EnvironmentAlias.save', body: JSON.parse(JSON.stringify(updated)) });
  });

  it('given master targeting release-1, when an entry is published through the alias, then the webhook names release-1', async () => {
    const scope = { spaceId: SPACE, environmentId: 'master' };
    const entry = await client.entry.get({ ...scope, entryId: 'n1' });
    const updated = await client.entry.update({ ...scope, entryId: 'n1' }, { ...entry, fields: { title: { 'en-US': 'Republished' } } });
    await client.entry.publish({ ...scope, entryId: 'n1' }, updated);
    await service.ctx.webhooks.idle();
    const last = received.at(-1) as { topic: string; body: { sys: { environment: { sys: { id: string } } } } };
    expect(last.topic).toBe('ContentManagement.Entry.publish');
    expect(last.body.sys.environment).toEqual({ sys: { id: 'release-1', type: 'Link', linkType: 'Environment' } });
  });

  it('given a stale version, when the alias is updated, then 409 VersionMismatch and the target stays', async () => {
    const res = await cma(
      service,
      'PUT',
      `/spaces/${SPACE}/environment_aliases/master`,
      { environment: { sys: { type: 'Link', linkType: 'Environment', id: 'master' } } },
      { 'X-Contentful-Version': '1' },
    );
    expect(res.status).toBe(409);
    expect(res.body.sys.id).toBe('VersionMismatch');
    expect((await client.environmentAlias.get({ spaceId: SPACE, environmentAliasId: 'master' })).environment.sys.id).toBe('release-1');
  });

  it('given a target that does not exist, when an alias is put, then 422 names it', async () => {
    const res = await cma(service, 'PUT', `/spaces/${SPACE}/environment_aliases/staging`, {
      environment: { sys: { type: 'Link', linkType: 'Environment', id: 'nowhere' } },
    });
    expect(res.status).toBe(422);
    expect(res.body.details.errors[0]).toMatchObject({ name: 'notResolvable', value: 'nowhere' });
  });

  it('given a custom alias, when it is deleted, then it is gone; master cannot be deleted', async () => {
    const staging = await client.environmentAlias.createWithId(
      { spaceId: SPACE, environmentAliasId: 'staging' },
      { environment: { sys: { type: 'Link', linkType: 'Environment', id: 'master' } } },
    );
    expect(staging.sys).toMatchObject({ id: 'staging', version: 1 });
    expect((await client.environment.get({ spaceId: SPACE, environmentId: 'staging' })).sys.aliasedEnvironment?.sys.id).toBe('master');
    await client.environmentAlias.delete({ spaceId: SPACE, environmentAliasId: 'staging' });
    await expect(client.environmentAlias.get({ spaceId: SPACE, environmentAliasId: 'staging' })).rejects.toMatchObject({
      name: 'NotFound',
    });
    await service.ctx.webhooks.idle();
    expect(received.map((r) => r.topic).slice(-2)).toEqual([
      'ContentManagement.EnvironmentAlias.create',
      'ContentManagement.EnvironmentAlias.delete',
    ]);

    await expect(client.environmentAlias.delete({ spaceId: SPACE, environmentAliasId: 'master' })).rejects.toMatchObject({
      name: 'BadRequest',
    });
    const del = await cma(service, 'DELETE', `/spaces/${SPACE}/environment_aliases/master`);
    expect(del.status).toBe(400);
    expect(del.body.message).toBe('The master environment alias cannot be deleted.');
  });

  it('given the environment master targets, when it is deleted, then 400 names the alias and it stays', async () => {
    const res = await cma(service, 'DELETE', `/spaces/${SPACE}/environments/release-1`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The environment "release-1" is the target of the alias "master" and cannot be deleted.');
    expect((await client.environment.getMany({ spaceId: SPACE })).items.map((e) => e.sys.id)).toEqual(['master', 'release-1']);
  });

  it('given a retargeted alias, when the service restarts on its data folder, then the alias still targets release-1', async () => {
    const again = await startContentService(
      loadConfig({
        CONTENT_SERVICE_PORT: '0',
        CONTENT_SERVICE_TLS_PORT: '0',
        CONTENT_SERVICE_DATA_DIR: service.dataDir,
        CONTENTFUL_SPACE_ID: SPACE,
      }),
    );
    try {
      const restarted = createClient({ accessToken: MANAGEMENT_TOKEN, host: again.httpHost, insecure: true }, { type: 'plain' });
      const alias = await restarted.environmentAlias.get({ spaceId: SPACE, environmentAliasId: 'master' });
      expect(alias).toMatchObject({ sys: { version: 2 }, environment: { sys: { id: 'release-1' } } });
      expect((await restarted.entry.get({ spaceId: SPACE, environmentId: 'master', entryId: 'n1' })).sys.id).toBe('n1');
    } finally {
      await again.close();
    }
  });
});
