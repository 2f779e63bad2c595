import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ImageRoute from '../src/app/images/[...path]/route';
import { sameOriginImages, upstreamImageUrl } from '../src/lib/images';
import { captureLogs } from '@insurer/submissions/testing';

vi.mock('server-only', () => ({}));

const config = { imagesBase: 'https://images.ctfassets.net', siteUrl: 'https://www.example.com', spaceId: 'sp1' };

describe('sameOriginImages', () => {
  it('moves the space’s image URLs to the site’s /images/ path and leaves every other value alone', () => {
    // Given a GraphQL answer with an image, a video, another space’s image and a text that looks like a URL
    const answer = {
      page: {
        hero: { url: 'https://images.ctfassets.net/sp1/asset1/tok/hero.jpg', width: 800 },
        media: [{ url: 'https://videos.ctfassets.net/sp1/v/tok/clip.mp4' }, { url: 'https://images.ctfassets.net/other/a/t/x.png' }],
        caption: 'https://images.ctfassets.net/sp1/asset1/tok/hero.jpg',
      },
    };
    // When rewritten
    const rewritten = sameOriginImages(answer, config);
    // Then only the space's image url moved, path kept, and the input is unchanged
    expect(rewritten).toEqual({
      page: {
        hero: { url: 'https://www.example.com/images/sp1/asset1/tok/hero.jpg', width: 800 },
        media: [{ url: 'https://videos.ctfassets.net/sp1/v/tok/clip.mp4' }, { url: 'https://images.ctfassets.net/other/a/t/x.png' }],
        caption: 'https://images.ctfassets.net/sp1/asset1/tok/hero.jpg',
      },
    });
    expect(answer.page.hero.url).toBe('https://images.ctfassets.net/sp1/asset1/tok/hero.jpg');
  });
});

describe('upstreamImageUrl', () => {
  it('keeps the Images API’s parameters and drops any other', () => {
    const search = new URLSearchParams('w=800&fm=webp&q=75&url=https://evil.example/&h=1%0a2');
    expect(upstreamImageUrl(['sp1', 'asset1', 'tok', 'my file.jpg'], search, config)?.href).toBe(
      'https://images.ctfassets.net/sp1/asset1/tok/my%20file.jpg?w=800&fm=webp&q=75',
    );
  });

  it('refuses another space, another shape and dot segments', () => {
    const none = new URLSearchParams();
    expect(upstreamImageUrl(['other', 'a', 't', 'f.jpg'], none, config)).toBeUndefined();
    expect(upstreamImageUrl(['sp1', 'a', 't'], none, config)).toBeUndefined();
    expect(upstreamImageUrl(['sp1', 'a', 't', 'f.jpg', 'x'], none, config)).toBeUndefined();
    expect(upstreamImageUrl(['sp1', '..', 't', 'f.jpg'], none, config)).toBeUndefined();
    expect(upstreamImageUrl(['sp1', 'a', 't', 'a/b.jpg'], none, config)).toBeUndefined();
  });
});

/** The route module as Next.js calls it, against a real HTTP peer standing in for the Images API host. */
describe('GET /images/[...path]', () => {
  let host: Server;
  let hostBase: string;
  const seen: { url: string; headers: Record<string, string | string[] | undefined> }[] = [];
  let GET: typeof ImageRoute.GET;

  beforeAll(async () => {
    host = createServer((request, response) => {
      seen.push({ url: request.url ?? '', headers: request.headers });
      if (request.url?.startsWith('/images/sp1/a/t/hero.webp')) {
        if (request.headers['if-none-match'] === '"v1"') return void response.writeHead(304, { ETag: '"v1"' }).end();
        response.writeHead(200, {
          'Content-Type': 'image/webp',
          'Cache-Control': 'public, max-age=31536000, immutable',
          ETag: '"v1"',
          'Set-Cookie': 'tracker=1',
        });
        return void response.end(Buffer.from('RIFFfakeWEBP'));
      }
      if (request.url?.startsWith('/images/sp1/a/t/broken.jpg')) return void response.writeHead(500).end('boom');
      if (request.url?.startsWith('/images/sp1/a/t/busy.jpg')) {
        return void response.writeHead(503, { 'Retry-After': '2', 'Content-Type': 'application/json' }).end('{"message":"busy"}');
      }
      if (request.url?.startsWith('/images/sp1/a/t/limited.jpg')) return void response.writeHead(429).end('slow down');
      if (request.url?.startsWith('/images/sp1/a/t/page.html'))
        return void response.writeHead(200, { 'Content-Type': 'text/html' }).end('<script>alert(1)</script>');
      if (request.url?.startsWith('/images/sp1/a/t/terms.pdf'))
        return void response.writeHead(200, { 'Content-Type': 'application/pdf' }).end('%PDF-1.7');
      if (request.url?.startsWith('/images/sp1/a/t/slow.jpg')) {
        const timer = setTimeout(() => response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('late'), 4_500);
        return void response.on('close', () => clearTimeout(timer));
      }
      response.writeHead(404).end('not found');
    });
    await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
    hostBase = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    vi.stubEnv('CONTENTFUL_SPACE_ID', 'sp1');
    vi.stubEnv('CONTENTFUL_IMAGES_URL', `${hostBase}/images`);
    ({ GET } = await import('../src/app/images/[...path]/route'));
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await new Promise((done) => host.close(done));
  });

  const get = (path: string, headers: Record<string, string> = {}) => {
    const url = new URL(path, 'http://localhost:3000');
    const segments = url.pathname.split('/').slice(2).map(decodeURIComponent);
    return GET(new NextRequest(url, { headers }), { params: Promise.resolve({ path: segments }) });
  };

  it('passes the image through with its type, caching and validator, and no cookie', async () => {
    const response = await get('/images/sp1/a/t/hero.webp?w=800&fm=webp&q=75&redirect=https://evil.example/');
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('RIFFfakeWEBP');
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(seen.at(-1)?.url).toBe('/images/sp1/a/t/hero.webp?w=800&fm=webp&q=75');
  });

  it('answers 304 to a revalidation the host confirms', async () => {
    const response = await get('/images/sp1/a/t/hero.webp?w=800', { 'If-None-Match': '"v1"' });
    expect(response.status).toBe(304);
    expect(seen.at(-1)?.headers['if-none-match']).toBe('"v1"');
  });

  it('answers 404 with a message for another space or an unknown file, without asking the host for the other space', async () => {
    const before = seen.length;
    const other = await get('/images/sp2/a/t/hero.webp');
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: 'There is no such image.' });
    expect(seen.length).toBe(before);
    const missing = await get('/images/sp1/a/t/none.jpg');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'There is no such image.' });
  });

  it.each([
    ['w=0', 'The parameter "w" must be one of 320, 480, 640, 800, 960, 1200, 1600, 1920.'],
    ['w=321&fm=avif', 'The parameter "w" must be one of 320, 480, 640, 800, 960, 1200, 1600, 1920.'],
    ['q=abc', 'The parameter "q" must be 75.'],
    ['fm=exe', 'The parameter "fm" must be one of webp, jpg.'],
    ['w=320&fl=png8', 'The parameter "fl" is not offered.'],
  ])('answers %s with 400 and a message, without asking the host', async (query, message) => {
    const before = seen.length;
    const response = await get(`/images/sp1/a/t/hero.webp?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(seen.length).toBe(before);
  });

  it('answers 503 with Retry-After when the host is busy, and 200 for a variant it has', async () => {
    const busy = await get('/images/sp1/a/t/busy.jpg?w=320&fm=webp&q=75');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('2');
    expect(await busy.json()).toEqual({ message: 'The image is being prepared; try again in a moment.' });
    const limited = await get('/images/sp1/a/t/limited.jpg?w=320&fm=webp&q=75');
    expect(limited.status).toBe(503);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect((await get('/images/sp1/a/t/hero.webp?w=320&fm=webp&q=75')).status).toBe(200);
  });

  it('given a file that is not an image, then 404 (HTML never runs on the site’s origin); a PDF comes as an attachment (issue 40, item 8)', async () => {
    const html = await get('/images/sp1/a/t/page.html');
    expect(html.status).toBe(404);
    expect(await html.json()).toEqual({ message: 'There is no such image.' });
    const pdf = await get('/images/sp1/a/t/terms.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment');
  });

  it('given an image host that takes longer than 4 s, or 32 image requests already waiting, then 503 with Retry-After well before a proxy’s 10 s (issue 40, item 11)', async () => {
    const started = Date.now();
    const waiting = Array.from({ length: 32 }, () => get('/images/sp1/a/t/slow.jpg?w=320&fm=webp&q=75'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await get('/images/sp1/a/t/hero.webp?w=320&fm=webp&q=75');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(Date.now() - started).toBeLessThan(1_000);
    const slow = await Promise.all(waiting);
    expect(new Set(slow.map((r) => r.status))).toEqual(new Set([503]));
    expect(slow[0]!.headers.get('retry-after')).toBe('1');
    expect(await slow[0]!.json()).toEqual({ message: 'The image is being prepared; try again in a moment.' });
    expect(Date.now() - started).toBeLessThan(6_000);
    // Once they are answered, the next image goes through again.
    expect((await get('/images/sp1/a/t/hero.webp?w=320&fm=webp&q=75')).status).toBe(200);
  });

  it('answers 502 with a message when the host fails or cannot be reached', async () => {
    const failed = await get('/images/sp1/a/t/broken.jpg');
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ message: 'The image host answered 500.' });
    const logs = captureLogs('site');
    await new Promise((done) => host.close(done));
    const unreachable = await get('/images/sp1/a/t/hero.webp');
    expect(unreachable.status).toBe(502);
    expect(await unreachable.json()).toEqual({ message: 'The image host could not be reached.' });
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'image host not reached', image: '/images/sp1/a/t/hero.webp' }),
    );
    vi.restoreAllMocks();
    host.listen(0);
  });
});
