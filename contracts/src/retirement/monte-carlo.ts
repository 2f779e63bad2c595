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
  // Age-major, so each age's balances are one contiguous run for the percentiles; the markets are
  // stepped a year at a time (the year outside, the markets inside), so every write runs along
  // memory. Stepping one market through all its years instead wrote its balances `paths` apart:
  // on this machine that cache-missing stride cost two thirds of the simulation's time.
  const balances = scratch(ages * paths);
  // Each market's balance, and its price level (before retirement) then its income (in it).
  const balance = new Float64Array(paths).fill(start);
  const level = new Float64Array(paths).fill(1);
  const lasted = new Uint8Array(paths).fill(1);
  const rng = xoroshiro128plus(seed);
  // The year's normals of the pair being drawn: (u, v) in the unit disc, r and i the return's and inflation's deviations.
  let u = 0;
  let v = 0;
  let r = 0;
  let i = 0;
  // Antithetic pairs: markets 2k and 2k + 1 are drawn from one set of normals each year, the
  // second with their signs turned (z and −z), so each pair's average is closer to the mean than
  // two independent markets' (variance reduction, docs/requirements.md#decision-retirement-probability-of-success)
  // and the generator is asked half as often. An odd last market has no partner.
  // The normals come by Marsaglia's polar method, written out (the hot loop): a point (u, v) drawn
  // uniformly in the unit disc from the generator's signed 32-bit outputs (about 1.27 tries) gives
  // two independent standard normals u·√(−2 ln q / q) and v·√(−2 ln q / q), q = u² + v²; no sine
  // or cosine, which makes it about a third faster than Box–Muller here.
  for (let index = 0, age = first; age <= last; age++, index++) {
    const row = index * paths;
    balances.set(balance, row);
    if (age === last) break;
    const saving = age < retirement;
    // At retirement the price level becomes the first year's income: today's spending, inflated.
    if (age === retirement) for (let path = 0; path < paths; path++) level[path] = input.annualRetirementIncome * level[path]!;
    const { l11, l21, l22 } = saving ? before : after;
    const mean = 1 + (saving ? input.preRetirementReturn : input.postRetirementReturn);
    const meanInflation = 1 + input.inflationRate;
    for (let path = 0; path < paths; path++) {
      // A pair's first market draws the year's normals; its partner (path odd) turns their signs.
      if ((path & 1) === 0) {
        let q = 0;
        do {
          u = (rng.next() | 0) * TWO_TO_MINUS_31;
          v = (rng.next() | 0) * TWO_TO_MINUS_31;
          q = u * u + v * v;
        } while (q >= 1 || q === 0);
        const scale = Math.sqrt((-2 * Math.log(q)) / q);
        r = l11 * u * scale;
        i = (l21 * u + l22 * v) * scale;
      } else {
        r = -r;
        i = -i;
      }
      // Growth and inflation are 1 + the year's return and inflation, neither below 0 (a year never
      // loses more than everything).
      const growth = mean + r > 0 ? mean + r : 0;
      const inflation = meanInflation + i > 0 ? meanInflation + i : 0;
      const b = balance[path]!;
      if (saving) {
        // Saving: the balance grows, then takes the year's contribution.
        balance[path] = b * growth + contribution;
      } else {
        // Retired: the income is paid at the start of the year (a payment short by less than a
        // cent is made, the deterministic plan's rounding), the rest grows, the income inflates.
        const income = level[path]!;
        if (b < income - 0.005) lasted[path] = 0;
        balance[path] = b > income ? (b - income) * growth : 0;
      }
      level[path] = level[path]! * inflation;
    }
  }
  let successes = 0;
  for (let path = 0; path < paths; path++) successes += lasted[path]!;

  const percentiles: PercentilePoint[] = [];
  for (let index = 0; index < ages; index++) {
    const [p10, p50, p90] = percentilesInPlace(balances.subarray(index * paths, (index + 1) * paths));
    percentiles.push({ age: first + index, p10, p50, p90 });
  }
  return { paths, successes, probability: successes / paths, lastAge: last, percentiles, seed };
}

/** The balances of the last simulation's size, kept for the next one (see `scratch`). */
let kept = new Float64Array(0);

/**
 * A Float64Array of `length` values (their content is overwritten by the caller), the same one as
 * the last call's when the length is the same. A calculator's simulations come one after another
 * with the same ages and paths, and a new 5 MB buffer each time cost more than the simulation's
 * own loop: on this machine the fresh pages' first writes took 20 to 30 ms of a 40 ms run.
 * Safe because the simulation is synchronous and returns only figures drawn from the buffer.
 */
function scratch(length: number): Float64Array {
  if (kept.length !== length) kept = new Float64Array(length);
  return kept;
}

/** The rank of the `p` quantile among `n` sorted values: the nearest rank to (n − 1)·p. */
const rankOf = (n: number, p: number) => Math.round((n - 1) * p);

/**
 * The 10th, 50th and 90th percentiles of `values` (the nearest rank, whole dollars), reordering
 * `values` in place: the median first, then the 10th below it and the 90th above it, so the three
 * cost about two passes (a full sort of every age's balances would cost several times more).
 */
export function percentilesInPlace(values: Float64Array): [number, number, number] {
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
 * Floyd and Rivest's selection (SELECT, Communications of the ACM 18(3), 1975) on a Float64Array:
 * reorders `values[lo..hi]` so that `values[k]` is the value a sort would put there, smaller or
 * equal values before it and larger or equal after. On a range of more than 600 values it first
 * selects within a sample-sized window around where `k`'s value is expected, so the partition
 * that follows brackets it tightly: about n + min(k, n − k) comparisons, where Hoare's
 * middle-pivot selection took about 3.4 n. Balances are finite and never NaN. Written out rather
 * than taken from d3-array's `quickselect` (the same algorithm): that one compares through a
 * callback, and on 61 ages × 10,000 balances took three times as long, when the percentiles were
 * already a third of the simulation's time (scripts/bench/retirement-probability.ts prints the whole).
 */
function selectInPlace(values: Float64Array, k: number, lo: number, hi: number): void {
  let left = lo;
  let right = hi;
  while (right > left) {
    if (right - left > 600) {
      const n = right - left + 1;
      const m = k - left + 1;
      const z = Math.log(n);
      const s = 0.5 * Math.exp((2 * z) / 3);
      const sd = 0.5 * Math.sqrt((z * s * (n - s)) / n) * (m - n / 2 < 0 ? -1 : 1);
      const windowLeft = Math.max(left, Math.floor(k - (m * s) / n + sd));
      const windowRight = Math.min(right, Math.floor(k + ((n - m) * s) / n + sd));
      selectInPlace(values, k, windowLeft, windowRight);
    }
    const pivot = values[k]!;
    let i = left;
    let j = right;
    swap(values, left, k);
    if (values[right]! > pivot) swap(values, left, right);
    while (i < j) {
      swap(values, i, j);
      i++;
      j--;
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
    }
    if (values[left] === pivot) swap(values, left, j);
    else {
      j++;
      swap(values, j, right);
    }
    if (j <= k) left = j + 1;
    if (k <= j) right = j - 1;
  }
}

function swap(values: Float64Array, a: number, b: number): void {
  const kept = values[a]!;
  values[a] = values[b]!;
  values[b] = kept;
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
