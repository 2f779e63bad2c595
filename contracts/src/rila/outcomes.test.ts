import { describe, expect, it } from 'vitest';
import { parseRilaConfig, rilaConfigSchema } from './config-schema.js';
import {
  allocate,
  axisBound,
  bufferedReturn,
  bufferPercent,
  capWithParCredit,
  creditedReturn,
  findRate,
  investmentError,
  rilaResults,
  slotResult,
  spreadCredit,
  termCode,
  termConstants,
  triggerCredit,
  type RilaSelection,
} from './outcomes.js';
import { testRilaConfig } from './test-config.js';

const config = testRilaConfig();
const select = (strategyTerm: string, buffer: string, index: string, creditingStrategy: string): RilaSelection => ({
  strategyTerm,
  buffer,
  index,
  creditingStrategy,
});

describe('buffer', () => {
  it.each([
    // [index return, buffer, credited]
    [-8, 10, 0], // inside the buffer: absorbed
    [-10, 10, 0], // exactly the buffer
    [-12, 10, -2], // beyond: the rest is the investor's
    [-35, 10, -25],
    [-12, 20, 0],
    [-35, 20, -15],
    [-35, 30, -5],
    [-30, 30, 0],
    [5, 10, 0], // gains are not the buffer's
  ])('given an index return of %d%% and a %d%% buffer, then %d%% is credited', (index, buffer, credited) => {
    expect(bufferedReturn(index, buffer)).toBe(credited);
  });

  it('given buffer codes, then their protection is read in percent, and an unknown code throws', () => {
    expect([bufferPercent('10B'), bufferPercent('20B'), bufferPercent('30B')]).toEqual([10, 20, 30]);
    expect(() => bufferPercent('10%')).toThrow('Unknown buffer code "10%"');
  });
});

describe('cap with par (Upside+)', () => {
  it('given a gain under the cap, then the gain times the participation rate is credited', () => {
    expect(capWithParCredit(9, 100, 12)).toBe(9);
    expect(capWithParCredit(9, 110, 12)).toBe(9.9);
  });
  it('given a gain over the cap, then the cap is credited', () => {
    expect(capWithParCredit(24, 100, 12)).toBe(12);
    expect(capWithParCredit(11.5, 110, 12)).toBe(12);
  });
  it('given no cap (uncapped), then the participated gain is credited in full', () => {
    expect(capWithParCredit(24, 112, undefined)).toBe(26.88);
  });
  it('given a flat or falling index, then nothing is credited by the cap', () => {
    expect(capWithParCredit(0, 100, 12)).toBe(0);
    expect(capWithParCredit(-5, 100, 12)).toBe(0);
  });
});

describe('spread', () => {
  it('given a gain, then the spread comes off before participation and cap', () => {
    expect(spreadCredit(9, 2, 100, 16)).toBe(7);
    expect(spreadCredit(24, 2, 100, 16)).toBe(16);
    expect(spreadCredit(9, 2, 110, 16)).toBe(7.7);
  });
  it('given a gain smaller than the spread, then nothing (never a negative credit)', () => {
    expect(spreadCredit(1.5, 2, 100, 16)).toBe(0);
  });
});

describe('trigger', () => {
  it('given a flat or rising index, then the trigger rate whatever the gain; given a fall, then 0', () => {
    expect(triggerCredit(0, 6)).toBe(6);
    expect(triggerCredit(24, 6)).toBe(6);
    expect(triggerCredit(1, 6)).toBe(6);
    expect(triggerCredit(-0.5, 6)).toBe(0);
  });
  it('given a fall with the trigger strategy, then the buffer decides', () => {
    const rate = findRate(config, '1', '10B', 'SPX', 'T');
    expect(rate).toBeDefined();
    if (!rate) return;
    expect(creditedReturn(-35, 'T', rate, 10, undefined)).toBe(-25);
    expect(creditedReturn(-5, 'T', rate, 10, undefined)).toBe(0);
    expect(creditedReturn(5, 'T', rate, 10, undefined)).toBe(6);
  });
  it('given an unknown strategy, then it throws', () => {
    const rate = findRate(config, '1', '10B', 'SPX', 'C');
    if (!rate) throw new Error('fixture');
    expect(() => creditedReturn(5, 'X', rate, 10, 12)).toThrow('Unknown crediting strategy "X"');
  });
});

describe('term constants', () => {
  it('given each term (either variant), then step and ceiling are the documented pairs', () => {
    expect(termConstants(config, '1')).toEqual({ step: 0.01, ceiling: 0.26 });
    expect(termConstants(config, '3C')).toEqual({ step: 0.02, ceiling: 0.6 });
    expect(termConstants(config, '6')).toEqual({ step: 0.04, ceiling: 1.5 });
    expect(termCode('6C')).toBe('6');
    expect(() => termConstants(config, '9')).toThrow('No term constants for term "9"');
  });

  it.each([
    ['1', 26],
    ['3', 60],
    ['6', 150],
  ])('given an uncapped %s-year strategy and a huge gain, then the credit stops at the %d%% ceiling', (term, ceiling) => {
    const uncapped = testRilaConfig({
      rates: config.rates.map((r) => (r.term === term && r.creditingStrategy === 'C' ? { ...r, cap: 10000, upsidePlus: 100 } : r)),
      outcomeScenarios: [
        { label: 'A', title: 'Boom', indexReturn: 400 },
        { label: 'B', title: 'Gain', indexReturn: 10 },
        { label: 'C', title: 'Flat', indexReturn: 0 },
        { label: 'D', title: 'Loss', indexReturn: -12 },
      ],
    });
    const result = slotResult(uncapped, 'ipcs1', select(term, '20B', 'NDX', 'C'), 100000, 100, 'v3');
    expect(result?.uncapped).toBe(true);
    expect(result?.outcomes.map((o) => o.creditedReturn)).toEqual([ceiling, 10, 0, 0]);
    expect(result?.outcomes[0]?.copy).toBe(`The index gains 400%; this strategy is uncapped, and the illustration stops at ${ceiling}%.`);
  });

  it('given the chart of each term, then the axis is rounded out to step × amount', () => {
    const data = [
      { outcome: 'A', index: 24000, yours: 12345 },
      { outcome: 'E', index: -35000, yours: -25001 },
    ];
    expect(axisBound(data, 0.01, 100000)).toEqual({ min: -35000, max: 24000 });
    expect(axisBound(data, 0.04, 100000)).toEqual({ min: -36000, max: 24000 });
    expect(axisBound([{ outcome: 'A', index: 1, yours: 1 }], 0.02, 100000)).toEqual({ min: 0, max: 2000 });
  });
});

describe('slot results (newer variant)', () => {
  it('given the defaults and $100,000, then outcomes A-E, the table rows and the chart are worked out', () => {
    const result = slotResult(config, 'ipcs1', select('1', '10B', 'SPX', 'C'), 100000, 100, 'v3');
    expect(result?.rates).toEqual({ cap: 10, upsidePlus: 100, spread: 0, trigger: 0, spreadedCap: 14, noSpreadedCap: 10 });
    expect(result?.uncapped).toBe(false);
    expect(result?.outcomes.map((o) => [o.label, o.indexReturn, o.creditedReturn, o.indexDollars, o.creditedDollars])).toEqual([
      ['A', 24, 10, 24000, 10000],
      ['B', 9, 9, 9000, 9000],
      ['C', 0, 0, 0, 0],
      ['D', -12, -2, -12000, -2000],
      ['E', -35, -25, -35000, -25000],
    ]);
    expect(result?.tableRows[0]).toEqual({
      title: 'Outcome A: Strong market',
      copy: 'The index gains 24%; the 10% cap limits your credit to 10%.',
      outcome: ['24%', '$24,000', '10%', '$10,000'],
    });
    expect(result?.tableRows[3]?.copy).toBe('The index loses 12%; the 10% buffer absorbs the first 10% and you lose 2%.');
    expect(result?.tableRows[4]?.outcome).toEqual(['-35%', '-$35,000', '-25%', '-$25,000']);
    expect(result?.chart).toEqual({
      data: [
        { outcome: 'A', index: 24000, yours: 10000 },
        { outcome: 'B', index: 9000, yours: 9000 },
        { outcome: 'C', index: 0, yours: 0 },
        { outcome: 'D', index: -12000, yours: -2000 },
        { outcome: 'E', index: -35000, yours: -25000 },
      ],
      min: -35000,
      max: 24000,
    });
  });

  it.each([
    // term, buffer, strategy → credited A..E
    ['1', '10B', 'C', [10, 9, 0, -2, -25]],
    ['1', '20B', 'C', [8, 8, 0, 0, -15]],
    ['1', '30B', 'C', [6, 6, 0, 0, -5]],
    ['1', '10B', 'S', [14, 7, 0, -2, -25]],
    ['1', '10B', 'T', [6, 6, 6, -2, -25]],
    ['3', '10B', 'C', [24, 9, 0, -2, -25]],
    ['3', '20B', 'S', [22, 7, 0, 0, -15]],
    ['3', '30B', 'T', [15, 15, 15, 0, -5]],
    ['6', '20B', 'C', [24, 9, 0, 0, -15]],
    ['6', '30B', 'S', [22, 7, 0, 0, -5]],
    ['6', '10B', 'T', [30, 30, 30, -2, -25]],
  ] as const)(
    'given the %s-year term, %s buffer and strategy %s on the S&P 500, then A-E credit %j',
    (term, buffer, strategy, credited) => {
      const result = slotResult(config, 'ipcs1', select(term, buffer, 'SPX', strategy), 100000, 100, 'v3');
      expect(result?.outcomes.map((o) => o.creditedReturn)).toEqual(credited);
    },
  );

  it('given the uncapped 6-year -10% S&P 500 Cap with Par, then it is uncapped and Upside+ participation applies', () => {
    const result = slotResult(config, 'ipcs1', select('6', '10B', 'SPX', 'C'), 100000, 100, 'v3');
    expect(result?.uncapped).toBe(true);
    expect(result?.rates.cap).toBe(10000);
    expect(result?.rates.upsidePlus).toBe(110);
    expect(result?.outcomes.map((o) => o.creditedReturn)).toEqual([26.4, 9.9, 0, -2, -25]);
    expect(result?.tableRows[1]?.copy).toBe('The index gains 9%; with 110% Upside+ participation you are credited 9.9%.');
  });

  it('given a selection the configuration does not offer, then there is no result', () => {
    const partial = testRilaConfig({ rates: config.rates.filter((r) => r.index !== 'SMC') });
    expect(slotResult(partial, 'ipcs1', select('1', '10B', 'SMC', 'C'), 100000, 100, 'v3')).toBeUndefined();
  });
});

describe('the older variant (rilaV3 off)', () => {
  it('given 1C/3C/6C terms, then outcomes A-D only, cap and Upside+ only, no crediting strategy', () => {
    const result = slotResult(config, 'ipcs1', select('3C', '20B', 'EFA', ''), 50000, 100, 'legacy');
    expect(result?.outcomes.map((o) => o.label)).toEqual(['A', 'B', 'C', 'D']);
    expect(result?.rates).toEqual({ cap: 26, upsidePlus: 100 });
    expect(result?.selection).toEqual({ strategyTerm: '3C', buffer: '20B', index: 'EFA', creditingStrategy: '' });
    expect(result?.outcomes.map((o) => o.creditedDollars)).toEqual([12000, 4500, 0, 0]);
    expect(result?.tableRows).toHaveLength(4);
  });

  it('given a crediting strategy left over, then the older variant still credits Cap with Par', () => {
    const result = slotResult(config, 'ipcs1', select('1C', '10B', 'SPX', 'T'), 100000, 100, 'legacy');
    expect(result?.outcomes.map((o) => o.creditedReturn)).toEqual([10, 9, 0, -2]);
  });
});

describe('allocation and the amount rule', () => {
  it('given one slot, then 100%; two slots, then 50/50 with each share rounded', () => {
    expect(allocate(100000, 1)).toEqual([{ amount: 100000, percent: 100 }]);
    expect(allocate(100001, 2)).toEqual([
      { amount: 50001, percent: 50 },
      { amount: 50001, percent: 50 },
    ]);
    expect(allocate(25000, 2)).toEqual([
      { amount: 12500, percent: 50 },
      { amount: 12500, percent: 50 },
    ]);
  });

  it('given two slots, then each is worked out on its share', () => {
    const [one, two] = rilaResults(config, 200000, [select('1', '10B', 'SPX', 'C'), select('3', '30B', 'NDX', 'T')], 'v3');
    expect(one?.slot).toBe('ipcs1');
    expect(two?.slot).toBe('ipcs2');
    expect(one?.amount).toBe(100000);
    expect(two?.outcomes[0]?.creditedDollars).toBe(15000);
  });

  it.each([
    [24999, 'Enter an investment amount between $25,000 and $1,000,000'],
    [1000001, 'Enter an investment amount between $25,000 and $1,000,000'],
    [undefined, 'Enter an investment amount between $25,000 and $1,000,000'],
    [25000, undefined],
    [1000000, undefined],
  ])('given %s dollars, then the message is %s', (amount, message) => {
    expect(investmentError(amount, 25000, 1000000)).toBe(message);
  });
});

describe('configuration', () => {
  it('given the test configuration, then it parses', () => {
    expect(rilaConfigSchema.safeParse(config).success).toBe(true);
  });
  it('given a broken configuration, then every issue is named and nothing throws', () => {
    const result = parseRilaConfig({
      ...config,
      investment: { min: 5, max: 1, default: 1 },
      termConstants: { '1': [0.01, 0.26] },
      rates: 'x',
    });
    expect(result).toEqual({
      ok: false,
      issues: ['rates: Invalid input: expected array, received string'],
    });
    const second = parseRilaConfig({ ...config, investment: { min: 5, max: 1, default: 1 }, termConstants: { '1': [0.01, 0.26] } });
    expect(second).toEqual({
      ok: false,
      issues: [
        'investment: investment.min must not exceed investment.max',
        'termConstants.3: no term constants for term 3',
        'termConstants.6: no term constants for term 6',
      ],
    });
  });
});
