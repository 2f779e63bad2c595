/**
 * Benchmark of the live preview in the authoring workbench (docs/requirements.md#live-preview):
 * keystroke to preview. Chromium (Playwright) opens the workbench on the home page's hero (a
 * header block), types into its heading field one character at a time at a typist's pace, and
 * for each keystroke measures the time from the key going down in the workbench to the heading
 * in the preview frame showing the character (both clocks are the browser's
 * `performance.timeOrigin + performance.now()`). Prints p50, p95 and max in milliseconds; asserts
 * nothing. The heading is put back afterwards through the Management API.
 *
 *   npm run bench:preview    (KEYSTROKES=60 TYPING_DELAY_MS=120 by default)
 *
 * Against a product already running (`npm start`): BENCH_WORKBENCH_URL=http://localhost:3001.
 * Otherwise it starts one as `npm start` does, on five ports from BENCH_PORT (3270: site 3270,
 * workbench 3271, content service 3272/3273, mailbox 3274), data in .data/bench-preview, and
 * stops it at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '../..');
const KEYSTROKES = Number(process.env.KEYSTROKES ?? 60);
const TYPING_DELAY_MS = Number(process.env.TYPING_DELAY_MS ?? 120);
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
  await waitFor(`http://localhost:${PORTS.workbench}/api/config`, 60_000);
  return child;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const product = process.env.BENCH_WORKBENCH_URL ? undefined : await startProduct();
  const workbench = process.env.BENCH_WORKBENCH_URL ?? `http://localhost:${PORTS.workbench}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  let restore: (() => Promise<void>) | undefined;
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(`${workbench}/?entry=page-home&slug=/`);
    const frame = page.frameLocator('iframe[title="Live preview of the page"]');
    const heading = frame.locator('h1').first();
    await heading.waitFor();
    const headerId = await heading.getAttribute('data-contentful-entry-id');
    if (!headerId) throw new Error('the home page hero has no inspector tags: is the preview in draft mode?');
    await page.goto(`${workbench}/?entry=${headerId}&slug=/`);
    const title = page.getByRole('textbox', { name: 'Title (required)' });
    await title.waitFor();
    await page.getByText('· live').waitFor();
    const original = await title.inputValue();
    restore = async () => {
      await title.fill(original);
      await page.getByText(/^Saved · version/).waitFor({ timeout: 10_000 });
    };
    // The preview frame records when its heading's text changes, the workbench when a key goes down.
    const previewFrame = page.frames().find((f) => f !== page.mainFrame());
    if (!previewFrame) throw new Error('no preview frame');
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
    await title.press('End');
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    let expected = original;
    const latencies: number[] = [];
    let missed = 0;
    for (let i = 0; i < KEYSTROKES; i++) {
      const char = i % 8 === 7 ? ' ' : letters[i % letters.length]!;
      expected += char;
      await title.press(char === ' ' ? 'Space' : char);
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
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `live preview, keystroke to preview (workbench → site in draft mode), ${latencies.length} keystrokes at one per ~${TYPING_DELAY_MS} ms:`,
    );
    console.log(
      `  p50 ${percentile(sorted, 50).toFixed(1)} ms   p95 ${percentile(sorted, 95).toFixed(1)} ms   max ${sorted.at(-1)!.toFixed(1)} ms${missed ? `   (${missed} not shown within 5 s)` : ''}`,
    );
  } finally {
    await restore?.().catch((error: unknown) => console.error(`could not put the heading back: ${String(error)}`));
    await browser.close();
    if (product) {
      product.kill('SIGTERM');
      await new Promise((r) => product.once('exit', r));
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
