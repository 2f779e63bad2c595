import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { normaliseForwarding, trustedProxies } from '../src/site-server.js';

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
