import type { DisabilityQuote, HouseholdQuote, LifeQuote } from './quote-schemas.js';
import type { DisabilityRates, LifeRates, PlanRates } from './rate-schemas.js';
import { stateOfZip } from './zip-state.js';

export type { DisabilityRates, LifeRates, PlanRates };

/**
 * The figures the results pages show from the illustrative rates editors keep in `quoteRates`
 * entries (docs/requirements.md#quote-destinations, docs/requirements.md#decision-quote-results);
 * the rates' schemas are in `rate-schemas.ts` (server only). Money is in US dollars; every figure
 * is illustrative, never an offer.
 */

/** Elimination periods (docs/requirements.md#disability-codes). */
export const ELIMINATION_PERIODS = [
  { code: 'EP3', label: '90 days' },
  { code: 'EP4', label: '180 days' },
] as const;
/** Benefit periods (docs/requirements.md#disability-codes). */
export const BENEFIT_PERIODS = [
  { code: 'M24', label: '2 years' },
  { code: 'M60', label: '5 years' },
  { code: 'A65', label: 'To age 65' },
  { code: 'Y10', label: '10 years' },
] as const;
export type EliminationPeriod = (typeof ELIMINATION_PERIODS)[number]['code'];
export type BenefitPeriod = (typeof BENEFIT_PERIODS)[number]['code'];

function byAge(rows: readonly (readonly [number, number])[], age: number): number {
  let value = rows[0]?.[1] ?? 0;
  for (const [from, factor] of rows) if (age >= from) value = factor;
  return value;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Life figures: the recommended coverage and a monthly premium per offered level-premium period. */
export interface LifeFigures {
  coverage: number;
  premiums: { years: number; monthly: number }[];
}

/** Recommended coverage (income × multiple, rounded to $10,000, capped) and monthly premiums by period. */
export function lifeFigures(quote: LifeQuote, rates: LifeRates): LifeFigures {
  const coverage = Math.min(Math.round((quote.income * rates.coverageMultiple) / 10_000) * 10_000, rates.maxCoverage);
  const factor = (quote.tobacco === 'yes' ? rates.tobaccoMultiplier : 1) * (quote.gender === 'F' ? rates.femaleMultiplier : 1);
  const premiums = rates.periods.flatMap((years) => {
    const rows = rates.monthlyPerThousand[String(years)];
    if (!rows || quote.age + years > rates.maxAgeAtEnd) return [];
    return [{ years, monthly: cents((coverage / 1000) * byAge(rows, quote.age) * factor) }];
  });
  return { coverage, premiums };
}

/** Disability figures: the monthly benefit and a monthly premium per elimination and benefit period. */
export interface DisabilityFigures {
  monthlyBenefit: number;
  premiums: { eliminationPeriod: EliminationPeriod; benefitPeriod: BenefitPeriod; monthly: number }[];
}

/** The monthly benefit (a share of monthly income, rounded down to $100, capped) and its premiums. */
export function disabilityFigures(quote: DisabilityQuote, rates: DisabilityRates): DisabilityFigures {
  const monthlyBenefit = Math.min(Math.floor((quote.income * rates.benefitShare) / 12 / 100) * 100, rates.maxMonthlyBenefit);
  const factor =
    byAge(rates.ageFactor, quote.age) *
    (quote.tobacco === 'yes' ? rates.tobaccoMultiplier : 1) *
    (quote.gender === 'F' ? rates.femaleMultiplier : 1);
  const premiums = ELIMINATION_PERIODS.flatMap(({ code: eliminationPeriod }) =>
    BENEFIT_PERIODS.map(({ code: benefitPeriod }) => ({
      eliminationPeriod,
      benefitPeriod,
      monthly: cents((monthlyBenefit / 100) * rates.monthlyPer100[eliminationPeriod][benefitPeriod] * factor),
    })),
  );
  return { monthlyBenefit, premiums };
}

/** One plan priced for a household. */
export interface PricedPlan {
  name: string;
  features: string[];
  /** Monthly total for everyone on the quote. */
  monthly: number;
}

/** Household plan figures: the state from the zip and each plan sold there, priced for every person. */
export interface PlanFigures {
  state: string | undefined;
  people: number;
  plans: PricedPlan[];
}

/** Prices each plan sold in the household's state for the primary, the spouse and every dependent (by their band values). */
export function planFigures(quote: HouseholdQuote, rates: PlanRates): PlanFigures {
  const state = stateOfZip(quote.zipCode);
  const bands = [quote.primaryAge, ...(quote.spouse ? [quote.spouse.age] : []), ...quote.dependents.map((dependent) => dependent.age)];
  const plans = rates.plans
    .filter((plan) => !state || !plan.unavailableIn.includes(state))
    .map((plan) => ({
      name: plan.name,
      features: plan.features,
      monthly: cents(bands.reduce((sum, band) => sum + (plan.monthly[band] ?? 0), 0)),
    }));
  return { state, people: bands.length, plans };
}
