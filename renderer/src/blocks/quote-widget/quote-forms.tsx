'use client';

import { useEffect, useRef, useState } from 'react';
import { Form, useForm } from 'react-final-form';
import Cookies from 'js-cookie';
import {
  ageBands,
  type BandProduct,
  AGE_RANGE_LABELS,
  type QuoteFlags,
  accidentSubmitBlocked,
  OCCUPATIONS,
  occupationFromPath,
  quoteErrors,
  quoteSchema,
  RETIREMENT_MAX_LENGTH,
  type QuoteValuesByTab,
  QUOTE_MESSAGES,
  type QuoteTab,
} from '@insurer/contracts/quote';
import { GA_MARKETING_COOKIE } from '../../tracking/cookies.js';
import { parseGaMarketing } from '../../tracking/utm.js';
import { RadioField } from './quote-fields.js';
import { FormIdBase, SelectField, TextField } from '../../forms/ui/fields.js';
import { submitQuote } from './submit-quote.js';
import { RadiosCheckedBeforeHydration } from '../../forms/ui/radios-checked-before-hydration.js';
import { useEarlyInput } from '../../shared/use-early-input.js';

export interface QuoteFormProps {
  tab: QuoteTab;
  flags: QuoteFlags;
  /** DOM id base, unique on the page. */
  idBase: string;
  /** Values to start from (a results page passes the decoded quote); empty otherwise. */
  initialValues?: Record<string, unknown>;
  /** Goes to a URL; `window.location.assign` unless given (tests). */
  navigate?: (url: string) => void;
}

const GENDERS = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
] as const;
const TOBACCO = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
] as const;

const SUBMIT_LABELS: { [T in QuoteTab]: string } = {
  Life: 'Get my life quote',
  Disability: 'Get my disability quote',
  Dental: 'Compare dental plans',
  Vision: 'Compare vision plans',
  Accident: 'Compare accident plans',
  Retirement: 'See my retirement outlook',
};

/** A select's choices from the quote's lists (age bands, occupations: `{ value, label }`). */
function choices(options: readonly { value: string; label: string }[]) {
  return options.map((option) => ({ value: option.value, text: option.label }));
}

/** The stored UTM values (`ga_marketing`), read when submitting. */
function storedTracking() {
  try {
    return parseGaMarketing(Cookies.get(GA_MARKETING_COOKIE));
  } catch {
    return {};
  }
}

/** A random id for a new dependent (the lead and the results page list them by it). */
function newDependentId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().slice(0, 8)
    : Math.random().toString(36).slice(2, 10);
}

interface HouseholdValues {
  zipCode?: string;
  primaryAge?: string;
  spouse?: { firstName?: string; age?: string };
  dependents?: { id: string; firstName?: string; age?: string }[];
}

/** Spouse and dependents of the dental, vision and accident forms (docs/requirements.md#quote-forms). */
function Household({ product, flags, values }: { product: BandProduct; flags: QuoteFlags; values: HouseholdValues }) {
  const form = useForm();
  const addSpouse = useRef<HTMLButtonElement>(null);
  const addDependent = useRef<HTMLButtonElement>(null);
  // Which add button takes focus once a removal is drawn (the removed group held the focus).
  const focusAfter = useRef<'spouse' | 'dependent' | undefined>(undefined);
  const dependents = values.dependents ?? [];

  useEffect(() => {
    if (focusAfter.current === 'spouse') addSpouse.current?.focus();
    if (focusAfter.current === 'dependent') addDependent.current?.focus();
    focusAfter.current = undefined;
  });

  return (
    <>
      <div className="quote-household__group">
        {values.spouse ? (
          <div className="quote-household__member" role="group" aria-label="Spouse or partner">
            <TextField name="spouse.firstName" label="Spouse/Partner first name (optional)" autoComplete="off" maxLength={40} />
            <SelectField
              placeholder="Select"
              name="spouse.age"
              label={AGE_RANGE_LABELS.spouse}
              options={choices(ageBands(product, 'spouse', flags, values.zipCode))}
            />
            <button
              type="button"
              className="btn btn--link quote-household__remove"
              onClick={() => {
                form.change('spouse', undefined);
                focusAfter.current = 'spouse';
              }}
            >
              Remove spouse/partner
            </button>
          </div>
        ) : (
          <button
            ref={addSpouse}
            type="button"
            className="btn btn--secondary quote-household__add"
            onClick={() => form.change('spouse', { firstName: '', age: '' })}
          >
            Add spouse/partner
          </button>
        )}
      </div>
      <div className="quote-household__group">
        {dependents.map((dependent, index) => (
          <div key={dependent.id} className="quote-household__member" role="group" aria-label={`Dependent ${index + 1}`}>
            <TextField
              name={`dependents[${index}].firstName`}
              label={`Dependent ${index + 1} first name (optional)`}
              autoComplete="off"
              maxLength={40}
            />
            <SelectField
              placeholder="Select"
              name={`dependents[${index}].age`}
              label={AGE_RANGE_LABELS.dependent}
              options={choices(ageBands(product, 'dependent', flags))}
            />
            <button
              type="button"
              className="btn btn--link quote-household__remove"
              aria-label={`Remove dependent ${index + 1}`}
              onClick={() => {
                form.change(
                  'dependents',
                  dependents.filter((item) => item.id !== dependent.id),
                );
                focusAfter.current = 'dependent';
              }}
            >
              Remove
            </button>
          </div>
        ))}
        <button
          ref={addDependent}
          type="button"
          className="btn btn--secondary quote-household__add"
          onClick={() => form.change('dependents', [...dependents, { id: newDependentId(), firstName: '', age: '' }])}
        >
          Add dependent
        </button>
      </div>
    </>
  );
}

/** Preselects the occupation of a disability page once the form is in the browser (the server renders the same form for everyone). */
function OccupationFromPath() {
  const form = useForm();
  useEffect(() => {
    const occupation = occupationFromPath(window.location.pathname);
    if (occupation && !form.getState().values['occupation']) form.change('occupation', occupation);
  }, [form]);
  return null;
}

/**
 * One tab's form (docs/requirements.md#quote-forms, docs/requirements.md#decision-quote-form-fields):
 * validated on submit with the tab's schema (every message of docs/requirements.md#quote-forms); focus goes to the
 * first invalid field; a valid form pushes 'get_a_quote' and goes to the tab's results page with
 * `info` and the stored tracking parameters.
 */
export function QuoteForm({ tab, flags, idBase, initialValues, navigate = (url) => window.location.assign(url) }: QuoteFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const schema = quoteSchema(tab, flags);
  const [formError, setFormError] = useState<string | undefined>();
  // `data-hydrated` once hydrated; a submit before that is held and sent then (shared/early-input.ts).
  const marks = useEarlyInput(formRef);
  const [start] = useState<Record<string, unknown>>(
    () => initialValues ?? (tab === 'Dental' || tab === 'Vision' || tab === 'Accident' ? { dependents: [] } : {}),
  );

  const onSubmit = (raw: Record<string, unknown>) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return;
    try {
      navigate(submitQuote(tab, flags, parsed.data as QuoteValuesByTab[typeof tab], storedTracking()));
    } catch (error) {
      setFormError(
        error instanceof RangeError
          ? 'Your quote has too many people to send at once. Please remove some dependents.'
          : 'Something went wrong. Please try again.',
      );
    }
  };

  return (
    <Form<Record<string, unknown>>
      onSubmit={onSubmit}
      initialValues={start}
      validate={(values) => quoteErrors(schema, values)}
      render={({ handleSubmit, values, form }) => {
        const blocked = tab === 'Accident' && accidentSubmitBlocked(flags, values as HouseholdValues);
        const household = tab === 'Dental' || tab === 'Vision' || tab === 'Accident';
        return (
          // The shared fields take their DOM ids from the form's id base.
          <FormIdBase.Provider value={idBase}>
            <form
              ref={formRef}
              className="quote-form"
              noValidate
              // Before hydration a submit must never put personal data in a URL: POST, not GET
              // (with script, it is held until hydration: shared/early-input.ts).
              method="post"
              {...marks}
              aria-label={`${tab} quote`}
              onSubmit={(event) => {
                void handleSubmit(event);
                if (form.getState().hasValidationErrors) {
                  // After React draws the messages, move focus to the first invalid field.
                  requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
                }
              }}
            >
              <RadiosCheckedBeforeHydration formRef={formRef} />
              {tab !== 'Retirement' ? (
                <>
                  <TextField name="firstName" label="First name" autoComplete="given-name" maxLength={40} />
                  <TextField name="zipCode" label="Zip code" inputMode="numeric" autoComplete="postal-code" maxLength={5} />
                </>
              ) : null}
              {tab === 'Life' || tab === 'Disability' ? (
                <>
                  <RadioField name="gender" label="Gender" idBase={idBase} options={GENDERS} />
                  <TextField name="age" label="Age" inputMode="numeric" maxLength={3} />
                  <TextField
                    name="income"
                    label="Annual income"
                    inputMode="numeric"
                    maxLength={12}
                    prefix="$"
                    tooltip="Your yearly earnings before taxes, from work. We use it to suggest how much coverage replaces your income."
                  />
                  {tab === 'Disability' ? (
                    <>
                      <SelectField placeholder="Select" name="occupation" label="Occupation" options={choices(OCCUPATIONS)} />
                      {initialValues ? null : <OccupationFromPath />}
                    </>
                  ) : null}
                  <RadioField
                    name="tobacco"
                    label="Have you used tobacco or nicotine in the last 12 months?"
                    idBase={idBase}
                    options={TOBACCO}
                    tooltip="Cigarettes, cigars, pipes, vaping, nicotine gum or patches and chewing tobacco all count."
                  />
                </>
              ) : null}
              {household ? (
                <>
                  <SelectField
                    placeholder="Select"
                    name="primaryAge"
                    label={AGE_RANGE_LABELS.primary}
                    options={choices(ageBands(tab, 'primary', flags, (values as HouseholdValues).zipCode?.trim()))}
                    tooltip="Your age on your plan's start date. Prices and plans depend on it."
                  />
                  <Household product={tab} flags={flags} values={values as HouseholdValues} />
                </>
              ) : null}
              {tab === 'Retirement' ? (
                <>
                  <TextField name="currentAge" label="Current age" inputMode="numeric" maxLength={RETIREMENT_MAX_LENGTH.currentAge} />
                  <TextField
                    name="retirementAge"
                    label="Retirement age"
                    inputMode="numeric"
                    maxLength={RETIREMENT_MAX_LENGTH.retirementAge}
                  />
                  <TextField
                    name="qualifiedSavings"
                    label="Qualified savings"
                    inputMode="numeric"
                    prefix="$"
                    maxLength={RETIREMENT_MAX_LENGTH.qualifiedSavings}
                    tooltip="What you have now in tax-advantaged retirement accounts: 401(k), 403(b), 457 and IRAs."
                  />
                  <TextField
                    name="annualQualifiedContributions"
                    label="Annual contributions"
                    inputMode="numeric"
                    prefix="$"
                    maxLength={RETIREMENT_MAX_LENGTH.annualQualifiedContributions}
                  />
                  <TextField
                    name="annualRetirementIncome"
                    label="Annual spending in retirement"
                    inputMode="numeric"
                    prefix="$"
                    maxLength={RETIREMENT_MAX_LENGTH.annualRetirementIncome}
                  />
                </>
              ) : null}
              <p className="quote-form__status" role="status">
                {blocked ? QUOTE_MESSAGES.accidentScNoPlans : formError}
              </p>
              <button type="submit" className="btn btn--primary quote-form__submit" disabled={blocked}>
                {SUBMIT_LABELS[tab]}
              </button>
            </form>
          </FormIdBase.Provider>
        );
      }}
    />
  );
}
