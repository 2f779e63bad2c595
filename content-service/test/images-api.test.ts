import { createAdaptorServer } from '@hono/node-server';
import { createClient, type PlainClientAPI } from 'contentful-management';
import { Hono } from 'hono';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSpace } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import type { ServiceContext } from '../src/context.js';
import { openDatabase, type SqliteDatabase } from '../src/db.js';
import { ContentfulError } from '../src/errors.js';
import { ByteLruCache } from '../src/images/cache.js';
import { processAssetFile } from '../src/images/process.js';
import { imageRoutes } from '../src/images/routes.js';
import { ContentStore } from '../src/store.js';
import { ScheduleStore } from '../src/scheduling/store.js';
import type { AssetFile } from '../src/types.js';
import { WebhookDispatcher } from '../src/webhooks/dispatcher.js';

const SPACE = 'imgspace';
const MANAGEMENT_TOKEN = 'CFPAT-images-test-token';

/**
 * The image routes mounted the way app.ts mounts them (same error handling), on a real HTTP
 * listener on port 0; `ctx.config` is replaced after listening, as server.ts does.
 */
interface Harness {
  ctx: ServiceContext;
  db: SqliteDatabase;
  httpHost: string;
  baseUrl: string;
  close(): Promise<void>;
}

async function startHarness(): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'content-service-images-'));
  const config = loadConfig({
    CONTENT_SERVICE_PORT: '0',
    CONTENT_SERVICE_DATA_DIR: dataDir,
    CONTENTFUL_SPACE_ID: SPACE,
    CONTENTFUL_MANAGEMENT_TOKEN: MANAGEMENT_TOKEN,
  });
  const db = openDatabase(dataDir);
  const store = new ContentStore(db);
  ensureSpace(store, config);
  const webhooks = new WebhookDispatcher(db, config, { log: () => {} });
  const ctx: ServiceContext = { config, store, webhooks, schedules: new ScheduleStore(db) };
  const app = new Hono();
  app.route('/', imageRoutes(ctx, { cacheBytes: 4 * 1024 * 1024 }));
  app.notFound((c) => c.json(new ContentfulError('NotFound', 'The resource could not be found.').toBody(), 404));
  app.onError((err, c) => {
    if (err instanceof ContentfulError) return c.json(err.toBody(), err.status as 400);
    return c.json(new ContentfulError('ServerError', String(err)).toBody(), 500);
  });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  ctx.config = { ...config, port, publicUrl: `http://127.0.0.1:${port}` };
  return {
    ctx,
    db,
    httpHost: `127.0.0.1:${port}`,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      webhooks.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** 40×20 PNG: left half red, right half blue. */
async function twoColourPng(): Promise<Buffer> {
  const red = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([{ input: red, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

function arrayBuffer(buf: Buffer): ArrayBuffer {
  return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
}

async function pixel(data: Buffer, x: number, y: number): Promise<number[]> {
  const { data: raw, info } = await sharp(data).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [...raw.subarray(i, i + info.channels)];
}

async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

let h: Harness;
let client: PlainClientAPI;
let png: Buffer;

beforeAll(async () => {
  h = await startHarness();
  client = createClient({ accessToken: MANAGEMENT_TOKEN, host: h.httpHost, hostUpload: h.httpHost, insecure: true }, { type: 'plain' });
  png = await twoColourPng();
});

afterAll(async () => {
  await h?.close();
});

describe('Upload API', () => {
  it('given a PNG, when created through contentful-management, then it answers an Upload entity that can be read and deleted', async () => {
    const before = Date.now();
    const upload = await client.upload.create({ spaceId: SPACE }, { file: arrayBuffer(png) });
    expect(upload.sys).toMatchObject({
      type: 'Upload',
      space: { sys: { type: 'Link', linkType: 'Space', id: SPACE } },
      createdBy: { sys: { type: 'Link', linkType: 'User' } },
    });
    expect(upload.sys.id).toMatch(/^[A-Za-z0-9]{22}$/);
    const created = Date.parse(upload.sys.createdAt);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse((upload.sys as unknown as { expiresAt: string }).expiresAt) - created).toBe(24 * 60 * 60 * 1000);
    expect(h.ctx.store.getUpload(SPACE, upload.sys.id)?.data.equals(png)).toBe(true);

    const again = await client.upload.get({ spaceId: SPACE, uploadId: upload.sys.id });
    expect(again.sys).toEqual(upload.sys);

    await client.upload.delete({ spaceId: SPACE, uploadId: upload.sys.id });
    await expect(client.upload.get({ spaceId: SPACE, uploadId: upload.sys.id })).rejects.toMatchObject({ name: 'NotFound' });
  });

  it('given an environment in the client, when uploading, then the environment path is used and linked', async () => {
    const upload = await client.upload.create({ spaceId: SPACE, environmentId: 'master' }, { file: arrayBuffer(png) });
    expect(upload.sys.environment).toEqual({ sys: { type: 'Link', linkType: 'Environment', id: 'master' } });
    const again = await client.upload.get({ spaceId: SPACE, environmentId: 'master', uploadId: upload.sys.id });
    expect(again.sys.id).toBe(upload.sys.id);
  });

  it('given no or a wrong token, when uploading, then 401 AccessTokenInvalid', async () => {
    const body = new Uint8Array(png);
    const none = await fetch(`${h.baseUrl}/spaces/${SPACE}/uploads`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ sys: { type: 'Error', id: 'AccessTokenInvalid' } });
    const wrong = await fetch(`${h.baseUrl}/spaces/${SPACE}/uploads`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/octet-stream', Authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ sys: { type: 'Error', id: 'AccessTokenInvalid' } });
  });

  it('given an unknown space, environment or upload, when called, then 404 NotFound', async () => {
    const auth = { Authorization: `Bearer ${MANAGEMENT_TOKEN}`, 'Content-Type': 'application/octet-stream' };
    const space = await fetch(`${h.baseUrl}/spaces/nospace/uploads`, { method: 'POST', body: 'x', headers: auth });
    expect(space.status).toBe(404);
    expect(await space.json()).toMatchObject({ sys: { type: 'Error', id: 'NotFound' } });
    const env = await fetch(`${h.baseUrl}/spaces/${SPACE}/environments/noenv/uploads`, { method: 'POST', body: 'x', headers: auth });
    expect(env.status).toBe(404);
    const upload = await fetch(`${h.baseUrl}/spaces/${SPACE}/uploads/doesnotexist`, { method: 'DELETE', headers: auth });
    expect(upload.status).toBe(404);
    expect(await upload.json()).toMatchObject({ sys: { type: 'Error', id: 'NotFound' }, details: { type: 'Upload', id: 'doesnotexist' } });
  });

  it('given an upload older than 24 hours, when read, then it is gone', async () => {
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    h.ctx.store.putUpload(SPACE, 'expiredupload', 'application/octet-stream', png, old);
    const res = await fetch(`${h.baseUrl}/spaces/${SPACE}/uploads/expiredupload`, {
      headers: { Authorization: `Bearer ${MANAGEMENT_TOKEN}` },
    });
    expect(res.status).toBe(404);
    expect(h.ctx.store.getUpload(SPACE, 'expiredupload')).toBeUndefined();
  });
});

describe('processAssetFile and the Images API', () => {
  let file: AssetFile;
  let url: string;

  beforeAll(async () => {
    const upload = await client.upload.create({ spaceId: SPACE }, { file: arrayBuffer(png) });
    file = await processAssetFile(h.ctx, SPACE, 'asset1', {
      fileName: 'two colours.png',
      contentType: 'image/png',
      uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: upload.sys.id } },
    });
    url = `http:${file.url}`;
  });

  it('given an Upload link, when processed, then the file has a protocol-relative url, size and dimensions', () => {
    expect(file).toEqual({
      url: expect.stringMatching(
        new RegExp(`^//${h.httpHost.replace(/\./g, '\\.')}/images/${SPACE}/asset1/[0-9a-f]{32}/two%20colours\\.png$`),
      ),
      fileName: 'two colours.png',
      contentType: 'image/png',
      details: { size: png.length, image: { width: 40, height: 20 } },
    });
    expect(file).not.toHaveProperty('upload');
    expect(file).not.toHaveProperty('uploadFrom');
  });

  it('given the url, when fetched without parameters, then the original bytes come back with immutable caching and CORS', async () => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.body.equals(png)).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const cached = await get(url, { 'If-None-Match': etag! });
    expect(cached.status).toBe(304);
    expect(cached.body.length).toBe(0);
    expect(cached.headers.get('etag')).toBe(etag);
  });

  it('given w, when fetched, then the image is resized keeping its aspect ratio', async () => {
    const res = await get(`${url}?w=20`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(res.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 20, 10]);
  });

  it('given w, h, fm=jpg and q, when fetched, then a JPEG of the box size comes back, cached and revalidatable', async () => {
    const query = `${url}?w=10&h=10&fm=jpg&q=50`;
    const first = await get(query);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const meta = await sharp(first.body).metadata();
    // Default fit keeps the aspect ratio inside the box.
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 10, 5]);
    const better = await get(`${url}?w=10&h=10&fm=jpg&q=100`);
    expect(better.body.length).toBeGreaterThan(first.body.length);

    const second = await get(query);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    const etag = first.headers.get('etag')!;
    expect(second.headers.get('etag')).toBe(etag);
    expect(etag).not.toBe((await get(url)).headers.get('etag'));
    expect((await get(query, { 'If-None-Match': `"other", ${etag}` })).status).toBe(304);
  });

  it.each([
    ['webp', 'webp', 'image/webp'],
    ['avif', 'heif', 'image/avif'],
    ['png', 'png', 'image/png'],
    ['gif', 'gif', 'image/gif'],
  ])('given fm=%s, when fetched, then the format and content type match', async (fm, sharpFormat, contentType) => {
    const res = await get(`${url}?fm=${fm}&w=8`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(contentType);
    const meta = await sharp(res.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([sharpFormat, 8, 4]);
  });

  it('given fl=progressive or fl=png8, when fetched, then a progressive JPEG or a palette PNG comes back', async () => {
    const progressive = await sharp((await get(`${url}?fm=jpg&fl=progressive`)).body).metadata();
    expect([progressive.format, progressive.isProgressive]).toEqual(['jpeg', true]);
    const baseline = await sharp((await get(`${url}?fm=jpg`)).body).metadata();
    expect(baseline.isProgressive).toBe(false);
    const png8 = await sharp((await get(`${url}?fl=png8`)).body).metadata();
    expect([png8.format, png8.isPalette]).toEqual(['png', true]);
  });

  it('given fit modes, when fetched, then the output has the requested geometry', async () => {
    const dims = async (query: string): Promise<[number, number]> => {
      const meta = await sharp((await get(`${url}?${query}`)).body).metadata();
      return [meta.width!, meta.height!];
    };
    expect(await dims('w=30&h=30&fit=pad')).toEqual([30, 30]);
    expect(await dims('w=30&h=30&fit=fill')).toEqual([30, 30]);
    expect(await dims('w=30&h=30&fit=thumb&f=face')).toEqual([30, 30]);
    expect(await dims('w=10&h=40&fit=scale')).toEqual([10, 40]);
    expect(await dims('w=10&h=10&fit=crop')).toEqual([10, 10]);
    expect(await dims('w=100&h=100&fit=crop')).toEqual([40, 20]);
  });

  it('given fit=crop or fill with a focus area, when fetched, then that part of the image is kept', async () => {
    const left = (await get(`${url}?w=10&h=10&fit=crop&f=left`)).body;
    expect(await pixel(left, 5, 5)).toEqual([255, 0, 0, 255]);
    const right = (await get(`${url}?w=10&h=10&fit=crop&f=bottom_right`)).body;
    expect(await pixel(right, 5, 5)).toEqual([0, 0, 255, 255]);
    const fillLeft = (await get(`${url}?w=10&h=20&fit=fill&f=left`)).body;
    expect(await pixel(fillLeft, 5, 10)).toEqual([255, 0, 0, 255]);
    const fillRight = (await get(`${url}?w=10&h=20&fit=fill&f=top_right`)).body;
    expect(await pixel(fillRight, 5, 10)).toEqual([0, 0, 255, 255]);
  });

  it('given fit=pad with bg, when fetched, then the padding has that colour', async () => {
    const padded = (await get(`${url}?w=40&h=40&fit=pad&bg=rgb:00ff00`)).body;
    expect(await pixel(padded, 0, 0)).toEqual([0, 255, 0, 255]);
    expect(await pixel(padded, 5, 20)).toEqual([255, 0, 0, 255]);
    const transparent = (await get(`${url}?w=40&h=40&fit=pad`)).body;
    expect((await pixel(transparent, 0, 0))[3]).toBe(0);
  });

  it('given r, when fetched, then the corners are cut (transparent, or bg)', async () => {
    const circle = (await get(`${url}?w=20&h=20&fit=fill&r=max`)).body;
    const meta = await sharp(circle).metadata();
    expect([meta.width, meta.height]).toEqual([20, 20]);
    expect((await pixel(circle, 0, 0))[3]).toBe(0);
    expect((await pixel(circle, 10, 10))[3]).toBe(255);
    const rounded = (await get(`${url}?r=8&bg=rgb:ffffff`)).body;
    expect(await pixel(rounded, 0, 0)).toEqual([255, 255, 255, 255]);
    expect(await pixel(rounded, 10, 10)).toEqual([255, 0, 0, 255]);
  });

  it.each([
    ['w=0'],
    ['w=4001'],
    ['h=abc'],
    ['w=10.5'],
    ['fit=stretch'],
    ['f=middle'],
    ['fm=bmp'],
    ['fl=interlaced'],
    ['q=0'],
    ['q=101'],
    ['bg=red'],
    ['r=-1'],
    ['q=abc'],
    ['fm=exe'],
  ])('given %s, when fetched, then 400 with a JSON message in Contentful’s error shape', async (query) => {
    const res = await get(`${url}?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = JSON.parse(res.body.toString()) as { sys: { type: string; id: string }; message: string };
    expect(body.sys).toEqual({ type: 'Error', id: 'BadRequest' });
    expect(body.message).toMatch(new RegExp(`parameter "${query.split('=')[0]}"`));
  });

  it('given w=4000 within the pixel bound, when fetched, then the maximum width is accepted', async () => {
    const res = await get(`${url}?w=4000&h=1000&fit=scale&fm=jpg&q=10`);
    expect(res.status).toBe(200);
    expect((await sharp(res.body).metadata()).width).toBe(4000);
  });

  it('given an unknown token or another space, when fetched, then 404', async () => {
    const unknown = await get(url.replace(/\/[0-9a-f]{32}\//, '/00000000000000000000000000000000/'));
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ sys: { type: 'Error', id: 'NotFound' } });
    const otherSpace = await get(url.replace(`/images/${SPACE}/`, '/images/otherspace/'));
    expect(otherSpace.status).toBe(404);
  });

  it('given a public URL changed after start, when processing, then the new host is used', async () => {
    const saved = h.ctx.config;
    h.ctx.config = { ...saved, publicUrl: 'https://cms.example.test:8443/base' };
    try {
      const processed = await processAssetFile(h.ctx, SPACE, 'asset2', {
        fileName: 'a.txt',
        contentType: 'text/plain',
        upload: 'data:text/plain,hello',
      });
      expect(processed.url).toMatch(new RegExp(`^//cms\\.example\\.test:8443/base/images/${SPACE}/asset2/[0-9a-f]{32}/a\\.txt$`));
    } finally {
      h.ctx.config = saved;
    }
  });
});

describe('processAssetFile sources and failures', () => {
  let remote: Server;
  let remoteUrl: string;
  let jpeg: Buffer;
  let fetched = 0;

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    remote = createServer((req, res) => {
      fetched++;
      if (req.url === '/photo.jpg') {
        res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': jpeg.length });
        res.end(jpeg);
      } else {
        res.writeHead(404).end('missing');
      }
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    remote.closeAllConnections();
    await new Promise<void>((resolve) => remote.close(() => resolve()));
  });

  /** Runs `check` with CONTENT_SERVICE_PRIVATE_UPLOAD_URLS=true (the test's remote host is on loopback). */
  async function allowingPrivate<T>(check: () => Promise<T>): Promise<T> {
    const saved = h.ctx.config;
    h.ctx.config = { ...saved, privateUploadUrls: true };
    try {
      return await check();
    } finally {
      h.ctx.config = saved;
    }
  }

  it('given an upload URL on loopback, a name that resolves to it, or a redirect to it, when processed by default, then 422 naming the address and nothing is fetched (issue 40, item 7)', async () => {
    const before = fetched;
    for (const [upload, host] of [
      [`${remoteUrl}/photo.jpg`, '127.0.0.1'],
      [`${remoteUrl.replace('127.0.0.1', 'localhost')}/photo.jpg`, 'localhost'],
      ['http://[::1]:1/photo.jpg', '::1'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
      ['http://10.0.0.8/photo.jpg', '10.0.0.8'],
    ] as const) {
      const err = (await processAssetFile(h.ctx, SPACE, 'private1', { fileName: 'photo.jpg', contentType: 'image/jpeg', upload }).catch(
        (e: unknown) => e,
      )) as ContentfulError;
      expect(err.status, upload).toBe(422);
      expect(err.toBody(), upload).toMatchObject({
        details: { errors: [{ name: 'notResolvable', details: `The file could not be downloaded: ${host} is not a public address.` }] },
      });
    }
    expect(fetched).toBe(before);
  });

  it('given an http upload URL, when processed, then the remote bytes are stored and served', async () => {
    const file = await allowingPrivate(() =>
      processAssetFile(h.ctx, SPACE, 'remote1', {
        fileName: 'photo.jpg',
        contentType: 'image/jpeg',
        upload: `${remoteUrl}/photo.jpg`,
      }),
    );
    expect(file.details).toEqual({ size: jpeg.length, image: { width: 64, height: 48 } });
    const res = await get(`http:${file.url}?w=32`);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(res.body).metadata()).width).toBe(32);
  });

  it('given a data: URL of a non-image, when processed and fetched with parameters, then it is served as-is', async () => {
    const file = await processAssetFile(h.ctx, SPACE, 'doc1', {
      fileName: 'terms.txt',
      contentType: 'text/plain',
      upload: `data:text/plain;base64,${Buffer.from('Policy terms').toString('base64')}`,
    });
    expect(file.details).toEqual({ size: 12 });
    const res = await get(`http:${file.url}?w=10&fm=png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.body.toString()).toBe('Policy terms');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('given a missing upload, when processed, then ValidationFailed names the unresolvable Upload link', async () => {
    const err = await processAssetFile(h.ctx, SPACE, 'x', {
      fileName: 'a.png',
      contentType: 'image/png',
      uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: 'nosuchupload' } },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContentfulError);
    expect((err as ContentfulError).status).toBe(422);
    expect((err as ContentfulError).toBody()).toMatchObject({
      sys: { type: 'Error', id: 'ValidationFailed' },
      details: { errors: [{ name: 'notResolvable', link: { type: 'Link', linkType: 'Upload', id: 'nosuchupload' } }] },
    });
  });

  it('given a remote URL that answers 404, when processed, then ValidationFailed', async () => {
    await expect(
      allowingPrivate(() =>
        processAssetFile(h.ctx, SPACE, 'x', { fileName: 'a.jpg', contentType: 'image/jpeg', upload: `${remoteUrl}/nothing.jpg` }),
      ),
    ).rejects.toMatchObject({
      id: 'ValidationFailed',
      status: 422,
    });
  });

  it('given an unsupported URL scheme or no source, when processed, then ValidationFailed', async () => {
    await expect(
      processAssetFile(h.ctx, SPACE, 'x', { fileName: 'a.jpg', contentType: 'image/jpeg', upload: 'file:///etc/passwd' }),
    ).rejects.toMatchObject({
      id: 'ValidationFailed',
    });
    await expect(processAssetFile(h.ctx, SPACE, 'x', { fileName: 'a.jpg', contentType: 'image/jpeg' })).rejects.toMatchObject({
      id: 'ValidationFailed',
    });
    await expect(processAssetFile(h.ctx, SPACE, 'x', { fileName: '', contentType: 'image/jpeg', upload: 'data:,x' })).rejects.toMatchObject(
      {
        id: 'ValidationFailed',
      },
    );
  });

  it('given bytes that are not the declared image type, when processed, then ValidationFailed and nothing is stored', async () => {
    const count = (): number => (h.db.prepare('SELECT COUNT(*) AS n FROM files').get() as { n: number }).n;
    const before = count();
    const truncated = png.subarray(0, 60);
    for (const data of [Buffer.from('not an image at all'), truncated]) {
      const upload = await client.upload.create({ spaceId: SPACE }, { file: arrayBuffer(data) });
      await expect(
        processAssetFile(h.ctx, SPACE, 'bad', {
          fileName: 'bad.png',
          contentType: 'image/png',
          uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: upload.sys.id } },
        }),
      ).rejects.toMatchObject({ id: 'ValidationFailed', details: { errors: [{ name: 'processingFailed' }] } });
    }
    expect(count()).toBe(before);
  });

  it('given an SVG, when processed and fetched, then it is served as-is and rasterised when parameters ask for it', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="100" height="50" fill="#0a5"/></svg>';
    const file = await processAssetFile(h.ctx, SPACE, 'logo', {
      fileName: 'logo.svg',
      contentType: 'image/svg+xml',
      upload: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    });
    expect(file.details).toEqual({ size: svg.length, image: { width: 100, height: 50 } });
    const original = await get(`http:${file.url}`);
    expect(original.headers.get('content-type')).toBe('image/svg+xml');
    expect(original.body.toString()).toBe(svg);
    const raster = await get(`http:${file.url}?w=50`);
    expect(raster.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(raster.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 50, 25]);
  });

  it('given an animated GIF, when resized, then every frame is kept', async () => {
    const frame = (colour: string): Promise<Buffer> =>
      sharp({ create: { width: 20, height: 10, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const upload = await client.upload.create({ spaceId: SPACE }, { file: arrayBuffer(gif) });
    const file = await processAssetFile(h.ctx, SPACE, 'anim', {
      fileName: 'anim.gif',
      contentType: 'image/gif',
      uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: upload.sys.id } },
    });
    expect(file.details?.image).toEqual({ width: 20, height: 10 });
    const res = await get(`http:${file.url}?w=10`);
    expect(res.headers.get('content-type')).toBe('image/gif');
    const meta = await sharp(res.body).metadata();
    expect([meta.width, meta.pages]).toEqual([10, 2]);
  });

  it('given a HEAD request, when the file exists, then headers come without a body', async () => {
    const upload = await client.upload.create({ spaceId: SPACE }, { file: arrayBuffer(png) });
    const file = await processAssetFile(h.ctx, SPACE, 'head', {
      fileName: 'h.png',
      contentType: 'image/png',
      uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: upload.sys.id } },
    });
    const res = await fetch(`http:${file.url}?fm=webp`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('etag')).toMatch(/^"/);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('given an already processed file, when processed again, then it is returned unchanged', async () => {
    const processed: AssetFile = { url: '//x/images/s/a/t/f.png', fileName: 'f.png', contentType: 'image/png', details: { size: 1 } };
    expect(await processAssetFile(h.ctx, SPACE, 'a', processed)).toEqual(processed);
  });
});

describe('ByteLruCache', () => {
  it('given more bytes than its budget, when filled, then the least recently used entries go first', () => {
    const cache = new ByteLruCache<{ data: Uint8Array }>(10);
    cache.set('a', { data: new Uint8Array(4) });
    cache.set('b', { data: new Uint8Array(4) });
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('c', { data: new Uint8Array(4) }); // evicts b
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(8);
    cache.set('huge', { data: new Uint8Array(11) });
    expect(cache.get('huge')).toBeUndefined();
    cache.set('a', { data: new Uint8Array(2) });
    expect(cache.size).toBe(6);
  });
});
