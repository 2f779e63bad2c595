/**
 * The demo calculator's probability-of-success content (migration 0015,
 * docs/requirements.md#decision-retirement-probability-of-success): capital-market assumptions and
 * FINRA Rule 2214's disclosures. The figures are demonstration values for a fictional insurer, in
 * the range large US asset managers publish for long-term (10-year) assumptions; a real insurer's
 * investment committee sets its own, and compliance approves the page with them.
 */
import type { Json } from '../export-format.js';

/** The `retirementCalculator.marketAssumptions` JSON (fractions a year). */
export const DEMO_RETIREMENT_MARKET_ASSUMPTIONS: Json = {
  source:
    'Lanternfield Mutual Investment Committee, long-term (10-year) capital-market assumptions (demonstration values, in the range of large US asset managers’ published assumptions)',
  asOf: '2026-01-01',
  paths: 10_000,
  stocks: { expectedReturn: 0.075, volatility: 0.16 },
  bonds: { expectedReturn: 0.045, volatility: 0.06 },
  cash: { expectedReturn: 0.03, volatility: 0.01 },
  inflation: { expectedReturn: 0.025, volatility: 0.015 },
  correlations: { stocksBonds: 0.1, stocksCash: 0, stocksInflation: -0.1, bondsCash: 0.2, bondsInflation: -0.2, cashInflation: 0.4 },
  mixes: {
    beforeRetirement: { stocks: 0.7, bonds: 0.25, cash: 0.05 },
    inRetirement: { stocks: 0.4, bonds: 0.5, cash: 0.1 },
  },
};

/** The calculator entry's probability fields. */
export const DEMO_RETIREMENT_PROBABILITY_FIELDS = {
  probabilityToolName: 'the Lanternfield Mutual Retirement Calculator',
  marketAssumptions: DEMO_RETIREMENT_MARKET_ASSUMPTIONS,
  methodologyDisclosure:
    'How we estimate the probability: a Monte Carlo simulation runs your plan through 10,000 simulated markets. Each simulated year draws a return on your savings and a rate of inflation. The average return is the one you entered for each phase (before and in retirement) and inflation averages the rate you entered; how much they vary from year to year and how they move together come from our capital-market assumptions for stocks, bonds, cash and inflation, for a mix of 70% stocks, 25% bonds and 5% cash before retirement and 40% stocks, 50% bonds and 10% cash in retirement. The markets come in mirrored pairs: for each simulated market a second one moves the same distance from the averages in the opposite direction, which steadies the estimate. Contributions are added at the end of each year until you retire; from then on, the income you want, grown with the simulated inflation, is withdrawn at the start of each year. A simulated market counts as a success when every withdrawal is paid in full until the age your income must last to. The range shows the 10th, 50th (median) and 90th percentile of your after-tax savings at each age.',
  limitationsDisclosure:
    'Limitations and key assumptions: yearly returns and inflation are assumed to follow a normal distribution and to be independent from one year to the next, so the simulation may understate long downturns and rare extreme events. Fees, taxes other than your tax bracket on qualified savings, Social Security, pensions and other income are not included. The asset mixes are assumptions, not your investments: the tool considers only broad classes of stocks, bonds and cash, no particular investment or product, and other investments not considered may have similar or superior characteristics. The capital-market assumptions are those of the Lanternfield Mutual Investment Committee as of January 1, 2026 (demonstration values).',
  resultsMayVaryDisclosure:
    'Results may vary with each use and over time: they change whenever you change an input, and when we update our capital-market assumptions.',
};
