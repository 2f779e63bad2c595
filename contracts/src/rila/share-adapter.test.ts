import { describe, expect, it } from 'vitest';
import { RILA_REQUEST_FIXTURE } from '../share/fixtures.js';
import { isCompleteRilaSlot, rilaShareRequestSchema } from '../share/rila-result.js';
import { slotResult, type RilaSlotResult } from './outcomes.js';
import { RILA_SELECTIONS_NOT_OFFERED, rilaLeadResult, toShareFlowRilaRequest } from './share-adapter.js';
import { rilaShareResult } from './share-result.js';
import { testRilaConfig } from './test-config.js';

const config = testRilaConfig();
const LABELS = { '10B': '-10% Buffer', '20B': '-20% Buffer', '30B': '-30% Buffer' };

function slot(...args: Parameters<typeof slotResult>): RilaSlotResult {
  const result = slotResult(...args);
  if (!result) throw new Error('fixture: no result');
  return result;
}

describe('toShareFlowRilaRequest (what the browser posts)', () => {
  it('given the tool’s result, then only the widget, the amount and each slot’s selections go', () => {
    const tool = rilaShareResult(
      100000,
      [
        slot(config, 'ipcs1', { strategyTerm: '1', buffer: '10B', index: 'SPX', creditingStrategy: 'C' }, 50000, 50, 'v3'),
        slot(config, 'ipcs2', { strategyTerm: '3', buffer: '30B', index: 'NDX', creditingStrategy: 'T' }, 50000, 50, 'v3'),
      ],
      'v3',
      LABELS,
    );
    const request = toShareFlowRilaRequest('rila-1', tool);
    expect(request).toStrictEqual({
      tool: 'rila',
      widgetId: 'rila-1',
      investmentAmount: 100000,
      slots: [
        { slot: 'ipcs1', selections: { strategyTerm: '1', buffer: '10B', index: 'SPX', creditingStrategy: 'C' } },
        { slot: 'ipcs2', selections: { strategyTerm: '3', buffer: '30B', index: 'NDX', creditingStrategy: 'T' } },
      ],
    });
    expect(rilaShareRequestSchema.parse(request)).toStrictEqual(request);
  });

  it('given no result (before results show, or an amount out of range), then nothing to share', () => {
    expect(toShareFlowRilaRequest('rila-1', undefined)).toBeUndefined();
    expect(toShareFlowRilaRequest('rila-1', rilaShareResult(100000, [], 'v3', LABELS))).toBeUndefined();
  });
});

describe('the request schema', () => {
  it('given figures, tables or images the browser worked out, then they are dropped; a code that is not one gets refused', () => {
    const posted = {
      ...RILA_REQUEST_FIXTURE,
      chartImage: 'iVBORw0KGgo=',
      slots: RILA_REQUEST_FIXTURE.slots.map((s) => ({
        ...s,
        outcomesTableRows: [{ title: 'Call 1-900-555-0100 to verify your policy', copy: 'x', outcome: ['1', '2', '3', '4'] }],
        rates: { cap: 99 },
      })),
    };
    expect(rilaShareRequestSchema.parse(posted)).toStrictEqual(RILA_REQUEST_FIXTURE);
    const hostile = {
      ...RILA_REQUEST_FIXTURE,
      slots: [{ slot: 'ipcs1', selections: { strategyTerm: '1', buffer: '<a href=x>', index: 'SPX' } }],
    };
    expect(rilaShareRequestSchema.safeParse(hostile).success).toBe(false);
    expect(rilaShareRequestSchema.safeParse({ ...RILA_REQUEST_FIXTURE, slots: [...RILA_REQUEST_FIXTURE.slots].reverse() }).success).toBe(
      false,
    );
  });
});

describe('rilaLeadResult (the server works the result out again)', () => {
  it('given two v3 slots, then the page’s own figures: fractions, dollars, labels, chart data and options, complete for the lead', () => {
    const outcome = rilaLeadResult(config, 'v3', RILA_REQUEST_FIXTURE);
    if (!outcome.ok) throw new Error(outcome.message);
    const { result } = outcome;
    expect(result).toMatchObject({ tool: 'rila', variant: 'v3', investmentAmount: 100000 });
    const first = result.slots[0];
    expect(first).toMatchObject({
      slot: 'ipcs1',
      selections: { strategyTerm: '1', buffer: '10B', index: 'SPX', creditingStrategy: 'C' },
      labels: { strategyTerm: '1-year', buffer: '-10% Buffer', index: 'S&P 500', creditingStrategy: 'Cap with Par' },
      allocationPercent: 50,
      amount: 50000,
      // The tool shows a 10% cap and 100% Upside+; a 14% cap with spread.
      rates: { cap: 0.1, upsidePlus: 1, spread: 0, trigger: 0, spreadedCap: 0.14, noSpreadedCap: 0.1 },
      uncapped: false,
      chartOptions: { keys: ['index', 'yours'], indexBy: 'outcome', min: -17500, max: 12000 },
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
    expect(first?.outcomesTableRows[0]).toEqual({
      title: 'Outcome A: Strong market',
      copy: 'The index gains 24%; the 10% cap limits your credit to 10%.',
      outcome: ['24%', '$12,000', '10%', '$5,000'],
    });
    expect(result.slots.map((s) => [s.slot, s.labels.creditingStrategy, isCompleteRilaSlot(s)])).toEqual([
      ['ipcs1', 'Cap with Par', true],
      ['ipcs2', 'Step-Up Trigger', true],
    ]);
  });

  it('given the older variant, then outcomes A-D, cap and Upside+ only, no crediting strategy', () => {
    const outcome = rilaLeadResult(config, 'legacy', {
      tool: 'rila',
      widgetId: 'rila-1',
      investmentAmount: 30000,
      slots: [{ slot: 'ipcs1', selections: { strategyTerm: '3C', buffer: '20B', index: 'NDX' } }],
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const only = outcome.result.slots[0];
    expect(only?.selections).toEqual({ strategyTerm: '3C', buffer: '20B', index: 'NDX' });
    expect(only?.rates).toEqual({ cap: 0.26, upsidePlus: 1 });
    expect(Object.keys(only?.outcomes ?? {})).toEqual(['A', 'B', 'C', 'D']);
    // The 20% buffer absorbs the 12% loss of outcome D.
    expect(only?.outcomes.D).toEqual({ indexReturn: -0.12, indexAmount: -3600, yourReturn: 0, yourAmount: 0 });
  });

  it('given an amount out of range or selections the configuration does not offer, then the visitor’s message', () => {
    expect(rilaLeadResult(config, 'v3', { ...RILA_REQUEST_FIXTURE, investmentAmount: 5 })).toEqual({
      ok: false,
      message: 'Enter an investment amount between $25,000 and $1,000,000',
    });
    const unknown = {
      ...RILA_REQUEST_FIXTURE,
      slots: [{ slot: 'ipcs1' as const, selections: { strategyTerm: '9', buffer: '10B', index: 'SPX', creditingStrategy: 'C' } }],
    };
    expect(rilaLeadResult(config, 'v3', unknown)).toEqual({ ok: false, message: RILA_SELECTIONS_NOT_OFFERED });
    const noStrategy = {
      ...RILA_REQUEST_FIXTURE,
      slots: [{ slot: 'ipcs1' as const, selections: { strategyTerm: '1', buffer: '10B', index: 'SPX' } }],
    };
    expect(rilaLeadResult(config, 'v3', noStrategy)).toEqual({ ok: false, message: RILA_SELECTIONS_NOT_OFFERED });
  });
});
