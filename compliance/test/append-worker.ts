/**
 * A process appending to the compliance archive, for the test of concurrent appends
 * (archive.test.ts): opens the site database named by SITE_DATABASE_PATH or DATABASE_URL, prints
 * `ready`, waits for a line on standard input (so two of them start together), appends COUNT
 * publishes of page WORKER, and prints the seqs it got and when it started and ended (epoch ms)
 * as JSON.
 */
import { once } from 'node:events';
import { openSiteDb, parseSiteDbConfig } from '@insurer/site-db';
import { appendRecord, openCompliance } from '../src/index.js';

const site = await openSiteDb(parseSiteDbConfig(process.env));
const store = await openCompliance(site);
const worker = process.env.WORKER ?? 'worker';
const count = Number(process.env.COUNT ?? 20);
const padding = 'x'.repeat(50_000); // each append writes 50 kB, so the two runs overlap for a while
console.log('ready');
await once(process.stdin, 'data');
const seqs: number[] = [];
const startedAt = Date.now();
for (let i = 0; i < count; i++) {
  const { seq } = await appendRecord(store, {
    event: 'publish',
    entryId: worker,
    url: `/${worker}`,
    at: new Date(),
    html: `<h1>${worker} ${i}</h1><p>${padding}</p>`,
    images: [{ url: `/${worker}.png`, contentType: 'image/png', bytes: new TextEncoder().encode(`${worker} ${i % 3}`) }],
    chartSources: [],
  });
  seqs.push(seq);
}
const endedAt = Date.now();
await site.close();
console.log(JSON.stringify({ seqs, startedAt, endedAt }));
process.stdin.destroy();
