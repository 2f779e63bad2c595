import { useEffect, useId, useRef, useState } from 'react';
import {
  probabilityPercent,
  successSentence,
  type MarketAssumptions,
  type RetirementInput,
  type SimulationResult,
} from '@insurer/contracts/retirement';
import { formatDollars, formatThousands } from '@insurer/contracts/format';
import { ProbabilityChart, ProbabilityTable } from './probability-chart.js';
import { browserSimulator, type ProbabilitySimulator } from './probability-runner.js';

export interface ProbabilityPanelProps {
  /** The plan as the visitor has it now (valid values only). */
  input: RetirementInput;
  assumptions: MarketAssumptions;
  /**
   * True while a newer plan than `input` is typed but not rendered yet (the calculator renders its
   * results from a deferred copy): the figures shown are then marked busy too.
   */
  pending?: boolean;
  /** Where the simulation runs; the browser's Web Worker by default (tests pass another thread's). */
  createSimulator?: () => ProbabilitySimulator | undefined;
}

/** The last simulation that settled, and the plan and assumptions it was run for. */
type Settled = { input: RetirementInput; assumptions: MarketAssumptions } & ({ result: SimulationResult } | { failed: true });

/**
 * The probability of success (docs/requirements.md#decision-retirement-probability-of-success):
 * the share of simulated markets in which the savings last, as a percent and a sentence, and the
 * fan chart with its table. The simulation runs in a Web Worker and follows the plan as it
 * changes: while a newer plan is simulated (or `pending`) the last figures stay, marked busy
 * (`aria-busy`, `data-state="busy"`); `data-state="idle"` means the figures are the current plan's.
 * The disclosures FINRA Rule 2214 asks for are the block's, under the calculator (server-rendered).
 */
export function ProbabilityPanel({ input, assumptions, pending = false, createSimulator = browserSimulator }: ProbabilityPanelProps) {
  const headingId = useId();
  const simulator = useRef<ProbabilitySimulator | undefined>(undefined);
  const [settled, setSettled] = useState<Settled>();
  const [result, setResult] = useState<SimulationResult>();

  useEffect(() => {
    simulator.current = createSimulator();
    return () => {
      simulator.current?.dispose();
      simulator.current = undefined;
    };
  }, [createSimulator]);

  useEffect(() => {
    const running = simulator.current;
    if (!running) return;
    let current = true;
    running.run(input, assumptions).then(
      (answer) => {
        if (!current || !answer) return;
        setResult(answer);
        setSettled({ input, assumptions, result: answer });
      },
      () => {
        if (!current) return;
        setSettled({ input, assumptions, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [input, assumptions]);

  // Busy is derived, not set by an effect: the render that brings a new plan is already busy.
  const busy = pending || settled?.input !== input || settled.assumptions !== assumptions;
  const failed = settled !== undefined && 'failed' in settled;

  return (
    <section
      className="retirement-calculator__probability"
      aria-labelledby={headingId}
      aria-busy={busy}
      data-state={busy ? 'busy' : 'idle'}
    >
      <h4 id={headingId} className="retirement-calculator__probability-heading">
        How likely your savings are to last
      </h4>
      {failed ? (
        <p role="status">We could not estimate the probability right now.</p>
      ) : result ? (
        <>
          <p className="retirement-calculator__probability-figure" data-successes={result.successes} data-paths={result.paths}>
            {probabilityPercent(result)}
          </p>
          <p className="retirement-calculator__probability-sentence" aria-live="polite">
            {successSentence(result)}
          </p>
          <figure className="retirement-calculator__fan">
            <figcaption>
              Simulated savings by age, from {result.percentiles[0]?.age} to {result.lastAge}: the 90th percentile (dashed), the median
              (solid) and the 10th percentile (dotted)
            </figcaption>
            <div className="retirement-calculator__canvas">
              <ProbabilityChart
                percentiles={result.percentiles}
                ariaLabel={`Simulated savings at ${result.lastAge}: ${formatDollars(result.percentiles.at(-1)?.p10 ?? 0)} (10th percentile), ${formatDollars(result.percentiles.at(-1)?.p50 ?? 0)} (median), ${formatDollars(result.percentiles.at(-1)?.p90 ?? 0)} (90th percentile)`}
              />
            </div>
            <details className="retirement-calculator__figures-table">
              <summary>Show the figures</summary>
              <ProbabilityTable percentiles={result.percentiles} />
            </details>
          </figure>
        </>
      ) : (
        <p role="status">Simulating {formatThousands(assumptions.paths)} markets…</p>
      )}
    </section>
  );
}
