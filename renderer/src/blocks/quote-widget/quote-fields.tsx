'use client';

import { useId, useState, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import type { AgeBand } from '@insurer/contracts/quote';

/** The error shown for a field: only after a submit attempt, like the site's other forms. */
function shownError(meta: { submitFailed?: boolean; error?: unknown }): string | undefined {
  return meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined;
}

/**
 * A tooltip that opens on click and stays open until clicked again (docs/requirements.md#quote-forms):
 * a disclosure button (`aria-expanded`) and the text it shows, tied to the field by `aria-describedby`
 * when open.
 */
export function Tooltip({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <span className="quote-tooltip">
      <button
        type="button"
        className="quote-tooltip__button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`About ${label}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">?</span>
      </button>
      <span id={id} className="quote-tooltip__text" role="note" hidden={!open}>
        {children}
      </span>
    </span>
  );
}

interface BaseFieldProps {
  /** The field's name in the form's values, e.g. 'spouse.age' or 'dependents[0].age'. */
  name: string;
  label: string;
  /** Unique DOM id base (the form's id). */
  idBase: string;
  tooltip?: ReactNode;
}

/** A text input with its label, optional tooltip and error (`aria-invalid`, `aria-describedby`). */
export function TextField({
  name,
  label,
  idBase,
  tooltip,
  inputMode,
  autoComplete,
  maxLength,
  prefix,
}: BaseFieldProps & { inputMode?: 'numeric' | 'text'; autoComplete?: string; maxLength?: number; prefix?: string }) {
  const id = `${idBase}-${name.replace(/[^\w-]/g, '-')}`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        const describedBy = [tooltip ? `${id}-tip` : '', `${id}-error`].filter(Boolean).join(' ');
        return (
          <div className="quote-field" data-state={error ? 'invalid' : 'valid'}>
            <label htmlFor={id} className="quote-field__label">
              {label}
            </label>
            {tooltip ? (
              <Tooltip id={`${id}-tip`} label={label}>
                {tooltip}
              </Tooltip>
            ) : null}
            <span className="quote-field__control">
              {prefix ? (
                <span className="quote-field__prefix" aria-hidden="true">
                  {prefix}
                </span>
              ) : null}
              <input
                {...input}
                value={input.value ?? ''}
                id={id}
                type="text"
                className="quote-field__input"
                inputMode={inputMode}
                autoComplete={autoComplete}
                maxLength={maxLength}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
              />
            </span>
            <p id={`${id}-error`} className="quote-field__error" aria-live="polite">
              {error}
            </p>
          </div>
        );
      }}
    </Field>
  );
}

/** A select with a placeholder option ('Select'), its label and error. */
export function SelectField({ name, label, idBase, tooltip, options }: BaseFieldProps & { options: readonly AgeBand[] }) {
  const id = `${idBase}-${name.replace(/[^\w-]/g, '-')}`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        const describedBy = [tooltip ? `${id}-tip` : '', `${id}-error`].filter(Boolean).join(' ');
        return (
          <div className="quote-field" data-state={error ? 'invalid' : 'valid'}>
            <label htmlFor={id} className="quote-field__label">
              {label}
            </label>
            {tooltip ? (
              <Tooltip id={`${id}-tip`} label={label}>
                {tooltip}
              </Tooltip>
            ) : null}
            <select
              {...input}
              value={input.value ?? ''}
              id={id}
              className="quote-field__input"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            >
              <option value="">Select</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <p id={`${id}-error`} className="quote-field__error" aria-live="polite">
              {error}
            </p>
          </div>
        );
      }}
    </Field>
  );
}

/** A group of radio buttons (gender, tobacco) in a fieldset named by its legend. */
export function RadioField({
  name,
  label,
  idBase,
  tooltip,
  options,
}: BaseFieldProps & { options: readonly { value: string; label: string }[] }) {
  const id = `${idBase}-${name.replace(/[^\w-]/g, '-')}`;
  const legendId = useId();
  return (
    <Field<string> name={name} subscription={{ error: true, submitFailed: true }}>
      {({ meta }) => {
        const error = shownError(meta);
        return (
          <fieldset className="quote-field quote-field--radios" data-state={error ? 'invalid' : 'valid'} aria-describedby={`${id}-error`}>
            <legend id={legendId} className="quote-field__label">
              {label}
              {tooltip ? (
                <Tooltip id={`${id}-tip`} label={label}>
                  {tooltip}
                </Tooltip>
              ) : null}
            </legend>
            <span className="quote-field__radios">
              {options.map((option) => (
                <Field<string> key={option.value} name={name} type="radio" value={option.value}>
                  {({ input }) => (
                    <label className="quote-field__radio">
                      <input {...input} id={`${id}-${option.value}`} aria-invalid={error ? true : undefined} />
                      {option.label}
                    </label>
                  )}
                </Field>
              ))}
            </span>
            <p id={`${id}-error`} className="quote-field__error" aria-live="polite">
              {error}
            </p>
          </fieldset>
        );
      }}
    </Field>
  );
}
