import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { sendRawRequest, type RawOutcome } from '@insurer/content-service/testing/raw-http';
import { expandRepeats } from './corpus/generate-site-malformed-requests.js';
import { WORKBENCH_CORPUS_PATH, workbenchCorpusText } from './corpus/generate-workbench-malformed-requests.js';
import type { SiteCorpusRequest } from './corpus/site-corpus-types.js';
import { E2E_WORKBENCH_PORT, SPACE } from './helpers.js';

/**
 * Replays the committed malformed-request corpus of the authoring workbench
 * (`corpus/workbench-malformed-requests.json`: foreign and malformed `Host` and `Origin`, missing
 * and wrong session secrets, the proxy's odd paths and bodies, broken framing, requests that never
 * finish) against the workbench as `npm start` runs it, and checks what every client sees: no
 * 5xx, every 4xx a JSON message, no answer slower than 30 s, nothing but a 421 or 400 for a
 * foreign host, the preview secret in no answer and the session secret only in the workbench's own
 * page (docs/requirements.md#decision-workbench-access).
 */

const PORT = E2E_WORKBENCH_PORT;
/** The workbench's request timeout is 30 s; a little slack for the answer to travel. */
const HANG_LIMIT_MS = 32_000;
const CONCURRENCY = 6;

/** A request over `node:http` (which, unlike fetch, sends any `Host`): status, content type and body. */
function send(request: SiteCorpusRequest, fill: (text: string) => string): Promise<RawOutcome> {
  if (request.raw !== undefined) return sendRawRequest(PORT, fill(request.raw), HANG_LIMIT_MS);
  const headers: Record<string, string> = { Host: `localhost:${PORT}` };
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name] = fill(value);
  let body: Buffer | undefined;
  if (request.body !== undefined) body = Buffer.from(fill(request.body));
  if (request.bodyRepeat) body = Buffer.from(request.bodyRepeat.chunk.repeat(request.bodyRepeat.times));
  if (body) headers['Content-Length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: PORT, method: request.method, path: fill(request.path), headers, timeout: HANG_LIMIT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${HANG_LIMIT_MS} ms`)));
    // A refused upload may close the connection before the whole body is sent; the answer still counts.
    req.on('error', (error) => reject(error));
    req.end(body);
  });
}

test.describe('malformed-request corpus of the workbench', () => {
  const corpus = JSON.parse(readFileSync(WORKBENCH_CORPUS_PATH, 'utf8')) as SiteCorpusRequest[];

  test('given the generator, when run, then the committed corpus is its exact output', () => {
    expect(readFileSync(WORKBENCH_CORPUS_PATH, 'utf8')).toBe(workbenchCorpusText());
    expect(new Set(corpus.map((r) => r.name)).size).toBe(corpus.length);
  });

  test('given every corpus request, when replayed, then none answers 5xx, every 4xx has a JSON message, none hangs past 30 s, and a foreign host gets nothing of the workbench', async () => {
    test.setTimeout(180_000);
    const page = await (await fetch(`http://localhost:${PORT}/`)).text();
    const session = /<meta name="workbench-session" content="([^"]+)"/.exec(page)?.[1];
    expect(session).toBeTruthy();
    const values: Record<string, string> = { host: `localhost:${PORT}`, port: String(PORT), session: session!, space: SPACE };
    const fill = (text: string): string => expandRepeats(text).replace(/\{(host|port|session|space)\}/g, (_, k: string) => values[k]!);
    const failures: string[] = [];
    const queue = [...corpus];
    const worker = async (): Promise<void> => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const started = Date.now();
        try {
          const outcome = await send(next, fill);
          const elapsed = Date.now() - started;
          if (elapsed > HANG_LIMIT_MS) failures.push(`${next.name}: took ${elapsed} ms`);
          else if (outcome.status >= 500) failures.push(`${next.name}: ${outcome.status} ${outcome.body.slice(0, 200)}`);
          else if (outcome.body.includes('local-preview-secret'))
            failures.push(`${next.name}: ${outcome.status} answered with the preview secret`);
          // The session secret is in the workbench's own page (a 200 HTML answer to its own host) and nowhere else.
          else if (outcome.body.includes(session!) && !(outcome.status === 200 && outcome.contentType.startsWith('text/html')))
            failures.push(`${next.name}: ${outcome.status} answered with the session secret`);
          else if (outcome.status >= 400 && next.method !== 'HEAD') {
            const message = outcome.contentType.includes('json') ? (JSON.parse(outcome.body) as { message?: unknown }).message : undefined;
            if (typeof message !== 'string' || !message.trim()) failures.push(`${next.name}: ${outcome.status} without a JSON message`);
          }
          const host = next.headers?.Host;
          if (host !== undefined && !/^(localhost|LOCALHOST):\{port\}$/.test(host) && outcome.status !== 421 && outcome.status !== 400)
            failures.push(`${next.name}: a foreign host got ${outcome.status}`);
        } catch (err) {
          const cause = (err as Error & { cause?: Error }).cause;
          failures.push(`${next.name}: ${(err as Error).message}${cause ? ` (${cause.message})` : ''}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures).toEqual([]);
    // Still the workbench afterwards.
    expect((await fetch(`http://localhost:${PORT}/api/config`, { headers: { 'X-Workbench-Session': session! } })).status).toBe(200);
  });
});
