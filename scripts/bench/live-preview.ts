/**
 * Benchmark of the live preview in the authoring workbench (docs/requirements.md#live-preview):
 * keystroke to preview, for two fields: a block's text field (the home page hero's heading, a
 * header block) and a page's own title (a page of its own without a hero, whose h1 is its title).
 * Chromium (Playwright) opens the workbench, types into the field one character at a time at a
 * typist's pace, and for each keystroke measures the time from the key going down in the
 * workbench to the preview frame's h1 showing the character (both clocks are the browser's
 * `performance.timeOrigin + performance.now()`).
 *
 * Then link change to block drawn (issue 42): on a page of its own, LINK_ROUNDS times, a block is
 * added ("Link existing entries", the click on "Insert 1 entry"), moved above the other (the
 * drag handle by keyboard, the Space that drops it) and removed (the card's "Remove"); each is
 * timed from that click or key in the workbench to the preview frame's blocks in the new order
 * (the page saved, the preview's query of the page again, its render).
 *
 * Prints p50, p95 and max in milliseconds per measurement; asserts nothing. The heading is put
 * back afterwards and the pages and blocks deleted, through the Management API.
 *
 *   npm run bench:preview    (KEYSTROKES=40 TYPING_DELAY_MS=120 LINK_ROUNDS=8 by default)
 *
 * Against a product already running (`npm start`): BENCH_WORKBENCH_URL=http://localhost:3001 and
 * BENCH_CMA_URL=http://localhost:4000 (its content service). Otherwise it starts one as
 * `npm start` does, on five ports from BENCH_PORT (3270: site 3270, workbench 3271, content
 * service 3272/3273, mailbox 3274), data in .data/bench-preview, and stops it at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium, type Frame, type Locator, type Page } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '../..');
const KEYSTROKES = Number(process.env.KEYSTROKES ?? 40);
const TYPING_DELAY_MS = Number(process.env.TYPING_DELAY_MS ?? 120);
const LINK_ROUNDS = Number(process.env.LINK_ROUNDS ?? 8);
const BASE = Number(process.env.BENCH_PORT ?? 3270);
const PORTS = { site: BASE, workbench: BASE + 1, content: BASE + 2, tls: BASE + 3, mailbox: BASE + 4 };

async function waitFor(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** Starts the product as npm start does, on the benchmark's own ports and data folder. */
async function startProduct(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'scripts/src/start.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORTS.site),
      WORKBENCH_PORT: String(PORTS.workbench),
      CONTENT_SERVICE_PORT: String(PORTS.content),
      CONTENT_SERVICE_TLS_PORT: String(PORTS.tls),
      CONTENT_SERVICE_DATA_DIR: '.data/bench-preview/content-service',
      MAILBOX_PORT: String(PORTS.mailbox),
      MAILBOX_DIR: '.data/bench-preview/mailbox',
      SITE_DATABASE_PATH: '.data/bench-preview/site.sqlite',
    },
  });
  await waitFor(`http://localhost:${PORTS.site}/robots.txt`, 600_000);
  await waitFor(`http://localhost:${PORTS.workbench}/`, 60_000);
  return child;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The local content service's Management API (the demo space and token of `.env.example`). */
function cmaCall(base: string) {
  return async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const res = await fetch(`${base}/spaces/${process.env.CONTENTFUL_SPACE_ID ?? 'insurerlocal'}/environments/master${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${process.env.CONTENTFUL_MANAGEMENT_TOKEN ?? 'CFPAT-local-management-token'}`,
        'Content-Type': 'application/vnd.contentful.management.v1+json',
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

/**
 * Types KEYSTROKES characters at the end of `field` (a text input of the workbench) and measures,
 * for each, the time from the key going down to the preview's first h1 showing it.
 * @returns the latencies in milliseconds, and how many keystrokes did not show within 5 s.
 */
async function measure(page: Page, field: Locator): Promise<{ latencies: number[]; missed: number }> {
  const previewFrame = page.frames().find((f) => f !== page.mainFrame());
  if (!previewFrame) throw new Error('no preview frame');
  // The preview frame records when its h1's text changes, the workbench when a key goes down.
  await previewFrame.evaluate(() => {
    const w = window as unknown as { changes: { at: number; text: string }[] };
    w.changes = [];
    new MutationObserver(() => {
      const text = document.querySelector('h1')?.textContent ?? '';
      const last = w.changes[w.changes.length - 1];
      if (last?.text !== text) w.changes.push({ at: performance.timeOrigin + performance.now(), text });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.evaluate(() => {
    const w = window as unknown as { keys: number[] };
    w.keys = [];
    window.addEventListener('keydown', () => w.keys.push(performance.timeOrigin + performance.now()), { capture: true });
  });
  await field.press('End');
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let expected = await field.inputValue();
  const latencies: number[] = [];
  let missed = 0;
  for (let i = 0; i < KEYSTROKES; i++) {
    const char = i % 8 === 7 ? ' ' : letters[i % letters.length]!;
    expected += char;
    await field.press(char === ' ' ? 'Space' : char);
    const shown = await previewFrame
      .waitForFunction(
        (text) => (window as unknown as { changes: { text: string }[] }).changes.some((c) => c.text.trim() === text.trim()),
        expected,
        { timeout: 5_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (!shown) {
      missed++;
      continue;
    }
    const keyAt = await page.evaluate(() => (window as unknown as { keys: number[] }).keys.at(-1)!);
    const shownAt = await previewFrame.evaluate(
      (text) => (window as unknown as { changes: { at: number; text: string }[] }).changes.find((c) => c.text.trim() === text.trim())!.at,
      expected,
    );
    latencies.push(shownAt - keyAt);
    await page.waitForTimeout(TYPING_DELAY_MS);
  }
  return { latencies, missed };
}

function report(
  label: string,
  { latencies, missed }: { latencies: number[]; missed: number },
  what = `keystrokes at one per ~${TYPING_DELAY_MS} ms`,
  timeout = '5 s',
): void {
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(`${label}, ${latencies.length} ${what}:`);
  if (!sorted.length) {
    console.log(`  none shown within ${timeout} (${missed})`);
    return;
  }
  console.log(
    `  p50 ${percentile(sorted, 50).toFixed(1)} ms   p95 ${percentile(sorted, 95).toFixed(1)} ms   max ${sorted.at(-1)!.toFixed(1)} ms${missed ? `   (${missed} not shown within ${timeout})` : ''}`,
  );
}

async function main(): Promise<void> {
  const product = process.env.BENCH_WORKBENCH_URL ? undefined : await startProduct();
  const workbench = process.env.BENCH_WORKBENCH_URL ?? `http://localhost:${PORTS.workbench}`;
  const cma = cmaCall(process.env.BENCH_CMA_URL ?? `http://localhost:${PORTS.content}`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });

    // 1. A block's text field: the home page hero's heading.
    await page.goto(`${workbench}/?entry=page-home&slug=/`);
    const heading = page.frameLocator('iframe[title="Live preview of the page"]').locator('h1').first();
    await heading.waitFor();
    const headerId = await heading.getAttribute('data-contentful-entry-id');
    if (!headerId) throw new Error('the home page hero has no inspector tags: is the preview in draft mode?');
    const header = await cma<{ fields: Record<string, unknown> }>('GET', `/entries/${headerId}`);
    cleanups.push(async () => {
      const now = await cma<{ sys: { version: number } }>('GET', `/entries/${headerId}`);
      await cma('PUT', `/entries/${headerId}`, { fields: header.fields }, { 'X-Contentful-Version': String(now.sys.version) });
    });
    await page.goto(`${workbench}/?entry=${headerId}&slug=/`);
    const blockTitle = page.getByRole('textbox', { name: 'Title (required)' });
    await blockTitle.waitFor();
    await page.getByText('· live').waitFor();
    report("live preview, keystroke to preview, a block's text field (header block title)", await measure(page, blockTitle));

    // 2. A page's own title: a published page of its own, without a hero (its h1 is the title).
    const url = `/bench-preview-${Date.now()}`;
    const created = await cma<{ sys: { id: string; version: number } }>(
      'POST',
      '/entries',
      { fields: { url: { 'en-US': url }, title: { 'en-US': 'Benchmark page' } } },
      { 'X-Contentful-Content-Type': 'staticPage' },
    );
    cleanups.push(() => cma('DELETE', `/entries/${created.sys.id}`));
    await page.goto(`${workbench}/?entry=${created.sys.id}&slug=${encodeURIComponent(url)}`);
    const pageTitle = page.getByRole('textbox', { name: 'Title (required)' });
    await pageTitle.waitFor();
    await page.getByText('· live').waitFor();
    report('live preview, keystroke to preview, the page title', await measure(page, pageTitle));

    // 3. Link change to block drawn: a block added, moved and removed on a page of its own.
    const stamp = Date.now();
    const tagline = (text: string) =>
      cma<{ sys: { id: string } }>('POST', '/entries', { fields: { text: { 'en-US': text } } }, { 'X-Contentful-Content-Type': 'tagline' });
    const anchor = await tagline(`Benchmark anchor ${stamp}`);
    const moving = await tagline(`Benchmark block ${stamp}`);
    const linksUrl = `/bench-links-${stamp}`;
    const linksPage = await cma<{ sys: { id: string } }>(
      'POST',
      '/entries',
      {
        fields: {
          url: { 'en-US': linksUrl },
          title: { 'en-US': 'Benchmark links' },
          contentBlocks: { 'en-US': [{ sys: { type: 'Link', linkType: 'Entry', id: anchor.sys.id } }] },
        },
      },
      { 'X-Contentful-Content-Type': 'staticPage' },
    );
    cleanups.push(async () => {
      await cma('DELETE', `/entries/${linksPage.sys.id}`);
      await cma('DELETE', `/entries/${moving.sys.id}`);
      await cma('DELETE', `/entries/${anchor.sys.id}`);
    });
    await page.goto(`${workbench}/?entry=${linksPage.sys.id}&slug=${encodeURIComponent(linksUrl)}`);
    await page.getByText('· live').waitFor();
    const links = await measureLinks(page, { anchor: anchor.sys.id, moving: moving.sys.id, title: `Benchmark block ${stamp}` });
    for (const [action, result] of Object.entries(links))
      report(`live preview, link change to block drawn, ${action}`, result, 'times', '10 s');
  } finally {
    await settleAutosave();
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error: unknown) => console.error(`could not clean up: ${String(error)}`));
    await browser.close();
    if (product) {
      product.kill('SIGTERM');
      await new Promise((r) => product.once('exit', r));
    }
  }
}

/** The block ids the preview frame draws, in order, each time they change, with when (the browser's clock). */
async function watchBlocks(page: Page): Promise<Frame> {
  const frame = page.frames().find((f) => f !== page.mainFrame());
  if (!frame) throw new Error('no preview frame');
  await frame.evaluate(() => {
    const w = window as unknown as { orders: { at: number; ids: string }[] };
    const ids = () =>
      [...document.querySelectorAll('main [data-block]')].map((e) => e.getAttribute('data-contentful-entry-id') ?? '').join(',');
    w.orders = [{ at: performance.timeOrigin + performance.now(), ids: ids() }];
    new MutationObserver(() => {
      const now = ids();
      if (w.orders[w.orders.length - 1]?.ids !== now) w.orders.push({ at: performance.timeOrigin + performance.now(), ids: now });
    }).observe(document.body, { subtree: true, childList: true });
  });
  await page.evaluate(() => {
    const w = window as unknown as { inputs: number[] };
    w.inputs = [];
    const mark = () => w.inputs.push(performance.timeOrigin + performance.now());
    window.addEventListener('click', mark, { capture: true });
    window.addEventListener('keydown', mark, { capture: true });
  });
  return frame;
}

/**
 * Runs `change` (its last click or key is the link change) and answers the milliseconds from that
 * input to the preview's blocks being `ids`, or undefined when they are not within 10 s.
 */
async function timeLinkChange(page: Page, frame: Frame, ids: string[], change: () => Promise<void>): Promise<number | undefined> {
  await frame.evaluate(() => ((window as unknown as { orders: unknown[] }).orders.length = 0));
  await change();
  const inputAt = await page.evaluate(() => (window as unknown as { inputs: number[] }).inputs.at(-1)!);
  const shown = await frame
    .waitForFunction((want) => (window as unknown as { orders: { ids: string }[] }).orders.some((o) => o.ids === want), ids.join(','), {
      timeout: 10_000,
    })
    .then(() => true)
    .catch(() => false);
  if (!shown) return undefined;
  const drawnAt = await frame.evaluate(
    (want) => (window as unknown as { orders: { at: number; ids: string }[] }).orders.find((o) => o.ids === want)!.at,
    ids.join(','),
  );
  return drawnAt - inputAt;
}

/**
 * LINK_ROUNDS rounds on the open page (its blocks: `anchor`): `moving` added through "Link
 * existing entries", moved above the anchor by keyboard, removed through its card's menu.
 * @returns per action, the latencies in milliseconds and how many did not show within 10 s
 */
async function measureLinks(
  page: Page,
  blocks: { anchor: string; moving: string; title: string },
): Promise<Record<'added' | 'moved' | 'removed', { latencies: number[]; missed: number }>> {
  const field = page.locator('#wb-field-contentBlocks');
  const frame = await watchBlocks(page);
  const results = {
    added: { latencies: [] as number[], missed: 0 },
    moved: { latencies: [] as number[], missed: 0 },
    removed: { latencies: [] as number[], missed: 0 },
  };
  const record = (action: keyof typeof results, latency: number | undefined) => {
    if (latency === undefined) results[action].missed++;
    else results[action].latencies.push(latency);
  };
  for (let round = 0; round < LINK_ROUNDS; round++) {
    record(
      'added',
      await timeLinkChange(page, frame, [blocks.anchor, blocks.moving], async () => {
        await field.getByRole('button', { name: 'Link existing entries' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('searchbox', { name: 'Search entries to add' }).fill(blocks.title);
        await dialog.getByRole('checkbox', { name: blocks.title }).check();
        await dialog.getByRole('button', { name: 'Insert 1 entry' }).click();
      }),
    );
    record(
      'moved',
      await timeLinkChange(page, frame, [blocks.moving, blocks.anchor], async () => {
        // dnd-kit's keyboard sensor: Space lifts, arrows move 25 px a press, Space drops over the other card.
        await field.getByRole('button', { name: 'Reorder entry' }).nth(1).focus();
        await page.keyboard.press('Space');
        const announcement = page.locator('[id^="DndLiveRegion"]').filter({ hasText: 'raggable item' });
        for (let press = 0; press < 12; press++) {
          await page.keyboard.press('ArrowUp');
          const said = /Draggable item (\S+) was moved over droppable area (\S+)\./.exec((await announcement.textContent()) ?? '');
          if (said && said[1] !== said[2]) break;
        }
        await page.keyboard.press('Space');
      }),
    );
    record(
      'removed',
      await timeLinkChange(page, frame, [blocks.anchor], async () => {
        const card = field.locator('[data-test-id="cf-ui-entry-card"]').filter({ hasText: blocks.title });
        await card.getByRole('button', { name: 'Actions' }).click();
        await page.getByRole('menuitem', { name: 'Remove' }).click();
      }),
    );
  }
  return results;
}

/** Lets the workbench's last autosave land before the entries are put back. */
async function settleAutosave(): Promise<void> {
  await new Promise((r) => setTimeout(r, 1500));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
