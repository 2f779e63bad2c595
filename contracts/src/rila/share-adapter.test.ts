import { describe, expect, it } from 'vitest';
import { isCompleteRilaSlot, rilaShareResultSchema } from '../share/rila-result.js';
import { slotResult, type RilaSlotResult } from './outcomes.js';
import { toShareFlowRilaResult } from './share-adapter.js';
import { rilaShareResult } from './share-result.js';
import { testRilaConfig } from './test-config.js';

const config = testRilaConfig();
const LABELS = { '10B': '-10% Buffer', '20B': '-20% Buffer', '30B': '-30% Buffer' };
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

function slot(...args: Parameters<typeof slotResult>): RilaSlotResult {
  const result = slotResult(...args);
  if (!result) throw new Error('fixture: no result');
  return result;
}

describe('toShareFlowRilaResult (the RILA tool → the share flow)', () => {
  it('given two v3 slots and both chart images, then percents become fractions, dollars stay, and the wire schema accepts it', () => {
    const tool = rilaShareResult(
      100000,
      [
        slot(config, 'ipcs1', { strategyTerm: '1', buffer: '10B', index: 'SPX', creditingStrategy: 'C' }, 50000, 50, 'v3'),
        slot(config, 'ipcs2', { strategyTerm: '3', buffer: '30B', index: 'NDX', creditingStrategy: 'T' }, 50000, 50, 'v3'),
      ],
      'v3',
      LABELS,
    );
    const shared = toShareFlowRilaResult(tool, { ipcs1: PNG, ipcs2: PNG });
    expect(rilaShareResultSchema.parse(shared)).toEqual(shared);
    expect(shared).toMatchObject({ tool: 'rila', variant: 'v3', investmentAmount: 100000 });
    const first = shared?.slots[0];
    expect(first).toMatchObject({
      slot: 'ipcs1',
      selections: { strategyTerm: '1', buffer: '10B', index: 'SPX', creditingStrategy: 'C' },
      allocationPercent: 50,
      amount: 50000,
      // The tool shows a 10% cap and 100% Upside+; a 14% cap with spread.
      rates: { cap: 0.1, upsidePlus: 1, spread: 0, trigger: 0, spreadedCap: 0.14, noSpreadedCap: 0.1 },
      chartImage: PNG,
    });
    // Outcome A: the index gains 24% ($12,000 on $50,000); the cap credits 10% ($5,000).
    expect(first?.outcomes.A).toEqual({ indexReturn: 0.24, indexAmount: 12000, yourReturn: 0.1, yourAmount: 5000 });
    expect(first?.outcomes.E).toEqual({ indexReturn: -0.35, indexAmount: -17500, yourReturn: -0.25, yourAmount: -12500 });
    expect(first?.chartData).toEqual([
      { label: 'A', indexReturn: 0.24, yourReturn: 0.1 },
      { label: 'B', indexReturn: 0.09, yourReturn: 0.09 },
      { label: 'C', indexReturn: 0, yourReturn: 0 },
      { label: 'D', indexReturn: -0.12, yourReturn: -0.02 },
      { label: 'E', indexReturn: -0.35, yourReturn: -0.25 },
    ]);
    // The table rows go as the tool shows them.
    expect(first?.outcomesTableRows[0]).toEqual({
      title: 'Outcome A: Strong market',
      copy: 'The index gains 24%; the 10% cap limits your credit to 10%.',
      outcome: ['24%', '$12,000', '10%', '$5,000'],
    });
    expect(shared?.slots.map((s) => [s.slot, s.selections.creditingStrategy, isCompleteRilaSlot(s)])).toEqual([
      ['ipcs1', 'C', true],
      ['ipcs2', 'T', true],
    ]);
  });

  it('given the older variant, then outcomes A-D, cap and Upside+ only, no crediting strategy', () => {
    const tool = rilaShareResult(
      30000,
      [slot(config, 'ipcs1', { strategyTerm: '3C', buffer: '20B', index: 'NDX', creditingStrategy: '' }, 30000, 100, 'legacy')],
      'legacy',
      LABELS,
    );
    const shared = toShareFlowRilaResult(tool, { ipcs1: PNG });
    expect(rilaShareResultSchema.safeParse(shared).success).toBe(true);
    const only = shared?.slots[0];
    expect(only?.selections).toEqual({ strategyTerm: '3C', buffer: '20B', index: 'NDX' });
    expect(only?.rates).toEqual({ cap: 0.26, upsidePlus: 1 });
    expect(Object.keys(only?.outcomes ?? {})).toEqual(['A', 'B', 'C', 'D']);
    // The 20% buffer absorbs the 12% loss of outcome D.
    expect(only?.outcomes.D).toEqual({ indexReturn: -0.12, indexAmount: -3600, yourReturn: 0, yourAmount: 0 });
  });

  it('given a slot whose chart was not captured, then it goes with an empty image and is incomplete for the lead; the other slot stays complete', () => {
    const tool = rilaShareResult(
      100000,
      [
        slot(config, 'ipcs1', { strategyTerm: '1', buffer: '10B', index: 'SPX', creditingStrategy: 'C' }, 50000, 50, 'v3'),
        slot(config, 'ipcs2', { strategyTerm: '6', buffer: '10B', index: 'SPX', creditingStrategy: 'C' }, 50000, 50, 'v3'),
      ],
      'v3',
      LABELS,
    );
    const shared = toShareFlowRilaResult(tool, { ipcs2: PNG });
    expect(rilaShareResultSchema.safeParse(shared).success).toBe(true);
    expect(shared?.slots.map((s) => [s.slot, s.chartImage.length > 0, isCompleteRilaSlot(s)])).toEqual([
      ['ipcs1', false, false],
      ['ipcs2', true, true],
    ]);
    // The uncapped 6-year S&P 500 (cap 10,000%) goes as a cap of 100, the wire shape's "uncapped".
    expect(shared?.slots[1]?.rates.cap).toBe(100);
  });

  it('given no result (before results show, or an amount out of range), then nothing to share', () => {
    expect(toShareFlowRilaResult(undefined, { ipcs1: PNG })).toBeUndefined();
    expect(toShareFlowRilaResult(rilaShareResult(100000, [], 'v3', LABELS), {})).toBeUndefined();
  });
});
