import { describe, expect, it } from 'vitest';
import { rilaResults } from './outcomes.js';
import { rilaShareResult } from './share-result.js';
import { testRilaConfig } from './test-config.js';
import { initialToolState, rilaToolReducer, stateFromQuery, stateFromStorage, toolQuery } from './tool-state.js';

const config = testRilaConfig();
const reduce = rilaToolReducer(config, 'v3');
const defaults = { strategyTerm: '1', buffer: '10B', index: 'SPX', creditingStrategy: 'C' };

describe('slots', () => {
  it('given the start, then one slot at the defaults, $100,000 (none in the older variant) and no results', () => {
    expect(initialToolState(config, 'v3')).toEqual({ amountText: '100,000', slots: [defaults], showResults: false });
    expect(initialToolState(config, 'legacy')).toEqual({
      amountText: '',
      slots: [{ ...defaults, creditingStrategy: '' }],
      showResults: false,
    });
  });

  it('given one slot, when Add, then an empty slot 2; a third is never added', () => {
    const two = reduce(initialToolState(config, 'v3'), { type: 'add' });
    expect(two.slots).toEqual([defaults, { strategyTerm: '', buffer: '', index: '', creditingStrategy: '' }]);
    expect(reduce(two, { type: 'add' }).slots).toHaveLength(2);
  });

  it('given slot 1 and an empty slot 2, when slot 1 is removed, then the slot left is reset to the defaults', () => {
    const two = reduce(initialToolState(config, 'v3'), { type: 'add' });
    const changed = reduce(two, { type: 'select', slot: 0, field: 'index', value: 'NDX' });
    expect(reduce(changed, { type: 'remove', slot: 0 }).slots).toEqual([defaults]);
  });

  it('given a partly chosen slot 2, when slot 1 is removed, then slot 2 keeps its choices; when slot 2 is removed, it is cleared', () => {
    let state = reduce(initialToolState(config, 'v3'), { type: 'add' });
    state = reduce(state, { type: 'select', slot: 1, field: 'buffer', value: '30B' });
    expect(reduce(state, { type: 'remove', slot: 0 }).slots).toEqual([
      { strategyTerm: '', buffer: '30B', index: '', creditingStrategy: '' },
    ]);
    const removed = reduce(state, { type: 'remove', slot: 1 });
    expect(removed.slots).toEqual([defaults]);
    expect(reduce(removed, { type: 'add' }).slots[1]).toEqual({ strategyTerm: '', buffer: '', index: '', creditingStrategy: '' });
  });

  it('given changes and results, when Reset, then back to the start', () => {
    let state = reduce(initialToolState(config, 'v3'), { type: 'amount', text: '250,000' });
    state = reduce(reduce(state, { type: 'add' }), { type: 'show' });
    expect(reduce(state, { type: 'reset' })).toEqual(initialToolState(config, 'v3'));
  });
});

describe('restoring', () => {
  it('given the query of a link, then amount and both slots are restored with results', () => {
    const query = toolQuery(250000, [defaults, { strategyTerm: '3', buffer: '20B', index: 'NDX', creditingStrategy: 'T' }], 'v3');
    expect(query).toBe('amount=250000&ipcs1=1.10B.SPX.C&ipcs2=3.20B.NDX.T');
    expect(stateFromQuery(`?${query}`, config, 'v3')).toEqual({
      amountText: '250,000',
      slots: [defaults, { strategyTerm: '3', buffer: '20B', index: 'NDX', creditingStrategy: 'T' }],
      showResults: true,
    });
  });

  it('given unknown codes, then slot 1 falls back to the defaults and slot 2 is dropped; no amount, no restore', () => {
    expect(stateFromQuery('amount=5&ipcs1=9.99B.XXX.C&ipcs2=1.10B', config, 'v3')).toEqual({
      amountText: '5',
      slots: [defaults],
      showResults: true,
    });
    expect(stateFromQuery('ipcs1=1.10B.SPX.C', config, 'v3')).toBeUndefined();
  });

  it('given the older widget values in session storage, then the older tool restores them with results', () => {
    const storage: Record<string, string> = {
      'rila.initialInvestment': '30000',
      'rila.strategyTerm': 'long',
      'rila.levelOfProtection': 'moderate',
      'rila.index': 'NDX',
    };
    expect(stateFromStorage((key) => storage[key] ?? null, config, 'legacy')).toEqual({
      amountText: '30,000',
      slots: [{ strategyTerm: '6', buffer: '20B', index: 'NDX', creditingStrategy: '' }],
      showResults: true,
    });
    expect(stateFromStorage(() => null, config, 'legacy')).toBeUndefined();
  });
});

describe('rilaShareResult', () => {
  it('given two worked-out slots, then the share flow gets amount, selections, chart data, outcome A, buffer and the save', () => {
    const results = rilaResults(
      config,
      200000,
      [defaults, { strategyTerm: '3', buffer: '30B', index: 'NDX', creditingStrategy: 'T' }],
      'v3',
    );
    const share = rilaShareResult(
      200000,
      results.filter((r) => r !== undefined),
      'v3',
      { '10B': '-10% Buffer', '30B': '-30% Buffer' },
    );
    expect(share?.complianceCode).toBe('rila_tool');
    expect(share?.save).toEqual({ investmentAmount: 200000, strategyTerm: '1', protectionLevel: '10B', indicesIndex: 'SPX', capRate: 10 });
    expect(share?.slots.map((s) => [s.slot, s.bufferLabel, s.creditingStrategy, s.amount, s.outcomeA.creditedDollars])).toEqual([
      ['ipcs1', '-10% Buffer', 'C', 100000, 10000],
      ['ipcs2', '-30% Buffer', 'T', 100000, 15000],
    ]);
    expect(share?.slots[0]?.chartOptions).toEqual({ keys: ['index', 'yours'], indexBy: 'outcome', min: -35000, max: 24000 });
  });

  it('given nothing worked out, then nothing to share; the older variant has no crediting strategy', () => {
    expect(rilaShareResult(100000, [], 'v3', {})).toBeUndefined();
    const legacy = rilaResults(config, 100000, [{ ...defaults, creditingStrategy: '' }], 'legacy');
    const share = rilaShareResult(
      100000,
      legacy.filter((r) => r !== undefined),
      'legacy',
      {},
    );
    expect(share?.slots[0]?.creditingStrategy).toBeUndefined();
    expect(share?.slots[0]?.strategyTerm).toBe('1C');
    expect(share?.slots[0]?.outcomes).toHaveLength(4);
  });
});
