import { describe, expect, it } from 'vitest';
import { cholesky, parseMarketAssumptions, phaseDraw, type MarketAssumptions } from './market-assumptions.js';
import { percentilesInPlace, probabilityPercent, simulateRetirement, simulationSeed, successSentence } from './monte-carlo.js';
import { calculateRetirement, projectBalances, type RetirementInput } from './retirement-math.js';
import { DEMO_MARKET_ASSUMPTIONS, withoutVolatility } from './test-assumptions.js';

/** The standard normal CDF, Φ(x) = ½(1 + erf(x/√2)), erf by Abramowitz & Stegun 7.1.26 (|error| < 1.5e-7). */
function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The §9 assumptions (docs/requirements.md#retirement-calculator). */
const defaults: RetirementInput = {
  currentAge: 18,
  retirementAge: 67,
  lifeExpectancy: 85,
  qualifiedSavings: 10_000,
  nonQualifiedSavings: 2_000,
  annualQualifiedContributions: 250,
  annualNonQualifiedContributions: 0,
  annualRetirementIncome: 50_000,
  inflationRate: 0.02,
  taxBracket: 0.22,
  preRetirementReturn: 0.07,
  postRetirementReturn: 0.05,
};

/** Only stocks, so a phase's volatility is the stocks' and its correlation with inflation is theirs. */
function allStocks(stocksVolatility: number, inflationVolatility: number, correlation: number): MarketAssumptions {
  const mix = { stocks: 1, bonds: 0, cash: 0 };
  return {
    ...DEMO_MARKET_ASSUMPTIONS,
    stocks: { expectedReturn: 0.07, volatility: stocksVolatility },
    inflation: { expectedReturn: 0.02, volatility: inflationVolatility },
    correlations: { ...DEMO_MARKET_ASSUMPTIONS.correlations, stocksInflation: correlation },
    mixes: { beforeRetirement: mix, inRetirement: mix },
  };
}

describe('cholesky', () => {
  it('given a symmetric positive definite matrix, then L·Lᵀ gives it back', () => {
    const matrix = [
      [4, 2, 0.4],
      [2, 5, 1],
      [0.4, 1, 3],
    ];
    const l = cholesky(matrix);
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 3; j++) {
        const product = [0, 1, 2].reduce((sum, k) => sum + l[i]![k]! * l[j]![k]!, 0);
        expect(product).toBeCloseTo(matrix[i]![j]!, 12);
      }
    expect(l[0]![1]).toBe(0);
  });
  it('given correlations that contradict each other, then it throws, and the parser names the problem', () => {
    expect(() =>
      cholesky([
        [1, 0.9, -0.9],
        [0.9, 1, 0.9],
        [-0.9, 0.9, 1],
      ]),
    ).toThrow('not positive semi-definite');
    const bad = {
      ...DEMO_MARKET_ASSUMPTIONS,
      correlations: { ...DEMO_MARKET_ASSUMPTIONS.correlations, stocksBonds: 0.9, stocksCash: -0.9, bondsCash: 0.9 },
    };
    expect(parseMarketAssumptions(bad)).toEqual({
      ok: false,
      problem: 'correlations: they contradict each other (the matrix is not positive semi-definite)',
    });
  });
});

describe('parseMarketAssumptions', () => {
  it('given the demo assumptions, then they parse; given fewer than 10,000 paths or a mix not adding to 100%, then the problem', () => {
    expect(parseMarketAssumptions(DEMO_MARKET_ASSUMPTIONS)).toEqual({ ok: true, assumptions: DEMO_MARKET_ASSUMPTIONS });
    expect(parseMarketAssumptions({ ...DEMO_MARKET_ASSUMPTIONS, paths: 9_999 })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^paths: /),
    });
    const lopsided = { ...DEMO_MARKET_ASSUMPTIONS.mixes, inRetirement: { stocks: 0.5, bonds: 0.5, cash: 0.1 } };
    expect(parseMarketAssumptions({ ...DEMO_MARKET_ASSUMPTIONS, mixes: lopsided })).toEqual({
      ok: false,
      problem: 'mixes.inRetirement: An asset mix must add up to 100%.',
    });
  });
  it('given the demo mix before retirement, then its volatility is √(wᵀΣw)', () => {
    // 0.7²·0.16² + 0.25²·0.06² + 0.05²·0.01² + 2·0.7·0.25·0.1·0.16·0.06 + 2·0.25·0.05·0.2·0.06·0.01
    const variance =
      0.49 * 0.0256 + 0.0625 * 0.0036 + 0.0025 * 0.0001 + 2 * 0.7 * 0.25 * 0.1 * 0.16 * 0.06 + 2 * 0.25 * 0.05 * 0.2 * 0.06 * 0.01;
    expect(phaseDraw(DEMO_MARKET_ASSUMPTIONS, DEMO_MARKET_ASSUMPTIONS.mixes.beforeRetirement).volatility).toBeCloseTo(
      Math.sqrt(variance),
      12,
    );
  });
});

describe('percentilesInPlace', () => {
  it('given balances of any size, with ties, then the 10th, 50th and 90th percentiles are the sorted values at the nearest ranks', () => {
    let state = 7;
    const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (const n of [1, 2, 3, 10, 601, 602, 5_000, 10_000, 10_001]) {
      // A third of the values tied at zero (exhausted savings), the rest spread out.
      const values = Float64Array.from({ length: n }, () => (next() < 0.33 ? 0 : Math.round(next() * 2_000_000) + 0.4));
      const sorted = [...values].sort((a, b) => a - b);
      const at = (p: number) => Math.round(sorted[Math.round((n - 1) * p)]!);
      expect(percentilesInPlace(values), `n ${n}`).toEqual([at(0.1), at(0.5), at(0.9)]);
    }
  });
});

describe('simulateRetirement', () => {
  it('given no volatility, then every percentile is the deterministic path and the plan succeeds exactly when it is on goal', () => {
    const still = withoutVolatility(DEMO_MARKET_ASSUMPTIONS);
    const result = simulateRetirement(defaults, still, { paths: 10_000 });
    const deterministic = projectBalances(defaults);
    expect(result.percentiles.map((p) => p.age)).toEqual(deterministic.map((p) => p.age));
    result.percentiles.forEach((point, i) => {
      const expected = deterministic[i]!.balance;
      for (const value of [point.p10, point.p50, point.p90]) expect(Math.abs(value - expected)).toBeLessThanOrEqual(1);
    });
    // The defaults are 18% of the goal: no simulated market lasts.
    expect(calculateRetirement(defaults).progress).toBeLessThan(1);
    expect(result.successes).toBe(0);
    // 115% of the goal: every market lasts; 99%: none.
    const rich = { ...defaults, qualifiedSavings: 0, nonQualifiedSavings: 0, annualQualifiedContributions: 0 };
    const goal = calculateRetirement(rich).goal;
    const atRetirement = (fraction: number) => ({ ...rich, nonQualifiedSavings: (goal * fraction) / 1.07 ** 49 });
    expect(calculateRetirement(atRetirement(1.15)).progress).toBeCloseTo(1.15, 6);
    expect(simulateRetirement(atRetirement(1.15), still).probability).toBe(1);
    expect(simulateRetirement(atRetirement(0.99), still).probability).toBe(0);
  });

  it('given one saving year and one payment, then the share of successes is the closed form Φ((E[X] − need)/sd(X)) within 1.5 points', () => {
    // X = A(1 + r) + C − I(1 + π) ≥ 0, r ~ N(7%, σr), π ~ N(2%, σπ), corr(r, π) = ρ: X is normal.
    const plan: RetirementInput = {
      ...defaults,
      currentAge: 66,
      retirementAge: 67,
      lifeExpectancy: 68,
      qualifiedSavings: 0,
      nonQualifiedSavings: 40_000,
      annualQualifiedContributions: 0,
      annualNonQualifiedContributions: 5_000,
      annualRetirementIncome: 45_000,
    };
    for (const [sr, sp, rho] of [
      [0.16, 0, 0],
      [0.2, 0.05, -0.5],
      [0.1, 0.03, 0.6],
    ] as const) {
      const mean = 40_000 * 1.07 + 5_000 - 45_000 * 1.02;
      const sd = Math.sqrt(40_000 ** 2 * sr ** 2 + 45_000 ** 2 * sp ** 2 - 2 * 40_000 * 45_000 * rho * sr * sp);
      const expected = normalCdf(mean / sd);
      const result = simulateRetirement(plan, allStocks(sr, sp, rho));
      expect(result.paths).toBe(10_000);
      expect(Math.abs(result.probability - expected), `σr ${sr} σπ ${sp} ρ ${rho}: ${result.probability} vs ${expected}`).toBeLessThan(
        0.015,
      );
      // The median balance at retirement is the mean's: A(1 + 7%) + C.
      expect(Math.abs(result.percentiles[1]!.p50 - (40_000 * 1.07 + 5_000)) / 40_000).toBeLessThan(0.01);
      // The 10th and 90th percentiles sit 1.2816 standard deviations either side, within four of
      // the sample quantiles' standard errors: √(p(1 − p)/n) / φ(1.2816) of a standard deviation
      // each, the two moving together (antithetic pairs), so twice that for the spread.
      const spread = 2 * 1.2816 * 40_000 * sr;
      const standardError = (2 * Math.sqrt((0.1 * 0.9) / 10_000) * 40_000 * sr) / 0.1755;
      expect(Math.abs(result.percentiles[1]!.p90 - result.percentiles[1]!.p10 - spread)).toBeLessThan(4 * standardError);
    }
  });

  it('given two markets, then they are an antithetic pair: after one saving year their balances sit either side of the deterministic one by the same amount', () => {
    const plan: RetirementInput = {
      ...defaults,
      currentAge: 66,
      retirementAge: 67,
      lifeExpectancy: 68,
      qualifiedSavings: 0,
      nonQualifiedSavings: 40_000,
    };
    const deterministic = projectBalances(plan)[1]!.balance;
    for (const seed of [123_456_789, 987_654_321, 20_261_202]) {
      const [, year] = simulateRetirement(plan, allStocks(0.16, 0.02, 0.3), { paths: 2, seed }).percentiles;
      // Two balances: the 10th percentile is the lower, the 90th the higher.
      expect(year!.p90).toBeGreaterThan(year!.p10);
      expect(Math.abs((year!.p10 + year!.p90) / 2 - deterministic)).toBeLessThanOrEqual(1);
    }
  });

  it('given the same plan twice, then the same seed and figures; given another plan, another seed', () => {
    const plan = { ...defaults, qualifiedSavings: 600_000 };
    const once = simulateRetirement(plan, DEMO_MARKET_ASSUMPTIONS);
    const again = simulateRetirement({ ...plan }, structuredClone(DEMO_MARKET_ASSUMPTIONS));
    expect(again).toEqual(once);
    expect(once.seed).toBe(simulationSeed(plan, DEMO_MARKET_ASSUMPTIONS));
    expect(simulationSeed({ ...plan, qualifiedSavings: 600_001 }, DEMO_MARKET_ASSUMPTIONS)).not.toBe(once.seed);
    expect(simulationSeed(plan, { ...DEMO_MARKET_ASSUMPTIONS, paths: 10_001 })).not.toBe(once.seed);
    expect(once.probability).toBeGreaterThan(0);
    expect(once.probability).toBeLessThan(1);
  });

  it('reads as a sentence and a percent', () => {
    expect(successSentence({ successes: 8_420, paths: 10_000, lastAge: 95 })).toBe(
      'In 8,420 of 10,000 simulated markets your savings lasted to 95',
    );
    expect(probabilityPercent({ successes: 8_420, paths: 10_000 })).toBe('84%');
    expect(probabilityPercent({ successes: 3, paths: 10_000 })).toBe('<1%');
    expect(probabilityPercent({ successes: 9_995, paths: 10_000 })).toBe('>99%');
    expect(probabilityPercent({ successes: 0, paths: 10_000 })).toBe('0%');
  });
});
