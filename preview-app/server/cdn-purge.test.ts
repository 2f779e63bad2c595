import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { cdnPurge, SURROGATE_KEY_CONTENT } from './cdn-purge.js';

/**
 * The CDN purge adapters against a local stand-in of each CDN's API (a real HTTP server on
 * loopback that records what it receives and answers as the CDN documents).
 */
interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function standIn(status: number, answer: unknown): Promise<{ base: string; received: Received[] }> {
  const received: Received[] = [];
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: JSON.parse(text) as unknown });
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe('CDN purge adapters', () => {
  it('given Fastly, when a publish purges, then one soft purge by surrogate key reaches the service with its key', async () => {
    const { base, received } = await standIn(200, { status: 'ok' });
    await cdnPurge({ kind: 'fastly', apiUrl: base, token: 'fastly-token', serviceId: 'SU1Z0isxPaozGVKXdv0eY' }).purge([
      SURROGATE_KEY_CONTENT,
    ]);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/service/SU1Z0isxPaozGVKXdv0eY/purge',
      headers: { 'fastly-key': 'fastly-token', 'fastly-soft-purge': '1', 'content-type': 'application/json' },
      body: { surrogate_keys: ['site-content'] },
    });
  });

  it('given Cloudflare, when a publish purges, then one purge by cache tag reaches the zone with the bearer token', async () => {
    const { base, received } = await standIn(200, { success: true, errors: [], messages: [], result: { id: 'x' } });
    await cdnPurge({ kind: 'cloudflare', apiUrl: base, token: 'cf-token', zoneId: '023e105f4ecef8ad9ca31a8372d0c353' }).purge([
      SURROGATE_KEY_CONTENT,
    ]);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache',
      headers: { authorization: 'Bearer cf-token' },
      body: { tags: ['site-content'] },
    });
  });

  it('given a CDN that refuses, then the purge fails naming the CDN and its status', async () => {
    const { base } = await standIn(403, { success: false, errors: [{ code: 10000, message: 'Authentication error' }] });
    await expect(cdnPurge({ kind: 'cloudflare', apiUrl: base, token: 'wrong', zoneId: 'z' }).purge(['site-content'])).rejects.toThrow(
      'Cloudflare purge answered 403',
    );
  });

  it('given no CDN configured, then purging sends nothing and succeeds', async () => {
    const purge = cdnPurge({ kind: 'none' });
    expect(purge.name).toBe('none');
    await expect(purge.purge(['site-content'])).resolves.toBeUndefined();
  });
});
