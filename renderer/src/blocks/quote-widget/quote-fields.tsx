'use client';

import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { Tooltip } from '../../forms/ui/fields.js';

/** The error shown for a field: only after a submit attempt, like the site's other forms. */
function shownError(meta: { submitFailed?: boolean; error?: unknown }): string | undefined {
  return meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined;
}

interface BaseFieldProps {
  /** The field's name in the form's values, e.g. 'spouse.age' or 'dependents[0].age'. */
  name: string;
  label: string;
  /** Unique DOM id base (the form's id). */
  idBase: string;
  tooltip?: ReactNode;
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
