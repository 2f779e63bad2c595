/**
 * The demo configuration of the MarketPerform RILA tool (the `rilaWidget.config` JSON, edited in
 * the CMS by the rila-config field app). Choices and limits are those of docs/requirements.md#rila-constants;
 * the rates are invented for the demo: they follow a plausible shape (longer terms and deeper
 * buffers trade protection for upside) but are no offer.
 */
import type { Json } from '../export-format.js';

const TERMS = [
  { code: '1', label: '1-year', years: 1 },
  { code: '3', label: '3-year', years: 3 },
  { code: '6', label: '6-year', years: 6 },
] as const;
const BUFFERS = [
  { code: '10B', label: '-10% Buffer', protection: 10 },
  { code: '20B', label: '-20% Buffer', protection: 20 },
  { code: '30B', label: '-30% Buffer', protection: 30 },
] as const;
const INDEXES = [
  { code: 'SPX', label: 'S&P 500', factor: 1 },
  { code: 'EFA', label: 'MSCI EAFE', factor: 1.12 },
  { code: 'NDX', label: 'Nasdaq-100', factor: 0.86 },
  { code: 'SMC', label: 'SG Smart Climate', factor: 1.05 },
] as const;
const STRATEGIES = [
  { code: 'C', label: 'Cap with Par' },
  { code: 'S', label: 'Cap w Par & Spread' },
  { code: 'T', label: 'Step-Up Trigger' },
] as const;

/** Rounds to one decimal place (rates are shown as percentages with one decimal). */
const r1 = (n: number): number => Math.round(n * 10) / 10;

/** One rate row per term, buffer, index and crediting strategy. */
function rates(): Json[] {
  const rows: Json[] = [];
  for (const term of TERMS) {
    for (const buffer of BUFFERS) {
      for (const index of INDEXES) {
        for (const strategy of STRATEGIES) {
          // Per-year cap falls as protection deepens; longer terms compound it.
          const annualCap = (15.5 - buffer.protection * 0.22) * index.factor;
          const uncapped = term.years === 6 && buffer.code === '10B' && index.code === 'SPX' && strategy.code === 'C';
          const cap = uncapped ? 10000 : r1(annualCap * (term.years === 1 ? 1 : term.years * 0.9));
          rows.push({
            term: term.code,
            buffer: buffer.code,
            index: index.code,
            creditingStrategy: strategy.code,
            cap: strategy.code === 'T' ? 0 : cap,
            upsidePlus: uncapped ? 112 : 100,
            spread: strategy.code === 'S' ? r1(1 + buffer.protection * 0.05) : 0,
            trigger: strategy.code === 'T' ? r1(annualCap * 0.55 * (term.years === 1 ? 1 : term.years * 0.85)) : 0,
          });
        }
      }
    }
  }
  return rows;
}

/** The `config` JSON of the MarketPerform RILA widget. */
export function rilaConfig(): Json {
  return {
    version: 1,
    product: 'MarketPerform',
    ratesEffectiveDate: '2026-11-01',
    investment: { min: 25000, max: 1000000, default: 100000 },
    allocation: { maxSlots: 2, defaultPercents: [50, 50] },
    defaults: { strategyTerm: '1', buffer: '10B', index: 'SPX', creditingStrategy: 'C' },
    strategyTerms: TERMS.map((t) => ({ code: t.code, label: t.label })),
    buffers: BUFFERS.map((b) => ({ code: b.code, label: b.label })),
    indexes: INDEXES.map((i) => ({ code: i.code, label: i.label })),
    creditingStrategies: STRATEGIES.map((s) => ({ code: s.code, label: s.label })),
    termConstants: { '1': [0.01, 0.26], '3': [0.02, 0.6], '6': [0.04, 1.5] },
    uncappedThreshold: 10000,
    outcomeScenarios: [
      { label: 'A', title: 'Strong market', indexReturn: 24 },
      { label: 'B', title: 'Moderate gain', indexReturn: 9 },
      { label: 'C', title: 'Flat market', indexReturn: 0 },
      { label: 'D', title: 'Moderate loss', indexReturn: -12 },
      { label: 'E', title: 'Severe loss', indexReturn: -35 },
    ],
    rates: rates(),
  };
}
