import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { rilaIllustrationId, rilaLeadResult } from '@insurer/contracts/rila';
import { testRilaConfig } from '@insurer/contracts/testing/rila-config';
import { RILA_REQUEST_FIXTURE } from '@insurer/contracts/testing/rila-result';
import { lossBeyondBuffer, rilaIllustrationPdf, RATES_MAY_RESET } from './rila-illustration';

/** The PDF's text in reading order, one string (whitespace collapsed), and its metadata. */
async function readPdf(pdf: Buffer): Promise<{ text: string; title: unknown; language: unknown }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  const { info } = (await document.getMetadata()) as unknown as { info: Record<string, unknown> };
  return { text: text.replace(/\s+/g, ' '), title: info.Title, language: info.Language };
}

describe('the RILA illustration PDF (docs/requirements.md#decision-rila-illustration)', () => {
  it('given the tool’s selections, then its text holds the same outcome figures as the tool, the loss beyond the buffer, the reset statement, the compliance number and the id', async () => {
    const outcome = rilaLeadResult(testRilaConfig(), 'v3', RILA_REQUEST_FIXTURE);
    if (!outcome.ok) throw new Error(outcome.message);
    const at = new Date('2026-12-02T10:00:00Z');
    const id = rilaIllustrationId(RILA_REQUEST_FIXTURE, at);
    expect(id).toMatch(/^RILA-20261202-[0-9a-f]{8}$/);
    const pdf = await rilaIllustrationPdf({
      result: outcome.result,
      brand: 'Harborview Life',
      complianceNumber: 'HVL-RILA-2026-0042',
      complianceExpires: '2027-12-31',
      id,
      at,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, title, language } = await readPdf(pdf);
    expect(title).toBe(`Harborview Life MarketPerform illustration ${id}`);
    expect(language).toBe('en-US');
    // Every outcome row of every slot, with its four figures in the tool's order
    for (const slot of outcome.result.slots) {
      expect(slot.outcomesTableRows.length).toBe(5);
      for (const row of slot.outcomesTableRows) expect(text).toContain([row.title, ...row.outcome].join(' '));
      const loss = lossBeyondBuffer(slot);
      expect(text).toContain(`If the index falls ${-loss.indexReturn}% over the term, the ${slot.labels.buffer} absorbs the first`);
    }
    // 1-year, -10% Buffer on $50,000: a 20% fall loses 10%, $5,000
    expect(text).toContain('you lose the rest: -10%, or -$5,000 of $50,000.');
    expect(text).toContain(RATES_MAY_RESET);
    expect(text).toContain('Compliance HVL-RILA-2026-0042, expires 2027-12-31');
    expect(text).toContain(`Illustration ${id}, prepared 2026-12-02.`);
  });

  it('given another amount or selection, then another id; the same selections on the same day, the same id', () => {
    const at = new Date('2026-12-02T23:59:00Z');
    expect(rilaIllustrationId(RILA_REQUEST_FIXTURE, at)).toBe(
      rilaIllustrationId(structuredClone(RILA_REQUEST_FIXTURE), new Date('2026-12-02T00:00:00Z')),
    );
    expect(rilaIllustrationId({ ...RILA_REQUEST_FIXTURE, investmentAmount: 100_001 }, at)).not.toBe(
      rilaIllustrationId(RILA_REQUEST_FIXTURE, at),
    );
  });
});
