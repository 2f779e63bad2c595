import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorpusRequest } from './corpus/corpus-types.js';
import { sendRawRequest } from './corpus/raw-http.js';
import { CORPUS_PATH, corpusText, expandRepeats } from './corpus/generate-malformed-requests.js';
import { cma, DELIVERY_TOKEN, MANAGEMENT_TOKEN, PREVIEW_TOKEN, SPACE, startTestService, type TestService } from './helpers.js';

/**
 * Replays the committed malformed-request corpus (`corpus/malformed-requests.json`) against a
 * content service started here, one request at a time, and checks what every client sees:
 * no 5xx, every 4xx carries a JSON message, and no request waits longer than 30 s for its answer.
 */

const HANG_LIMIT_MS = 30_000;

interface Outcome {
  status: number;
  body: string;
}

let service: TestService;
let values: Record<string, string>;

/** Creates what the corpus's placeholders point at: a content type, an entry, an image asset, an upload. */
async function fixtures(s: TestService): Promise<Record<string, string>> {
  const env = `/spaces/${SPACE}/environments/master`;
  const ct = await cma(s, 'PUT', `${env}/content_types/corpusType`, {
    name: 'Corpus type',
    displayField: 'title',
    fields: [
      { id: 'title', name: 'Title', type: 'Symbol' },
      { id: 'count', name: 'Count', type: 'Integer' },
    ],
  });
  await cma(s, 'PUT', `${env}/content_types/corpusType/published`, undefined, { 'X-Contentful-Version': String(ct.body.sys.version) });
  await cma(
    s,
    'PUT',
    `${env}/entries/corpusEntry`,
    { fields: { title: { 'en-US': 'Corpus' } } },
    { 'X-Contentful-Content-Type': 'corpusType' },
  );
  const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const uploadRes = await fetch(`${s.httpUrl}/spaces/${SPACE}/uploads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${MANAGEMENT_TOKEN}`, 'Content-Type': 'application/octet-stream' },
    body: new Uint8Array(png),
  });
  const upload = (await uploadRes.json()) as { sys: { id: string } };
  const asset = await cma(s, 'PUT', `${env}/assets/corpusAsset`, {
    fields: {
      title: { 'en-US': 'Corpus image' },
      file: {
        'en-US': {
          fileName: 'corpus.png',
          contentType: 'image/png',
          uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: upload.sys.id } },
        },
      },
    },
  });
  await cma(s, 'PUT', `${env}/assets/corpusAsset/files/en-US/process`, undefined, {
    'X-Contentful-Version': String(asset.body.sys.version),
  });
  const processed = await cma(s, 'GET', `${env}/assets/corpusAsset`);
  const image = new URL(`http:${processed.body.fields.file['en-US'].url as string}`).pathname;
  const secondUpload = await fetch(`${s.httpUrl}/spaces/${SPACE}/uploads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${MANAGEMENT_TOKEN}`, 'Content-Type': 'application/octet-stream' },
    body: 'corpus',
  });
  const kept = (await secondUpload.json()) as { sys: { id: string } };
  const release = await cma(s, 'POST', `${env}/releases`, {
    title: 'Corpus release',
    entities: { sys: { type: 'Array' }, items: [{ sys: { type: 'Link', linkType: 'Entry', id: 'corpusEntry' } }] },
  });
  const scheduled = await cma(s, 'POST', `/spaces/${SPACE}/scheduled_actions`, {
    entity: { sys: { type: 'Link', linkType: 'Entry', id: 'corpusEntry' } },
    environment: { sys: { type: 'Link', linkType: 'Environment', id: 'master' } },
    action: 'publish',
    scheduledFor: { datetime: new Date(Date.now() + 86_400_000).toISOString() },
  });
  return {
    space: SPACE,
    mgmt: MANAGEMENT_TOKEN,
    delivery: DELIVERY_TOKEN,
    preview: PREVIEW_TOKEN,
    contentType: 'corpusType',
    entry: 'corpusEntry',
    asset: 'corpusAsset',
    upload: kept.sys.id,
    image,
    release: release.body.sys.id as string,
    scheduledAction: scheduled.body.sys.id as string,
  };
}

const fill = (text: string): string =>
  expandRepeats(text).replace(
    /\{(space|mgmt|delivery|preview|contentType|entry|asset|upload|image|release|scheduledAction)\}/g,
    (_, k: string) => values[k]!,
  );

async function send(request: CorpusRequest): Promise<Outcome> {
  if (request.raw !== undefined) return sendRawRequest(service.ctx.config.port, fill(request.raw), HANG_LIMIT_MS);
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k, fill(v)]));
  let body = request.body === undefined ? undefined : fill(request.body);
  if (request.bodyRepeat) body = request.bodyRepeat.chunk.repeat(request.bodyRepeat.times);
  const method = request.method;
  const res = await fetch(`${service.httpUrl}${fill(request.path)}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
    signal: AbortSignal.timeout(HANG_LIMIT_MS),
  });
  return { status: res.status, body: method === 'HEAD' ? '(HEAD)' : await res.text() };
}

/** A JSON error body with a message: Contentful's `{ message }`, or GraphQL's `{ errors: [{ message }] }`. */
function hasMessage(body: string): boolean {
  if (body === '(HEAD)') return true;
  try {
    const parsed = JSON.parse(body) as { message?: unknown; errors?: { message?: unknown }[] };
    return typeof (parsed.message ?? parsed.errors?.[0]?.message) === 'string';
  } catch {
    return false;
  }
}

beforeAll(async () => {
  service = await startTestService();
  values = await fixtures(service);
});

afterAll(async () => {
  await service?.destroy();
});

describe('malformed-request corpus', () => {
  const corpus = JSON.parse(readFileSync(CORPUS_PATH, 'utf8')) as CorpusRequest[];

  it('given the generator, when run, then the committed corpus is its exact output and has at least 600 requests', () => {
    expect(readFileSync(CORPUS_PATH, 'utf8')).toBe(corpusText());
    expect(corpus.length).toBeGreaterThanOrEqual(600);
    expect(new Set(corpus.map((r) => r.name)).size).toBe(corpus.length);
  });

  it('given every corpus request, when replayed, then none answers 5xx, every 4xx has a message and none hangs', async () => {
    const failures: string[] = [];
    for (const request of corpus) {
      const started = Date.now();
      let outcome: Outcome;
      try {
        outcome = await send(request);
      } catch (err) {
        const cause = (err as Error & { cause?: Error }).cause;
        failures.push(`${request.name}: ${(err as Error).message}${cause ? ` (${cause.message})` : ''}`);
        continue;
      }
      const elapsed = Date.now() - started;
      if (outcome.status >= 500 || outcome.status === 0)
        failures.push(`${request.name}: status ${outcome.status} ${outcome.body.slice(0, 200)}`);
      if (outcome.status >= 400 && outcome.status < 500 && !hasMessage(outcome.body))
        failures.push(`${request.name}: ${outcome.status} without a JSON message: ${outcome.body.slice(0, 200)}`);
      if (elapsed > HANG_LIMIT_MS) failures.push(`${request.name}: took ${elapsed} ms`);
    }
    expect(failures).toEqual([]);
    // The service is still healthy afterwards.
    expect((await fetch(`${service.httpUrl}/healthz`)).status).toBe(200);
  }, 600_000);
});
