'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { AnnuityPlanningWidgetVariant } from '@insurer/content-model/model';
import { track } from '../../analytics.js';
import { useEarlyInput } from '../../shared/use-early-input.js';
import { formatDollars } from '@insurer/contracts/format';
import { RILA_STORAGE_FIELDS, toolQuery, WIDGET_PROTECTION, WIDGET_STRATEGIES, WIDGET_TERMS } from '@insurer/contracts/rila';
import {
  backFrom,
  CHOICE_STEPS,
  disabledReason,
  INITIAL_VALUES,
  stepError,
  stepsOf,
  type ChoiceField,
  type PlanningValues,
} from './planning-steps.js';

export interface PlanningWidgetProps {
  /** Id prefix (the entry id). */
  id: string;
  variant: AnnuityPlanningWidgetVariant;
  min: number;
  max: number;
  invalidAmountMessage: string;
  /** Where the widget goes at the end (tests pass a spy); `window.location.assign` by default. */
  navigate?: (url: string) => void;
}

/** The tool page and the older variant's results route (docs/requirements.md#routes). */
export const RILA_TOOL_PATH = '/annuities/rila/marketperform';
export const RILA_RESULTS_PATH = '/annuities/rila/marketperform/results?formWidget=true';

/**
 * Where the finished widget sends the visitor. Newer: the tool with the choices in its query.
 * Older: the values are saved as session storage `rila.{field}` first (any older value
 * removed), then the results route (docs/requirements.md#annuity-widget).
 */
export function finish(
  variant: AnnuityPlanningWidgetVariant,
  values: PlanningValues,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
): string {
  const amount = Number(values.initialInvestment.replace(/[,$]/g, ''));
  if (variant === '5-step') {
    const selection = {
      strategyTerm: values.strategyTerm ? WIDGET_TERMS[values.strategyTerm] : '',
      buffer: values.levelOfProtection ? WIDGET_PROTECTION[values.levelOfProtection] : '',
      index: values.index,
      creditingStrategy: values.creditingStrategy ? WIDGET_STRATEGIES[values.creditingStrategy] : '',
    };
    return `${RILA_TOOL_PATH}?${toolQuery(amount, [selection], 'v3')}`;
  }
  for (const field of RILA_STORAGE_FIELDS) {
    const value = field === 'initialInvestment' ? String(amount) : values[field];
    if (value) storage?.setItem(`rila.${field}`, value);
    else storage?.removeItem(`rila.${field}`);
  }
  return RILA_RESULTS_PATH;
}

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The annuity planning widget (docs/requirements.md#annuity-widget): one step at a time, 'Next'
 * checks the step (focus stays on the amount or goes to the first option when it fails), 'Back'
 * resets the step left; every finished step is tracked as 'form-step-completed'.
 */
export function PlanningWidget({ id, variant, min, max, invalidAmountMessage, navigate }: PlanningWidgetProps) {
  const steps = stepsOf(variant);
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<PlanningValues>(INITIAL_VALUES);
  const [error, setError] = useState<string | undefined>();
  const [moved, setMoved] = useState(false);
  const uid = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const legendRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // `data-hydrated` once the script runs; a Next pressed before that is held and sent then.
  const marks = useEarlyInput(formRef);
  const field = steps[step] ?? 'initialInvestment';
  const errorId = `${uid}-error`;
  const helpId = `${uid}-help`;

  // After Next or Back, focus goes to the new step's question (not on first render).
  useEffect(() => {
    if (moved) legendRef.current?.focus();
  }, [step, moved]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = stepError(variant, field, values, { min, max, invalidAmountMessage });
    setError(message);
    if (message) {
      if (field === 'initialInvestment') amountRef.current?.focus();
      else event.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')?.focus();
      return;
    }
    track('form-step-completed', { form: 'annuity-planning-widget', variant, step: step + 1, stepName: field, value: values[field] });
    if (step + 1 < steps.length) {
      setMoved(true);
      setStep(step + 1);
      return;
    }
    const url = finish(variant, values, session());
    (navigate ?? ((to: string) => window.location.assign(to)))(url);
  }

  function back() {
    setValues(backFrom(field, values));
    setError(undefined);
    setMoved(true);
    setStep(Math.max(0, step - 1));
  }

  const question = field === 'initialInvestment' ? 'How much would you like to invest?' : CHOICE_STEPS[field].question;
  const questionId = `${uid}-question`;

  return (
    <form
      ref={formRef}
      className="planning-widget"
      {...marks}
      data-variant={variant}
      data-step={step + 1}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={questionId}
    >
      <p className="planning-widget__progress">
        Step {step + 1} of {steps.length}
      </p>
      <h3 id={questionId} ref={legendRef} tabIndex={-1} className="planning-widget__question">
        {question}
      </h3>
      {field === 'initialInvestment' ? (
        <div className="form-field" data-state={error ? 'invalid' : 'valid'}>
          <label htmlFor={`${uid}-amount`} className="form-field__label">
            Initial investment
          </label>
          <input
            ref={amountRef}
            id={`${uid}-amount`}
            name="initialInvestment"
            className="form-field__control"
            inputMode="numeric"
            autoComplete="off"
            placeholder={variant === '5-step' ? '100,000' : '25,000'}
            value={values.initialInvestment}
            onChange={(event) => setValues({ ...values, initialInvestment: event.target.value.replace(/[,$]/g, '') })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${helpId}` : helpId}
          />
          <p id={helpId} className="planning-widget__help">
            Enter an amount between {formatDollars(min)} to {formatDollars(max)}
          </p>
          <p id={errorId} className="form-field__error" role="alert">
            {error ?? ''}
          </p>
        </div>
      ) : (
        <ChoiceStep
          uid={uid}
          variant={variant}
          field={field}
          values={values}
          error={error}
          errorId={errorId}
          onChange={(value) => {
            setValues({ ...values, [field]: value } as PlanningValues);
            setError(undefined);
          }}
        />
      )}
      <div className="planning-widget__actions">
        {step > 0 ? (
          <button type="button" className="btn btn--secondary" onClick={back}>
            Back
          </button>
        ) : null}
        <button type="submit" className="btn btn--primary" data-entry={id}>
          {step + 1 < steps.length ? 'Next' : 'See my results'}
        </button>
      </div>
    </form>
  );
}

function ChoiceStep(props: {
  uid: string;
  variant: AnnuityPlanningWidgetVariant;
  field: ChoiceField;
  values: PlanningValues;
  error: string | undefined;
  errorId: string;
  onChange(value: string): void;
}) {
  const { uid, variant, field, values, error, errorId, onChange } = props;
  return (
    <fieldset
      className="form-group planning-widget__choices"
      data-state={error ? 'invalid' : 'valid'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="visually-hidden">{CHOICE_STEPS[field].question}</legend>
      {CHOICE_STEPS[field].options.map((option) => {
        const reason = disabledReason(variant, field, option.value, values);
        const inputId = `${uid}-${field}-${option.value}`;
        const tipId = `${inputId}-tip`;
        return (
          <div key={option.value} className="form-choice planning-widget__choice" data-disabled={reason ? 'true' : undefined}>
            <input
              type="radio"
              id={inputId}
              name={field}
              value={option.value}
              className="form-choice__control"
              checked={values[field] === option.value}
              disabled={Boolean(reason)}
              aria-describedby={reason ? tipId : undefined}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={inputId} className="form-choice__label">
              {option.label}
            </label>
            {reason ? <Tooltip id={tipId} label={`Why is ${option.label} unavailable?`} text={reason} /> : null}
          </div>
        );
      })}
      <p id={errorId} className="form-field__error" role="alert">
        {error ?? ''}
      </p>
    </fieldset>
  );
}

/**
 * A tooltip on a disabled option (which itself cannot take focus): a button that shows the
 * reason while hovered or focused, and keeps it shown after a click until Escape or another
 * click (WCAG 1.4.13 dismissible and persistent). The reason is also the disabled input's
 * description for screen readers.
 */
function Tooltip({ id, label, text }: { id: string; label: string; text: string }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || focused || pinned;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Escape') return;
    setHovered(false);
    setFocused(false);
    setPinned(false);
  };
  return (
    <span className="planning-widget__tooltip">
      <button
        type="button"
        className="planning-widget__tooltip-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setPinned(!pinned)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={id} role="tooltip" className="planning-widget__tooltip-text" data-state={open ? 'open' : 'closed'}>
        {text}
      </span>
    </span>
  );
}
