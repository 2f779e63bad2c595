import { inspect } from '../../inspector.js';
import { disclosureParagraphs, type RetirementPrefill } from '@insurer/contracts/retirement';
import type { RetirementCalculatorProps } from './from-retirement-calculator.js';
import { LazyRetirementCalculator } from './lazy-retirement-calculator.js';

/** The entry field each disclosure paragraph comes from (the prescribed statement names the tool). */
const DISCLOSURE_FIELDS = ['methodologyDisclosure', 'limitationsDisclosure', 'resultsMayVaryDisclosure', 'probabilityToolName'] as const;

/**
 * The retirement calculator block (docs/requirements.md#retirement-calculator): heading and
 * introduction from the entry, then the calculator island (inputs, results, chart, share flow),
 * then FINRA Rule 2214's disclosures of the probability of success (methodology, limitations and
 * key assumptions, results may vary, the prescribed statement naming the tool: in the page's HTML,
 * whether or not script runs) and the disclaimer. `prefill` carries the quote widget's Retirement tab values when the site
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
  probability,
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
      <LazyRetirementCalculator
        recommendations={recommendations}
        brand={brand}
        rilaV3={rilaV3}
        {...(probability ? { probability } : {})}
        {...(prefill ? { prefill } : {})}
      />
      {probability ? (
        <div className="retirement-calculator__disclosures" aria-label="About the probability of success" role="note">
          {disclosureParagraphs(probability.disclosures).map((paragraph, index) => (
            <p key={index} {...inspect(id, DISCLOSURE_FIELDS[index] ?? 'probabilityToolName')}>
              {paragraph}
            </p>
          ))}
        </div>
      ) : null}
      {disclaimer ? (
        <p className="retirement-calculator__disclaimer" {...inspect(id, 'disclaimer')}>
          {disclaimer}
        </p>
      ) : null}
    </section>
  );
}
