'use client';

import { useRef } from 'react';
import { Field, Form } from 'react-final-form';
import { track } from '../../analytics.js';
import { FIND_FORM_FIELDS, type FindFormKind } from './find-form-fields.js';
import {
  findRepresentativeSchema,
  findRepresentativeUrl,
  findSalesOfficeSchema,
  findSalesOfficeUrl,
  validateWith,
} from './widget-schemas.js';

export type { FindFormKind };

export interface FindFormProps {
  /** DOM id base, unique on the page. */
  id: string;
  kind: FindFormKind;
  /** Goes to a URL; `window.location.assign` unless given (tests). Not passed from the server. */
  navigate?: (url: string) => void;
}

const FORMS = {
  representative: { ...FIND_FORM_FIELDS.representative, validate: validateWith(findRepresentativeSchema) },
  'sales-office': { ...FIND_FORM_FIELDS['sales-office'], validate: validateWith(findSalesOfficeSchema) },
};

/**
 * The finder forms of the widget block (react-final-form, zod-validated on submit):
 * - representative: zip required ('Enter your zip code') and 5 digits; on submit tracks
 *   'Form Submitted' with `{ zipCode }` and goes to `/financial-representative/agencies` with the
 *   fields lower-cased and radius=25 (docs/requirements.md#forms);
 * - sales office: zip or location required; goes to `/brokers/sales-offices?zip=…&repSize=big&distance=25`.
 * The error is tied to the field (`aria-invalid`, `aria-describedby`, a polite live region) and
 * focus returns to the field. Without JavaScript the form is a plain GET with the same parameters.
 */
export function FindForm({ id, kind, navigate = (url) => window.location.assign(url) }: FindFormProps) {
  const config = FORMS[kind];
  const input = useRef<HTMLInputElement>(null);
  const inputId = `${id}-${config.field}`;
  const errorId = `${inputId}-error`;

  const onSubmit = (values: Record<string, unknown>) => {
    if (kind === 'representative') {
      const parsed = findRepresentativeSchema.parse(values);
      track('Form Submitted', { zipCode: parsed.zipCode });
      navigate(findRepresentativeUrl(parsed));
    } else {
      navigate(findSalesOfficeUrl(findSalesOfficeSchema.parse(values)));
    }
  };

  return (
    <Form
      onSubmit={onSubmit}
      validate={config.validate}
      render={({ handleSubmit, form }) => (
        <form
          className="find-form"
          action={config.action}
          method="get"
          noValidate
          onSubmit={(event) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) input.current?.focus();
          }}
        >
          <Field<string> name={config.field}>
            {({ input: field, meta }) => {
              const error = meta.submitFailed && meta.error ? String(meta.error) : undefined;
              return (
                <div className="find-form__field" data-state={error ? 'invalid' : 'valid'}>
                  <label htmlFor={inputId} className="find-form__label">
                    {config.label}
                  </label>
                  <input
                    {...field}
                    ref={input}
                    id={inputId}
                    name={config.name}
                    type="text"
                    inputMode={config.inputMode}
                    autoComplete={config.autoComplete}
                    placeholder={config.placeholder}
                    className="find-form__input"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={errorId}
                  />
                  <p id={errorId} className="find-form__error" aria-live="polite">
                    {error}
                  </p>
                </div>
              );
            }}
          </Field>
          {Object.entries(config.hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="btn btn--primary find-form__submit">
            {config.submit}
          </button>
        </form>
      )}
    />
  );
}
