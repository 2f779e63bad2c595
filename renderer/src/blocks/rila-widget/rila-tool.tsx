'use client';

import { lazy, Suspense, useEffect, useId, useMemo, useReducer, useRef, type FormEvent, type ReactNode } from 'react';
import {
  type RilaConfig,
  investmentError,
  isComplete,
  type RilaSelection,
  type RilaSlotResult,
  type RilaVariant,
  toolOutcome,
  rilaShareResult,
  amountOf,
  initialToolState,
  rilaToolReducer,
  stateFromQuery,
  stateFromStorage,
  toolQuery,
} from '@insurer/contracts/rila';
import { formatDollars, formatPercent } from '@insurer/contracts/format';
import { useHydratedMark } from '../../shared/use-hydrated.js';
import { useEarlyInput } from '../../shared/use-early-input.js';
import { RilaShareContext } from '../../tools/rila/share-context.js';

// @nivo/bar and d3 load in their own chunk, once results show.
const RilaChart = lazy(() => import('./rila-chart.js').then((m) => ({ default: m.RilaChart })));

export interface RilaToolProps {
  /** The entry id (field ids). */
  id: string;
  config: RilaConfig;
  /** 'v3' when `rilaV3` is on (outcomes A-E, crediting strategies), else 'legacy'. */
  variant: RilaVariant;
  /** Where the share / connect flow mounts (docs/requirements.md#share-flow). */
  shareSlot?: ReactNode;
}

const FIELDS = ['strategyTerm', 'buffer', 'index', 'creditingStrategy'] as const;
const FIELD_LABELS: Record<(typeof FIELDS)[number], string> = {
  strategyTerm: 'Strategy term',
  buffer: 'Buffer (level of protection)',
  index: 'Index',
  creditingStrategy: 'Crediting strategy',
};

function choices(config: RilaConfig, field: (typeof FIELDS)[number]): { code: string; label: string }[] {
  switch (field) {
    case 'strategyTerm':
      return config.strategyTerms;
    case 'buffer':
      return config.buffers;
    case 'index':
      return config.indexes.map((i) => ({ code: i.code, label: `${i.label} (${i.code})` }));
    case 'creditingStrategy':
      return config.creditingStrategies;
  }
}

const labelOf = (list: { code: string; label: string }[], code: string): string => list.find((item) => item.code === code)?.label ?? code;

/**
 * The RILA market-performance tool (docs/requirements.md#rila-tool): investment amount, up to two
 * strategy slots with 'Add', remove and reset, and per slot the rates, a chart and the outcome
 * table. It restores a link's query (the planning widget's or a shared one) or session storage
 * `rila.*` on load, and keeps the address bar a shareable link while results show.
 */
export function RilaTool({ id, config, variant, shareSlot }: RilaToolProps) {
  const reducer = useMemo(() => rilaToolReducer(config, variant), [config, variant]);
  const [state, dispatch] = useReducer(reducer, undefined, () => initialToolState(config, variant));
  const amountRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const amountId = `${uid}-amount`;
  const helpId = `${uid}-amount-help`;
  const errorId = `${uid}-amount-error`;

  // Restore once, in the browser: a link's query first, then the planning widget's session storage.
  useEffect(() => {
    const fromQuery = stateFromQuery(window.location.search, config, variant);
    const restored = fromQuery ?? stateFromStorage((key) => readSession(key), config, variant);
    if (restored) dispatch({ type: 'restore', state: restored });
  }, [config, variant]);

  const outcome = useMemo(() => toolOutcome(config, variant, state), [config, variant, state]);

  // While results show, the address is a link that restores them.
  useEffect(() => {
    if (outcome.pageState !== 'success' || outcome.amount === undefined) return;
    const complete = state.slots.filter((slot) => isComplete(slot, variant));
    const url = new URL(window.location.href);
    const query = new URLSearchParams(toolQuery(outcome.amount, complete, variant));
    url.search = query.toString();
    window.history.replaceState(window.history.state, '', url);
  }, [outcome, state.slots, variant]);

  const shareResult = useMemo(() => {
    if (outcome.pageState !== 'success' || outcome.amount === undefined) return undefined;
    const labels = Object.fromEntries(config.buffers.map((b) => [b.code, b.label]));
    return rilaShareResult(
      outcome.amount,
      outcome.results.filter((r): r is RilaSlotResult => r !== undefined),
      variant,
      labels,
    );
  }, [outcome, config, variant]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch({ type: 'show' });
    if (investmentError(amountOf(state), config.investment.min, config.investment.max)) amountRef.current?.focus();
  }

  const fields = variant === 'legacy' ? FIELDS.filter((f) => f !== 'creditingStrategy') : FIELDS;
  // `data-hydrated` marks the tool and its form once its script runs; a See outcomes pressed
  // before that is held and sent then (shared/early-input.ts).
  const mark = useHydratedMark();
  const formMarks = useEarlyInput(formRef);
  const showError = outcome.error !== undefined;

  return (
    <RilaShareContext.Provider value={shareResult}>
      <div className="rila-tool" data-state={outcome.pageState} data-variant={variant} {...mark}>
        <form ref={formRef} className="rila-tool__form" {...formMarks} onSubmit={onSubmit} noValidate aria-label="Your strategy">
          <div className="form-field" data-state={showError ? 'invalid' : 'valid'}>
            <label htmlFor={amountId} className="form-field__label">
              Investment amount
            </label>
            <input
              ref={amountRef}
              id={amountId}
              name="investmentAmount"
              className="form-field__control"
              inputMode="numeric"
              autoComplete="off"
              value={state.amountText}
              placeholder={variant === 'legacy' ? '25,000' : '100,000'}
              onChange={(event) => dispatch({ type: 'amount', text: event.target.value })}
              aria-invalid={showError ? true : undefined}
              aria-describedby={showError ? `${errorId} ${helpId}` : helpId}
            />
            <p id={helpId} className="rila-tool__help">
              Between {formatDollars(config.investment.min)} and {formatDollars(config.investment.max)}
            </p>
            <p id={errorId} className="form-field__error" role="alert">
              {outcome.error ?? ''}
            </p>
          </div>
          {state.slots.map((slot, index) => (
            <fieldset key={index} className="rila-tool__slot" data-slot={`ipcs${index + 1}`}>
              <legend>Strategy {index + 1}</legend>
              <div className="rila-tool__selects">
                {fields.map((field) => {
                  const selectId = `${uid}-${index}-${field}`;
                  return (
                    <div key={field} className="form-field">
                      <label htmlFor={selectId} className="form-field__label">
                        {FIELD_LABELS[field]}
                      </label>
                      <select
                        id={selectId}
                        className="form-field__control"
                        value={slot[field]}
                        onChange={(event) => dispatch({ type: 'select', slot: index, field, value: event.target.value })}
                      >
                        <option value="">Select</option>
                        {choices(config, field).map((choice) => (
                          <option key={choice.code} value={choice.code}>
                            {choice.label}
                          </option>
                        ))}
                      </select>
                    </div>
                  );
                })}
              </div>
              {state.slots.length > 1 ? (
                <button type="button" className="btn btn--tertiary" onClick={() => dispatch({ type: 'remove', slot: index })}>
                  Remove strategy {index + 1}
                </button>
              ) : null}
            </fieldset>
          ))}
          <div className="rila-tool__actions">
            {state.slots.length < Math.min(2, config.allocation.maxSlots) ? (
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => dispatch({ type: 'add' })}
                aria-describedby={`${uid}-add-help`}
              >
                Add
              </button>
            ) : null}
            <button type="submit" className="btn btn--primary">
              See outcomes
            </button>
            <button type="button" className="btn btn--tertiary" onClick={() => dispatch({ type: 'reset' })}>
              Reset
            </button>
          </div>
          <p id={`${uid}-add-help`} className="rila-tool__help">
            Add a second strategy; the amount is then split 50/50.
          </p>
        </form>
        {/* A short announcement of each recalculation; the results themselves are not live (too long to read out). */}
        <p className="visually-hidden" role="status">
          {outcome.pageState === 'success' && outcome.amount !== undefined
            ? `Showing outcomes of ${outcome.results.length === 1 ? '1 strategy' : `${outcome.results.length} strategies`} for ${formatDollars(outcome.amount)}.`
            : ''}
        </p>
        <div className="rila-tool__results">
          {outcome.pageState === 'data-error' ? (
            <p role="alert" className="rila-tool__data-error">
              We can’t show outcomes for this combination right now. Please choose another or try again later.
            </p>
          ) : null}
          {outcome.pageState === 'success'
            ? outcome.results.map((result) =>
                result ? <SlotResult key={result.slot} id={id} config={config} variant={variant} result={result} /> : null,
              )
            : null}
          {outcome.pageState === 'success' && state.slots.some((slot) => !isComplete(slot, variant)) ? (
            <p className="rila-tool__help">Choose every option of a strategy to see its outcomes.</p>
          ) : null}
        </div>
        {shareSlot ? <div className="rila-tool__share">{shareSlot}</div> : null}
      </div>
    </RilaShareContext.Provider>
  );
}

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function describe(config: RilaConfig, selection: RilaSelection, variant: RilaVariant): string {
  const parts = [
    labelOf(config.strategyTerms, selection.strategyTerm.replace(/C$/, '')),
    labelOf(config.buffers, selection.buffer),
    labelOf(config.indexes, selection.index),
    ...(variant === 'v3' ? [labelOf(config.creditingStrategies, selection.creditingStrategy)] : []),
  ];
  return parts.join(', ');
}

function SlotResult({ id, config, variant, result }: { id: string; config: RilaConfig; variant: RilaVariant; result: RilaSlotResult }) {
  const headingId = `rila-${id}-${result.slot}`;
  const r = result.rates;
  const ariaLabel = `Outcomes of strategy ${result.slot === 'ipcs1' ? 1 : 2}: ${result.outcomes
    .map((o) => `Outcome ${o.label}, index ${formatDollars(o.indexDollars)}, your result ${formatDollars(o.creditedDollars)}`)
    .join('; ')}`;
  return (
    <section className="rila-result" data-slot={result.slot} aria-labelledby={headingId}>
      <h3 id={headingId}>
        Strategy {result.slot === 'ipcs1' ? 1 : 2}: {describe(config, result.selection, variant)}
      </h3>
      <p className="rila-result__amount">
        {formatDollars(result.amount)} ({formatPercent(result.allocationPercent)} of your investment)
      </p>
      <dl className="rila-result__rates">
        {result.uncapped ? (
          <div>
            <dt>Cap</dt>
            <dd>Uncapped, Upside+ {formatPercent(r.upsidePlus)}</dd>
          </div>
        ) : (
          <div>
            <dt>Cap</dt>
            <dd>{formatPercent(r.cap)}</dd>
          </div>
        )}
        <div>
          <dt>Upside+</dt>
          <dd>{formatPercent(r.upsidePlus)}</dd>
        </div>
        {variant === 'v3' ? (
          <>
            <div>
              <dt>Spread</dt>
              <dd>{formatPercent(r.spread ?? 0)}</dd>
            </div>
            <div>
              <dt>Trigger</dt>
              <dd>{formatPercent(r.trigger ?? 0)}</dd>
            </div>
            <div>
              <dt>Cap with spread</dt>
              <dd>{r.spreadedCap === undefined ? 'n/a' : formatPercent(r.spreadedCap)}</dd>
            </div>
            <div>
              <dt>Cap without spread</dt>
              <dd>
                {r.noSpreadedCap === undefined
                  ? 'n/a'
                  : r.noSpreadedCap >= config.uncappedThreshold
                    ? 'Uncapped'
                    : formatPercent(r.noSpreadedCap)}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      <figure className="rila-result__chart">
        <div className="rila-result__canvas">
          <Suspense fallback={<p className="rila-tool__help">Loading the chart…</p>}>
            <RilaChart chart={result.chart} ariaLabel={ariaLabel} />
          </Suspense>
        </div>
        <figcaption className="rila-result__legend">
          <span className="rila-result__swatch rila-result__swatch--index" aria-hidden="true" /> Index
          <span className="rila-result__swatch rila-result__swatch--yours" aria-hidden="true" /> Your result
        </figcaption>
      </figure>
      <table className="rila-result__table">
        <caption>Hypothetical outcomes over the term</caption>
        <thead>
          <tr>
            <th scope="col">Outcome</th>
            <th scope="col">Index %</th>
            <th scope="col">Index $</th>
            <th scope="col">Your %</th>
            <th scope="col">Your $</th>
          </tr>
        </thead>
        <tbody>
          {result.tableRows.map((row) => (
            <tr key={row.title}>
              <th scope="row">
                <span className="rila-result__row-title">{row.title}</span>
                <span className="rila-result__row-copy">{row.copy}</span>
              </th>
              {row.outcome.map((figure, i) => (
                <td key={i}>{figure}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
