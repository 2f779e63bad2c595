'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { identify, track } from '../../analytics.js';
import { TEXT_LIMITS, fieldErrors } from '@insurer/contracts/forms';
import { submitForm } from '../../forms/submit.js';
import { SendingOverlay } from '../../forms/ui/form-chrome.js';
import {
  QUOTE_LEAD_FORM_IDS,
  QUOTE_LEAD_TEXT,
  quoteLeadConfirmation,
  quoteLeadSchema,
  type DisabilityQuoteData,
  type LifeQuoteData,
  type QuoteLeadType,
  type DisabilityQuote,
  type LifeQuote,
  BENEFIT_PERIODS,
  ELIMINATION_PERIODS,
  type DisabilityFigures,
  type LifeFigures,
  stateOfZip,
  SURVEY_SOURCE_ID,
  type SurveyLeadInput,
} from '@insurer/contracts/quote';
import { formatDollars } from '@insurer/contracts/format';
import { currentTrackingContext } from '../../tracking/browser.js';
import { useHydrated } from '../../shared/use-hydrated.js';
import { GA_MARKETING_COOKIE } from '../../tracking/cookies.js';
import { parseGaMarketing } from '../../tracking/utm.js';
import Cookies from 'js-cookie';
import { useSurveyActions } from './survey-actions.js';

/** The quote a results page showed: the visitor's answers and the figures priced from the editors' rates. */
export type QuoteLeadSource =
  { type: 'il'; quote: LifeQuote; figures: LifeFigures } | { type: 'di'; quote: DisabilityQuote; figures: DisabilityFigures };

export interface QuoteLeadFormProps {
  source: QuoteLeadSource;
  /** Injected in tests; the browser's fetch otherwise. */
  fetchImpl?: typeof fetch;
}

type FieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'zipCode' | 'dateOfBirth';
const FIELDS: readonly FieldName[] = ['firstName', 'lastName', 'email', 'phone', 'zipCode', 'dateOfBirth'];

const INPUTS: Record<
  FieldName,
  { label: string; type: string; autoComplete: string; maxLength: number; required: boolean; inputMode?: 'numeric' | 'tel' }
> = {
  firstName: { label: 'First name', type: 'text', autoComplete: 'given-name', maxLength: TEXT_LIMITS.name, required: true },
  lastName: { label: 'Last name', type: 'text', autoComplete: 'family-name', maxLength: TEXT_LIMITS.name, required: true },
  email: { label: 'Email', type: 'email', autoComplete: 'email', maxLength: TEXT_LIMITS.short, required: true },
  phone: { label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', maxLength: 14, required: false, inputMode: 'tel' },
  zipCode: { label: 'ZIP code', type: 'text', autoComplete: 'postal-code', maxLength: 5, required: true, inputMode: 'numeric' },
  dateOfBirth: {
    label: 'Date of birth (optional, MM/DD/YYYY)',
    type: 'text',
    autoComplete: 'bday',
    maxLength: 10,
    required: false,
    inputMode: 'numeric',
  },
};

/**
 * The survey lead of the server action (docs/requirements.md#decision-survey-lead-actions): the first
 * name and e-mail, this page as the source with the product as its tag (the server adds the traffic
 * source, kept in an HttpOnly cookie), the stored UTM values, the Google Ads click id of the address
 * and the quote the visitor chose.
 */
function surveyInput(values: Record<FieldName, string>, type: QuoteLeadType, quote: SurveyLeadInput['quote']): SurveyLeadInput {
  let utmInfo: Record<string, string> = {};
  try {
    utmInfo = Object.fromEntries(
      Object.entries(parseGaMarketing(Cookies.get(GA_MARKETING_COOKIE))).filter((e): e is [string, string] => !!e[1]),
    );
  } catch {
    utmInfo = {};
  }
  const gclid = new URLSearchParams(window.location.search).get('gclid')?.slice(0, 200);
  return {
    firstName: values.firstName.trim(),
    email: values.email.trim(),
    source: {
      pageUrl: `${window.location.pathname}${window.location.search}`.slice(0, 2048),
      sourceId: SURVEY_SOURCE_ID,
      tags: [type === 'il' ? 'life' : 'disability'],
      utmInfo,
    },
    ...(gclid ? { gclid } : {}),
    ...(quote ? { quote } : {}),
  };
}

/** The options a visitor picks the quote from: each level-premium period (life) or each elimination and benefit period (disability). */
function choicesOf(source: QuoteLeadSource): { value: string; label: string }[] {
  if (source.type === 'il') {
    return source.figures.premiums.map((row) => ({
      value: String(row.years),
      label: `${row.years} years: ${formatDollars(row.monthly, 'cents')} a month`,
    }));
  }
  return source.figures.premiums.map((row) => {
    const ep = ELIMINATION_PERIODS.find((p) => p.code === row.eliminationPeriod)?.label ?? row.eliminationPeriod;
    const bp = BENEFIT_PERIODS.find((p) => p.code === row.benefitPeriod)?.label ?? row.benefitPeriod;
    return {
      value: `${row.eliminationPeriod}/${row.benefitPeriod}`,
      label: `${ep} waiting, benefits ${bp.toLowerCase()}: ${formatDollars(row.monthly, 'cents')} a month`,
    };
  });
}

/** The default choice: a 20-year period when offered, else the first; disability 90 days to age 65 (A65). */
function defaultChoice(source: QuoteLeadSource): string {
  const choices = choicesOf(source);
  const preferred = source.type === 'il' ? '20' : 'EP3/A65';
  return choices.some((c) => c.value === preferred) ? preferred : (choices[0]?.value ?? '');
}

/**
 * The routing client's `quote_data` of the chosen option (docs/requirements.md#lead-routing):
 * life product 'Term', risk class 'Standard' and no riders (the illustrative rates price those);
 * disability `location` the state of the zip code (else the zip) and `quote_link` this page's address.
 */
export function quoteDataOf(source: QuoteLeadSource, choice: string, pageUrl: string): LifeQuoteData | DisabilityQuoteData | undefined {
  const gender = source.quote.gender === 'F' ? 'female' : 'male';
  if (source.type === 'il') {
    const row = source.figures.premiums.find((p) => String(p.years) === choice);
    if (!row) return undefined;
    return {
      type: 'il',
      monthly_premium: row.monthly,
      age: source.quote.age,
      base_face_amount: source.figures.coverage,
      extended_conversion_rider: false,
      gender,
      level_premium_period: row.years,
      product: 'Term',
      risk_class: 'Standard',
      tobacco_use: source.quote.tobacco === 'yes',
      waiver_of_premium: false,
      income: source.quote.income,
    };
  }
  const row = source.figures.premiums.find((p) => `${p.eliminationPeriod}/${p.benefitPeriod}` === choice);
  if (!row) return undefined;
  return {
    type: 'di',
    age: source.quote.age,
    gender,
    location: stateOfZip(source.quote.zipCode) ?? source.quote.zipCode,
    occupation: source.quote.occupation,
    income: source.quote.income,
    elimination_period: row.eliminationPeriod,
    benefit_period: row.benefitPeriod,
    monthly_benefit: source.figures.monthlyBenefit,
    riders: [],
    premium: row.monthly,
    quote_link: pageUrl,
  };
}

/**
 * The lead form of the life and disability results pages (docs/requirements.md#quote-leads): the
 * option the visitor is interested in, first name and ZIP (filled in from the quote), last name,
 * e-mail and phone (optional), checked on submit with the schema the server uses
 * (`quoteLeadSchema`). Sent by `submitForm` (the one browser submit path) to
 * `POST /api/forms/{life-quote-lead|disability-quote-lead}` with the tracking context. Stored (2xx): `identify` (first name, e-mail, postal code) and
 * 'form-step-completed', then the confirmation in place of the form. Refused (422): the server's
 * messages on the fields, and 'survey_invalid_email' when the e-mail was refused. Any other
 * failure: an error alert; the values stay for another try.
 */
export function QuoteLeadForm({ source, fetchImpl }: QuoteLeadFormProps) {
  const base = useId();
  const idOf = (name: string) => `${base}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const type: QuoteLeadType = source.type;
  const formId = QUOTE_LEAD_FORM_IDS[type];
  const hydrated = useHydrated();
  const [choice, setChoice] = useState(() => defaultChoice(source));
  const [values, setValues] = useState<Record<FieldName, string>>({
    firstName: source.quote.firstName,
    lastName: '',
    email: '',
    phone: '',
    zipCode: source.quote.zipCode,
    dateOfBirth: '',
  });
  const actions = useSurveyActions();
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'quoteData', string>>>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [confirmation, setConfirmation] = useState<string | undefined>();
  const choices = choicesOf(source);

  // The confirmation takes focus once it is drawn (it replaces the form that held it).
  useEffect(() => {
    if (confirmation) doneRef.current?.focus();
  }, [confirmation]);

  // The confirmation takes focus once it is drawn (it replaces the form that held it).
  useEffect(() => {
    if (confirmation) doneRef.current?.focus();
  }, [confirmation]);

  const change = (name: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = [...FIELDS, 'quoteData'].find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const posted = { ...values, quoteData: quoteDataOf(source, choice, window.location.href) };
    const schema = quoteLeadSchema(type);
    const found = fieldErrors(schema, posted);
    if (found) {
      showErrors(found);
      return;
    }
    setErrors({});
    setFailed(false);
    setSending(true);
    // docs/requirements.md#decision-survey-lead-actions: a visitor not yet known gets a survey lead,
    // its e-mail verified first; a refused e-mail stops here with its message and
    // 'survey_invalid_email'. A failing action never costs the quote lead.
    if (actions) {
      try {
        const { userExists } = await actions.checkUserExists(values.email.trim());
        if (!userExists) {
          const created = await actions.createSurveyLead(surveyInput(values, type, posted.quoteData));
          if (!created.ok && created.reason === 'invalid-email') {
            track('survey_invalid_email', { formId });
            setSending(false);
            showErrors({ email: created.message });
            return;
          }
        }
      } catch (error) {
        console.warn('[quote-lead] survey lead not sent:', error instanceof Error ? error.message : error);
      }
    }
    const result = await submitForm(formId, posted, currentTrackingContext(), fetchImpl);
    setSending(false);
    if (result.kind === 'accepted') {
      // docs/requirements.md#analytics: the quote tools identify (first name, e-mail, postal code) and complete their step.
      identify({ firstName: values.firstName.trim(), email: values.email.trim(), postalCode: values.zipCode.trim() });
      track('form-step-completed', { form: formId, step: 2, stepName: 'lead' });
      setConfirmation(quoteLeadConfirmation(values.firstName.trim(), type));
    } else if (result.kind === 'rejected') {
      // docs/requirements.md#analytics: 'survey_invalid_email' when the server refuses the lead's e-mail.
      if (result.errors.email) track('survey_invalid_email', { formId });
      showErrors(result.errors);
    } else {
      setFailed(true);
    }
  };

  const errorProps = (name: FieldName) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': idOf(`${name}-error`) } : {};

  return (
    <section
      className="quote-lead"
      aria-labelledby={idOf('title')}
      data-hydrated={hydrated ? 'true' : undefined}
      data-result={confirmation ? 'success' : failed ? 'error' : 'initial'}
    >
      <h2 id={idOf('title')} className="quote-lead__title">
        {QUOTE_LEAD_TEXT.heading}
      </h2>
      {confirmation ? (
        <p className="quote-lead__confirmation" role="status" tabIndex={-1} ref={doneRef}>
          {confirmation}
        </p>
      ) : (
        <>
          <p className="quote-lead__intro">{QUOTE_LEAD_TEXT.intro}</p>
          <div className="quote-lead__alert-region" role="alert">
            {failed ? <p className="quote-lead__alert">{QUOTE_LEAD_TEXT.failed}</p> : null}
            {errors.quoteData ? <p className="quote-lead__alert">{errors.quoteData}</p> : null}
          </div>
          <form ref={formRef} className="quote-lead__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={sending}>
            <div className="form-field">
              <label htmlFor={idOf('choice')} className="form-field__label">
                {type === 'il' ? QUOTE_LEAD_TEXT.lifeChoice : QUOTE_LEAD_TEXT.disabilityChoice}
              </label>
              <select
                id={idOf('choice')}
                data-field="quoteData"
                className="form-field__control"
                value={choice}
                onChange={(event) => setChoice(event.target.value)}
              >
                {choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            {FIELDS.map((name) => {
              const input = INPUTS[name];
              return (
                <div key={name} className="form-field" data-state={errors[name] ? 'invalid' : 'valid'}>
                  <label htmlFor={idOf(name)} className="form-field__label">
                    {input.label}
                  </label>
                  <input
                    id={idOf(name)}
                    name={name}
                    data-field={name}
                    className="form-field__control"
                    type={input.type}
                    autoComplete={input.autoComplete}
                    maxLength={input.maxLength}
                    inputMode={input.inputMode}
                    value={values[name]}
                    onChange={change(name)}
                    aria-required={input.required || undefined}
                    {...errorProps(name)}
                  />
                  <p id={idOf(`${name}-error`)} className="form-field__error">
                    {errors[name]}
                  </p>
                </div>
              );
            })}
            <button type="submit" className="quote-lead__submit" disabled={sending}>
              {sending ? QUOTE_LEAD_TEXT.sending : QUOTE_LEAD_TEXT.submit}
            </button>
            <SendingOverlay sending={sending} />
          </form>
        </>
      )}
    </section>
  );
}
