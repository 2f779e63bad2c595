import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { proxy } from '../src/proxy';
import { recordVisit } from './visit';

vi.mock('server-only', () => ({}));

/**
 * Issue 31 findings 4 and 7 (docs/requirements.md#security, docs/requirements.md#tracking-cookies):
 * the privacy choice is saved only from the site's configured origin, and the tracking cookies no
 * script reads are HttpOnly, all of them Secure over HTTPS.
 */

describe('POST /api/privacy-choices and its Origin', () => {
  beforeAll(() => {
    vi.stubEnv('SITE_URL', 'https://www.lanternfield.example');
    vi.stubEnv('FORMS_ALLOWED_ORIGINS', 'https://preview.lanternfield.example');
  });
  afterAll(() => vi.unstubAllEnvs());

  const post = async (headers: Record<string, string>) => {
    vi.resetModules();
    const { POST } = await import('../src/app/api/privacy-choices/route');
    return POST(
      new NextRequest('https://www.lanternfield.example/api/privacy-choices', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'www.lanternfield.example', ...headers },
        body: 'choice=opt-in',
      }),
    );
  };

  it('given Origin null (a sandboxed frame’s form) or none at all, then 403 with a message and no cookie', async () => {
    for (const headers of [{ origin: 'null' }, {}] as Record<string, string>[]) {
      const response = await post(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ message: 'Privacy choices can only be saved from this site.' });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('given a malformed Origin, then 400 with a message, never a 500', async () => {
    for (const origin of ['foo', 'http://', '::::', 'https://www.lanternfield.example/path']) {
      const response = await post({ origin });
      expect(response.status, origin).toBe(400);
      expect(await response.json()).toEqual({ message: 'The Origin header is not an origin (scheme://host[:port]).' });
    }
  });

  it('given a page on a name rebound to the site, then 403: the check compares with SITE_URL, not Host', async () => {
    const response = await post({ origin: 'http://rebind.attacker.example', host: 'rebind.attacker.example' });
    expect(response.status).toBe(403);
  });

  it('given the site’s origin, one of FORMS_ALLOWED_ORIGINS or only a Referer from the site, then the choice is saved', async () => {
    for (const headers of [
      { origin: 'https://www.lanternfield.example' },
      { origin: 'https://preview.lanternfield.example' },
      { referer: 'https://www.lanternfield.example/privacy-choices' },
    ] as Record<string, string>[]) {
      const response = await post(headers);
      expect(response.status, JSON.stringify(headers)).toBe(303);
      expect(response.headers.get('set-cookie')).toContain('privacy_choice=opt-in');
    }
  });
});

describe('the tracking cookies a page view sets (POST /api/visits)', () => {
  /** Each Set-Cookie of `response` by name: its attributes in lower case. */
  const cookies = (response: Response) =>
    Object.fromEntries(
      response.headers.getSetCookie().map((line) => {
        const [pair, ...attributes] = line.split(';').map((part) => part.trim());
        return [pair!.split('=')[0]!, attributes.map((a) => a.toLowerCase())];
      }),
    );

  it('given a first visit over HTTPS with UTM values, a Google Ads click and partner info, then the cookies no script reads are HttpOnly and all are Secure', async () => {
    const response = await recordVisit('https://www.lanternfield.example/life-insurance?utm_source=mail&gclid=1&producerCd=P7', {
      referrer: 'https://www.google.com/',
    });
    const set = cookies(response);
    for (const name of ['SessionId', 'HitTimestamp', 'traffic_source', 'dtc_configuration']) {
      expect(set[name], name).toContain('httponly');
      expect(set[name], name).toContain('secure');
    }
    // The content-service forms copy ClientId and the UTM values into hidden fields in the browser; the quote widget reads ga_marketing.
    for (const name of ['ClientId', 'utm_source', 'ga_marketing']) {
      expect(set[name], name).not.toContain('httponly');
      expect(set[name], name).toContain('secure');
    }
  });

  it('given a visit over plain HTTP, then no cookie is Secure (the browser would drop it)', async () => {
    const set = cookies(await recordVisit('http://localhost:3000/life-insurance?utm_source=mail'));
    expect(Object.keys(set)).toContain('SessionId');
    for (const [name, attributes] of Object.entries(set)) expect(attributes, name).not.toContain('secure');
    expect(set['SessionId']).toContain('httponly');
  });

  it('given a server action called with Origin null or another site’s, then 403 with a message before Next.js sees it; from the site it passes', async () => {
    const action = (origin: string | undefined) =>
      proxy(
        new NextRequest('http://localhost:3000/life-insurance/term/calculator-quote/results', {
          method: 'POST',
          headers: {
            'next-action': '0'.repeat(42),
            'content-type': 'text/plain;charset=UTF-8',
            host: 'localhost:3000',
            'content-length': '2',
            ...(origin ? { origin } : {}),
          },
          body: '[]',
        }),
      );
    for (const origin of ['null', 'https://evil.example', undefined]) {
      const refused = action(origin);
      expect(refused.status, origin).toBe(403);
      expect(await refused.json()).toEqual({ message: 'Server actions can only be called from this site.' });
    }
    expect(action('http://localhost:3000').headers.get('x-middleware-next')).toBe('1');
  });

  it('given a server action from the site that reached it under another Host, one past 64 KB or one with no Content-Length, then 421, 413 and 411 with a message, not Next.js’s 500 (issue 40, item 6)', async () => {
    const action = (headers: Record<string, string>) =>
      proxy(
        new NextRequest('http://localhost:3000/life-insurance/term/calculator-quote/results', {
          method: 'POST',
          headers: {
            'next-action': '0'.repeat(42),
            'content-type': 'text/plain;charset=UTF-8',
            origin: 'http://localhost:3000',
            ...headers,
          },
          body: '[]',
        }),
      );
    const otherHost = action({ host: 'rebound.example', 'content-length': '2' });
    expect(otherHost.status).toBe(421);
    expect(await otherHost.json()).toEqual({ message: 'This server action was sent to another host than the page it came from.' });
    const tooLarge = action({ host: 'localhost:3000', 'content-length': String(64 * 1024 + 1) });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: 'A server action call is at most 64 KB.' });
    const unsized = action({ host: 'localhost:3000' });
    expect(unsized.status).toBe(411);
    expect(await unsized.json()).toEqual({ message: 'A server action call must declare its Content-Length.' });
    expect(action({ host: 'localhost:3000', 'content-length': String(64 * 1024) }).headers.get('x-middleware-next')).toBe('1');
  });
});

describe('a server action and its Origin (the site’s one origin policy, docs/requirements.md#security "Origins")', () => {
  const action = (headers: Record<string, string>) =>
    proxy(
      new NextRequest('http://localhost:3000/life-insurance/term/calculator-quote/results', {
        method: 'POST',
        // A browser always declares the body's length (issue 40 item 6 refuses a call without one).
        headers: { 'next-action': '7f00', host: 'localhost:3000', 'content-length': '20', ...headers },
      }),
    );

  it('given Origin null, a foreign origin equal to Host, or neither header, then 403 with a message', async () => {
    for (const headers of [
      { origin: 'null', referer: 'http://localhost:3000/' },
      { origin: 'http://rebind.attacker.example', host: 'rebind.attacker.example' },
      {},
    ] as Record<string, string>[]) {
      const response = action(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ message: 'Server actions can only be called from this site.' });
    }
  });

  it('given a malformed Origin, then 400 with a message, never the framework’s 500', async () => {
    for (const origin of ['foo', 'http://', 'http://localhost:3000/path']) {
      const response = action({ origin });
      expect(response.status, origin).toBe(400);
      expect(await response.json()).toEqual({ message: 'The Origin header is not an origin (scheme://host[:port]).' });
    }
  });

  it('given the site’s origin, or only a Referer from the site, then the action goes on to the page', () => {
    for (const headers of [{ origin: 'http://localhost:3000' }, { referer: 'http://localhost:3000/life-insurance' }] as Record<
      string,
      string
    >[]) {
      const response = action(headers);
      expect(response.headers.get('x-middleware-next'), JSON.stringify(headers)).toBe('1');
    }
  });
});
