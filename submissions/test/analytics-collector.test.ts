import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateTenant, openSiteDb, type SiteDb } from '@insurer/site-db';
import { ANALYTICS_TENANT, handleCollect, handleReadEvents, recordServerEvent, type CollectorDeps } from '../src/analytics/collector.js';

let site: SiteDb;
let deps: CollectorDeps;
const analytics = { rateLimit: 3, maxEvents: 100, readSecret: 'read-me', segmentWriteKey: undefined };

beforeEach(async () => {
  site = await openSiteDb({ databaseUrl: undefined, sqlitePath: ':memory:' });
  await migrateTenant(site, ANALYTICS_TENANT);
  deps = { config: analytics, site: async () => site, clock: () => 1_700_000_000_000 };
});
afterEach(async () => {
  await site.close();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request(`http://localhost/api/analytics/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return handleCollect(request, path, deps, headers['X-Forwarded-For'] ?? '203.0.113.9');
}

async function read(limit = '100', secret = 'read-me'): Promise<Response> {
  return handleReadEvents(
    new Request(`http://localhost/api/analytics/events?limit=${limit}`, { headers: { Authorization: `Bearer ${secret}` } }),
    deps,
  );
}

describe('the analytics collector (docs/requirements.md#decision-analytics-transport)', () => {
  it('given a track, a page and an identify, when posted, then the reader lists them newest first', async () => {
    expect(
      await (await post('t', { event: 'Site Searched', properties: { searchTerm: 'life' }, anonymousId: 'a1', messageId: 'm1' })).json(),
    ).toEqual({
      success: true,
    });
    await post('p', { name: 'home', properties: { path: '/' }, anonymousId: 'a1', messageId: 'm2' });
    await post('batch', { batch: [{ type: 'identify', traits: { email: 'pat@example.com' }, anonymousId: 'a1', messageId: 'm3' }] });
    const body = (await (await read()).json()) as { events: { type: string; event: string | null; message: { properties?: unknown } }[] };
    expect(body.events.map((e) => [e.type, e.event]).sort()).toEqual([
      ['identify', null],
      ['page', 'home'],
      ['track', 'Site Searched'],
    ]);
    expect(body.events.find((e) => e.type === 'track')?.message.properties).toEqual({ searchTerm: 'life' });
  });

  it('given a retried message, when posted twice, then it is stored once', async () => {
    await post('t', { event: 'x', anonymousId: 'a', messageId: 'same' });
    await post('t', { event: 'x', anonymousId: 'a', messageId: 'same' });
    expect(((await (await read()).json()) as { events: unknown[] }).events).toHaveLength(1);
  });

  it('answers malformed input with a 4xx and a message', async () => {
    expect((await post('t', '{nope')).status).toBe(400);
    const noEvent = await post('t', { anonymousId: 'a' });
    expect(noEvent.status).toBe(400);
    expect(((await noEvent.json()) as { message: string }).message).toContain('event name');
    expect((await post('x', { event: 'x', anonymousId: 'a' })).status).toBe(404);
    expect((await post('t', { event: 'x', anonymousId: 'a', properties: { big: 'y'.repeat(40_000) } })).status).toBe(413);
  });

  it('given more requests than the limit from one address, then 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await post('t', { event: 'x', anonymousId: 'a', messageId: `r${i}` })).status).toBe(200);
    const refused = await post('t', { event: 'x', anonymousId: 'a' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses the reader without the secret or with a bad limit', async () => {
    expect((await read('10', 'wrong')).status).toBe(401);
    expect((await read('0')).status).toBe(400);
  });

  it('records a server event (the leads audit) as a track', async () => {
    await recordServerEvent(site, analytics, 'blacklisted', { formId: 'gl-contact-us-hc', submissionId: 's1' }, 1);
    const body = (await (await read()).json()) as { events: { event: string; message: { properties: unknown } }[] };
    expect(body.events[0]).toMatchObject({
      event: 'blacklisted',
      message: { properties: { formId: 'gl-contact-us-hc', submissionId: 's1' } },
    });
  });
});
