import { z } from '../zod.js';

/**
 * The schemas of the illustrative rates editors keep in `quoteRates` entries
 * (docs/requirements.md#decision-quote-results), checked on the server when a quote widget block
 * is loaded (`from-quote-widget.ts`). Classic zod, server only: the browser gets the checked rates
 * and computes figures with `rates.ts`, which imports only these types, so the results pages'
 * chunks carry no classic zod (docs/requirements.md#decision-javascript-budget). Money is in US
 * dollars.
 */

/** Age-banded factors: `[fromAge, value]` rows in ascending age; a quote uses the last row at or under its age. */
const ageRows = z.array(z.tuple([z.number().int().min(0).max(120), z.number().positive()])).min(1);

/** Term life: coverage = income × `coverageMultiple` (capped), monthly premium per $1,000 of coverage per level-premium period. */
export const lifeRatesSchema = z.object({
  coverageMultiple: z.number().positive(),
  maxCoverage: z.number().positive(),
  /** Level-premium periods offered, in years, e.g. [10, 20, 30]. */
  periods: z.array(z.number().int().positive()).min(1),
  /** Monthly premium per $1,000 of coverage, by period (as a string key) and age. */
  monthlyPerThousand: z.record(z.string(), ageRows),
  tobaccoMultiplier: z.number().positive(),
  femaleMultiplier: z.number().positive(),
  /** A period is offered only while age + period is at most this. */
  maxAgeAtEnd: z.number().int().positive(),
});
export type LifeRates = z.infer<typeof lifeRatesSchema>;

const perBenefit = z.object({
  M24: z.number().positive(),
  M60: z.number().positive(),
  A65: z.number().positive(),
  Y10: z.number().positive(),
});

/** Disability: monthly benefit = `benefitShare` of monthly income (rounded down to $100, capped); premium per $100 of benefit. */
export const disabilityRatesSchema = z.object({
  benefitShare: z.number().positive().max(1),
  maxMonthlyBenefit: z.number().positive(),
  /** Monthly premium per $100 of monthly benefit, by elimination and benefit period. */
  monthlyPer100: z.object({ EP3: perBenefit, EP4: perBenefit }),
  ageFactor: ageRows,
  tobaccoMultiplier: z.number().positive(),
  femaleMultiplier: z.number().positive(),
});
export type DisabilityRates = z.infer<typeof disabilityRatesSchema>;

/** Dental, vision, accident: plans with a monthly price per person by age-band value ('14', '19', '50' …). */
export const planRatesSchema = z.object({
  plans: z
    .array(
      z.object({
        name: z.string().min(1),
        features: z.array(z.string()),
        monthly: z.record(z.string(), z.number().nonnegative()),
        /** States (two-letter) where the plan is not sold; sold everywhere else. */
        unavailableIn: z.array(z.string().length(2)).default([]),
      }),
    )
    .min(1),
});
export type PlanRates = z.infer<typeof planRatesSchema>;
