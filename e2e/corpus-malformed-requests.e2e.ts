import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { sendRawRequest, type RawOutcome } from '@insurer/content-service/testing/raw-http';
import { CORPUS_PATH, corpusText, expandRepeats } from './corpus/generate-site-malformed-requests.js';
import type { SiteCorpusRequest } from './corpus/site-corpus-types.js';

/**
 * Replays the committed malformed-request corpus of the site's API routes
 * (`corpus/site-malformed-requests.json`) against the site as `npm start` runs it, a few at a
 * time, and checks what every client sees: no 5xx, every 4xx carries a message (a JSON `message`
 * on the API routes, or the forms' HTML refusal page for native posts), and no request waits
 * longer than 30 s for its answer or the connection's end (docs/requirements.md#security).
 */

const PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const ORIGIN = `http://localhost:${PORT}`;
/** The site server's request timeout is 30 s; a little slack for the answer to travel. */
const HANG_LIMIT_MS = 32_000;
const CONCURRENCY = 6;
/** `problem`'s answer for a 404 page whose text only the browser renders. */
const CLIENT_RENDERED = 'client-rendered 404';
const API_ROUTES = /^\/api\/(forms\/[^/]+|draft|draft\/disable|revalidate)$/;

const values: Record<string, string> = {
  origin: ORIGIN,
  host: `localhost:${PORT}`,
  previewSecret: 'local-preview-secret',
  webhookSecret: 'local-webhook-secret',
};

const fill = (text: string): string =>
  expandRepeats(text).replace(/\{(origin|host|previewSecret|webhookSecret|image)\}/g, (_, k: string) => values[k]!);

type Outcome = RawOutcome;

async function send(request: SiteCorpusRequest): Promise<Outcome> {
  if (request.raw !== undefined) return sendRawRequest(PORT, fill(request.raw), HANG_LIMIT_MS);
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k, fill(v)]));
  let body: string | Blob | undefined = request.body === undefined ? undefined : fill(request.body);
  if (request.bodyBase64 !== undefined) body = new Blob([Buffer.from(request.bodyBase64, 'base64')]);
  if (request.bodyRepeat) body = request.bodyRepeat.chunk.repeat(request.bodyRepeat.times);
  const { method } = request;
  const res = await fetch(`${ORIGIN}${fill(request.path)}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
    redirect: 'manual',
    signal: AbortSignal.timeout(HANG_LIMIT_MS),
  });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: method === 'HEAD' ? '' : await res.text() };
}

/** Why the answer to `request` is wrong, or undefined when it is acceptable. */
function problem(request: SiteCorpusRequest, outcome: Outcome, elapsed: number): string | undefined {
  if (elapsed > HANG_LIMIT_MS) return `took ${elapsed} ms`;
  if (outcome.status >= 500) return `status ${outcome.status} ${outcome.body.slice(0, 200)}`;
  if (outcome.status < 400 || request.method === 'HEAD') return undefined;
  const pathname = request.raw === undefined ? new URL(fill(request.path), ORIGIN).pathname : '';
  if (outcome.status === 0) return request.raw === undefined ? 'no answer' : undefined;
  if (outcome.contentType.includes('json')) {
    let message: unknown;
    try {
      message = (JSON.parse(outcome.body) as { message?: unknown }).message;
    } catch {
      return `${outcome.status} with JSON that does not parse: ${outcome.body.slice(0, 200)}`;
    }
    return typeof message === 'string' && message.trim()
      ? undefined
      : `${outcome.status} JSON without a message: ${outcome.body.slice(0, 200)}`;
  }
  if (API_ROUTES.test(pathname) && !(pathname.startsWith('/api/forms/') && outcome.contentType.startsWith('text/html')))
    return `${outcome.status} on an API route without a JSON message (${outcome.contentType}): ${outcome.body.slice(0, 200)}`;
  if (outcome.contentType.startsWith('text/html')) {
    const visible = outcome.body.replace(/<(script|style)[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, '');
    if (visible.trim()) return undefined;
    // Next.js's client-rendered error shell: checked in a browser afterwards (what a visitor sees).
    if (outcome.status === 404 && outcome.body.includes('__next_error__')) return CLIENT_RENDERED;
    return `${outcome.status} HTML page without text: ${outcome.body.slice(0, 300)}`;
  }
  return outcome.body.trim() ? undefined : `${outcome.status} without a message`;
}

test.describe('malformed-request corpus of the site', () => {
  const corpus = JSON.parse(readFileSync(CORPUS_PATH, 'utf8')) as SiteCorpusRequest[];

  test('given the generator, when run, then the committed corpus is its exact output and has at least 400 distinct requests', () => {
    expect(readFileSync(CORPUS_PATH, 'utf8')).toBe(corpusText());
    expect(corpus.length).toBeGreaterThanOrEqual(400);
    expect(new Set(corpus.map((r) => r.name)).size).toBe(corpus.length);
  });

  test('given every corpus request, when replayed, then none answers 5xx, every 4xx has a message and none hangs past 30 s', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    // `{image}`: the path of an image the home page draws (its asset and token differ per seed).
    const home = await (await request.get('/')).text();
    values.image = /\/images\/insurerlocal\/[^"?\s&]+/.exec(home)?.[0] ?? '';
    expect(values.image).not.toBe('');
    const failures: string[] = [];
    const clientRendered = new Set<string>();
    const queue = [...corpus];
    const worker = async (): Promise<void> => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const started = Date.now();
        try {
          const outcome = await send(next);
          const wrong = problem(next, outcome, Date.now() - started);
          if (wrong === CLIENT_RENDERED) clientRendered.add(fill(next.path));
          else if (wrong) failures.push(`${next.name}: ${wrong}`);
        } catch (err) {
          const cause = (err as Error & { cause?: Error }).cause;
          failures.push(`${next.name}: ${(err as Error).message}${cause ? ` (${cause.message})` : ''}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures).toEqual([]);
    // A 404 whose HTML carries no text yet: the visitor's browser must show the not-found page.
    for (const path of clientRendered) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('We can’t find that page');
    }
    // The site still serves pages and takes a valid submission afterwards.
    expect((await request.get('/life-insurance')).status()).toBe(200);
    const health = await request.post('/api/forms/nope', { headers: { Origin: ORIGIN }, data: { values: {}, tracking: {} } });
    expect(health.status()).toBe(404);
  });
});
