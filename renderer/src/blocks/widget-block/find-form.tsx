'use client';

import { useEffect, useRef, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { trackThenLeave } from '../../analytics.js';
import { FIND_FORM_FIELDS, type FindFormKind } from './find-form-fields.js';
import { findRepresentativeSchema, findRepresentativeUrl, findSalesOfficeSchema, findSalesOfficeUrl } from './widget-schemas.js';
import { validateWith } from '@insurer/contracts/forms';
import { useHydratedMark } from '../../shared/use-hydrated.js';

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
 * What the visitor typed into the plain-HTML form this island takes over (its server HTML, or the
 * fallback of a render without server HTML, with the same input id) before the script arrived,
 * and whether that input had focus: the island starts from it, so nothing typed during loading is
 * lost. `{ value: '', focused: false }` on the server or when there is no such input.
 */
function typedBeforeScript(inputId: string): { value: string; focused: boolean } {
  if (typeof document === 'undefined') return { value: '', focused: false };
  const element = document.getElementById(inputId);
  if (!(element instanceof HTMLInputElement)) return { value: '', focused: false };
  return { value: element.value, focused: document.activeElement === element };
}

/**
 * The finder forms of the widget block (react-final-form, zod-validated on submit):
 * - representative: zip required ('Enter your zip code') and 5 digits; on submit tracks
 *   'Form Submitted' with `{ zipCode }` and, once analytics.js has the event (at most 300 ms,
 *   `trackThenLeave`), goes to `/financial-representative/agencies` with the fields lower-cased
 *   and radius=25 (docs/requirements.md#forms);
 * - sales office: zip or location required; goes to `/brokers/sales-offices?zip=…&repSize=big&distance=25`.
 * The error is tied to the field (`aria-invalid`, `aria-describedby`, a polite live region) and
 * focus returns to the field. Without JavaScript the form is a plain GET with the same parameters;
 * what a visitor typed there before the script arrived is kept (and its focus), and the form is
 * marked `data-hydrated` once the island runs (browser tests wait for it).
 */
export function FindForm({ id, kind, navigate = (url) => window.location.assign(url) }: FindFormProps) {
  const config = FORMS[kind];
  const input = useRef<HTMLInputElement>(null);
  const inputId = `${id}-${config.field}`;
  const errorId = `${inputId}-error`;
  const [typed] = useState(() => typedBeforeScript(inputId));
  const [initialValues] = useState(() => (typed.value ? { [config.field]: typed.value } : undefined));
  const mark = useHydratedMark();
  useEffect(() => {
    if (typed.focused) input.current?.focus();
  }, [typed.focused]);

  const onSubmit = (values: Record<string, unknown>) => {
    if (kind === 'representative') {
      const parsed = findRepresentativeSchema.parse(values);
      trackThenLeave('Form Submitted', { zipCode: parsed.zipCode }, () => navigate(findRepresentativeUrl(parsed)));
    } else {
      navigate(findSalesOfficeUrl(findSalesOfficeSchema.parse(values)));
    }
  };

  return (
    <Form
      onSubmit={onSubmit}
      validate={config.validate}
      initialValues={initialValues}
      render={({ handleSubmit, form }) => (
        <form
          className="find-form"
          {...mark}
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
