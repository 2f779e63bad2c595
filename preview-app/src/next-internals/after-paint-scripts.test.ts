import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterPaintScripts, afterPaintMarkup, moveScriptsAfterPaint } from './after-paint-scripts.js';

/** The shape of a page Next.js 16 sends (abridged): chunk scripts in the head, the runtime after the markup. */
const HEAD_SCRIPTS =
  '<script src="/_next/static/chunks/c787-e6.js" async="" nonce="n0nce=="></script>' +
  '<script src="/_next/static/chunks/main-app-ea.js" async="" nonce="n0nce=="></script>';
const RUNTIME = '<script src="/_next/static/chunks/webpack-51.js" nonce="n0nce==" id="_R_" async=""></script>';
const POLYFILLS = '<script src="/_next/static/chunks/polyfills-42.js" noModule="" nonce="n0nce=="></script>';
const PRELOAD = '<link rel="preload" as="script" fetchPriority="low" nonce="n0nce==" href="/_next/static/chunks/webpack-51.js"/>';
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>' +
  PRELOAD +
  '<style>body{margin:0}</style>' +
  HEAD_SCRIPTS +
  '<link rel="preload" href="/logo.png" as="image"/>' +
  POLYFILLS +
  '</head><body><main><h1>Privacy policy</h1><p>Café — “quoted”</p></main>' +
  RUNTIME +
  '<script nonce="n0nce==">(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script nonce="n0nce==">self.__next_f.push([1,"0:{}"])</script></body></html>';

const EXPECTED =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><style>body{margin:0}</style>' +
  '<link rel="preload" href="/logo.png" as="image"/>' +
  POLYFILLS +
  '</head><body><main><h1>Privacy policy</h1><p>Café — “quoted”</p></main>' +
  '<script nonce="n0nce==">(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script nonce="n0nce==">self.__next_f.push([1,"0:{}"])</script>' +
  afterPaintMarkup(
    [
      ...HEAD_SCRIPTS.split('</script>')
        .filter(Boolean)
        .map((tag) => `${tag}</script>`),
      RUNTIME,
    ],
    'n0nce==',
  ) +
  '</body></html>';

function run(chunks: (string | Buffer)[]): string {
  const transform = new AfterPaintScripts();
  return chunks.map((chunk) => transform.push(chunk)).join('') + transform.end();
}

describe('AfterPaintScripts', () => {
  it('given a Next.js page, then its chunk scripts move unchanged into a template before </body>, the script preload goes, and everything else stays in place', () => {
    expect(run([PAGE])).toBe(EXPECTED);
  });

  it('given the page cut at every byte, then the output is the same as in one piece', () => {
    const bytes = Buffer.from(PAGE);
    for (let at = 1; at < bytes.length; at++) {
      expect(run([bytes.subarray(0, at), bytes.subarray(at)]), `cut at byte ${at}`).toBe(EXPECTED);
    }
  });

  it('given the page in three-byte chunks, then the output is the same as in one piece', () => {
    const bytes = Buffer.from(PAGE);
    const chunks: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += 3) chunks.push(bytes.subarray(at, at + 3));
    expect(run(chunks)).toBe(EXPECTED);
  });

  it('given a document without </body>, then the template and loader end it', () => {
    const out = run([`<html><head>${HEAD_SCRIPTS}</head><body><p>x</p>`]);
    expect(out).toMatch(
      /^<html><head><\/head><body><p>x<\/p><template data-after-paint-scripts><script src="\/_next\/static\/chunks\/c787-e6\.js"/,
    );
    expect(out.endsWith('})()</script>')).toBe(true);
  });

  it('given HTML with no Next.js chunk script (a third-party async script, an inline one), then it passes through unchanged', () => {
    const html =
      '<html><head><script src="https://cdn.example/x.js" async=""></script><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
      '<body><script>var a = 1 < 2;</script></body></html>';
    expect(run([html])).toBe(html);
  });

  it('given a script whose path merely contains "async", then only the async attribute decides', () => {
    const html = '<html><head><script src="/_next/static/chunks/async-loader.js"></script></head><body></body></html>';
    expect(run([html])).toBe(html);
  });

  it('the loader carries the nonce it was given and none when the page has none', () => {
    expect(afterPaintMarkup([RUNTIME], 'abc')).toContain('</template><script nonce="abc">(function(){');
    expect(afterPaintMarkup([RUNTIME], undefined)).toContain('</template><script>(function(){');
  });
});

describe('moveScriptsAfterPaint on a real HTTP response', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  /** A server answering `body` in 100-byte writes with `type` and a Content-Length, behind gzip compression like the site server. */
  async function serve(type: string, body: string): Promise<string> {
    const compress = compression() as unknown as (request: unknown, response: unknown, next: () => void) => void;
    server = createServer((request, response) => {
      compress(request, response, () => {
        moveScriptsAfterPaint(response);
        response.setHeader('Content-Type', type);
        response.setHeader('Content-Length', Buffer.byteLength(body));
        const bytes = Buffer.from(body);
        for (let at = 0; at < bytes.length; at += 100) response.write(bytes.subarray(at, at + 100));
        response.end();
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }

  it('given an HTML page, when fetched without compression, then the body is rewritten and no stale Content-Length cuts it short', async () => {
    const url = await serve('text/html; charset=utf-8', PAGE);
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers.get('content-length')).toBeNull();
    expect(await response.text()).toBe(EXPECTED);
  });

  it('given an HTML page, when fetched with gzip, then the gzip body is the rewritten page', async () => {
    const url = await serve('text/html; charset=utf-8', PAGE);
    const { body, headers } = await new Promise<{ body: Buffer; headers: Record<string, unknown> }>((resolve, reject) => {
      // node:http, not fetch: fetch would decompress and hide the encoding.
      import('node:http').then(({ get }) =>
        get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => resolve({ body: Buffer.concat(parts), headers: res.headers }));
        }).on('error', reject),
      );
    });
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(EXPECTED);
  });

  it('given a JavaScript or JSON answer, then it is sent as is, Content-Length included', async () => {
    const url = await serve('application/javascript', HEAD_SCRIPTS);
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(HEAD_SCRIPTS)));
    expect(await response.text()).toBe(HEAD_SCRIPTS);
  });
});
