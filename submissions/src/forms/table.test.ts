import { BESPOKE_FORM_IDS } from '@insurer/contracts/forms';
import { QUOTE_LEAD_FORM_IDS } from '@insurer/contracts/quote';
import { SHARE_FORM_IDS } from '@insurer/contracts/share';
import { describe, expect, it } from 'vitest';
import { JSON_FORMS, canonicalFormId, jsonForm } from './table.js';

describe('the one table of JSON forms (submit route)', () => {
  it('given the contract, when the table is read, then every JSON form id has one entry of its kind', () => {
    const kinds = Object.fromEntries(Object.entries(JSON_FORMS).map(([id, form]) => [id, form.kind]));
    expect(kinds).toEqual({
      ...Object.fromEntries(BESPOKE_FORM_IDS.map((id) => [id, 'bespoke'])),
      [SHARE_FORM_IDS.retirement_calculator]: 'share',
      [SHARE_FORM_IDS.rila_tool]: 'share',
      [QUOTE_LEAD_FORM_IDS.il]: 'quote-lead',
      [QUOTE_LEAD_FORM_IDS.di]: 'quote-lead',
    });
  });

  it('given form ids, when resolved, then known ids answer their entry and anything else, inherited names too, answers nothing', () => {
    expect(jsonForm('rila-tool-share')?.kind).toBe('share');
    expect(jsonForm('rila-tool-share')?.maxBodyBytes).toBe(16_384);
    expect(jsonForm('gl-contact-us-hc')?.maxBodyBytes).toBeUndefined();
    expect(jsonForm('request-a-proposal')).toBeUndefined();
    expect(jsonForm('constructor')).toBeUndefined();
    expect(jsonForm('toString')).toBeUndefined();
  });

  it("given the lead flows' form identifiers, then 'schedule-meeting-contact' is the annuities form and the others their -hc forms", () => {
    expect(jsonForm('schedule-meeting-contact')).toBe(JSON_FORMS['annuities-form-hc']);
    expect(canonicalFormId('schedule-meeting-contact')).toBe('annuities-form-hc');
    expect(canonicalFormId('global-citizens')).toBe('global-citizens-hc');
    expect(canonicalFormId('schedule-meeting')).toBe('schedule-meeting-hc');
    expect(canonicalFormId('safeguard-360')).toBe('safe-guard-360-hc');
    expect(canonicalFormId('hasOwnProperty')).toBe('hasOwnProperty');
  });

  it('given each kind, when its entry redirects, then the visitor goes where the contract says', () => {
    expect(JSON_FORMS['gl-contact-us-hc'].redirect({})).toBe('/contact-us/thankyou');
    expect(JSON_FORMS['annuities-form-hc'].redirect({ CampaignSuccessLocation: '/annuities/thanks' })).toBe('/annuities/thanks');
    expect(JSON_FORMS['retirement-calculator-share'].redirect({})).toBe('/annuities/retirement-calculator');
    expect(JSON_FORMS['life-quote-lead'].redirect({})).toBe('/life-insurance/term/calculator-quote/results');
  });
});
