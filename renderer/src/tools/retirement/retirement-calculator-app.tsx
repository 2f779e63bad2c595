import { memo, useDeferredValue, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useEarlyInput } from '../../shared/use-early-input.js';
import { ShareFlow } from '../share/share-flow.js';
import {
  initialValues,
  RETIREMENT_FIELD_SPECS,
  RETIREMENT_FIELDS,
  retirementErrors,
  toRetirementInput,
  type RetirementField,
  type RetirementFormValues,
  type RetirementPrefill,
  calculateRetirement,
  projectBalances,
  type RetirementLevel,
} from '@insurer/contracts/retirement';
import { formatDollars } from '@insurer/contracts/format';
import { RetirementChart } from './retirement-chart.js';
import { ProbabilityPanel } from './probability-panel.js';
import type { ProbabilitySimulator } from './probability-runner.js';
import type { RetirementProbabilityContent } from '../../blocks/retirement-calculator/from-retirement-calculator.js';

export interface RetirementCalculatorAppProps {
  /** The recommendation of each readiness level, maintained by editors. */
  recommendations: Record<RetirementLevel, string>;
  /** The brand name from content (site settings). */
  brand: string;
  /** The `rilaV3` flag (the share flow's otherFP option). */
  rilaV3: boolean;
  /**
   * Starting values from the quote widget's Retirement tab (`?info=`, decoded by the site):
   * current age, retirement age, qualified savings, annual contributions and annual retirement
   * income, in years and dollars. Left out: the §9 assumptions.
   */
  prefill?: RetirementPrefill;
  /** The probability of success's assumptions and disclosures (content); without them no probability shows. */
  probability?: RetirementProbabilityContent;
  /** Injected in tests (the share flow's submit). */
  fetchImpl?: typeof fetch;
  /** Injected in tests: where the simulation runs (the browser's Web Worker by default). */
  createSimulator?: () => ProbabilitySimulator | undefined;
}

const QUICK = RETIREMENT_FIELDS.filter((f) => RETIREMENT_FIELD_SPECS[f].quick);
const ASSUMPTIONS = RETIREMENT_FIELDS.filter((f) => !RETIREMENT_FIELD_SPECS[f].quick);

/** The calculation of valid values, or undefined. */
function calculate(values: RetirementFormValues) {
  if (retirementErrors(values)) return undefined;
  const input = toRetirementInput(values);
  return { values, input, result: calculateRetirement(input), points: projectBalances(input) };
}

/**
 * The retirement calculator (docs/requirements.md#retirement-calculator): the quick form and the
 * assumptions (the §9 defaults, or the prefill), validated on Calculate with the quick form's
 * messages and lengths; then the readiness level with its recommendation, goal, savings,
 * shortfall and progress, the projected savings chart, the probability of success (with content's
 * assumptions) and the share flow for those results. Results show at once when the starting values
 * are valid, and follow the values as they are typed whenever they are valid
 * (docs/requirements.md#decision-retirement-probability-of-success); Calculate shows the messages.
 */
export function RetirementCalculatorApp({
  recommendations,
  brand,
  rilaV3,
  prefill,
  probability,
  fetchImpl,
  createSimulator,
}: RetirementCalculatorAppProps) {
  const base = useId();
  const [values, setValues] = useState<RetirementFormValues>(() => initialValues(prefill));
  const [errors, setErrors] = useState<Partial<Record<RetirementField, string>>>({});
  const [calculated, setCalculated] = useState(() => calculate(initialValues(prefill)));
  const idOf = (name: string) => `${base}-${name}`;
  // A Calculate pressed before hydration is held and sent once the form has hydrated (shared/early-input.ts).
  const formRef = useRef<HTMLFormElement>(null);
  const marks = useEarlyInput(formRef);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = retirementErrors(values);
    if (found) {
      setErrors(found);
      const first = RETIREMENT_FIELDS.find((f) => found[f]);
      if (first) document.getElementById(idOf(first))?.focus();
      return;
    }
    setErrors({});
    setCalculated(calculate(values));
  };

  const shareResults = useMemo(() => (calculated ? { tool: 'retirement' as const, inputs: calculated.values } : undefined), [calculated]);

  const field = (name: RetirementField) => {
    const spec = RETIREMENT_FIELD_SPECS[name];
    const error = errors[name];
    return (
      <div key={name} className="form-field" data-state={error ? 'invalid' : 'valid'}>
        <label htmlFor={idOf(name)} className="form-field__label">
          {spec.label}
        </label>
        <input
          id={idOf(name)}
          name={name}
          data-field={name}
          className="form-field__control"
          type="text"
          inputMode={spec.kind === 'years' ? 'numeric' : 'decimal'}
          maxLength={spec.maxLength}
          value={values[name]}
          onChange={(event) => {
            const next = { ...values, [name]: event.target.value };
            setValues(next);
            const live = calculate(next);
            if (live) setCalculated(live);
          }}
          aria-required
          {...(error ? { 'aria-invalid': true as const, 'aria-describedby': idOf(`${name}-error`) } : {})}
        />
        <p id={idOf(`${name}-error`)} className="form-field__error">
          {error}
        </p>
      </div>
    );
  };

  // The results follow the values as they are typed: rendered from a deferred copy, so React
  // renders them between keystrokes in slices and a keystroke only waits for its input (both
  // charts re-rendered with each keystroke made tasks of 45 to 65 ms on the main thread).
  const shown = useDeferredValue(calculated);
  // Until the deferred render catches up, the results on screen are the previous plan's.
  const stale = shown !== calculated;
  return (
    <div className="retirement-calculator__app">
      <form
        ref={formRef}
        className="retirement-calculator__form"
        {...marks}
        noValidate
        onSubmit={submit}
        aria-label="Retirement calculator"
      >
        <fieldset className="retirement-calculator__group">
          <legend>About you</legend>
          <div className="retirement-calculator__fields">{QUICK.map(field)}</div>
        </fieldset>
        <fieldset className="retirement-calculator__group">
          <legend>Assumptions</legend>
          <div className="retirement-calculator__fields">{ASSUMPTIONS.map(field)}</div>
        </fieldset>
        <button type="submit" className="retirement-calculator__submit">
          Calculate
        </button>
      </form>
      <RetirementResults
        calculated={shown}
        stale={stale}
        recommendations={recommendations}
        {...(probability ? { probability } : {})}
        {...(createSimulator ? { createSimulator } : {})}
      />
      {shareResults ? (
        <ShareFlow
          tool="retirement_calculator"
          brand={brand}
          rilaV3={rilaV3}
          results={shareResults}
          {...(fetchImpl ? { fetchImpl } : {})}
        />
      ) : null}
    </div>
  );
}

interface RetirementResultsProps {
  /** The last valid values' calculation (deferred while the visitor types), or undefined. */
  calculated: ReturnType<typeof calculate>;
  /** True while newer values than `calculated` are typed and their render is still deferred. */
  stale: boolean;
  recommendations: Record<RetirementLevel, string>;
  probability?: RetirementProbabilityContent;
  createSimulator?: () => ProbabilitySimulator | undefined;
}

/**
 * The readiness level, its figures, the projected savings chart and the probability of success.
 * Memoized: it renders when the calculation changes, not with each keystroke of the form.
 */
const RetirementResults = memo(function RetirementResults({
  calculated,
  stale,
  recommendations,
  probability,
  createSimulator,
}: RetirementResultsProps) {
  const result = calculated?.result;
  const progressPercent = result ? Math.round(result.progress * 100) : 0;
  return (
    <div className="retirement-calculator__results" aria-live="polite" aria-busy={stale} data-state={result ? 'shown' : 'empty'}>
      {result && calculated ? (
        <>
          <h3 className="retirement-calculator__level" data-level={result.result}>
            {result.result}
          </h3>
          <p className="retirement-calculator__recommendation">{recommendations[result.result]}</p>
          <dl className="retirement-calculator__figures">
            <div>
              <dt>Income goal at retirement</dt>
              <dd>{formatDollars(result.goal)}</dd>
            </div>
            <div>
              <dt>Projected savings at retirement</dt>
              <dd>{formatDollars(result.savings)}</dd>
            </div>
            <div>
              <dt>Shortfall</dt>
              <dd>{formatDollars(result.shortfall)}</dd>
            </div>
            <div>
              <dt>Progress toward your goal</dt>
              <dd>{progressPercent}%</dd>
            </div>
          </dl>
          <figure className="retirement-calculator__chart">
            <figcaption>
              Projected savings by age, from {calculated.input.currentAge} to {calculated.input.lifeExpectancy} (blue: saving; orange: in
              retirement)
            </figcaption>
            <div className="retirement-calculator__canvas">
              <RetirementChart
                points={calculated.points}
                retirementAge={calculated.input.retirementAge}
                ariaLabel={`Projected savings by age: ${formatDollars(result.savings)} at ${calculated.input.retirementAge}, ${formatDollars(calculated.points[calculated.points.length - 1]?.balance ?? 0)} at ${calculated.input.lifeExpectancy}`}
              />
            </div>
          </figure>
          {probability ? (
            <ProbabilityPanel
              input={calculated.input}
              assumptions={probability.assumptions}
              pending={stale}
              {...(createSimulator ? { createSimulator } : {})}
            />
          ) : null}
        </>
      ) : (
        <p>Enter your details and select Calculate to see your results.</p>
      )}
    </div>
  );
});
