import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_UPLOAD_BYTES } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { MAX_JSON_DEPTH, jsonDepth } from '../src/http/json-depth.js';
import { tokenMatches } from '../src/http/tokens.js';
import { imageRoutes } from '../src/images/routes.js';
import { MAX_OUTPUT_PIXELS } from '../src/images/transform.js';
import { cma, DELIVERY_TOKEN, MANAGEMENT_TOKEN, SPACE, startTestService, type TestService } from './helpers.js';

/**
 * The hardening of issue 9 as a client sees it: browser origins, constant-time tokens, JSON
 * nesting, odd methods and request targets, Images API bounds and request read timeouts.
 */

const SITE = 'http://localhost:3000';
const WORKBENCH = 'http://localhost:3001';
const EVIL = 'https://evil.example';
const ENV = `/spaces/${SPACE}/environments/master`;

let service: TestService;

/** Sends `raw` over TCP and collects everything until the server closes the connection. */
function raw(port: number, text: string, limitMs = 10_000): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close within ${limitMs} ms`));
    }, limitMs);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(chunks).toString('latin1'), ms: Date.now() - started });
    });
    socket.write(text);
  });
}

async function publishedContentType(): Promise<void> {
  const ct = await cma(service, 'PUT', `${ENV}/content_types/note`, {
    name: 'Note',
    displayField: 'title',
    fields: [{ id: 'title', name: 'Title', type: 'Symbol' }],
  });
  await cma(service, 'PUT', `${ENV}/content_types/note/published`, undefined, { 'X-Contentful-Version': String(ct.body.sys.version) });
}

beforeAll(async () => {
  service = await startTestService({ PORT: '3000', WORKBENCH_PORT: '3001', CONTENT_SERVICE_REQUEST_TIMEOUT_MS: '1500' });
  await publishedContentType();
});

afterAll(async () => {
  await service?.destroy();
});

describe('browser origins', () => {
  it('given the defaults, when loading the configuration, then the site and the workbench origins are allowed', () => {
    expect(loadConfig({}).allowedOrigins).toEqual([SITE, WORKBENCH]);
    expect(loadConfig({ PORT: '3100', WORKBENCH_PORT: '3200' }).allowedOrigins).toEqual(['http://localhost:3100', 'http://localhost:3200']);
    expect(loadConfig({ CONTENT_SERVICE_ALLOWED_ORIGINS: 'https://Cms.Example.com:443/, http://a.test:8080' }).allowedOrigins).toEqual([
      'https://cms.example.com',
      'http://a.test:8080',
    ]);
    expect(() => loadConfig({ CONTENT_SERVICE_ALLOWED_ORIGINS: 'ftp://x' })).toThrow(/CONTENT_SERVICE_ALLOWED_ORIGINS/);
  });

  it('given a page on another origin, when it lists, creates and deletes entries, then every request is refused 403 and nothing changes', async () => {
    const origin = { Origin: EVIL };
    const list = await cma(service, 'GET', `${ENV}/entries`, undefined, origin);
    expect(list.status).toBe(403);
    expect(list.headers.get('access-control-allow-origin')).toBeNull();
    expect(list.body).toMatchObject({ sys: { type: 'Error', id: 'AccessDenied' }, message: expect.stringContaining(EVIL) });

    // A simple request (no preflight: text/plain, token in the URL) still reaches a server; it must not run.
    const created = await fetch(`${service.httpUrl}${ENV}/entries/evil?access_token=${MANAGEMENT_TOKEN}`, {
      method: 'PUT',
      headers: { Origin: EVIL, 'Content-Type': 'text/plain', 'X-Contentful-Content-Type': 'note' },
      body: JSON.stringify({ fields: { title: { 'en-US': 'pwned' } } }),
    });
    expect(created.status).toBe(403);
    expect(await created.json()).toMatchObject({ sys: { type: 'Error', id: 'AccessDenied' } });
    expect((await cma(service, 'GET', `${ENV}/entries/evil`)).status).toBe(404);

    await cma(service, 'PUT', `${ENV}/entries/keep`, { fields: { title: { 'en-US': 'keep' } } }, { 'X-Contentful-Content-Type': 'note' });
    const deleted = await cma(service, 'DELETE', `${ENV}/entries/keep`, undefined, origin);
    expect(deleted.status).toBe(403);
    expect((await cma(service, 'GET', `${ENV}/entries/keep`)).status).toBe(200);

    const preflight = await fetch(`${service.httpUrl}${ENV}/entries`, {
      method: 'OPTIONS',
      headers: { Origin: EVIL, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    const graphql = await fetch(`${service.httpUrl}/content/v1/spaces/${SPACE}/environments/master`, {
      method: 'POST',
      headers: { Origin: 'null', Authorization: `Bearer ${DELIVERY_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(graphql.status).toBe(403);
  });

  it('given the site or the workbench origin, when it calls the service, then CORS names that origin', async () => {
    for (const origin of [SITE, WORKBENCH]) {
      const preflight = await fetch(`${service.httpUrl}/content/v1/spaces/${SPACE}/environments/master`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
      expect(preflight.headers.get('vary')).toMatch(/Origin/);
      const list = await cma(service, 'GET', `${ENV}/entries`, undefined, { Origin: origin });
      expect(list.status).toBe(200);
      expect(list.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('given no Origin header (the site server, the scripts), when writing, then it works and sends no CORS headers', async () => {
    const res = await cma(
      service,
      'PUT',
      `${ENV}/entries/server-side`,
      { fields: { title: { 'en-US': 'ok' } } },
      { 'X-Contentful-Content-Type': 'note' },
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('access tokens', () => {
  it('given tokens of any length, when compared, then only the identical token matches', () => {
    expect(tokenMatches(MANAGEMENT_TOKEN, MANAGEMENT_TOKEN)).toBe(true);
    expect(tokenMatches(MANAGEMENT_TOKEN.slice(0, -1), MANAGEMENT_TOKEN)).toBe(false);
    expect(tokenMatches(`${MANAGEMENT_TOKEN}x`, MANAGEMENT_TOKEN)).toBe(false);
    expect(tokenMatches('', MANAGEMENT_TOKEN)).toBe(false);
    expect(tokenMatches(undefined, MANAGEMENT_TOKEN)).toBe(false);
    expect(tokenMatches('a'.repeat(10_000), MANAGEMENT_TOKEN)).toBe(false);
  });

  it('given a token that shares a prefix with the management token, when calling the CMA, then 401', async () => {
    const res = await cma(service, 'GET', `${ENV}/entries`, undefined, { Authorization: `Bearer ${MANAGEMENT_TOKEN.slice(0, -1)}` });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ sys: { id: 'AccessTokenInvalid' } });
  });
});

describe('JSON nesting', () => {
  it('given JSON nested 5000 deep, when posting an entry, then 400 BadRequest names the limit', async () => {
    const body = `{"fields": {"title": {"en-US": ${'['.repeat(5000)}${']'.repeat(5000)}}}}`;
    const res = await cma(service, 'POST', `${ENV}/entries`, body, { 'X-Contentful-Content-Type': 'note' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ sys: { type: 'Error', id: 'BadRequest' }, message: expect.stringContaining(String(MAX_JSON_DEPTH)) });
  });

  it('given nesting exactly at the limit, when measured, then it is accepted; brackets inside strings do not count', () => {
    expect(jsonDepth(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBe(MAX_JSON_DEPTH);
    expect(jsonDepth('{"a": "[[[[{{{{\\"[[["}')).toBe(1);
  });

  it('given GraphQL variables nested 5000 deep, when querying, then 400 INVALID_VARIABLES_FORMAT', async () => {
    const res = await fetch(`${service.httpUrl}/content/v1/spaces/${SPACE}/environments/master`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${DELIVERY_TOKEN}`, 'Content-Type': 'application/json' },
      body: `{"query": "{ __typename }", "variables": {"v": ${'['.repeat(5000)}${']'.repeat(5000)}}}`,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/deeper than/);
  });
});

describe('body limits (issue 40, item 1)', () => {
  it('given a CMA body one byte past Contentful’s 1 MB request size, then 413 PayloadTooLarge naming the limit, and nothing is created', async () => {
    const body = JSON.stringify({ fields: { title: { 'en-US': 'x'.repeat(MAX_BODY_BYTES) } } });
    const res = await cma(service, 'POST', `${ENV}/entries`, body, { 'X-Contentful-Content-Type': 'note' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      sys: { type: 'Error', id: 'PayloadTooLarge' },
      message: `Request body exceeds ${MAX_BODY_BYTES} bytes.`,
    });
  });

  it('given an upload larger than 1 MB, then the Upload API takes it; past its own 50 MB, 413', async () => {
    const upload = (bytes: number) =>
      fetch(`${service.httpUrl}/spaces/${SPACE}/uploads`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${MANAGEMENT_TOKEN}`, 'Content-Type': 'application/octet-stream' },
        body: new Uint8Array(bytes),
      });
    expect((await upload(2 * 1024 * 1024)).status).toBe(201);
    // Declared past the limit: answered before the body is read (a client sending it all would see its connection closed under it).
    const { text } = await raw(
      service.ctx.config.port,
      `POST /spaces/${SPACE}/uploads HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${MANAGEMENT_TOKEN}\r\n` +
        `Content-Type: application/octet-stream\r\nContent-Length: ${MAX_UPLOAD_BYTES + 1}\r\nConnection: close\r\n\r\nabc`,
    );
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toContain(`"message":"Request body exceeds ${MAX_UPLOAD_BYTES} bytes."`);
  });
});

describe('asset content types (issue 40, item 6)', () => {
  it('given an asset whose file’s contentType holds CR LF, when saved, then 422 InvalidEntry on that field and nothing is stored', async () => {
    const res = await cma(service, 'POST', `${ENV}/assets`, {
      fields: {
        title: { 'en-US': 'Split' },
        file: { 'en-US': { fileName: 'a.png', contentType: 'image/png\r\nX-Injected: 1', upload: 'https://example.com/a.png' } },
      },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      sys: { id: 'InvalidEntry' },
      details: {
        errors: [
          { name: 'regexp', path: ['fields', 'file', 'en-US', 'contentType'], details: 'contentType must be a media type (type/subtype)' },
        ],
      },
    });
  });
});

describe('its own host names only (issue 40, item 9)', () => {
  it('given a rebound name as Host, then 421 MisdirectedRequest naming the allowed hosts; its own names answer', async () => {
    const port = service.ctx.config.port;
    const { text } = await raw(port, `GET /healthz HTTP/1.1\r\nHost: rebind.attacker.example:${port}\r\nConnection: close\r\n\r\n`);
    expect(text).toMatch(/^HTTP\/1\.1 421 /);
    expect(text).toContain('"id":"MisdirectedRequest"');
    expect(text).toContain(
      `The content service answers only for localhost, 127.0.0.1, [::1], localhost:${port}, 127.0.0.1:${port}, [::1]:${port}`,
    );
    expect(text.toLowerCase()).toContain('x-content-type-options: nosniff');
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, 'localhost']) {
      const own = await raw(port, `GET /healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(own.text, host).toMatch(/^HTTP\/1\.1 200 /);
    }
  });
});

describe('odd methods and request targets', () => {
  it.each([
    ['TRACE /', 'TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
    ['GET *', 'GET * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
    ['OPTIONS *', 'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
  ])('given %s, when sent, then a 4xx with a message', async (_, request) => {
    const { text } = await raw(service.ctx.config.port, request);
    expect(text).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(text.split('\r\n\r\n')[1]).not.toBe('');
  });
});

describe('request read timeout', () => {
  it('given a body that never finishes, when the timeout passes, then 408 and the connection closes', async () => {
    const request =
      `POST ${ENV}/entries HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${MANAGEMENT_TOKEN}\r\n` +
      'Content-Type: application/json\r\nX-Contentful-Content-Type: note\r\nContent-Length: 1000\r\n\r\n{"fields":';
    const { text, ms } = await raw(service.ctx.config.port, request);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(5000);
  });

  it('given headers that never finish, when the timeout passes, then 408', async () => {
    const { text, ms } = await raw(service.ctx.config.port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(5000);
  });
});

describe('Images API bounds', () => {
  let imagePath = '';
  beforeAll(async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const up = await fetch(`${service.httpUrl}/spaces/${SPACE}/uploads`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${MANAGEMENT_TOKEN}`, 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(png),
    });
    const upload = (await up.json()) as { sys: { id: string } };
    const link = { sys: { type: 'Link', linkType: 'Upload', id: upload.sys.id } };
    const asset = await cma(service, 'PUT', `${ENV}/assets/pic`, {
      fields: { file: { 'en-US': { fileName: 'pic.png', contentType: 'image/png', uploadFrom: link } } },
    });
    await cma(service, 'PUT', `${ENV}/assets/pic/files/en-US/process`, undefined, {
      'X-Contentful-Version': String(asset.body.sys.version),
    });
    const processed = await cma(service, 'GET', `${ENV}/assets/pic`);
    imagePath = new URL(`http:${processed.body.fields.file['en-US'].url as string}`).pathname;
  });

  it('given w=4000&h=4000&fm=avif&q=100, when fetched without a token, then 400 at once with a message naming the pixel bound', async () => {
    const started = Date.now();
    const res = await fetch(`${service.httpUrl}${imagePath}?w=4000&h=4000&fm=avif&q=100`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(String(MAX_OUTPUT_PIXELS));
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('given only w=4000 on a 2:1 image, when fetched, then 400 because the derived height passes the bound', async () => {
    const res = await fetch(`${service.httpUrl}${imagePath}?w=4000&fm=avif`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/4000×2000/);
  });

  it('given q values within one quality step, when fetched, then they share one cached variant', async () => {
    const first = await fetch(`${service.httpUrl}${imagePath}?w=20&fm=webp&q=71`);
    const second = await fetch(`${service.httpUrl}${imagePath}?w=20&fm=webp&q=74`);
    expect(first.status).toBe(200);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
  });

  it('given a full transform queue, when new variants are requested, then they answer 503 with Retry-After while a cached variant still answers 200', async () => {
    const app = imageRoutes(service.ctx, { concurrency: 1, queueLimit: 1 });
    const cached = `http://localhost${imagePath}?w=9&fm=webp&q=75`;
    expect((await app.request(cached)).status).toBe(200);
    const fresh = Promise.all([10, 11, 12, 13, 14, 15].map((w) => app.request(`http://localhost${imagePath}?w=${w}&fm=avif&q=100`)));
    const again = await app.request(cached);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-cache')).toBe('HIT');
    const responses = await fresh;
    expect(responses.map((r) => r.status)).toContain(200);
    const busy = responses.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.headers.get('retry-after')).toBe('1');
    expect(await busy[0]!.json()).toMatchObject({
      sys: { type: 'Error', id: 'ServiceUnavailable' },
      message: 'Too many images are being transformed; retry in a moment.',
    });
  });
});

describe('security headers (issue 31, finding 7)', () => {
  const httpsGet = (path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> =>
    new Promise((resolve, reject) => {
      const req = httpsRequest(`${service.httpsUrl}${path}`, { agent: service.httpsAgent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      });
      req.on('error', reject);
      req.end();
    });

  it('given any answer over HTTP (JSON, an error, a refused origin), then it carries nosniff, Referrer-Policy and an inert CSP, and no HSTS', async () => {
    const answers = [
      await fetch(`${service.httpUrl}/healthz`),
      await fetch(`${service.httpUrl}/nowhere`),
      await fetch(`${service.httpUrl}${ENV}/entries`, { method: 'POST', headers: { Origin: EVIL } }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 404, 403]);
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('given an answer over the TLS port, then it also carries HSTS for a year', async () => {
    const res = await httpsGet('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('given malformed HTTP, when answered from the socket, then the answer carries the headers too', async () => {
    const { text } = await raw(service.ctx.config.port, 'GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain('X-Content-Type-Options: nosniff\r\n');
  });

  it('given a field app’s page, when served, then only the service and the product’s own origins may frame it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'field-apps-'));
    mkdirSync(join(dir, 'demo', 'dist'), { recursive: true });
    writeFileSync(join(dir, 'demo', 'dist', 'index.html'), '<!doctype html><title>demo</title>');
    const saved = service.ctx.config;
    service.ctx.config = { ...saved, fieldAppsDir: dir };
    try {
      const res = await fetch(`${service.httpUrl}/field-apps/demo/`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe(`frame-ancestors 'self' ${SITE} ${WORKBENCH}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      service.ctx.config = saved;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('given an uploaded SVG with a script, when opened from the Images API, then it is sandboxed, nosniff and keeps its type', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script></svg>';
    const asset = await cma(service, 'PUT', `${ENV}/assets/evil`, {
      fields: {
        file: {
          'en-US': {
            fileName: 'evil.svg',
            contentType: 'image/svg+xml',
            upload: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
          },
        },
      },
    });
    await cma(service, 'PUT', `${ENV}/assets/evil/files/en-US/process`, undefined, {
      'X-Contentful-Version': String(asset.body.sys.version),
    });
    const processed = await cma(service, 'GET', `${ENV}/assets/evil`);
    const res = await fetch(`http:${processed.body.fields.file['en-US'].url as string}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy.split('; ')).toEqual(expect.arrayContaining(["default-src 'none'", 'sandbox', "frame-ancestors 'none'"]));
    expect(policy).not.toMatch(/script-src/);
  });
});
