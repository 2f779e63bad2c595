import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { normaliseForwarding, sharedCachePolicy, refusal, trustedProxies } from '../src/site-server.js';

/**
 * The site server's header rules against a real HTTP server on loopback: what the app receives
 * for requests carrying forged forwarding headers, with no trusted proxy and with loopback trusted.
 */
let server: Server | undefined;

async function echoServer(trust: string): Promise<string> {
  const check = trustedProxies(trust);
  server = createServer((request, response) => {
    normaliseForwarding(request, check);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(request.headers));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const forged = {
  'X-Forwarded-For': '198.51.100.9, 203.0.113.7',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'https',
  'X-Real-IP': '192.0.2.1',
  Forwarded: 'for=192.0.2.2',
};

describe('site server forwarding headers', () => {
  it('given no trusted proxy, when a client forges forwarding headers, then the app sees only the socket address and no proxy header', async () => {
    const url = await echoServer('');
    const seen = (await (await fetch(url, { headers: forged })).json()) as Record<string, string | undefined>;
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    for (const header of ['x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'forwarded']) expect(seen[header], header).toBeUndefined();
  });

  it('given loopback as the trusted proxy, when it forwards a request, then the app sees the client it names and its proxy headers', async () => {
    const url = await echoServer('loopback');
    const seen = (await (await fetch(url, { headers: { ...forged, 'X-Forwarded-For': '203.0.113.7' } })).json()) as Record<string, string>;
    expect(seen['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen['x-forwarded-host']).toBe('evil.example');
  });

  it('given a chain through a trusted proxy, when the left entries were written by the client, then the first untrusted hop from the right is the client', async () => {
    const url = await echoServer('loopback, 10.0.0.0/8');
    const seen = (await (await fetch(url, { headers: { 'X-Forwarded-For': '1.1.1.1, 203.0.113.7, 10.1.2.3' } })).json()) as Record<
      string,
      string
    >;
    expect(seen['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('given a malformed TRUSTED_PROXIES, when read, then the error names the variable', () => {
    expect(() => trustedProxies('10.0.0.0/99')).toThrow(/^TRUSTED_PROXIES: /);
  });
});

/** A request line and Host header as Node parses them. */
const req = (method: string, url: string, host: string | undefined, httpVersion = '1.1') => ({
  method,
  url,
  httpVersion,
  headers: host === undefined ? {} : { host },
});

describe('site server refusals before Next.js', () => {
  it('given requests Next.js would answer with a 500 or an empty body, when checked, then each gets a status and a message', () => {
    expect(refusal(req('TRACE', '/', 'localhost'))).toEqual({ status: 405, message: 'The method TRACE is not allowed.' });
    expect(refusal(req('PUT', '/api/forms/x', 'localhost'))?.status).toBe(405);
    expect(refusal(req('GET', '*', 'localhost'))).toEqual({ status: 400, message: 'The request target must be a path.' });
    expect(refusal(req('GET', 'http://evil.example/', 'localhost'))?.status).toBe(400);
    expect(refusal(req('GET', '//evil.example/x', 'localhost'))?.status).toBe(400);
    expect(refusal(req('GET', '/%ZZ', 'localhost'))).toEqual({ status: 400, message: 'The request path is not valid percent-encoding.' });
    expect(refusal(req('POST', '/api/forms/%FF%FE', 'localhost'))?.status).toBe(400);
    expect(refusal(req('GET', '/%00', 'localhost'))?.status).toBe(400);
    expect(refusal(req('GET', '/', undefined))).toEqual({ status: 400, message: 'The request has no Host header.' });
    expect(refusal(req('GET', '/', undefined, '1.0'))).toBeUndefined();
  });

  it('given ordinary requests, when checked, then Next.js answers them', () => {
    for (const [method, target] of [
      ['GET', '/'],
      ['HEAD', '/life-insurance?utm_source=%ZZ'],
      ['POST', '/api/forms/gl-contact-us-hc'],
      ['OPTIONS', '/api/draft'],
      ['GET', '/caf%C3%A9'],
    ] as const) {
      expect(refusal(req(method, target, 'localhost:3000')), `${method} ${target}`).toBeUndefined();
    }
  });
});

describe('sharedCachePolicy', () => {
  it('given a 404 or 410, then no cache keeps it; given a response setting a cookie, then only the visitor’s browser may; otherwise Next.js’s header stays', () => {
    expect(sharedCachePolicy(404, 's-maxage=31536000', false)).toBe('no-store');
    expect(sharedCachePolicy(410, undefined, true)).toBe('no-store');
    expect(sharedCachePolicy(200, 's-maxage=31536000', true)).toBe('private, no-cache');
    expect(sharedCachePolicy(200, 'private, no-cache, no-store, max-age=0, must-revalidate', true)).toBeUndefined();
    expect(sharedCachePolicy(200, 's-maxage=31536000', false)).toBeUndefined();
    expect(sharedCachePolicy(307, undefined, false)).toBeUndefined();
  });
});
