import type { RilaConfig, RilaRate } from './config-schema.js';

/**
 * A small, hand-checked RILA configuration for tests (the demo's shape,
 * seed/src/content/rila-config.ts, with round rates so results are worked out by hand).
 */
export function testRilaConfig(overrides: Partial<RilaConfig> = {}): RilaConfig {
  const rates: RilaRate[] = [];
  for (const term of ['1', '3', '6']) {
    for (const buffer of ['10B', '20B', '30B']) {
      for (const index of ['SPX', 'EFA', 'NDX', 'SMC']) {
        for (const strategy of ['C', 'S', 'T']) {
          const base = term === '1' ? 12 : term === '3' ? 30 : 60;
          const cap =
            term === '6' && buffer === '10B' && index === 'SPX' && strategy === 'C' ? 10000 : base - Number(buffer.slice(0, 2)) / 5;
          rates.push({
            term,
            buffer,
            index,
            creditingStrategy: strategy,
            cap: strategy === 'T' ? 0 : strategy === 'S' ? cap + 4 : cap,
            upsidePlus: cap >= 10000 ? 110 : 100,
            spread: strategy === 'S' ? 2 : 0,
            trigger: strategy === 'T' ? base / 2 : 0,
          });
        }
      }
    }
  }
  return {
    version: 1,
    product: 'MarketPerform',
    investment: { min: 25000, max: 1000000, default: 100000 },
    allocation: { maxSlots: 2, defaultPercents: [50, 50] },
    defaults: { strategyTerm: '1', buffer: '10B', index: 'SPX', creditingStrategy: 'C' },
    strategyTerms: [
      { code: '1', label: '1-year' },
      { code: '3', label: '3-year' },
      { code: '6', label: '6-year' },
    ],
    buffers: [
      { code: '10B', label: '-10% Buffer' },
      { code: '20B', label: '-20% Buffer' },
      { code: '30B', label: '-30% Buffer' },
    ],
    indexes: [
      { code: 'EFA', label: 'MSCI EAFE' },
      { code: 'SPX', label: 'S&P 500' },
      { code: 'NDX', label: 'Nasdaq-100' },
      { code: 'SMC', label: 'SG Smart Climate' },
    ],
    creditingStrategies: [
      { code: 'C', label: 'Cap with Par' },
      { code: 'S', label: 'Cap w Par & Spread' },
      { code: 'T', label: 'Step-Up Trigger' },
    ],
    termConstants: { '1': [0.01, 0.26], '3': [0.02, 0.6], '6': [0.04, 1.5] },
    uncappedThreshold: 10000,
    outcomeScenarios: [
      { label: 'A', title: 'Strong market', indexReturn: 24 },
      { label: 'B', title: 'Moderate gain', indexReturn: 9 },
      { label: 'C', title: 'Flat market', indexReturn: 0 },
      { label: 'D', title: 'Moderate loss', indexReturn: -12 },
      { label: 'E', title: 'Severe loss', indexReturn: -35 },
    ],
    rates,
    ...overrides,
  };
}
