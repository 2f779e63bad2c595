import { chromium } from '@playwright/test';
import { chromiumExecutable } from './e2e/browser.js';
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });

await page.goto('http://localhost:3301/?entry=page-home');
const field = page.locator('#wb-field-contentBlocks');
await field.locator('article').nth(3).waitFor();
await page.waitForTimeout(1500);
const titles = async () => (await field.getByRole('heading', { level: 2 }).allInnerTexts()).slice(0, 3);
console.log('before', await titles());
const h = field.getByRole('button', { name: 'Reorder entry' });
await h.nth(0).focus();
await page.keyboard.press('Space');
for (let i = 0; i < 6; i++) { await page.keyboard.press('ArrowDown'); await page.waitForTimeout(100); }
await page.keyboard.press('Space');
await page.waitForTimeout(800);
console.log('after keyboard', await titles());
await h.nth(2).scrollIntoViewIfNeeded();
const b = (await h.nth(2).boundingBox())!;
const t = (await h.nth(0).boundingBox())!;
console.log(b, t);
await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
await page.mouse.down();
for (let i = 1; i <= 20; i++) {
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 - ((b.y - t.y + 20) * i) / 20);
  await page.waitForTimeout(30);
}
const styles = await field.locator('article').evaluateAll((els) => els.slice(0, 4).map((e) => (e.parentElement?.parentElement as HTMLElement)?.style.transform));
console.log('transforms', styles);
await page.mouse.up();
await page.waitForTimeout(1000);
console.log('after mouse', await titles());
await browser.close();
