import type { MarketAssumptions } from './market-assumptions.js';

/**
 * The demo capital-market assumptions (the seed's calculator entry carries the same values; see
 * docs/requirements.md#decision-retirement-probability-of-success for their source), for tests.
 */
export const DEMO_MARKET_ASSUMPTIONS: MarketAssumptions = {
  source:
    'Lanternfield Mutual Investment Committee, long-term (10-year) capital-market assumptions (demonstration values, in the range of large US asset managers’ published assumptions)',
  asOf: '2026-01-01',
  paths: 10_000,
  stocks: { expectedReturn: 0.075, volatility: 0.16 },
  bonds: { expectedReturn: 0.045, volatility: 0.06 },
  cash: { expectedReturn: 0.03, volatility: 0.01 },
  inflation: { expectedReturn: 0.025, volatility: 0.015 },
  correlations: {
    stocksBonds: 0.1,
    stocksCash: 0,
    stocksInflation: -0.1,
    bondsCash: 0.2,
    bondsInflation: -0.2,
    cashInflation: 0.4,
  },
  mixes: {
    beforeRetirement: { stocks: 0.7, bonds: 0.25, cash: 0.05 },
    inRetirement: { stocks: 0.4, bonds: 0.5, cash: 0.1 },
  },
};

/** `base` with every volatility set to 0: the simulation is then the deterministic plan. */
export function withoutVolatility(base: MarketAssumptions): MarketAssumptions {
  const still = (asset: MarketAssumptions['stocks']) => ({ ...asset, volatility: 0 });
  return { ...base, stocks: still(base.stocks), bonds: still(base.bonds), cash: still(base.cash), inflation: still(base.inflation) };
}
