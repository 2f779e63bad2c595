import * as z from '../zod-mini.js';

/**
 * The retirement calculator's capital-market assumptions (docs/requirements.md#decision-retirement-probability-of-success):
 * what the Monte Carlo simulation draws each year's returns and inflation from. They are content
 * (the calculator entry's `marketAssumptions` JSON field, migration 0015), maintained by the
 * insurer's investment committee and approved by compliance with the page; this module parses
 * them (never casts) and derives what the simulation needs.
 *
 * Units: every return, volatility and weight is a fraction a year (7% is 0.07); correlations are
 * between -1 and 1.
 */

const fraction = (min: number, max: number) => z.number().check(z.gte(min), z.lte(max));
const correlation = fraction(-1, 1);

const assetSchema = z.object({
  /** The source's expected (arithmetic mean) return a year. */
  expectedReturn: fraction(-0.5, 0.5),
  /** The standard deviation of a year's return. */
  volatility: fraction(0, 1),
});

const mixSchema = z
  .object({ stocks: fraction(0, 1), bonds: fraction(0, 1), cash: fraction(0, 1) })
  .check(z.refine((mix) => Math.abs(mix.stocks + mix.bonds + mix.cash - 1) < 1e-9, 'An asset mix must add up to 100%.'));

/** The fewest and most simulated markets the tool runs (docs/requirements.md#decision-retirement-probability-of-success). */
export const MIN_PATHS = 10_000;
export const MAX_PATHS = 100_000;

/** The assumptions' shape as editors write it in the JSON field. */
export const marketAssumptionsSchema = z.object({
  /** Who published the assumptions and for which horizon, shown in the methodology. */
  source: z.string().check(z.minLength(1), z.maxLength(300)),
  /** The date the assumptions are as of (YYYY-MM-DD). */
  asOf: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'asOf is a date (YYYY-MM-DD).')),
  /** How many markets are simulated. */
  paths: z.int().check(z.gte(MIN_PATHS), z.lte(MAX_PATHS)),
  stocks: assetSchema,
  bonds: assetSchema,
  cash: assetSchema,
  inflation: assetSchema,
  correlations: z.object({
    stocksBonds: correlation,
    stocksCash: correlation,
    stocksInflation: correlation,
    bondsCash: correlation,
    bondsInflation: correlation,
    cashInflation: correlation,
  }),
  /** The portfolio before retirement and in retirement, as weights of stocks, bonds and cash. */
  mixes: z.object({ beforeRetirement: mixSchema, inRetirement: mixSchema }),
});

export type MarketAssumptions = z.infer<typeof marketAssumptionsSchema>;
export type AssetMix = MarketAssumptions['mixes']['beforeRetirement'];

/** The variables' order in the correlation and covariance matrices. */
export const MARKET_VARIABLES = ['stocks', 'bonds', 'cash', 'inflation'] as const;

/** The 4×4 correlation matrix of stocks, bonds, cash and inflation (`MARKET_VARIABLES` order). */
export function correlationMatrix(assumptions: MarketAssumptions): number[][] {
  const c = assumptions.correlations;
  return [
    [1, c.stocksBonds, c.stocksCash, c.stocksInflation],
    [c.stocksBonds, 1, c.bondsCash, c.bondsInflation],
    [c.stocksCash, c.bondsCash, 1, c.cashInflation],
    [c.stocksInflation, c.bondsInflation, c.cashInflation, 1],
  ];
}

/**
 * The lower-triangular L with L·Lᵀ = `matrix` (the Cholesky factorisation, Cholesky–Banachiewicz
 * order), for a symmetric positive semi-definite matrix; a zero pivot (a variable with no variance
 * of its own) gives a zero column. No maintained npm package does this without pulling a whole
 * matrix library into the calculator's chunk, and the simulation factors at most a 4×4.
 * @throws Error when `matrix` is not square or not positive semi-definite (e.g. correlations that
 * contradict each other).
 */
export function cholesky(matrix: readonly (readonly number[])[]): number[][] {
  const n = matrix.length;
  const lower = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    if (matrix[i]?.length !== n) throw new Error('cholesky: the matrix is not square');
    for (let j = 0; j <= i; j++) {
      let sum = matrix[i]![j]!;
      for (let k = 0; k < j; k++) sum -= lower[i]![k]! * lower[j]![k]!;
      if (i === j) {
        if (sum < -1e-12) throw new Error('cholesky: the matrix is not positive semi-definite');
        lower[i]![i] = Math.sqrt(Math.max(0, sum));
      } else {
        const pivot = lower[j]![j]!;
        lower[i]![j] = pivot > 1e-12 ? sum / pivot : 0;
      }
    }
  }
  return lower;
}

/**
 * One phase's yearly draw: the portfolio's return and inflation are jointly normal (a weighted sum
 * of jointly normal asset returns is normal), so a year takes two standard normals (z₁, z₂):
 * return = mean + l11·z₁, inflation = inflationMean + l21·z₁ + l22·z₂.
 */
export interface PhaseDraw {
  /** The portfolio's standard deviation a year: √(wᵀΣw). */
  volatility: number;
  l11: number;
  l21: number;
  l22: number;
}

/**
 * The Cholesky factor of the (portfolio return, inflation) covariance for `mix`: Σ is built from
 * the volatilities and the correlation matrix (which must be positive semi-definite, checked by
 * factoring it), var(portfolio) = wᵀΣw, cov(portfolio, inflation) = Σᵢ wᵢ Σᵢ,inflation.
 * @throws Error when the correlations are not a valid correlation matrix.
 */
export function phaseDraw(assumptions: MarketAssumptions, mix: AssetMix): PhaseDraw {
  const correlations = correlationMatrix(assumptions);
  cholesky(correlations);
  const sd = MARKET_VARIABLES.map((name) => assumptions[name].volatility);
  const weights = [mix.stocks, mix.bonds, mix.cash, 0];
  const cov = (i: number, j: number) => correlations[i]![j]! * sd[i]! * sd[j]!;
  let variance = 0;
  let withInflation = 0;
  for (let i = 0; i < 3; i++) {
    withInflation += weights[i]! * cov(i, 3);
    for (let j = 0; j < 3; j++) variance += weights[i]! * weights[j]! * cov(i, j);
  }
  const [[l11], [l21, l22]] = cholesky([
    [variance, withInflation],
    [withInflation, cov(3, 3)],
  ]) as [[number], [number, number]];
  return { volatility: Math.sqrt(Math.max(0, variance)), l11, l21, l22 };
}

/** The source's expected return of `mix` (Σ wᵢ μᵢ), for the methodology text. */
export function mixExpectedReturn(assumptions: MarketAssumptions, mix: AssetMix): number {
  return (
    mix.stocks * assumptions.stocks.expectedReturn +
    mix.bonds * assumptions.bonds.expectedReturn +
    mix.cash * assumptions.cash.expectedReturn
  );
}

/** Parsed `raw` (the entry's JSON field), or the first problem as a sentence. */
export function parseMarketAssumptions(raw: unknown): { ok: true; assumptions: MarketAssumptions } | { ok: false; problem: string } {
  const parsed = z.safeParse(marketAssumptionsSchema, raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, problem: `${issue?.path.join('.') || 'assumptions'}: ${issue?.message ?? 'invalid'}` };
  }
  try {
    cholesky(correlationMatrix(parsed.data));
  } catch {
    return { ok: false, problem: 'correlations: they contradict each other (the matrix is not positive semi-definite)' };
  }
  return { ok: true, assumptions: parsed.data };
}
