import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { formatThousands } from '../format.js';
import { fnv1a } from '../hash.js';
import { phaseDraw, type MarketAssumptions } from './market-assumptions.js';
import type { RetirementInput } from './retirement-math.js';

/**
 * The retirement calculator's probability of success (docs/requirements.md#decision-retirement-probability-of-success):
 * a Monte Carlo simulation of the calculator's own plan, year by year, in as many simulated
 * markets as the assumptions say (at least 10,000).
 *
 * Each simulated year draws the portfolio's return and the year's inflation, jointly normal:
 * - the mean return is the visitor's own (`preRetirementReturn` before retirement,
 *   `postRetirementReturn` in it) and the mean inflation the visitor's `inflationRate`, so the
 *   deterministic figures are the simulation with no volatility (the one consistent reference);
 * - the spread and co-movement come from the capital-market assumptions: the phase's asset mix
 *   (stocks, bonds, cash) gives the portfolio's volatility √(wᵀΣw) and its correlation with
 *   inflation (`phaseDraw`, a Cholesky factor of their covariance).
 * The plan is `projectBalances`': the after-tax balance takes the contributions at each year's end
 * until retirement, then pays the income (today's spending grown by the simulated inflation) at
 * the start of each year from retirement until the life expectancy. A market succeeds when every
 * payment is made in full. A year's return is never below -100%.
 *
 * Markets come in antithetic pairs (the second takes the first's normals with their signs turned).
 * The generator is xoroshiro128+ (`pure-rand`), its normals by Marsaglia's polar method, seeded from the inputs and the assumptions
 * (`simulationSeed`), so the browser, the server's e-mail and the tests get the same figures for
 * the same plan.
 */

/** The balance percentiles at one age, in whole dollars. */
export interface PercentilePoint {
  age: number;
  p10: number;
  p50: number;
  p90: number;
}

/** What the simulation found. */
export interface SimulationResult {
  /** Simulated markets. */
  paths: number;
  /** Markets in which every payment until `lastAge` was made in full. */
  successes: number;
  /** `successes / paths`. */
  probability: number;
  /** The age the savings must last to (the life expectancy). */
  lastAge: number;
  /** The 10th, 50th and 90th percentile of the after-tax balance at the start of each age, `currentAge` to `lastAge`. */
  percentiles: PercentilePoint[];
  /** The generator's seed. */
  seed: number;
}

/** The seed of a plan: FNV-1a of its inputs and assumptions in a fixed order, so equal plans draw equal markets. */
export function simulationSeed(input: RetirementInput, assumptions: MarketAssumptions): number {
  const inputs = [
    input.currentAge,
    input.retirementAge,
    input.lifeExpectancy,
    input.qualifiedSavings,
    input.nonQualifiedSavings,
    input.annualQualifiedContributions,
    input.annualNonQualifiedContributions,
    input.annualRetirementIncome,
    input.inflationRate,
    input.taxBracket,
    input.preRetirementReturn,
    input.postRetirementReturn,
  ];
  const { stocks, bonds, cash, inflation, correlations: c, mixes, paths } = assumptions;
  const market = [
    paths,
    ...[stocks, bonds, cash, inflation].flatMap((a) => [a.expectedReturn, a.volatility]),
    c.stocksBonds,
    c.stocksCash,
    c.stocksInflation,
    c.bondsCash,
    c.bondsInflation,
    c.cashInflation,
    ...[mixes.beforeRetirement, mixes.inRetirement].flatMap((m) => [m.stocks, m.bonds, m.cash]),
  ];
  return fnv1a(JSON.stringify([inputs, market]));
}

/** 2⁻³¹: a signed 32-bit integer times it is in [−1, 1). */
const TWO_TO_MINUS_31 = 4.656612873077393e-10;

/**
 * The simulation of `input`'s plan under `assumptions` (see the module's reading).
 * `paths` overrides the assumptions' count (the benchmark's and tests' knob); `seed` overrides the
 * derived seed. Cost: O(paths × years) time and 8 bytes × paths × years of memory.
 * @throws Error when the assumptions' correlations contradict each other (parse them with
 * `parseMarketAssumptions` first), or the ages run backwards.
 */
export function simulateRetirement(
  input: RetirementInput,
  assumptions: MarketAssumptions,
  options: { paths?: number; seed?: number } = {},
): SimulationResult {
  const paths = options.paths ?? assumptions.paths;
  const seed = options.seed ?? simulationSeed(input, assumptions);
  const first = input.currentAge;
  const last = input.lifeExpectancy;
  const retirement = Math.max(input.retirementAge, first);
  if (last < retirement) throw new Error('simulateRetirement: the life expectancy is before retirement');
  const ages = last - first + 1;
  const before = phaseDraw(assumptions, assumptions.mixes.beforeRetirement);
  const after = phaseDraw(assumptions, assumptions.mixes.inRetirement);
  const afterTax = 1 - input.taxBracket;
  const contribution = input.annualQualifiedContributions * afterTax + input.annualNonQualifiedContributions;
  const start = input.qualifiedSavings * afterTax + input.nonQualifiedSavings;
  // Age-major, so each age's balances are one contiguous run for the percentiles.
  const balances = new Float64Array(ages * paths);
  const rng = xoroshiro128plus(seed);
  let successes = 0;
  // Antithetic pairs: markets 2k and 2k + 1 are drawn from one set of normals, the second with
  // their signs turned (z and −z), so each pair's average is closer to the mean than two
  // independent markets' (variance reduction, docs/requirements.md#decision-retirement-probability-of-success)
  // and the generator is asked half as often. An odd last market has no partner.
  // The normals come by Marsaglia's polar method, written out (the hot loop): a point (u, v) drawn
  // uniformly in the unit disc from the generator's signed 32-bit outputs (about 1.27 tries) gives
  // two independent standard normals u·√(−2 ln q / q) and v·√(−2 ln q / q), q = u² + v²; no sine
  // or cosine, which makes it about a third faster than Box–Muller here.
  for (let path = 0; path < paths; path += 2) {
    const mirror = path + 1 < paths;
    let balance = start;
    let balanceM = start;
    let priceLevel = 1;
    let priceLevelM = 1;
    let index = 0;
    for (let age = first; age < retirement; age++, index++) {
      const row = index * paths + path;
      balances[row] = balance;
      if (mirror) balances[row + 1] = balanceM;
      let u = 0;
      let v = 0;
      let q = 0;
      do {
        u = (rng.next() | 0) * TWO_TO_MINUS_31;
        v = (rng.next() | 0) * TWO_TO_MINUS_31;
        q = u * u + v * v;
      } while (q >= 1 || q === 0);
      const scale = Math.sqrt((-2 * Math.log(q)) / q);
      const r = before.l11 * u * scale;
      const i = (before.l21 * u + before.l22 * v) * scale;
      const growth = 1 + input.preRetirementReturn + r;
      const growthM = 1 + input.preRetirementReturn - r;
      balance = balance * (growth > 0 ? growth : 0) + contribution;
      balanceM = balanceM * (growthM > 0 ? growthM : 0) + contribution;
      const inflation = 1 + input.inflationRate + i;
      const inflationM = 1 + input.inflationRate - i;
      priceLevel *= inflation > 0 ? inflation : 0;
      priceLevelM *= inflationM > 0 ? inflationM : 0;
    }
    let income = input.annualRetirementIncome * priceLevel;
    let incomeM = input.annualRetirementIncome * priceLevelM;
    let lasted = true;
    let lastedM = true;
    for (let age = retirement; age <= last; age++, index++) {
      const row = index * paths + path;
      balances[row] = balance;
      if (mirror) balances[row + 1] = balanceM;
      if (age === last) break;
      // A payment short by less than a cent is made (the deterministic plan's rounding).
      if (balance < income - 0.005) lasted = false;
      if (balanceM < incomeM - 0.005) lastedM = false;
      let u = 0;
      let v = 0;
      let q = 0;
      do {
        u = (rng.next() | 0) * TWO_TO_MINUS_31;
        v = (rng.next() | 0) * TWO_TO_MINUS_31;
        q = u * u + v * v;
      } while (q >= 1 || q === 0);
      const scale = Math.sqrt((-2 * Math.log(q)) / q);
      const r = after.l11 * u * scale;
      const i = (after.l21 * u + after.l22 * v) * scale;
      const growth = 1 + input.postRetirementReturn + r;
      const growthM = 1 + input.postRetirementReturn - r;
      balance = balance > income ? (balance - income) * (growth > 0 ? growth : 0) : 0;
      balanceM = balanceM > incomeM ? (balanceM - incomeM) * (growthM > 0 ? growthM : 0) : 0;
      const inflation = 1 + input.inflationRate + i;
      const inflationM = 1 + input.inflationRate - i;
      income *= inflation > 0 ? inflation : 0;
      incomeM *= inflationM > 0 ? inflationM : 0;
    }
    if (lasted) successes++;
    if (mirror && lastedM) successes++;
  }
  const percentiles: PercentilePoint[] = [];
  for (let index = 0; index < ages; index++) {
    const [p10, p50, p90] = percentilesInPlace(balances.subarray(index * paths, (index + 1) * paths));
    percentiles.push({ age: first + index, p10, p50, p90 });
  }
  return { paths, successes, probability: successes / paths, lastAge: last, percentiles, seed };
}

/** The rank of the `p` quantile among `n` sorted values: the nearest rank to (n − 1)·p. */
const rankOf = (n: number, p: number) => Math.round((n - 1) * p);

/**
 * The 10th, 50th and 90th percentiles of `values` (the nearest rank, whole dollars), reordering
 * `values` in place: the median first, then the 10th below it and the 90th above it, so the three
 * cost about two passes (a full sort of every age's balances would cost several times more).
 */
function percentilesInPlace(values: Float64Array): [number, number, number] {
  const n = values.length;
  if (n === 0) return [0, 0, 0];
  const [k10, k50, k90] = [rankOf(n, 0.1), rankOf(n, 0.5), rankOf(n, 0.9)];
  selectInPlace(values, k50, 0, n - 1);
  // Each later selection stays on its side of the median (its range excludes the median's slot).
  if (k10 < k50) selectInPlace(values, k10, 0, k50 - 1);
  if (k90 > k50) selectInPlace(values, k90, k50 + 1, n - 1);
  return [Math.round(values[k10]!), Math.round(values[k50]!), Math.round(values[k90]!)];
}

/**
 * Hoare's selection on a Float64Array: reorders `values[lo..hi]` so that `values[k]` is the value
 * a sort would put there, smaller or equal values before it and larger or equal after. Balances
 * are finite and never NaN. Written out rather than taken from d3-array's `quickselect`: that one
 * compares through a callback, and on 61 ages × 10,000 balances it took three times as long
 * (about 50 ms against 16 ms in Node on this machine), the largest part of the simulation's time
 * (scripts/bench/retirement-probability.ts prints the whole).
 */
function selectInPlace(values: Float64Array, k: number, lo: number, hi: number): void {
  while (hi > lo) {
    const pivot = values[(lo + hi) >>> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/**
 * The sentence a person reads: 'In 8,420 of 10,000 simulated markets your savings lasted to 95'.
 */
export function successSentence(result: Pick<SimulationResult, 'successes' | 'paths' | 'lastAge'>): string {
  return `In ${formatThousands(result.successes)} of ${formatThousands(result.paths)} simulated markets your savings lasted to ${result.lastAge}`;
}

/** The probability as a whole percent ('84%'); below 1% but above 0 reads '<1%', above 99% but below 100 '>99%'. */
export function probabilityPercent(result: Pick<SimulationResult, 'successes' | 'paths'>): string {
  const percent = (result.successes / result.paths) * 100;
  if (percent > 0 && percent < 1) return '<1%';
  if (percent > 99 && percent < 100) return '>99%';
  return `${Math.round(percent)}%`;
}
