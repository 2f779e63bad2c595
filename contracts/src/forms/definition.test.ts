import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromFormDefinition, fromFormField, isFieldVisible, removeCheckboxPrefix, type FormDefinition } from './definition.js';
import { genericFormSchema } from './schemas/generic.js';
import { newsletterForm, proposalForm, rawField } from './test-fixtures.js';
import { fieldErrors } from './validate.js';

afterEach(() => vi.restoreAllMocks());

function proposal(): FormDefinition {
  const definition = fromFormDefinition(proposalForm());
  if (!definition) throw new Error('the proposal fixture maps');
  return definition;
}

const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@company.example',
  company: 'Analytical Engines',
  employee_count: '120',
  zip: '10001',
  state: 'NY',
  products: ['dental'],
  offers_benefits: 'no',
};

describe('fromFormDefinition (docs/requirements.md#content-service-form)', () => {
  it('given the seeded proposal form, when mapped, then the form fields and every field keep their content', () => {
    const definition = proposal();
    expect(definition).toMatchObject({
      id: 'form-request-a-proposal',
      formId: 'request-a-proposal',
      formType: 'non-pardot',
      formSubmitUrl: '/api/forms/request-a-proposal',
      heading: 'Request a benefits proposal',
      subheading: 'Tell us about your organization',
      formRequiredMessage: 'This field is required.',
      submitLabel: 'Request my proposal',
    });
    expect(definition.disclaimer?.nodeType).toBe('document');
    expect(definition.fields).toHaveLength(24);
    expect(definition.fields.find((field) => field.name === 'products_other')).toEqual({
      id: 'form-field-products_other',
      name: 'products_other',
      component: 'TextInput',
      label: 'What else are you looking for?',
      required: true,
      invalidMessage: 'Tell us what coverage you’re looking for',
      validationType: 'required_if',
      dependency: { name: 'products', value: 'other' },
      options: [],
    });
    expect(definition.fields.find((field) => field.name === 'state')?.options[0]).toEqual({ value: 'AL', text: 'Alabama' });
  });

  it('given a phone input without a placeholder, when mapped, then the placeholder is 999-999-9999', () => {
    expect(proposal().fields.find((field) => field.name === 'phone')?.placeholder).toBe('999-999-9999');
    expect(fromFormField(rawField('cell', 'PhoneInput', { placeholder: '(555) 555-5555' }))?.placeholder).toBe('(555) 555-5555');
  });

  it('given checkbox options and a dependency value with the checkbox-group- prefix, when mapped, then the prefix is removed', () => {
    const field = fromFormField(
      rawField('topics', 'Checkbox', {
        options: [
          ['checkbox-group-dental', 'Dental'],
          ['vision', 'Vision'],
        ],
      }),
    );
    expect(field?.options).toEqual([
      { value: 'dental', text: 'Dental' },
      { value: 'vision', text: 'Vision' },
    ]);
    expect(
      fromFormField(rawField('other', 'TextInput', { fieldDependencyName: 'topics', fieldDependencyValue: 'checkbox-group-dental' }))
        ?.dependency,
    ).toEqual({
      name: 'topics',
      value: 'dental',
    });
    expect(removeCheckboxPrefix('checkbox-group-life')).toBe('life');
    expect(removeCheckboxPrefix('life')).toBe('life');
  });

  it('given the pardot newsletter and a form without a formType, when mapped, then pardot is kept and non-pardot is the default', () => {
    expect(fromFormDefinition(newsletterForm())?.formType).toBe('pardot');
    expect(fromFormDefinition(proposalForm({ formType: null }))?.formType).toBe('non-pardot');
  });

  it('given a field with an unknown component and a form without a submit URL, when mapped, then they are left out with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(fromFormField(rawField('x', 'DatePicker'))).toBeUndefined();
    expect(fromFormDefinition(proposalForm({ formSubmitUrl: null }))).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('isFieldVisible (docs/requirements.md#content-service-form required_if)', () => {
  const fields = proposal().fields;
  const field = (name: string) => fields.find((candidate) => candidate.name === name)!;

  it('given a checkbox-group dependency, when the chosen set contains the value, then the field shows', () => {
    expect(isFieldVisible(field('products_other'), fields, { products: ['dental'] })).toBe(false);
    expect(isFieldVisible(field('products_other'), fields, { products: ['dental', 'other'] })).toBe(true);
    expect(isFieldVisible(field('products_other'), fields, { products: 'other' })).toBe(true);
  });

  it('given a radio dependency, when it holds the value, then the field shows', () => {
    expect(isFieldVisible(field('current_carrier'), fields, { offers_benefits: 'no' })).toBe(false);
    expect(isFieldVisible(field('current_carrier'), fields, { offers_benefits: 'yes' })).toBe(true);
    expect(isFieldVisible(field('first_name'), fields, {})).toBe(true);
  });

  it('given a chain of dependencies, when the first one fails, then the last field is hidden too', () => {
    const chain = [
      fromFormField(rawField('a', 'Radio', { options: [['yes', 'Yes']] }))!,
      fromFormField(rawField('b', 'Radio', { fieldDependencyName: 'a', fieldDependencyValue: 'yes', options: [['yes', 'Yes']] }))!,
      fromFormField(rawField('c', 'TextInput', { fieldDependencyName: 'b', fieldDependencyValue: 'yes' }))!,
    ];
    expect(isFieldVisible(chain[2]!, chain, { a: 'yes', b: 'yes' })).toBe(true);
    expect(isFieldVisible(chain[2]!, chain, { a: 'no', b: 'yes' })).toBe(false);
  });
});

describe('genericFormSchema (docs/requirements.md#content-service-form)', () => {
  const schema = genericFormSchema(proposal());

  it('given an empty form, when validated, then each required field shows its invalidMessage', () => {
    expect(fieldErrors(schema, {})).toEqual({
      first_name: 'Enter your first name',
      last_name: 'Enter your last name',
      email: 'Enter a valid e-mail address',
      company: 'Enter your organization’s name',
      employee_count: 'Enter the number of employees',
      zip: 'Enter a valid 5-digit zip code',
      state: 'Select your state',
      products: 'Choose at least one type of coverage',
      offers_benefits: 'Choose yes or no',
    });
  });

  it('given a required field without invalidMessage, when empty, then the form’s formRequiredMessage shows, else the default', () => {
    const field = fromFormField(rawField('name', 'TextInput', { required: true }))!;
    expect(fieldErrors(genericFormSchema({ fields: [field], formRequiredMessage: 'Please fill this in' }), {})).toEqual({
      name: 'Please fill this in',
    });
    expect(fieldErrors(genericFormSchema({ fields: [field] }), {})).toEqual({ name: 'This field is required.' });
  });

  it('given a malformed e-mail, zip, date, number and phone, when validated, then the field messages show', () => {
    expect(
      fieldErrors(schema, { ...valid, email: 'ada@', zip: '1000', start_date: '02/30/2026', employee_count: 'many', phone: '555-0100' }),
    ).toEqual({
      email: 'Enter a valid e-mail address',
      zip: 'Enter a valid 5-digit zip code',
      start_date: 'Enter a date as MM/DD/YYYY',
      employee_count: 'Enter the number of employees',
      phone: 'Enter valid phone number',
    });
    expect(fieldErrors(schema, { ...valid, start_date: '2026-11-21' })).toEqual({ start_date: 'Enter a date as MM/DD/YYYY' });
    expect(fieldErrors(schema, { ...valid, start_date: '02/29/2028' })).toBeUndefined();
  });

  it('given a select or radio value outside its options, when validated, then the field’s message shows', () => {
    expect(fieldErrors(schema, { ...valid, state: 'XX', offers_benefits: 'maybe', products: ['pets'] })).toEqual({
      state: 'Select your state',
      offers_benefits: 'Choose yes or no',
      products: 'Choose at least one type of coverage',
    });
  });

  it('given required_if fields, when their dependency holds, then they are required; hidden, they are neither checked nor kept', () => {
    expect(fieldErrors(schema, { ...valid, products: ['dental', 'other'], offers_benefits: 'yes' })).toEqual({
      products_other: 'Tell us what coverage you’re looking for',
      current_carrier: 'Enter your current carrier',
    });
    expect(schema.parse({ ...valid, products_other: 'Pet insurance', current_carrier: 'Acme' })).toEqual(valid);
  });

  it('given a valid urlencoded body, when parsed, then the shown fields are kept trimmed, groups as lists, unknown keys dropped', () => {
    expect(
      schema.parse({
        ...valid,
        first_name: ' Ada ',
        products: 'other',
        products_other: 'Pet insurance',
        message: '',
        utm_source: 'google',
        URL: 'https://site.example/employers',
        injected: 'x',
      }),
    ).toEqual({
      ...valid,
      products: ['other'],
      products_other: 'Pet insurance',
      utm_source: 'google',
      URL: 'https://site.example/employers',
    });
  });

  it('given a required single checkbox, when unticked, then its message shows; ticked it submits true', () => {
    const consent = fromFormField(rawField('consent', 'Checkbox', { required: true, invalidMessage: 'Agree to continue' }))!;
    const single = genericFormSchema({ fields: [consent] });
    expect(fieldErrors(single, { consent: false })).toEqual({ consent: 'Agree to continue' });
    expect(single.parse({ consent: true })).toEqual({ consent: 'true' });
    expect(single.parse({ consent: 'true' })).toEqual({ consent: 'true' });
  });
});
