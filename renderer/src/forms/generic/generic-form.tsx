'use client';

import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form, type FormRenderProps } from 'react-final-form';
import { pushDataLayer } from '../../analytics.js';
import { inspectTags } from '../../inspector.js';
import { currentTrackingContext } from '../../tracking/browser.js';
import {
  isFieldVisible,
  type FormDefinition,
  type FormFieldDefinition,
  genericFormSchema,
  HIDDEN_TRACKING_FIELDS,
  hiddenTrackingValues,
  type HiddenTrackingField,
  validateWith,
} from '@insurer/contracts/forms';
import { ErrorSummary, focusFirstInvalid, orderedErrors, SendingOverlay, type SummaryError } from '../ui/form-chrome.js';
import { ChoiceGroup, FormIdBase, Honeypot, SelectField, SingleCheckbox, TextField } from '../ui/fields.js';
import { RadiosCheckedBeforeHydration } from '../ui/radios-checked-before-hydration.js';
import { useEarlyInput } from '../../shared/use-early-input.js';

/** Pardot form handlers' honeypot field (docs/requirements.md#dental-network-form names it for the pardot-backed dental form). */
export const PARDOT_HONEYPOT_FIELD = 'pardot_extra_field';

export interface GenericFormProps {
  definition: FormDefinition;
  /** The disclaimer, already rendered (rich text drawn on the server), shown above the submit button. */
  disclaimer?: ReactNode;
  /** Id of the heading naming the form, when the block shows one. */
  labelledBy?: string;
  /** Draft mode: emit inspector tags (the server parent passes `inspectorEnabled()`). */
  inspector?: boolean;
}

function isTrackingField(name: string): name is HiddenTrackingField {
  return (HIDDEN_TRACKING_FIELDS as readonly string[]).includes(name);
}

/** Starting values from each field's defaultValue: a comma list for checkbox groups, 'true' ticks a single checkbox. */
export function initialGenericValues(fields: readonly FormFieldDefinition[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.component === 'HiddenInput' || field.defaultValue === undefined) continue;
    if (field.component === 'Checkbox' && field.options.length > 0) {
      values[field.name] = field.defaultValue
        .split(',')
        .map((value) => value.trim())
        .filter((value) => field.options.some((option) => option.value === value));
    } else if (field.component === 'Checkbox') {
      values[field.name] = field.defaultValue === 'true';
    } else {
      values[field.name] = field.defaultValue;
    }
  }
  return values;
}

/**
 * Writes the tracking values (`hiddenTrackingValues` of the tracking context now) into the form's
 * hidden tracking inputs, keeping an input's defaultValue when there is no value. Runs in the
 * submit handler: the browser reads the inputs after it, when it builds the post.
 */
function fillTrackingFields(form: HTMLFormElement): Partial<Record<HiddenTrackingField, string>> {
  const values = hiddenTrackingValues(currentTrackingContext(), window.location.href);
  const filled: Partial<Record<HiddenTrackingField, string>> = {};
  for (const input of form.querySelectorAll<HTMLInputElement>('input[data-tracking]')) {
    const name = input.dataset.tracking;
    const value = name && isTrackingField(name) ? values[name] : undefined;
    if (name && isTrackingField(name) && value) {
      input.value = value;
      filled[name] = value;
    }
  }
  return filled;
}

const TEXT_TYPES: Partial<Record<FormFieldDefinition['component'], string>> = {
  TextInput: 'text',
  EmailInput: 'email',
  PhoneInput: 'tel',
  // A text input with a numeric keyboard: browsers' number inputs drop what they cannot parse
  // (GOV.UK Design System, "Avoid using inputs with a type of number").
  NumberInput: 'text',
};

function GenericField({ field, inspector }: { field: FormFieldDefinition; inspector: boolean }) {
  const label = field.label ?? field.name;
  const labelInspect = inspectTags(inspector, field.id, 'formLabel');
  const common = { name: field.name, label, required: field.required || field.validationType === 'required_if', labelInspect };
  switch (field.component) {
    case 'Textarea':
      return <TextField {...common} placeholder={field.placeholder} autoComplete={field.autoComplete} multiline />;
    case 'Select':
      return <SelectField {...common} options={field.options} placeholder={field.placeholder} autoComplete={field.autoComplete} />;
    case 'Radio':
      return <ChoiceGroup {...common} type="radio" options={field.options} />;
    case 'Checkbox':
      return field.options.length > 0 ? (
        <ChoiceGroup {...common} type="checkbox" options={field.options} />
      ) : (
        <SingleCheckbox {...common} />
      );
    case 'HiddenInput':
      return null;
    default:
      return (
        <TextField
          {...common}
          type={field.component === 'TextInput' && field.type ? field.type : TEXT_TYPES[field.component]}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          inputMode={field.component === 'NumberInput' ? 'decimal' : field.validationType === 'postalCode' ? 'numeric' : undefined}
        />
      );
  }
}

/**
 * The generic content-service form (docs/requirements.md#content-service-form): a real
 * `<form method="post" action={formSubmitUrl}>` posted natively (urlencoded) once react-final-form
 * finds the values valid under `genericFormSchema(definition)`:
 * - every component (Checkbox single or group, EmailInput, HiddenInput, PhoneInput with the
 *   999-999-9999 placeholder, NumberInput, Radio, Select, Textarea, TextInput);
 * - a field with a dependency is shown only while it holds (checkbox groups: while the chosen set
 *   contains the value), and only shown fields are checked and posted;
 * - hidden inputs post their defaultValue; the tracking fields (utm_name, utm_source, utm_medium,
 *   utm_campaign, utm_content, utm_pardot, GAClientID, DomainUserID, URL) are filled from the
 *   tracking module when the form is sent;
 * - checkbox values post without the 'checkbox-group-' prefix (removed by `fromFormDefinition`);
 * - pardot forms carry the honeypot `pardot_extra_field`;
 * - invalid → nothing is posted, messages under the fields and in the alert summary, focus on the
 *   first invalid field; valid → the tag-manager event `{ event: 'formSubmit', formId,
 *   formSubmitUrl }`, the loading overlay, and the browser's own post.
 */
export function GenericForm({ definition, disclaimer, labelledBy, inspector = false }: GenericFormProps) {
  const { fields, formId, formSubmitUrl, formType } = definition;
  const idBase = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useMemo(() => genericFormSchema(definition), [definition]);
  const validate = useMemo(() => validateWith(schema), [schema]);
  const initialValues = useMemo(() => initialGenericValues(fields), [fields]);
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [sending, setSending] = useState(false);
  // `data-hydrated` marks the form once its script runs (browser tests wait for it, as for the
  // bespoke forms): false in the server's HTML, true from hydration on.
  // A submit before hydration is held and sent once the form has hydrated (shared/early-input.ts).
  const marks = useEarlyInput(formRef);
  const [tracking, setTracking] = useState<Partial<Record<HiddenTrackingField, string>>>({});

  useEffect(() => {
    // Back from the form's target page: the browser may restore this page as it was, overlay included.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSending(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const renderForm = ({ form, values }: FormRenderProps<Record<string, unknown>>) => {
    const visible = fields.filter((field) => isFieldVisible(field, fields, values));
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      const { errors } = form.getState();
      if (errors && Object.keys(errors).length > 0) {
        event.preventDefault();
        void form.submit();
        const ordered = orderedErrors(
          visible.map((field) => field.name),
          errors,
        );
        setSummary(ordered);
        focusFirstInvalid(formRef.current, ordered);
        return;
      }
      setSummary([]);
      // Kept in state too: React re-renders during this (discrete) event, before the browser
      // builds the post, and must not reset the inputs to their default values.
      setTracking(fillTrackingFields(event.currentTarget));
      pushDataLayer({ event: 'formSubmit', formId, formSubmitUrl });
      setSending(true);
    };
    return (
      <form
        ref={formRef}
        className="form"
        method="post"
        action={formSubmitUrl}
        {...marks}
        noValidate
        aria-labelledby={labelledBy}
        data-form-type={formType}
        onSubmit={onSubmit}
      >
        <RadiosCheckedBeforeHydration formRef={formRef} />
        {visible.map((field) =>
          field.component === 'HiddenInput' ? (
            <input
              key={field.name}
              type="hidden"
              name={field.name}
              value={(isTrackingField(field.name) ? tracking[field.name] : undefined) ?? field.defaultValue ?? ''}
              readOnly
              data-tracking={isTrackingField(field.name) ? field.name : undefined}
            />
          ) : (
            <GenericField key={field.name} field={field} inspector={inspector} />
          ),
        )}
        {formType === 'pardot' ? <Honeypot name={PARDOT_HONEYPOT_FIELD} /> : null}
        {disclaimer ? (
          <div className="form__disclaimer" {...inspectTags(inspector, definition.id, 'formDisclaimer')}>
            {disclaimer}
          </div>
        ) : null}
        <button type="submit" className="btn btn--primary form__submit" {...inspectTags(inspector, definition.id, 'submitLabel')}>
          {definition.submitLabel ?? 'Submit'}
        </button>
      </form>
    );
  };

  return (
    <FormIdBase.Provider value={idBase}>
      <div className="form-shell" aria-busy={sending} data-form-id={formId}>
        <ErrorSummary errors={summary} />
        <Form
          onSubmit={() => undefined}
          validate={validate}
          initialValues={initialValues}
          subscription={{ values: true }}
          render={renderForm}
        />
        <SendingOverlay sending={sending} />
      </div>
    </FormIdBase.Provider>
  );
}
