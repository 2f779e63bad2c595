import type { RilaShareResult, RilaSlotResult } from './rila-result.js';

/** A 1×1 PNG, base64: a stand-in for the chart image the RILA tool draws. */
export const TINY_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A complete slot: 1-year, -10% buffer, S&P 500, cap with par, $60,000 of $100,000. Outcome C is a loss inside the buffer (your $0). */
export const RILA_SLOT_FIXTURE: RilaSlotResult = {
  slot: 'ipcs1',
  selections: { strategyTerm: '1', buffer: '10B', index: 'SPX', creditingStrategy: 'C' },
  allocationPercent: 60,
  amount: 60_000,
  rates: { cap: 0.12, upsidePlus: null, spread: null, trigger: null, spreadedCap: null, noSpreadedCap: 0.12 },
  outcomes: {
    A: { indexReturn: 0.2, indexAmount: 12_000, yourReturn: 0.12, yourAmount: 7_200 },
    B: { indexReturn: 0.05, indexAmount: 3_000, yourReturn: 0.05, yourAmount: 3_000 },
    C: { indexReturn: -0.08, indexAmount: -4_800, yourReturn: 0, yourAmount: 0 },
    D: { indexReturn: -0.25, indexAmount: -15_000, yourReturn: -0.15, yourAmount: -9_000 },
    E: { indexReturn: 0, indexAmount: 0, yourReturn: 0, yourAmount: 0 },
  },
  outcomesTableRows: [
    { title: 'Outcome A', copy: 'The index rises above the cap.', outcome: ['20%', '$12,000', '12%', '$7,200'] },
    { title: 'Outcome B', copy: 'The index rises below the cap.', outcome: ['5%', '$3,000', '5%', '$3,000'] },
    { title: 'Outcome C', copy: 'The index falls within the buffer.', outcome: ['-8%', '-$4,800', '0%', '$0'] },
    { title: 'Outcome D', copy: 'The index falls beyond the buffer.', outcome: ['-25%', '-$15,000', '-15%', '-$9,000'] },
    { title: 'Outcome E', copy: 'The index is flat.', outcome: ['0%', '$0', '0%', '$0'] },
  ],
  chartData: [
    { label: 'A', indexReturn: 0.2, yourReturn: 0.12 },
    { label: 'B', indexReturn: 0.05, yourReturn: 0.05 },
    { label: 'C', indexReturn: -0.08, yourReturn: 0 },
    { label: 'D', indexReturn: -0.25, yourReturn: -0.15 },
    { label: 'E', indexReturn: 0, yourReturn: 0 },
  ],
  chartImage: TINY_PNG_BASE64,
};

/** A RILA result with the complete slot above and an incomplete second slot (no chart image): only the first may go with a lead. */
export const RILA_RESULT_FIXTURE: RilaShareResult = {
  tool: 'rila',
  variant: 'v3',
  investmentAmount: 100_000,
  slots: [
    RILA_SLOT_FIXTURE,
    {
      ...RILA_SLOT_FIXTURE,
      slot: 'ipcs2',
      allocationPercent: 40,
      amount: 40_000,
      selections: { strategyTerm: '6', buffer: '20B', index: 'NDX', creditingStrategy: 'T' },
      chartImage: '',
    },
  ],
};
