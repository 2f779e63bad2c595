import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSiteDb } from '@insurer/site-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_TOKEN, SPACE, startTestService, type TestService } from '../../content-service/test/helpers.js';
import { checkReadiness, probeContentApi, probeSiteDatabase } from '../src/lib/readiness';

/**
 * What `/readyz` answers (src/app/readyz/route.ts): each part probed at once and for at most its
 * timeout, the failing ones named. The content API probe runs against the real local content
 * service; the database probe against a real SQLite file. Redis's probe is driven against a real
 * Redis in e2e/cluster.e2e.ts.
 */
let service: TestService;
let dir: string;

beforeAll(async () => {
  service = await startTestService();
  dir = mkdtempSync(join(tmpdir(), 'readiness-'));
});

afterAll(async () => {
  await service?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const ok = async () => undefined;
const down = async () => {
  throw new Error('connect ECONNREFUSED 10.0.0.5:6379');
};

describe('readiness', () => {
  it('given every part answering, then ready; given no Redis configured, then Redis is skipped', async () => {
    expect(await checkReadiness({ contentApi: ok, siteDatabase: ok, redis: ok })).toEqual({
      status: 'ready',
      failing: [],
      checks: { contentApi: 'ok', siteDatabase: 'ok', redis: 'ok' },
    });
    expect((await checkReadiness({ contentApi: ok, siteDatabase: ok, redis: undefined })).checks.redis).toBe('skipped');
  });

  it('given parts down or too slow, then not ready, naming each, and never the reason (the endpoint is public)', async () => {
    const slow = () => new Promise<void>((resolve) => setTimeout(resolve, 500));
    expect(await checkReadiness({ contentApi: ok, siteDatabase: ok, redis: down }, 100)).toEqual({
      status: 'not ready',
      message: 'Not ready: Redis does not answer.',
      failing: ['redis'],
      checks: { contentApi: 'ok', siteDatabase: 'ok', redis: 'failing' },
    });
    const two = await checkReadiness({ contentApi: slow, siteDatabase: down, redis: undefined }, 100);
    expect(two).toMatchObject({
      message: 'Not ready: the content API and the site database do not answer.',
      failing: ['contentApi', 'siteDatabase'],
    });
    expect(JSON.stringify(two)).not.toContain('ECONNREFUSED');
  });

  it('given the real content service, then the content API probe passes with the delivery token and fails without', async () => {
    const graphqlEndpoint = `${service.httpUrl}/content/v1/spaces/${SPACE}/environments/master`;
    await expect(probeContentApi({ graphqlEndpoint, deliveryToken: DELIVERY_TOKEN })).resolves.toBeUndefined();
    await expect(probeContentApi({ graphqlEndpoint, deliveryToken: 'wrong-token' })).rejects.toThrow('the content API answered 401');
  });

  it('given a content API that hangs, then its probe gives up after the timeout', async () => {
    const hanging: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const graphqlEndpoint = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/graphql`;
    await expect(probeContentApi({ graphqlEndpoint, deliveryToken: DELIVERY_TOKEN }, 200)).rejects.toThrow();
    hanging.closeAllConnections();
    hanging.close();
  });

  it('given a site database, then its probe passes; given one that cannot be opened, then it fails', async () => {
    const site = await openSiteDb({ databaseUrl: undefined, sqlitePath: join(dir, 'site.sqlite') });
    await expect(probeSiteDatabase(async () => site)).resolves.toBeUndefined();
    await site.close();
    await expect(
      probeSiteDatabase(() => openSiteDb({ databaseUrl: 'postgres://site@127.0.0.1:1/site', sqlitePath: ':memory:' })),
    ).rejects.toThrow();
  });
});
