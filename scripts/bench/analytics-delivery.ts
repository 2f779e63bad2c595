/**
 * `npm run bench:analytics`: analytics delivery to Segment through an outage, against the whole
 * product as `npm start` runs it (`scripts/bench/product.ts`: the site behind its thin server and
 * the delivery worker, SQLite) with SEGMENT_WRITE_KEY set and SEGMENT_HOST pointing at a real HTTP
 * server standing in for Segment's tracking API (`POST /v1/batch`), which this script takes down
 * and brings back (docs/requirements.md#decision-analytics-transport).
 *
 * A visitor (one cookie jar, as a browser) posts a track event to the site's collector every
 * 1000/RATE ms: UP_SECONDS with Segment up, OUTAGE_SECONDS (default 60) with it down (its port
 * refuses connections), then UP_SECONDS with it up again. Each event carries its own messageId.
 * Then it waits until every event the collector accepted (200) has reached the stand-in, or
 * DRAIN_SECONDS. Prints: accepted, received, lost, duplicated, the largest batch, and how long
 * after Segment came back the queue was empty. Exits 1 on any loss or duplicate.
 *
 *   npm run bench:analytics
 *   OUTAGE_SECONDS=60 RATE=20 BENCH_PORT=3830 BENCH_CONTENT_SERVICE_PORT=4830 \
 *     BENCH_CONTENT_SERVICE_TLS_PORT=4831 BENCH_MAILBOX_PORT=3832 BENCH_SEGMENT_PORT=3833 npm run bench:analytics
 *
 * The worker retries with its backoff capped at 5 s here (ANALYTICS_RETRY_MAX_MS; 5 min by
 * default), so the drain measures delivery, not the backoff's last wait. The per-address limit is
 * off (ANALYTICS_RATE_LIMIT=0): every event comes from this one address.
 */
import { performance } from 'node:perf_hooks';
import { startSegmentStandIn, type SegmentStandIn } from '@insurer/analytics/testing';
import { portOf, sleep, startProduct, type Product } from './product.js';

const OUTAGE_SECONDS = Number(process.env.OUTAGE_SECONDS ?? 60);
const UP_SECONDS = Number(process.env.UP_SECONDS ?? 5);
const RATE = Number(process.env.RATE ?? 20);
const DRAIN_SECONDS = Number(process.env.DRAIN_SECONDS ?? 120);

let product: Product | undefined;
let segment: SegmentStandIn | undefined;

async function cleanUp(): Promise<void> {
  await segment?.close();
  await product?.stop();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanUp().then(() => process.exit(130)));

/** Posts events at RATE a second for `seconds`, numbering on from `accepted.length + refused`; answers how many were refused. */
async function send(base: string, jar: { cookie: string }, seconds: number, accepted: string[], refusedBefore: number): Promise<number> {
  let refused = refusedBefore;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const messageId = `bench-${accepted.length + refused}`;
    const res = await fetch(`${base}/api/analytics/v1/t`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Referer: `${base}/life-insurance`, Cookie: jar.cookie },
      body: JSON.stringify({ event: 'Bench Event', messageId, properties: { n: accepted.length + refused } }),
    }).catch(() => undefined);
    const assigned = res?.headers.get('set-cookie')?.match(/ajs_anonymous_id=[^;]+/)?.[0];
    if (assigned) jar.cookie = assigned;
    if (res?.status === 200) accepted.push(messageId);
    else refused += 1;
    await sleep(1000 / RATE);
  }
  return refused;
}

try {
  segment = await startSegmentStandIn(await portOf('BENCH_SEGMENT_PORT'));
  console.log(`analytics delivery through a ${OUTAGE_SECONDS} s Segment outage, ${RATE} events/s; Segment stand-in on ${segment.host}`);
  product = await startProduct('bench-analytics', {
    SEGMENT_WRITE_KEY: 'benchWriteKey',
    SEGMENT_HOST: segment.host,
    ANALYTICS_RATE_LIMIT: '0',
    ANALYTICS_RETRY_BASE_MS: '500',
    ANALYTICS_RETRY_MAX_MS: '5000',
    ANALYTICS_DELIVERY_POLL_MS: '200',
  });
  console.log(`  product started on ${product.base} in ${(product.started / 1000).toFixed(1)} s`);
  const jar = { cookie: '' };
  const accepted: string[] = [];
  let refused = await send(product.base, jar, UP_SECONDS, accepted, 0);
  await segment.down();
  console.log(`  Segment down after ${accepted.length} events`);
  refused = await send(product.base, jar, OUTAGE_SECONDS, accepted, refused);
  const duringOutage = segment.messageIds().length;
  await segment.up();
  const upAt = performance.now();
  console.log(`  Segment up again after ${accepted.length} events (${duringOutage} had reached it before the outage)`);
  refused = await send(product.base, jar, UP_SECONDS, accepted, refused);
  const lastSentAt = performance.now();
  const drainUntil = lastSentAt + DRAIN_SECONDS * 1000;
  const delivered = () => new Set(segment!.messageIds());
  while (performance.now() < drainUntil && !accepted.every((id) => delivered().has(id))) await sleep(200);
  const doneAt = performance.now();
  const received = segment.messageIds();
  const counts = new Map<string, number>();
  for (const id of received) counts.set(id, (counts.get(id) ?? 0) + 1);
  const lost = accepted.filter((id) => !counts.has(id)).length;
  const duplicated = [...counts.values()].filter((n) => n > 1).length;
  const largest = Math.max(0, ...segment.calls.map((c) => c.body.batch?.length ?? 0));
  console.log(`\n  accepted by the collector   ${accepted.length} (refused ${refused})`);
  console.log(`  received by Segment         ${counts.size} in ${segment.calls.length} batch calls (largest ${largest} events)`);
  console.log(`  lost                        ${lost}`);
  console.log(`  duplicated                  ${duplicated}`);
  console.log(
    `  everything delivered        ${((doneAt - lastSentAt) / 1000).toFixed(1)} s after the last event, ${((doneAt - upAt) / 1000).toFixed(1)} s after Segment came back`,
  );
  process.exitCode = lost || duplicated ? 1 : 0;
} finally {
  await cleanUp();
}
