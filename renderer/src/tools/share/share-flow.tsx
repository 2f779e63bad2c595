'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { identify } from '../../analytics.js';
import { BEST_TIMES_TO_CALL, TEXT_LIMITS, fieldErrors } from '@insurer/contracts/forms';
import { submitForm } from '../../forms/submit.js';
import { SendingOverlay } from '../../forms/ui/form-chrome.js';
import { useHydratedMark } from '../../shared/use-hydrated.js';
import { currentTrackingContext } from '../../tracking/browser.js';
import {
  type RilaShareRequest,
  type RetirementShareResult,
  DEFAULT_SHARE_OPTION,
  SHARE_ALERTS,
  SHARE_FORM_IDS,
  shareContactSchema,
  shareOptionLabel,
  shareOptions,
  shareTitle,
  type ShareOption,
  type ShareTool,
} from '@insurer/contracts/share';

/** The page result state (docs/requirements.md#share-flow): nothing sent yet, sent, refused by the server's rules, or failed. */
export type ShareResultState = 'initial' | 'success' | 'data-error' | 'error';

export interface ShareFlowProps {
  /** The tool the flow is on: its title, form id and compliance code. */
  tool: ShareTool;
  /** The brand name from content (site settings), in the title and option labels. */
  brand: string;
  /** The `rilaV3` flag from `LoadContext.flags`: lists the otherFP option. */
  rilaV3: boolean;
  /** What is shared: the tool's inputs (the calculator's form values, or the RILA tool's selections); the server works the figures out. */
  results: RetirementShareResult | RilaShareRequest;
  /** Injected in tests; the browser's fetch otherwise. */
  fetchImpl?: typeof fetch;
}

type FieldName = 'firstName' | 'lastName' | 'email' | 'zipCode' | 'fpEmail' | 'phone' | 'bestTimeToCall';
type Values = Record<FieldName, string>;
const EMPTY: Values = { firstName: '', lastName: '', email: '', zipCode: '', fpEmail: '', phone: '', bestTimeToCall: '' };

/** The fields an option shows, in order. */
function fieldsOf(option: ShareOption): FieldName[] {
  return [
    'firstName',
    'lastName',
    'email',
    ...(option === 'guardianFP' ? (['zipCode'] as const) : []),
    ...(option === 'otherFP' ? (['fpEmail'] as const) : []),
    'phone',
    'bestTimeToCall',
  ];
}

const LABELS: Record<FieldName, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  zipCode: 'ZIP code',
  fpEmail: "Your financial professional's email",
  phone: 'Phone (optional)',
  bestTimeToCall: 'Best time to call (optional)',
};

const INPUTS: Record<
  Exclude<FieldName, 'bestTimeToCall'>,
  { type: string; autoComplete: string; maxLength: number; inputMode?: 'numeric' | 'tel' | 'email' }
> = {
  firstName: { type: 'text', autoComplete: 'given-name', maxLength: TEXT_LIMITS.name },
  lastName: { type: 'text', autoComplete: 'family-name', maxLength: TEXT_LIMITS.name },
  email: { type: 'email', autoComplete: 'email', maxLength: TEXT_LIMITS.short },
  zipCode: { type: 'text', autoComplete: 'postal-code', maxLength: 5, inputMode: 'numeric' },
  fpEmail: { type: 'email', autoComplete: 'off', maxLength: TEXT_LIMITS.short },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 14, inputMode: 'tel' },
};

/**
 * The share-results / talk-to-a-professional form of the retirement calculator and the RILA tool
 * (docs/requirements.md#share-flow): the tool's title; the option (connect me to a professional by
 * default, send to my professional only with `rilaV3`, send to myself), marked required; the
 * fields the option asks for, validated on submit with the schema the server uses; a changed
 * option resets the form. While sending, the overlay shows; then a dismissible alert: the
 * connect or share success, or 'Our system is unable to send your results right now.' when the
 * submission was not stored. Sent by `submitForm` (the one browser submit path). The result state
 * shows as `data-result`.
 */
export function ShareFlow({ tool, brand, rilaV3, results, fetchImpl }: ShareFlowProps) {
  const base = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [option, setOption] = useState<ShareOption>(DEFAULT_SHARE_OPTION);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'emailOption', string>>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ShareResultState>('initial');
  const [alert, setAlert] = useState<{ type: 'confirmation' | 'error'; text: string } | undefined>();
  const options = shareOptions(rilaV3);
  const title = shareTitle(tool, brand);
  const idOf = (name: string) => `${base}-${name}`;

  const changeOption = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = options.find((o) => o === event.target.value) ?? DEFAULT_SHARE_OPTION;
    setOption(next);
    // docs/requirements.md#share-flow: changing the option resets the form.
    setValues(EMPTY);
    setErrors({});
    setAlert(undefined);
    setResult('initial');
  };

  const change = (name: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = ['emailOption', ...fieldsOf(option)].find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  };

  // Each alert takes focus once it is drawn, so it is read out.
  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const finish = (state: ShareResultState, shown: { type: 'confirmation' | 'error'; text: string }) => {
    setResult(state);
    setAlert(shown);
    setSending(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const shown = Object.fromEntries(fieldsOf(option).map((name) => [name, values[name]]));
    const contact = { emailOption: option, ...shown };
    const found = fieldErrors(shareContactSchema, contact);
    if (found) {
      showErrors(found);
      return;
    }
    setErrors({});
    setAlert(undefined);
    setSending(true);
    const result = await submitForm(SHARE_FORM_IDS[tool], { ...contact, results }, currentTrackingContext(), fetchImpl);
    if (result.kind === 'accepted') {
      // docs/requirements.md#analytics: identify with first name, e-mail and postal code.
      identify({ firstName: values.firstName, email: values.email, postalCode: option === 'guardianFP' ? values.zipCode : '10001' });
      finish('success', { type: 'confirmation', text: option === 'guardianFP' ? SHARE_ALERTS.connected : SHARE_ALERTS.shared });
      setValues(EMPTY);
      return;
    }
    // A 422 is the server's rules refusing the data: its messages on the fields (docs/requirements.md#share-flow).
    if (result.kind === 'rejected') showErrors(result.errors);
    const refused = result.kind === 'rejected' || result.status === 422;
    finish(refused ? 'data-error' : 'error', { type: 'error', text: SHARE_ALERTS.failed });
  };

  const errorProps = (name: FieldName | 'emailOption') =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': idOf(`${name}-error`) } : {};

  // `data-hydrated` marks the form once its script runs (browser tests wait for it before they click).
  const mark = useHydratedMark();
  return (
    <section className="share-flow" aria-labelledby={idOf('title')} data-result={result} data-option={option}>
      <h2 id={idOf('title')} className="share-flow__title">
        {title}
      </h2>
      <div className="share-flow__alert-region">
        {alert ? (
          <div className="share-flow__alert" data-type={alert.type} role="alert" tabIndex={-1} ref={alertRef}>
            <p>{alert.text}</p>
            <button type="button" className="share-flow__dismiss" aria-label="Dismiss message" onClick={() => setAlert(undefined)}>
              Dismiss
            </button>
          </div>
        ) : null}
      </div>
      <form ref={formRef} className="share-flow__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={sending} {...mark}>
        <div className="form-field" data-state={errors.emailOption ? 'invalid' : 'valid'}>
          <label htmlFor={idOf('emailOption')} className="form-field__label">
            How would you like to share your results? <span aria-hidden="true">*</span>
          </label>
          <select
            id={idOf('emailOption')}
            data-field="emailOption"
            className="form-field__control"
            value={option}
            onChange={changeOption}
            required
            aria-required
            {...errorProps('emailOption')}
          >
            {options.map((o) => (
              <option key={o} value={o}>
                {shareOptionLabel(o, brand)}
              </option>
            ))}
          </select>
          <p id={idOf('emailOption-error')} className="form-field__error">
            {errors.emailOption}
          </p>
        </div>
        <div className="share-flow__fields">
          {fieldsOf(option).map((name) => (
            <div key={`${option}-${name}`} className="form-field" data-state={errors[name] ? 'invalid' : 'valid'}>
              <label htmlFor={idOf(name)} className="form-field__label">
                {LABELS[name]}
              </label>
              {name === 'bestTimeToCall' ? (
                <select
                  id={idOf(name)}
                  data-field={name}
                  className="form-field__control"
                  value={values[name]}
                  onChange={change(name)}
                  {...errorProps(name)}
                >
                  <option value="">Select one</option>
                  {BEST_TIMES_TO_CALL.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={idOf(name)}
                  data-field={name}
                  className="form-field__control"
                  type={INPUTS[name].type}
                  autoComplete={INPUTS[name].autoComplete}
                  maxLength={INPUTS[name].maxLength}
                  inputMode={INPUTS[name].inputMode}
                  value={values[name]}
                  onChange={change(name)}
                  aria-required={name === 'phone' ? undefined : true}
                  {...errorProps(name)}
                />
              )}
              <p id={idOf(`${name}-error`)} className="form-field__error">
                {errors[name]}
              </p>
            </div>
          ))}
        </div>
        <button type="submit" className="share-flow__submit" disabled={sending}>
          {option === 'guardianFP' ? 'Connect me' : 'Send my results'}
        </button>
        <SendingOverlay sending={sending} />
      </form>
    </section>
  );
}
