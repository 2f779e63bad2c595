'use client';

import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-final-form';
import { identify, track } from '../../analytics.js';
import { currentTrackingContext } from '../../tracking/browser.js';
import {
  type BespokeFormId,
  type TrackingContext,
  interestNames,
  STAY_COVERED_PATH,
  BESPOKE_FORM_SCHEMAS,
  dentalTrackingValues,
  fieldErrors,
  validateWith,
} from '@insurer/contracts/forms';
import { sendSubmission } from '../submit.js';
import { ErrorSummary, focusFirstInvalid, orderedErrors, SendingOverlay, type SummaryError } from '../ui/form-chrome.js';
import { ChoiceGroup, FormIdBase, Honeypot, SelectField, TextField } from '../ui/fields.js';
import { BESPOKE_FORM_SPECS, fieldNames, type BespokeField } from './specs.js';
import { RadiosCheckedBeforeHydration } from '../ui/radios-checked-before-hydration.js';
import { ResultDialog, type ResultDialogKind } from '../ui/result-dialog.js';
import { useEarlyInput } from '../../shared/use-early-input.js';

export interface BespokeFormProps {
  formId: BespokeFormId;
  /** Goes to a URL; `window.location.assign` unless given (tests). Not passed from the server. */
  navigate?: (url: string) => void;
}

function FieldControl({ field }: { field: BespokeField }) {
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          name={field.name}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          inputMode={field.inputMode}
          required={field.required}
        />
      );
    case 'textarea':
      return <TextField name={field.name} label={field.label} maxLength={field.maxLength} required={field.required} multiline />;
    case 'select':
      return (
        <SelectField
          name={field.name}
          label={field.label}
          options={field.options}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          required={field.required}
        />
      );
    case 'radio':
      return <ChoiceGroup name={field.name} label={field.label} type="radio" options={field.options} required={field.required} />;
    case 'checkboxes':
      return <ChoiceGroup name={field.name} label={field.label} type="checkbox" options={field.options} required={field.required} />;
    case 'honeypot':
      return <Honeypot name={field.name} />;
  }
}

/** The values a form adds at submit time: the dental form's hidden web-to-lead fields (docs/requirements.md#dental-network-form). */
function submitTimeValues(formId: BespokeFormId, tracking: TrackingContext): Record<string, string> {
  return formId === 'dental-network-sf-hc' ? dentalTrackingValues(tracking, window.location.href, new Date()) : {};
}

function onStayCovered(): boolean {
  return window.location.pathname.replace(/\/+$/, '') === STAY_COVERED_PATH;
}

/**
 * The schedule form on /staycovered identifies the visitor and tracks 'Form Submitted' with the
 * phone type and the chosen interests' names (docs/requirements.md#content-service-calls).
 */
function trackScheduleMeeting(values: Record<string, unknown>): void {
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : '');
  identify({
    email: text('email'),
    first_name: text('firstName'),
    last_name: text('lastName'),
    phone: text('phone'),
    postal_code: text('zipCode'),
  });
  const codes = Array.isArray(values.interested) ? values.interested.filter((code): code is string => typeof code === 'string') : [];
  track('Form Submitted', { phoneType: text('phoneType'), productInterest: interestNames('schedule-meeting-hc', codes).join(', ') });
}

/**
 * A bespoke form picked by its content form id (docs/requirements.md#form-selection): contact us,
 * annuities, global citizens, Safeguard 360, schedule a meeting, connect with a financial
 * professional, dental network joining. react-final-form with the form's zod schema
 * (`BESPOKE_FORM_SCHEMAS`), checked on submit (docs/requirements.md#form-states):
 * - invalid → each message under its field (`aria-invalid`, `aria-describedby`), the messages in an
 *   alert summary, focus on the first invalid field, nothing sent;
 * - valid → the loading overlay; the values (after the schema, plus the dental form's hidden
 *   fields) and the tracking context are posted as JSON to `/api/forms/{formId}`
 *   (`sendSubmission`); once the site has accepted them the visitor goes to the answer's redirect
 *   (what happens downstream, the lead call or an e-mail, never holds them back). A 422 shows the
 *   server's messages on the fields instead. When the site cannot accept the submission at all
 *   (no answer, a network failure, a 5xx), the visitor stays with what they typed and the 'We're
 *   sorry' dialog says so (docs/requirements.md#decision-result-dialogs).
 * The schedule form on /staycovered also calls `identify` and tracks 'Form Submitted' (docs/requirements.md#analytics),
 * then goes to the stored success location like every lead form (the specification's
 * schedule-meeting modal is opened by nothing; its texts stay in `result-dialog.tsx`).
 */
export function BespokeForm({ formId, navigate = (url) => window.location.assign(url) }: BespokeFormProps) {
  const spec = BESPOKE_FORM_SPECS[formId];
  const schema = BESPOKE_FORM_SCHEMAS[formId];
  const validate = useMemo(() => validateWith(schema), [schema]);
  const idBase = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [result, setResult] = useState<ResultDialogKind | null>(null);
  // `data-hydrated` marks the form once its script runs (browser tests wait for it): false in
  // the server's HTML, true from hydration on. A submit before that is held and sent then
  // (shared/early-input.ts).
  const marks = useEarlyInput(formRef);
  const names = fieldNames(spec);

  const showErrors = (errors: Record<string, unknown> | undefined) => {
    const ordered = orderedErrors(names, errors);
    setSummary(ordered);
    focusFirstInvalid(formRef.current, ordered);
  };

  const onSubmit = async (values: Record<string, unknown>) => {
    const tracking = currentTrackingContext();
    const parsed = schema.safeParse({ ...values, ...submitTimeValues(formId, tracking) });
    if (!parsed.success) return fieldErrors(schema, values);
    const posted: Record<string, unknown> = parsed.data;
    const stayCovered = formId === 'schedule-meeting-hc' && onStayCovered();
    if (stayCovered) trackScheduleMeeting(posted);
    const outcome = await sendSubmission(formId, posted, tracking);
    if (outcome.kind === 'rejected') {
      // docs/requirements.md#analytics: 'survey_invalid_email' when creating the lead fails its e-mail check on the server.
      if (outcome.errors.email) track('survey_invalid_email', { formId });
      return outcome.errors;
    }
    if (outcome.kind === 'failed') setResult('error');
    else navigate(outcome.redirect);
    return undefined;
  };

  const closeResult = () => setResult(null);

  return (
    <FormIdBase.Provider value={idBase}>
      <Form
        onSubmit={onSubmit}
        validate={validate}
        initialValues={spec.initialValues}
        subscription={{ submitting: true }}
        render={({ handleSubmit, form, submitting }) => {
          const submit = async (event: FormEvent<HTMLFormElement>) => {
            const pending = handleSubmit(event);
            if (form.getState().hasValidationErrors) {
              showErrors(form.getState().errors);
              return;
            }
            setSummary([]);
            await pending;
            const { submitErrors } = form.getState();
            if (submitErrors && Object.keys(submitErrors).length > 0) showErrors(submitErrors);
          };
          return (
            <div className="form-shell" aria-busy={submitting} data-form-id={formId}>
              <ErrorSummary errors={summary} />
              <form
                ref={formRef}
                className="form"
                aria-label={spec.label}
                noValidate
                // Before hydration a submit must never put personal data in a URL: POST, not GET.
                method="post"
                {...marks}
                onSubmit={(event) => void submit(event)}
              >
                <RadiosCheckedBeforeHydration formRef={formRef} />
                {spec.fields.map((field) => (
                  <FieldControl key={field.name} field={field} />
                ))}
                <button type="submit" className="btn btn--primary form__submit" disabled={submitting}>
                  {spec.submitLabel}
                </button>
              </form>
              <SendingOverlay sending={submitting === true} />
              {result ? (
                <ResultDialog
                  kind={result}
                  onClose={closeResult}
                  returnFocus={() => formRef.current?.querySelector<HTMLElement>('button[type="submit"]') ?? null}
                />
              ) : null}
            </div>
          );
        }}
      />
    </FormIdBase.Provider>
  );
}
