import { inspect } from '../../inspector.js';
import type { RetirementPrefill } from '@insurer/contracts/retirement';
import type { RetirementCalculatorProps } from './from-retirement-calculator.js';
import { LazyRetirementCalculator } from './lazy-retirement-calculator.js';

/**
 * The retirement calculator block (docs/requirements.md#retirement-calculator): heading and
 * introduction from the entry, then the calculator island (inputs, results, chart, share flow),
 * then the disclaimer. `prefill` carries the quote widget's Retirement tab values when the site
 * decodes `?info=` (see `RetirementPrefill`).
 */
export function RetirementCalculator({
  id,
  heading,
  introduction,
  recommendations,
  disclaimer,
  brand,
  rilaV3,
  prefill,
}: RetirementCalculatorProps & { prefill?: RetirementPrefill }) {
  return (
    <section
      className="retirement-calculator"
      aria-labelledby={heading ? `retirement-calculator-${id}` : undefined}
      aria-label={heading ? undefined : 'Retirement calculator'}
    >
      {heading ? (
        <h2 id={`retirement-calculator-${id}`} className="retirement-calculator__heading" {...inspect(id, 'heading')}>
          {heading}
        </h2>
      ) : null}
      {introduction ? (
        <p className="retirement-calculator__intro" {...inspect(id, 'introduction')}>
          {introduction}
        </p>
      ) : null}
      <LazyRetirementCalculator recommendations={recommendations} brand={brand} rilaV3={rilaV3} {...(prefill ? { prefill } : {})} />
      {disclaimer ? (
        <p className="retirement-calculator__disclaimer" {...inspect(id, 'disclaimer')}>
          {disclaimer}
        </p>
      ) : null}
    </section>
  );
}
