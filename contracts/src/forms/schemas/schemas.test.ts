import { describe, expect, it } from 'vitest';
import { BESPOKE_FORM_IDS } from '../contract.js';
import { fieldErrors } from '../validate.js';
import { genericFormSchema } from './generic.js';
import {
  annuitiesSchema,
  BESPOKE_FORM_SCHEMAS,
  connectWithFpSchema,
  contactUsSchema,
  dentalNetworkSchema,
  globalCitizensSchema,
  safeguard360Schema,
  scheduleMeetingSchema,
  submissionRequestSchema,
} from './index.js';

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '212-555-0100',
  contactPreference: 'Email',
  howCanWeHelpYou: 'I have a question about my policy.',
};

const lead = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', zipCode: '10001' };

const dental = {
  Reason_for_Contact__c: 'Join the network',
  Contact_Name__c: 'Grace Hopper',
  Contact_Email__c: 'office@smiles.example',
  phone: '(212) 555-0100',
  first_name: 'Alan',
  last_name: 'Turing',
  email: 'alan@smiles.example',
  company: 'Bright Smiles Dental',
  street: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  Network_Types__c: 'PPO',
  lead_source: 'Provider Solicitation',
};

describe('contact-us schema (docs/requirements.md#contact-us-form)', () => {
  it('given the required fields, when parsed, then blank optional fields are left out and texts trimmed', () => {
    expect(contactUsSchema.parse({ ...contact, firstName: '  Ada ', policyNumber: '  ', claimNumber: '' })).toEqual(contact);
  });

  it('given no help text, when validated, then Enter information so we can help you', () => {
    expect(fieldErrors(contactUsSchema, { ...contact, howCanWeHelpYou: '   ' })).toEqual({
      howCanWeHelpYou: 'Enter information so we can help you',
    });
    expect(fieldErrors(contactUsSchema, { ...contact, howCanWeHelpYou: undefined })).toEqual({
      howCanWeHelpYou: 'Enter information so we can help you',
    });
  });

  it('given no phone number or a malformed one, when validated, then the phone is required and verified', () => {
    expect(fieldErrors(contactUsSchema, { ...contact, phoneNumber: undefined })).toEqual({ phoneNumber: 'Enter phone number' });
    expect(fieldErrors(contactUsSchema, { ...contact, phoneNumber: '555-0100' })).toEqual({ phoneNumber: 'Enter valid phone number' });
  });

  it('given empty names and a malformed e-mail, when validated, then each field has its message', () => {
    expect(fieldErrors(contactUsSchema, { ...contact, firstName: '', lastName: '', email: 'ada@' })).toEqual({
      firstName: 'Enter first name',
      lastName: 'Enter last name',
      email: 'Enter valid email address',
    });
  });

  it('given policy, claim and best time, when parsed, then they are kept; a contact preference outside Email/Phone is refused', () => {
    expect(contactUsSchema.parse({ ...contact, policyNumber: 'P-1', claimNumber: 'C-2', bestTimeToCall: 'Morning' })).toMatchObject({
      policyNumber: 'P-1',
      claimNumber: 'C-2',
      bestTimeToCall: 'Morning',
    });
    expect(fieldErrors(contactUsSchema, { ...contact, contactPreference: 'Fax' })).toEqual({
      contactPreference: 'Select contact preference',
    });
  });
});

describe('lead schemas (docs/requirements.md#lead-assignment, docs/requirements.md#lead-forms)', () => {
  it.each([
    ['safeguard 360', safeguard360Schema],
    ['connect with FP', connectWithFpSchema],
  ])('given %s with names, e-mail and zip, when parsed, then phone and best time are optional', (_name, schema) => {
    expect(schema.parse({ ...lead, phone: '', bestTimeToCall: '' })).toEqual(lead);
  });

  it('given empty required fields, when validated, then names, e-mail and zip have their messages', () => {
    expect(fieldErrors(safeguard360Schema, {})).toEqual({
      firstName: 'Enter first name',
      lastName: 'Enter last name',
      email: 'Enter email address',
      zipCode: 'Enter a valid 5-digit zip code',
    });
  });

  it('given a zip of 4 or 6 digits or letters, when validated, then Enter a valid 5-digit zip code', () => {
    for (const zipCode of ['1000', '100011', '1000a']) {
      expect(fieldErrors(connectWithFpSchema, { ...lead, zipCode })).toEqual({ zipCode: 'Enter a valid 5-digit zip code' });
    }
  });

  it('given a phone on a lead form, when it is malformed, then Enter valid phone number', () => {
    expect(fieldErrors(safeguard360Schema, { ...lead, phone: '12345' })).toEqual({ phone: 'Enter valid phone number' });
    expect(safeguard360Schema.parse({ ...lead, phone: '(212) 555-0100', bestTimeToCall: 'Evening' })).toEqual({
      ...lead,
      phone: '(212) 555-0100',
      bestTimeToCall: 'Evening',
    });
  });

  it('given annuities interests and a note, when parsed, then the codes and note are kept; none chosen gives []', () => {
    expect(annuitiesSchema.parse({ ...lead, interested: ['3', '7'], customerNote: ' Call after 5 ' })).toEqual({
      ...lead,
      interested: ['3', '7'],
      customerNote: 'Call after 5',
    });
    expect(annuitiesSchema.parse(lead)).toEqual({ ...lead, interested: [] });
    expect(fieldErrors(annuitiesSchema, { ...lead, interested: ['1'] })).toEqual({ interested: 'Select at least one interest' });
  });

  it('given global citizens without countries, when validated, then both countries are required', () => {
    expect(fieldErrors(globalCitizensSchema, lead)).toEqual({
      countryOfCitizenship: 'Enter country of citizenship',
      countryOfResidence: 'Enter country of residence',
    });
    expect(globalCitizensSchema.parse({ ...lead, countryOfCitizenship: 'Canada', countryOfResidence: 'France' })).toEqual({
      ...lead,
      countryOfCitizenship: 'Canada',
      countryOfResidence: 'France',
    });
  });

  it('given the schedule form without phone, phone type or interests, when validated, then each is required', () => {
    expect(fieldErrors(scheduleMeetingSchema, lead)).toEqual({
      phone: 'Enter phone number',
      phoneType: 'Select phone type',
      interested: 'Select at least one interest',
    });
    expect(fieldErrors(scheduleMeetingSchema, { ...lead, phone: '212555010', phoneType: 'Mobile', interested: [] })).toEqual({
      phone: 'Enter valid phone number',
      interested: 'Select at least one interest',
    });
  });

  it('given the schedule form with phone, type and interests 1 and 5, when parsed, then they are kept; interest 3 is not offered', () => {
    const values = { ...lead, phone: '212 555 0100', phoneType: 'Work', interested: ['1', '5'] };
    expect(scheduleMeetingSchema.parse(values)).toEqual(values);
    expect(fieldErrors(scheduleMeetingSchema, { ...values, interested: ['3'] })).toEqual({ interested: 'Select at least one interest' });
  });
});

describe('dental network schema (docs/requirements.md#dental-network-form)', () => {
  it('given every field, when parsed, then the values are kept and the hidden ones optional', () => {
    expect(dentalNetworkSchema.parse(dental)).toEqual(dental);
  });

  it('given an empty form, when validated, then every message of the seed table shows', () => {
    expect(fieldErrors(dentalNetworkSchema, { lead_source: 'Provider Solicitation' })).toEqual({
      Reason_for_Contact__c: 'Select reason for contact',
      Contact_Name__c: 'Enter contact name',
      Contact_Email__c: 'Enter email address',
      phone: 'Enter phone number',
      first_name: 'Enter dentist first name',
      last_name: 'Enter dentist last name',
      email: 'Enter email address',
      company: 'Enter office name',
      street: 'Enter office street address',
      city: 'Enter city',
      state: 'Select your state',
      zip: 'Enter a valid 5-digit zip code',
      Network_Types__c: 'Select network you are interested in joining',
    });
  });

  it('given malformed e-mails, phone and zip, a 41-character office name, an unknown state and network, when validated, then their messages show', () => {
    expect(
      fieldErrors(dentalNetworkSchema, {
        ...dental,
        Contact_Email__c: 'office@',
        email: 'alan.example.com',
        phone: '212.555.0100',
        company: 'x'.repeat(41),
        state: 'XX',
        zip: '6270',
        Network_Types__c: 'HMO',
      }),
    ).toEqual({
      Contact_Email__c: 'Enter valid email address',
      email: 'Enter valid email address',
      phone: 'Enter valid phone number',
      company: 'Enter office name',
      state: 'Select your state',
      zip: 'Enter a valid 5-digit zip code',
      Network_Types__c: 'Select network you are interested in joining',
    });
  });

  it('given 10-digit phones with optional parentheses and space or dash separators, when validated, then they pass', () => {
    for (const phone of ['2125550100', '212-555-0100', '212 555 0100', '(212) 555-0100', '(212)555-0100']) {
      expect(fieldErrors(dentalNetworkSchema, { ...dental, phone })).toBeUndefined();
    }
    for (const phone of ['555-0100', '1-212-555-0100', '(212) 555-010']) {
      expect(fieldErrors(dentalNetworkSchema, { ...dental, phone })).toEqual({ phone: 'Enter valid phone number' });
    }
  });

  it('given an office name of exactly 40 characters and DHMO/Managed Care, when validated, then they pass', () => {
    expect(fieldErrors(dentalNetworkSchema, { ...dental, company: 'x'.repeat(40), Network_Types__c: 'DHMO/Managed Care' })).toBeUndefined();
  });

  it('given a lead source other than Provider Solicitation or a submit date not MM/DD/YYYY, when validated, then they are refused', () => {
    expect(Object.keys(fieldErrors(dentalNetworkSchema, { ...dental, lead_source: 'Web', FormSubmitDate__c: '2026-11-21' }) ?? {})).toEqual(
      ['lead_source', 'FormSubmitDate__c'],
    );
    expect(fieldErrors(dentalNetworkSchema, { ...dental, FormSubmitDate__c: '11/21/2026', UTM_Source__c: 'google' })).toBeUndefined();
  });
});

describe('BESPOKE_FORM_SCHEMAS', () => {
  it('given every bespoke form id, when looked up, then each has its schema', () => {
    expect(Object.keys(BESPOKE_FORM_SCHEMAS).sort()).toEqual([...BESPOKE_FORM_IDS].sort());
    expect(BESPOKE_FORM_SCHEMAS['gl-contact-us-hc']).toBe(contactUsSchema);
    expect(BESPOKE_FORM_SCHEMAS['dental-network-sf-hc']).toBe(dentalNetworkSchema);
    expect(BESPOKE_FORM_SCHEMAS['schedule-meeting-hc']).toBe(scheduleMeetingSchema);
  });
});

describe('submissionRequestSchema', () => {
  it('given a body with values and tracking, when parsed, then unknown tracking keys are dropped', () => {
    expect(
      submissionRequestSchema.parse({
        values: { firstName: 'Ada' },
        tracking: { ClientId: 'c-1', utm_source: 'google', partnerInfo: { producerCd: 'P1' }, cookie: 'x' },
      }),
    ).toEqual({ values: { firstName: 'Ada' }, tracking: { ClientId: 'c-1', utm_source: 'google', partnerInfo: { producerCd: 'P1' } } });
  });

  it('given a body without tracking, when parsed, then tracking is {}; values that are not an object are refused', () => {
    expect(submissionRequestSchema.parse({ values: {} })).toEqual({ values: {}, tracking: {} });
    expect(submissionRequestSchema.safeParse({ values: 'x' }).success).toBe(false);
    expect(submissionRequestSchema.safeParse({ values: {}, tracking: { ClientId: 'x'.repeat(2049) } }).success).toBe(false);
  });
});

describe('length and line-break limits (docs/requirements.md#security)', () => {
  it('given a name with a line break or over 40 characters, when checked on either side, then the name field gets a clear message', () => {
    expect(fieldErrors(contactUsSchema, { ...contact, firstName: 'Eve\r\nBcc: victim@example.com', lastName: 'L'.repeat(30_000) })).toEqual(
      {
        firstName: 'First name should be only letters.',
        lastName: 'Last name must be 40 characters or fewer.',
      },
    );
    expect(fieldErrors(annuitiesSchema, { ...lead, interested: ['3'], firstName: 'A'.repeat(41) })).toEqual({
      firstName: 'First name must be 40 characters or fewer.',
    });
  });

  it('given names with right-to-left overrides, zero-width characters, digits or links, then they are refused; letters of any script, spaces, hyphens and apostrophes pass', () => {
    for (const name of [
      'Ann\u202Egnp.exe',
      'Ann\u200Bette',
      'Ann\u2066Lee',
      'Call 1-900-555-0100',
      'www.evil.example',
      'Ann\u0007',
      '-Ann',
    ]) {
      expect(fieldErrors(contactUsSchema, { ...contact, firstName: name }), JSON.stringify(name)).toEqual({
        firstName: 'First name should be only letters.',
      });
    }
    for (const name of ["O'Brien", 'Anne-Marie', 'José Luis', 'D’Angelo', 'Zoë', '王秀英', 'Jose\u0301']) {
      expect(fieldErrors(contactUsSchema, { ...contact, lastName: name }), name).toBeUndefined();
    }
    // A decomposed accent is stored composed (NFC).
    expect(contactUsSchema.parse({ ...contact, lastName: 'Jose\u0301' }).lastName).toBe('José');
  });

  it('given free text over its limit, when checked, then it is refused with the limit named; at the limit it passes', () => {
    expect(fieldErrors(contactUsSchema, { ...contact, howCanWeHelpYou: 'x'.repeat(2001), policyNumber: '9'.repeat(101) })).toEqual({
      howCanWeHelpYou: 'Your message must be 2000 characters or fewer.',
      policyNumber: 'Policy number must be 100 characters or fewer.',
    });
    expect(contactUsSchema.safeParse({ ...contact, howCanWeHelpYou: 'x'.repeat(2000), firstName: 'A'.repeat(40) }).success).toBe(true);
  });
});

describe('content-service form text limit', () => {
  it('given a text answer over 2,000 characters, when checked, then the field names the limit', () => {
    const schema = genericFormSchema({
      fields: [{ id: 'f1', name: 'comments', component: 'Textarea', label: 'Comments', required: false, options: [] }],
    });
    const result = schema.safeParse({ comments: 'x'.repeat(2001) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Comments must be 2000 characters or fewer.']);
    expect(schema.parse({ comments: 'x'.repeat(2000) })).toEqual({ comments: 'x'.repeat(2000) });
  });
});
