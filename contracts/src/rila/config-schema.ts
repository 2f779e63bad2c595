import { z } from '../zod.js';

/**
 * The RILA tool's configuration: the `rilaWidget.config` JSON that editors maintain (later with
 * the rila-config field app, which reuses this schema). Parsed, never cast, when a page loads it
 * (docs/conventions.md, docs/requirements.md#rila-constants). Rates are percents (`14.3` is
 * 14.3%); a cap at or above `uncappedThreshold` means uncapped (docs/requirements.md#rila-results).
 */
const choice = z.object({ code: z.string().min(1), label: z.string().min(1) });

/** One rate row: the rates of one term, buffer, index and crediting strategy, in percent. */
export const rilaRateSchema = z.object({
  term: z.string().min(1),
  buffer: z.string().min(1),
  index: z.string().min(1),
  creditingStrategy: z.string().min(1),
  /** Cap in percent of the term's index return; `>= uncappedThreshold` is uncapped. */
  cap: z.number().min(0),
  /** Upside+ participation rate in percent (100 credits 100% of the index gain). */
  upsidePlus: z.number().min(0),
  /** Spread in percent, subtracted from a positive index return (strategy S). */
  spread: z.number().min(0),
  /** Step-Up Trigger rate in percent, credited when the index does not fall (strategy T). */
  trigger: z.number().min(0),
});

/** One market scenario of the outcome table: index return over the term, in percent. */
export const rilaScenarioSchema = z.object({
  label: z.string().min(1),
  title: z.string().min(1),
  indexReturn: z.number().min(-100),
});

/** The whole configuration; `z.infer` of it is `RilaConfig`. */
export const rilaConfigSchema = z
  .object({
    version: z.number().int(),
    product: z.string().min(1),
    ratesEffectiveDate: z.string().optional(),
    investment: z.object({ min: z.number().positive(), max: z.number().positive(), default: z.number().positive() }),
    allocation: z.object({ maxSlots: z.number().int().min(1).max(2), defaultPercents: z.array(z.number().min(0).max(100)).min(1).max(2) }),
    defaults: z.object({ strategyTerm: z.string(), buffer: z.string(), index: z.string(), creditingStrategy: z.string() }),
    strategyTerms: z.array(choice).min(1),
    buffers: z.array(choice).min(1),
    indexes: z.array(choice).min(1),
    creditingStrategies: z.array(choice).min(1),
    /** Per term code: `[step, ceiling]` as fractions (0.01 / 0.26 for 1-year), see `termConstants`. */
    termConstants: z.record(z.string(), z.tuple([z.number().positive(), z.number().positive()])),
    uncappedThreshold: z.number().positive(),
    outcomeScenarios: z.array(rilaScenarioSchema).min(4).max(5),
    rates: z.array(rilaRateSchema).min(1),
  })
  .superRefine((config, ctx) => {
    if (config.investment.min > config.investment.max) {
      ctx.addIssue({ code: 'custom', path: ['investment'], message: 'investment.min must not exceed investment.max' });
    }
    for (const term of config.strategyTerms) {
      if (!config.termConstants[term.code]) {
        ctx.addIssue({ code: 'custom', path: ['termConstants', term.code], message: `no term constants for term ${term.code}` });
      }
    }
    const known = (list: { code: string }[], code: string) => list.some((item) => item.code === code);
    const d = config.defaults;
    if (!known(config.strategyTerms, d.strategyTerm))
      ctx.addIssue({ code: 'custom', path: ['defaults', 'strategyTerm'], message: 'unknown term' });
    if (!known(config.buffers, d.buffer)) ctx.addIssue({ code: 'custom', path: ['defaults', 'buffer'], message: 'unknown buffer' });
    if (!known(config.indexes, d.index)) ctx.addIssue({ code: 'custom', path: ['defaults', 'index'], message: 'unknown index' });
    if (!known(config.creditingStrategies, d.creditingStrategy)) {
      ctx.addIssue({ code: 'custom', path: ['defaults', 'creditingStrategy'], message: 'unknown crediting strategy' });
    }
  });

export type RilaConfig = z.infer<typeof rilaConfigSchema>;
export type RilaRate = z.infer<typeof rilaRateSchema>;
export type RilaScenario = z.infer<typeof rilaScenarioSchema>;

/** The result of reading a configuration: the config, or the issues an editor must fix. */
export type RilaConfigResult = { ok: true; config: RilaConfig } | { ok: false; issues: string[] };

/**
 * Validates a raw `config` JSON value (docs/requirements.md#rila-constants). Never throws: an
 * invalid configuration answers `{ ok: false, issues }` (each issue `path: message`), and the
 * tool shows its data-error state (docs/requirements.md#rila-tool).
 */
export function parseRilaConfig(raw: unknown): RilaConfigResult {
  const parsed = rilaConfigSchema.safeParse(raw);
  if (parsed.success) return { ok: true, config: parsed.data };
  return { ok: false, issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`) };
}
