/**
 * The retirement calculator's math (docs/requirements.md#retirement-calculator), as pure functions.
 * Units: every amount in US dollars; every rate as a fraction (7% is 0.07); ages and periods in
 * whole years. The reading of the model is written down in
 * docs/requirements.md#decision-retirement-calculator-math:
 *
 * - before retirement each pot grows at the pre-retirement return once a year and takes the year's
 *   contribution at the year's end (an ordinary annuity);
 * - qualified (pre-tax) savings are worth their balance less the tax bracket when spent;
 *   non-qualified savings are already taxed;
 * - the income goal is today's yearly spending grown by inflation to the retirement year, paid at
 *   the start of each year from retirement until the life expectancy, growing with inflation, and
 *   discounted at the return in retirement (a growing annuity due);
 * - progress is the after-tax savings at retirement over the goal; the level follows it.
 */

/** The calculator's inputs. Amounts in dollars, rates as fractions. */
export interface RetirementInput {
  currentAge: number;
  retirementAge: number;
  /** The age the income must last until. */
  lifeExpectancy: number;
  /** Pre-tax savings (401(k), IRA): taxed at `taxBracket` when spent. */
  qualifiedSavings: number;
  /** After-tax savings. */
  nonQualifiedSavings: number;
  annualQualifiedContributions: number;
  annualNonQualifiedContributions: number;
  /** The yearly spending wanted in retirement, in today's dollars. */
  annualRetirementIncome: number;
  inflationRate: number;
  taxBracket: number;
  preRetirementReturn: number;
  postRetirementReturn: number;
}

/** The seven readiness levels, worst first (docs/requirements.md#retirement-calculator). */
export const RETIREMENT_LEVELS = ['Oops!', 'Uh oh!', 'Needs attention', 'Fair', 'Good', 'On target', 'Ahead of schedule'] as const;
export type RetirementLevel = (typeof RETIREMENT_LEVELS)[number];

/**
 * The lowest progress (fraction of the goal) of each level after the first: below 0.15 'Oops!',
 * below 0.35 'Uh oh!', below 0.55 'Needs attention', below 0.75 'Fair', below 0.95 'Good', below
 * 1.15 'On target' (within 5% short of the goal to 15% over it), from 1.15 'Ahead of schedule'
 * (docs/requirements.md#decision-retirement-calculator-math).
 */
export const LEVEL_THRESHOLDS = [0.15, 0.35, 0.55, 0.75, 0.95, 1.15] as const;

/** The calculator's results, in dollars (rounded to whole dollars) and a fraction. */
export interface RetirementResult {
  /** What the income needs at retirement (after tax), in dollars. */
  goal: number;
  /** The after-tax savings projected at retirement, in dollars. */
  savings: number;
  /** `goal - savings`, never below 0. */
  shortfall: number;
  /** `savings / goal` as a fraction (1 = on goal); 1 when the goal is 0. */
  progress: number;
  /** The readiness level of `progress`. */
  result: RetirementLevel;
}

/** One year of the projection: the after-tax balance at the start of `age`. */
export interface ProjectionPoint {
  age: number;
  balance: number;
}

/**
 * The future value of `balance` plus a yearly `contribution` paid at each year's end, after
 * `years` years at `rate`: B(1+r)^n + C((1+r)^n - 1)/r (C·n when r is 0).
 * @example futureValue(10_000, 1_000, 0.05, 2) // 13_075 (10,000 → 10,500 + 1,000 → 12,025 + 1,000)
 */
export function futureValue(balance: number, contribution: number, rate: number, years: number): number {
  if (years <= 0) return balance;
  const growth = (1 + rate) ** years;
  const annuity = rate === 0 ? years : (growth - 1) / rate;
  return balance * growth + contribution * annuity;
}

/**
 * The value at the start of the first year of `years` payments, the first of `firstPayment`, each
 * later one `growth` larger, paid at each year's start and discounted at `rate` (a growing annuity
 * due): P · Σ_{k=0}^{n-1} ((1+g)/(1+r))^k.
 * @example presentValueGrowingAnnuityDue(1_000, 0, 0.1, 2) // 1_909.09… (1,000 + 1,000/1.1)
 */
export function presentValueGrowingAnnuityDue(firstPayment: number, growth: number, rate: number, years: number): number {
  if (years <= 0) return 0;
  const q = (1 + growth) / (1 + rate);
  const factor = Math.abs(q - 1) < 1e-12 ? years : (1 - q ** years) / (1 - q);
  return firstPayment * factor;
}

/** The level of a progress fraction (see `LEVEL_THRESHOLDS`). */
export function levelOf(progress: number): RetirementLevel {
  const index = LEVEL_THRESHOLDS.findIndex((threshold) => progress < threshold);
  return RETIREMENT_LEVELS[index === -1 ? RETIREMENT_LEVELS.length - 1 : index] ?? 'Oops!';
}

/** The after-tax savings at retirement, unrounded (see the module's reading). */
function savingsAtRetirement(input: RetirementInput): number {
  const years = Math.max(0, input.retirementAge - input.currentAge);
  const qualified = futureValue(input.qualifiedSavings, input.annualQualifiedContributions, input.preRetirementReturn, years);
  const nonQualified = futureValue(input.nonQualifiedSavings, input.annualNonQualifiedContributions, input.preRetirementReturn, years);
  return qualified * (1 - input.taxBracket) + nonQualified;
}

/** The first year's income in retirement dollars: today's spending grown by inflation until retirement. */
function firstYearIncome(input: RetirementInput): number {
  return input.annualRetirementIncome * (1 + input.inflationRate) ** Math.max(0, input.retirementAge - input.currentAge);
}

/**
 * Goal, savings, shortfall, progress and level of `input` (docs/requirements.md#retirement-calculator).
 * Dollar figures are rounded to whole dollars; `progress` is unrounded.
 */
export function calculateRetirement(input: RetirementInput): RetirementResult {
  const yearsInRetirement = Math.max(0, input.lifeExpectancy - input.retirementAge);
  const goal = presentValueGrowingAnnuityDue(firstYearIncome(input), input.inflationRate, input.postRetirementReturn, yearsInRetirement);
  const savings = savingsAtRetirement(input);
  const progress = goal > 0 ? savings / goal : 1;
  return {
    goal: Math.round(goal),
    savings: Math.round(savings),
    shortfall: Math.round(Math.max(0, goal - savings)),
    progress,
    result: levelOf(progress),
  };
}

/**
 * The after-tax balance at the start of each age from `currentAge` to `lifeExpectancy`: growing with
 * contributions until retirement, then paying the inflation-grown income at each year's start and
 * earning the return in retirement on the rest; never below 0 (the money has run out). Whole dollars.
 * For the calculator's chart.
 */
export function projectBalances(input: RetirementInput): ProjectionPoint[] {
  const points: ProjectionPoint[] = [];
  const afterTax = 1 - input.taxBracket;
  let qualified = input.qualifiedSavings;
  let nonQualified = input.nonQualifiedSavings;
  for (let age = input.currentAge; age < input.retirementAge; age++) {
    points.push({ age, balance: Math.round(qualified * afterTax + nonQualified) });
    qualified = qualified * (1 + input.preRetirementReturn) + input.annualQualifiedContributions;
    nonQualified = nonQualified * (1 + input.preRetirementReturn) + input.annualNonQualifiedContributions;
  }
  let balance = qualified * afterTax + nonQualified;
  let income = firstYearIncome(input);
  for (let age = Math.max(input.retirementAge, input.currentAge); age <= input.lifeExpectancy; age++) {
    points.push({ age, balance: Math.round(Math.max(0, balance)) });
    balance = Math.max(0, balance - income) * (1 + input.postRetirementReturn);
    income *= 1 + input.inflationRate;
  }
  return points;
}
