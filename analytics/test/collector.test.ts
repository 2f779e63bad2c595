import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateTenant, openSiteDb, type SiteDb } from '@insurer/site-db';
import { parseAnalyticsConfig } from '../src/config.js';
import { ANALYTICS_TENANT, handleCollect, handleReadEvents, recordServerEvent, type CollectorDeps } from '../src/collector.js';
import type { CollectorVisitor } from '../src/context.js';
import { analyticsDb } from '../src/schema.js';

let site: SiteDb;
let deps: CollectorDeps;
const analytics = parseAnalyticsConfig({
  SITE_URL: 'http://localhost',
  ANALYTICS_RATE_LIMIT: '3',
  ANALYTICS_MAX_EVENTS: '100',
  ANALYTICS_READ_SECRET: 'read-me',
});
const visitor: CollectorVisitor = { anonymousId: 'visitor-1', optedOut: false, utm: {}, trafficSource: undefined };

beforeEach(async () => {
  site = await openSiteDb({ databaseUrl: undefined, sqlitePath: ':memory:' });
  await migrateTenant(site, ANALYTICS_TENANT);
  deps = { config: analytics, site: async () => site, clock: () => 1_700_000_000_000 };
});
afterEach(async () => {
  await site.close();
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}, who: CollectorVisitor = visitor): Promise<Response> {
  const request = new Request(`http://localhost/api/analytics/v1/${path}`, {
    method: 'POST',
    // A page of the site posts with its Origin (browsers send it on every POST).
    headers: { 'Content-Type': 'text/plain', Host: 'localhost', Origin: 'http://localhost', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return (await handleCollect(request, path, deps, headers['X-Forwarded-For'] ?? '203.0.113.9', who)).response;
}

interface Listed {
  type: string;
  event: string | null;
  message: { anonymousId?: string; properties?: unknown; traits?: unknown; context?: Record<string, unknown>; timestamp?: string };
}

async function read(limit = '100', secret = 'read-me'): Promise<Response> {
  return handleReadEvents(
    new Request(`http://localhost/api/analytics/events?limit=${limit}`, { headers: { Authorization: `Bearer ${secret}` } }),
    deps,
  );
}

const events = async (): Promise<Listed[]> => ((await (await read()).json()) as { events: Listed[] }).events;

describe('the analytics configuration', () => {
  it('defaults to no write key and Segment’s own host; names each bad variable, never its value', () => {
    expect(parseAnalyticsConfig({})).toMatchObject({ segmentWriteKey: undefined, segmentHost: 'https://api.segment.io', rateLimit: 300 });
    expect(() =>
      parseAnalyticsConfig({ SEGMENT_WRITE_KEY: 'sec ret!', SEGMENT_HOST: 'ftp://x', ANALYTICS_DELIVERY_TIMEOUT_MS: 'soon' }),
    ).toThrow(
      'Invalid analytics configuration (see .env.example): SEGMENT_WRITE_KEY: must be a Segment write key (letters and digits); ' +
        'SEGMENT_HOST: must be an absolute http:// or https:// URL; ANALYTICS_DELIVERY_TIMEOUT_MS: must be a whole number',
    );
    expect(() => parseAnalyticsConfig({ ANALYTICS_DELIVERY_TIMEOUT_MS: '40000', ANALYTICS_DELIVERY_LEASE_MS: '60000' })).toThrow(
      'ANALYTICS_DELIVERY_LEASE_MS: must be more than twice ANALYTICS_DELIVERY_TIMEOUT_MS',
    );
  });
});

describe('the analytics collector (docs/requirements.md#decision-analytics-transport)', () => {
  it('given a track, a page and an identify, when posted, then the reader lists them with the visitor’s id, not the body’s', async () => {
    expect(
      await (
        await post('t', { event: 'Site Searched', properties: { searchTerm: 'life' }, anonymousId: 'forged', messageId: 'm1' })
      ).json(),
    ).toEqual({ success: true });
    await post('p', { name: 'home', properties: { path: '/' }, messageId: 'm2' });
    await post('batch', { batch: [{ type: 'identify', traits: { email: 'pat@example.com' }, userId: 'forged', messageId: 'm3' }] });
    const listed = await events();
    expect(listed.map((e) => [e.type, e.event]).sort()).toEqual([
      ['identify', null],
      ['page', 'home'],
      ['track', 'Site Searched'],
    ]);
    expect(listed.find((e) => e.type === 'track')?.message.properties).toEqual({ searchTerm: 'life' });
    expect(listed.find((e) => e.type === 'identify')?.message.traits).toEqual({ email: 'pat@example.com' });
    expect(listed.map((e) => e.message.anonymousId)).toEqual(['visitor-1', 'visitor-1', 'visitor-1']);
    expect(listed.some((e) => 'userId' in e.message)).toBe(false);
    expect(listed[0]!.message.timestamp).toBe('2023-11-14T22:13:20.000Z');
  });

  it('adds Segment’s context on the server: page, user agent, locale, campaign, traffic source; keeps only the browser’s flags', async () => {
    await post(
      'p',
      {
        name: 'Life Insurance',
        properties: { title: 'Life insurance | Lanternfield Mutual', referrer: 'https://www.google.com/', path: '/ignored' },
        context: { featureFlags: { rilaV3: true, okAgebandExpansion: false, bogus: 'x' }, ip: '198.51.100.1', library: { name: 'x' } },
      },
      {
        Referer: 'http://localhost/life-insurance?utm_source=newsletter',
        'User-Agent': 'Mozilla/5.0 (test)',
        'Accept-Language': 'en-US,en;q=0.9',
      },
      {
        ...visitor,
        utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', utm_term: 'life', utm_content: 'hero', utm_id: 'x' },
        trafficSource: 'google/cpc',
      },
    );
    const [page] = await events();
    expect(page!.message.context).toEqual({
      page: {
        path: '/life-insurance',
        url: 'http://localhost/life-insurance?utm_source=newsletter',
        search: '?utm_source=newsletter',
        title: 'Life insurance | Lanternfield Mutual',
        referrer: 'https://www.google.com/',
      },
      userAgent: 'Mozilla/5.0 (test)',
      locale: 'en-US',
      campaign: { name: 'spring', source: 'newsletter', medium: 'email', term: 'life', content: 'hero' },
      trafficSource: 'google/cpc',
      featureFlags: { rilaV3: true, okAgebandExpansion: false },
    });
  });

  it('given Sec-GPC: 1 or an opt-out, then nothing is stored, not even a malformed body’s refusal', async () => {
    expect((await post('t', { event: 'Form Submitted' }, { 'Sec-GPC': '1' })).status).toBe(200);
    expect((await post('t', '{nope', {}, { ...visitor, optedOut: true })).status).toBe(200);
    expect(await events()).toEqual([]);
    const limits = await site.db.withTables<{ rate_limits: { key: string } }>().selectFrom('rate_limits').selectAll().execute();
    expect(limits).toEqual([]);
  });

  it('refuses a post from another site’s page', async () => {
    const refused = await post('t', { event: 'x' }, { Origin: 'https://elsewhere.example' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Analytics can only be sent from this site.' });
    expect((await post('t', { event: 'x' }, { Origin: 'http://localhost' })).status).toBe(200);
  });

  it('given Origin: null, a foreign origin equal to Host, neither header or a malformed Origin, then refused by the site’s one origin policy (issue 40 item 4)', async () => {
    const nullOrigin = await post('t', { event: 'x' }, { Origin: 'null', Referer: 'http://localhost/life-insurance' });
    expect(nullOrigin.status).toBe(403);
    expect(await nullOrigin.json()).toEqual({ message: 'Analytics can only be sent from this site.' });
    // A page on a name rebound to this server: its Origin matches the Host it sends, not the site.
    const rebound = await post('t', { event: 'x' }, { Origin: 'http://rebound.example', Host: 'rebound.example' });
    expect(rebound.status).toBe(403);
    const bare = new Request('http://localhost/api/analytics/v1/t', {
      method: 'POST',
      headers: { Host: 'localhost' },
      body: '{"event":"x"}',
    });
    expect((await handleCollect(bare, 't', deps, '203.0.113.9', visitor)).response.status).toBe(403);
    const malformed = await post('t', { event: 'x' }, { Origin: 'http://' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'The Origin header is not an origin (scheme://host[:port]).' });
    expect(await events()).toEqual([]);
    // Without Origin, a Referer from the site's page is the site.
    const refererOnly = new Request('http://localhost/api/analytics/v1/t', {
      method: 'POST',
      headers: { Host: 'localhost', Referer: 'http://localhost/life-insurance' },
      body: '{"event":"x"}',
    });
    expect((await handleCollect(refererOnly, 't', deps, '203.0.113.9', visitor)).response.status).toBe(200);
  });

  it('given addresses rotating inside one network, then its limit counts per network (IPv4 /24, IPv6 /64) and other networks still get in', async () => {
    deps = { ...deps, config: { ...analytics, networkRateLimit: 4 } };
    const from = (address: string) =>
      handleCollect(
        new Request('http://localhost/api/analytics/v1/t', {
          method: 'POST',
          headers: { Origin: 'http://localhost' },
          body: '{"event":"x"}',
        }),
        't',
        deps,
        address,
        visitor,
      ).then((answer) => answer.response);
    for (let n = 1; n <= 4; n++) expect((await from(`203.0.113.${n}`)).status).toBe(200);
    const refused = await from('203.0.113.200');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Too many analytics requests from your network. Please wait a minute.' });
    expect((await from('198.51.100.7')).status).toBe(200);
    for (let n = 1; n <= 4; n++) expect((await from(`2001:db8:1:2::${n}`)).status).toBe(200);
    expect((await from('2001:db8:1:2:ffff::1')).status).toBe(429);
    expect((await from('2001:db8:1:3::1')).status).toBe(200);
  });

  it('given one network flooding past ANALYTICS_MAX_EVENTS, then it pushes out its own oldest events, never another visitor’s', async () => {
    let now = 1_700_100_000_000;
    deps = {
      config: { ...analytics, rateLimit: 0, networkRateLimit: 0, maxEvents: 10 },
      site: async () => site,
      clock: () => (now += 11_000),
    };
    const send = (address: string, who: CollectorVisitor, messageId: string) =>
      handleCollect(
        new Request('http://localhost/api/analytics/v1/t', {
          method: 'POST',
          headers: { Origin: 'http://localhost' },
          body: JSON.stringify({ event: 'x', messageId }),
        }),
        't',
        deps,
        address,
        who,
      );
    for (let n = 0; n < 3; n++) await send('198.51.100.7', { ...visitor, anonymousId: 'visitor-a' }, `a${n}`);
    for (let n = 0; n < 30; n++) await send(`203.0.113.${n + 1}`, { ...visitor, anonymousId: 'flood' }, `f${n}`);
    const kept = await analyticsDb(site).selectFrom('analytics_events').select(['id', 'anonymous_id']).orderBy('received_at').execute();
    expect(kept.filter((row) => row.anonymous_id === 'visitor-a').map((row) => row.id)).toEqual(['a0', 'a1', 'a2']);
    // The flood keeps its newest events within the rest of the cap (10 - 3), pruned after each store.
    expect(kept.filter((row) => row.anonymous_id === 'flood').map((row) => row.id)).toEqual([
      'f23',
      'f24',
      'f25',
      'f26',
      'f27',
      'f28',
      'f29',
    ]);
  });

  it('given a retried message, when posted twice, then it is stored once', async () => {
    await post('t', { event: 'x', messageId: 'same' });
    await post('t', { event: 'x', messageId: 'same' });
    expect(await events()).toHaveLength(1);
  });

  it('answers malformed input with a 4xx and a message', async () => {
    expect((await post('t', '{nope')).status).toBe(400);
    const noEvent = await post('t', { properties: {} });
    expect(noEvent.status).toBe(400);
    expect(((await noEvent.json()) as { message: string }).message).toContain('event name');
    expect((await post('x', { event: 'x' })).status).toBe(404);
    expect((await post('t', { event: 'x', properties: { big: 'y'.repeat(40_000) } })).status).toBe(413);
  });

  it('refuses the Segment calls the site does not make (alias, group, screen)', async () => {
    for (const type of ['alias', 'group', 'screen']) expect((await post('batch', { batch: [{ type, previousId: 'a' }] })).status).toBe(400);
  });

  it('given more requests than the limit from one address, then 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await post('t', { event: 'x', messageId: `r${i}` })).status).toBe(200);
    const refused = await post('t', { event: 'x' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses the reader without the secret or with a bad limit', async () => {
    expect((await read('10', 'wrong')).status).toBe(401);
    expect((await read('0')).status).toBe(400);
  });

  it('without a write key queues nothing; with one, the stored events and only those, in the same batch', async () => {
    await post('t', { event: 'x', messageId: 'q0' });
    expect(await analyticsDb(site).selectFrom('analytics_deliveries').selectAll().execute()).toEqual([]);
    deps = { ...deps, config: { ...analytics, segmentWriteKey: 'writeKey1' } };
    await post('batch', {
      batch: [
        { type: 'track', event: 'x', messageId: 'q0' },
        { type: 'page', name: 'Home', messageId: 'q1' },
      ],
    });
    const queued = await analyticsDb(site).selectFrom('analytics_deliveries').selectAll().execute();
    expect(queued).toHaveLength(1);
    expect((JSON.parse(queued[0]!.messages) as { messageId: string }[]).map((m) => m.messageId)).toEqual(['q1']);
    expect(queued[0]).toMatchObject({ status: 'pending', attempts: 0, next_attempt_at: 1_700_000_000_000 });
  });

  it('records a server event (the leads audit) as a track', async () => {
    await recordServerEvent(site, analytics, 'blacklisted', { formId: 'gl-contact-us-hc', submissionId: 's1' }, 1);
    const body = (await (await read()).json()) as { events: { event: string; message: { properties: unknown } }[] };
    expect(body.events[0]).toMatchObject({
      event: 'blacklisted',
      message: { properties: { formId: 'gl-contact-us-hc', submissionId: 's1' } },
    });
  });

  it('queues a server event for Segment with a write key, so the delivery worker sends it (never a direct call)', async () => {
    await recordServerEvent(site, { ...analytics, segmentWriteKey: 'wk' }, 'valid', { formId: 'gl-contact-us-hc', submissionId: 's2' }, 5);
    const queued = await analyticsDb(site).selectFrom('analytics_deliveries').selectAll().execute();
    expect(queued).toHaveLength(1);
    expect(JSON.parse(queued[0]!.messages)).toMatchObject([
      { type: 'track', event: 'valid', anonymousId: 'server', properties: { formId: 'gl-contact-us-hc', submissionId: 's2' } },
    ]);
    expect(queued[0]).toMatchObject({ status: 'pending', next_attempt_at: 5 });
  });
});

describe('deeply nested JSON (issue 40, item 6)', () => {
  it('given a track call whose properties nest 5,000 deep, then 400 with a message, never a 5xx, and nothing is stored', async () => {
    const body = `{"event":"Deep","properties":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
    const response = await post('t', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The analytics message nests objects and arrays deeper than 32 levels.' });
    expect(await events()).toEqual([]);
  });
});
