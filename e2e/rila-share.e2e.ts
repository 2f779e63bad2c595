import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import PostalMime from 'postal-mime';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test, type Page } from '@playwright/test';
import { E2E_LEAD_SERVICE_PORT } from '../playwright.config.js';
import { axeViolations } from './helpers.js';

/**
 * The RILA tool's share / connect-to-a-professional flow at /annuities/rila/marketperform
 * (docs/requirements.md#share-flow, docs/requirements.md#rila-results,
 * docs/requirements.md#results-e-mails): shown once results show; 'Send to myself' and the connect
 * option each give their alert, a submission in the site database with the visitor's selections
 * only (the server works the figures out again), and the results e-mail in the local mailbox with
 * the selections' labels.
 */

test.describe.configure({ timeout: 120_000 });

const PATH = '/annuities/rila/marketperform';
const MAILBOX = '.data/e2e/mailbox';
const DATABASE = '.data/e2e/site.sqlite';

interface Mail {
  to: string;
  subject: string;
  raw: string;
}

/** The mailbox's messages (raw RFC 5322 files written by the local mailbox). */
function mails(): Mail[] {
  if (!existsSync(MAILBOX)) return [];
  return readdirSync(MAILBOX).map((file) => {
    const raw = readFileSync(join(MAILBOX, file), 'utf8');
    return { raw, to: /^To: (.*)$/m.exec(raw)?.[1] ?? '', subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '' };
  });
}

interface StoredSlot {
  slot: string;
  selections: Record<string, string>;
}

/** The RILA share submissions the site stored, oldest first. */
function storedShares(): Record<string, unknown>[] {
  const db = new Database(DATABASE, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT "values" FROM submissions WHERE form_id = \'rila-tool-share\' ORDER BY created_at').all() as {
      values: string;
    }[];
    return rows.map((row) => JSON.parse(row.values) as Record<string, unknown>);
  } finally {
    db.close();
  }
}

const shareFlow = (page: Page) => page.locator('.share-flow');
const shareOption = (page: Page) => page.getByRole('combobox', { name: /How would you like to share your results/ });

async function fillContact(page: Page, email: string): Promise<void> {
  await shareFlow(page).getByRole('textbox', { name: 'First name' }).fill('Robin');
  await shareFlow(page).getByRole('textbox', { name: 'Last name' }).fill('Okafor');
  await shareFlow(page).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
}

test('given results in the RILA tool, when sent to myself and to be connected, then the alerts, the stored selections, and the e-mails with the server’s figures', async ({
  page,
}) => {
  await page.goto(PATH);
  const tool = page.locator('.rila-tool');
  await expect(page.locator('.rila-tool[data-hydrated]')).toBeAttached();
  await expect(tool).toHaveAttribute('data-state', 'initial');
  // No results, no share flow.
  await expect(shareFlow(page)).toHaveCount(0);

  await tool.getByRole('button', { name: 'See outcomes', exact: true }).click();
  await expect(tool).toHaveAttribute('data-state', 'success');
  const one = page.getByRole('region', { name: 'Strategy 1: 1-year, -10% Buffer, S&P 500, Cap with Par' });
  await expect(one.locator('svg[role="img"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Talk to a financial professional about the product' })).toBeVisible();
  await expect(shareOption(page).locator('option')).toHaveText([
    'Connect me to a Lanternfield Mutual Financial Professional',
    'Send to my Lanternfield Mutual Financial Professional',
    'Send to myself',
  ]);
  expect(await axeViolations(page)).toEqual([]);

  // Send to myself: validation on submit, then the alert.
  await shareOption(page).selectOption('myself');
  await shareFlow(page).getByRole('button', { name: 'Send my results' }).click();
  await expect(shareFlow(page).getByText('Enter first name', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await fillContact(page, 'robin.self@example.com');
  await shareFlow(page).getByRole('button', { name: 'Send my results' }).click();
  await expect(shareFlow(page).getByRole('alert')).toHaveText(/^Success! Results will be sent shortly\./);
  expect(await axeViolations(page)).toEqual([]);
  await shareFlow(page).getByRole('button', { name: 'Dismiss message' }).click();
  await expect(shareFlow(page).getByRole('alert')).toHaveCount(0);

  // Connect me, with a second strategy: both slots go with the lead.
  await tool.getByRole('button', { name: 'Add', exact: true }).click();
  const slot2 = page.getByRole('group', { name: 'Strategy 2' });
  await slot2.getByLabel('Strategy term').selectOption('6');
  await slot2.getByLabel('Buffer (level of protection)').selectOption('10B');
  await slot2.getByLabel('Index').selectOption('SPX');
  await slot2.getByLabel('Crediting strategy').selectOption('C');
  const two = page.getByRole('region', { name: 'Strategy 2: 6-year, -10% Buffer, S&P 500, Cap with Par' });
  await expect(two.locator('svg[role="img"]')).toBeVisible();
  await shareOption(page).selectOption('guardianFP');
  await fillContact(page, 'robin.connect@example.com');
  await shareFlow(page).getByRole('textbox', { name: 'ZIP code' }).fill('60601');
  await shareFlow(page).getByRole('button', { name: 'Connect me' }).click();
  await expect(shareFlow(page).getByRole('alert')).toHaveText(/^Success! A financial professional will reach out shortly\./);
  expect(await axeViolations(page)).toEqual([]);

  // The submissions in the site database: the contact and the visitor's selections only (no figures, tables or images).
  const stored = storedShares();
  expect(stored.map((v) => [v.emailOption, v.email])).toEqual([
    ['myself', 'robin.self@example.com'],
    ['guardianFP', 'robin.connect@example.com'],
  ]);
  const [self, connect] = stored as { results: { tool: string; widgetId: string; investmentAmount: number; slots: StoredSlot[] } }[];
  expect(self?.results).toStrictEqual({
    tool: 'rila',
    widgetId: expect.any(String),
    investmentAmount: 100000,
    slots: [{ slot: 'ipcs1', selections: { strategyTerm: '1', buffer: '10B', index: 'SPX', creditingStrategy: 'C' } }],
  });
  expect(connect).toMatchObject({ zipCode: '60601' });
  expect(connect?.results.slots).toStrictEqual([
    { slot: 'ipcs1', selections: { strategyTerm: '1', buffer: '10B', index: 'SPX', creditingStrategy: 'C' } },
    { slot: 'ipcs2', selections: { strategyTerm: '6', buffer: '10B', index: 'SPX', creditingStrategy: 'C' } },
  ]);

  // The results e-mails in the local mailbox, with the seed's subject and the chart inline.
  const wanted = ['robin.self@example.com', 'robin.connect@example.com'];
  const subject = '[local] Lanternfield Mutual MarketPerform results';
  await expect
    .poll(() => wanted.every((to) => mails().some((m) => m.to.includes(to) && m.subject === subject)), { timeout: 20_000 })
    .toBe(true);
  for (const to of wanted) {
    const mail = await PostalMime.parse(mails().find((m) => m.to.includes(to) && m.subject === subject)!.raw);
    expect(mail.attachments.map((a) => [a.mimeType, a.contentId])).toEqual([['image/png', '<results-chart>']]);
    const html = mail.html ?? '';
    expect(html).toContain('src="cid:results-chart"');
    expect(html).toContain('Strategy 1');
    // The server's own figures: outcome A as the tool shows it (the index's 24% of the slot), the labels (not the codes), the product's compliance code
    expect(html).toContain(to === 'robin.self@example.com' ? '>$24,000<' : '>$12,000<');
    for (const label of ['1-year', '-10% Buffer', 'S&amp;P 500', 'Cap with Par']) expect(html).toContain(`>${label}<`);
    for (const code of ['>10B<', '>SPX<', '>C<']) expect(html).not.toContain(code);
    expect(html).toContain('LFM-RILA-2026-0042');
  }
  const connectMail = await PostalMime.parse(mails().find((m) => m.to.includes('robin.connect@example.com'))!.raw);
  expect(connectMail.html).toContain('Strategy 2');
  expect(connectMail.html).toContain('$50,000');
});

test('given results in the RILA tool, when sent to my financial professional (otherFP, listed with rilaV3), then the alert, the stored professional e-mail and the results e-mail to the professional', async ({
  page,
}) => {
  await page.goto(PATH);
  const tool = page.locator('.rila-tool');
  await expect(page.locator('.rila-tool[data-hydrated]')).toBeAttached();
  await tool.getByRole('button', { name: 'See outcomes', exact: true }).click();
  await expect(tool).toHaveAttribute('data-state', 'success');

  await shareOption(page).selectOption('otherFP');
  const fpEmail = shareFlow(page).getByRole('textbox', { name: "Your financial professional's email" });
  await expect(fpEmail).toBeVisible();
  await fillContact(page, 'robin.other@example.com');
  await shareFlow(page).getByRole('button', { name: 'Send my results' }).click();
  // The professional's e-mail is required for this option.
  await expect(shareFlow(page).getByText("Enter your financial professional's email address", { exact: true })).toBeVisible();
  await fpEmail.fill('casey.advisor@example.com');
  await shareFlow(page).getByRole('button', { name: 'Send my results' }).click();
  await expect(shareFlow(page).getByRole('alert')).toHaveText(/^Success! Results will be sent shortly\./);
  expect(await axeViolations(page)).toEqual([]);

  const stored = storedShares().find((v) => v.email === 'robin.other@example.com');
  expect(stored).toMatchObject({ emailOption: 'otherFP', fpEmail: 'casey.advisor@example.com' });
  const subject = '[local] Lanternfield Mutual MarketPerform results';
  await expect
    .poll(() => mails().some((m) => m.to.includes('casey.advisor@example.com') && m.subject === subject), { timeout: 20_000 })
    .toBe(true);
  // Nothing of the submitter's but the name reaches the professional: no Reply-To, no e-mail address.
  const mail = await PostalMime.parse(mails().find((m) => m.to.includes('casey.advisor@example.com'))!.raw);
  expect(mail.replyTo).toBeUndefined();
  expect(mail.html).toContain('Robin Okafor used the Lanternfield Mutual MarketPerform tool');
  expect(mail.html).not.toContain('robin.other@example.com');
});

test('given results in the RILA tool, when the illustration is downloaded, then its text has the outcome figures on the screen, the loss beyond the buffer, the reset statement, the compliance number and an id, and asking to be contacted sends the professional a lead with that id', async ({
  page,
}) => {
  await page.goto(PATH);
  const tool = page.locator('.rila-tool');
  await expect(page.locator('.rila-tool[data-hydrated]')).toBeAttached();
  await tool.getByRole('button', { name: 'See outcomes', exact: true }).click();
  await expect(tool).toHaveAttribute('data-state', 'success');
  const one = page.getByRole('region', { name: 'Strategy 1: 1-year, -10% Buffer, S&P 500, Cap with Par' });
  // The screen's outcome rows: the title and its four figures (the row header also holds the
  // outcome's sentence, which the illustration leaves out)
  const rows = await one
    .locator('.rila-result__table tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) =>
        [tr.querySelector('.rila-result__row-title'), ...tr.querySelectorAll('td')].map((cell) => cell?.textContent?.trim() ?? ''),
      ),
    );
  expect(rows.length).toBe(5);
  for (const row of rows) expect(row[0]).toMatch(/^Outcome [A-E]: \S/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download illustration (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^RILA-\d{8}-[0-9a-f]{8}\.pdf$/);
  const pdf = readFileSync((await download.path())!);
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const text = (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ');
  for (const row of rows) expect(text).toContain(row.join(' '));
  expect(text).toContain(
    'If the index falls 20% over the term, the -10% Buffer absorbs the first 10% and you lose the rest: -10%, or -$10,000 of $100,000.',
  );
  expect(text).toContain('may reset at each renewal');
  expect(text).toMatch(/Compliance LFM-[A-Z0-9-]+, expires \d{4}-\d{2}-\d{2}/);
  const id = download.suggestedFilename().replace(/\.pdf$/, '');
  expect(text).toContain(`Illustration ${id}`);

  // Asking to be contacted: the lead the professional receives names the same illustration, worked
  // out by the server from the same selections (never sent by the browser).
  await shareOption(page).selectOption('guardianFP');
  await fillContact(page, 'robin.illustration@example.com');
  await shareFlow(page).getByRole('textbox', { name: 'ZIP code' }).fill('60601');
  await shareFlow(page).getByRole('button', { name: 'Connect me' }).click();
  await expect(shareFlow(page).getByRole('alert')).toHaveText(/^Success! A financial professional will reach out shortly\./);
  const toolLead = async () => {
    const res = await page.request.get(`http://127.0.0.1:${E2E_LEAD_SERVICE_PORT}/calls`);
    const { calls } = (await res.json()) as { calls: { path: string; body: ToolLeadCall }[] };
    return calls.find((c) => c.path === '/api/lead-assignment' && c.body.lead?.emails?.[0]?.address === 'robin.illustration@example.com');
  };
  await expect.poll(async () => (await toolLead())?.body.lead?.data?.illustrationId, { timeout: 20_000 }).toBe(id);
});

/** The part of a tool lead (submissions/src/leads/tool-lead.ts) this test reads. */
interface ToolLeadCall {
  compliance_code?: string;
  lead?: { emails?: { address: string }[]; data?: { illustrationId?: string } };
}
