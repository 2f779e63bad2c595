import { describe, expect, it } from 'vitest';
import { ANNUITIES_INTERESTS, interestNames, SCHEDULE_MEETING_INTERESTS } from './interests.js';
import { isLeadFormId, LEAD_SOURCES } from './leads.js';
import { isSafeLocation, successRedirect } from './redirect.js';
import { dentalTrackingValues, formatSubmitDate, hiddenTrackingValues } from './tracking-fields.js';

describe('interest codes (docs/requirements.md#lead-forms)', () => {
  it('given the annuities and schedule forms, when listed, then the seed codes and names come in order', () => {
    expect(ANNUITIES_INTERESTS.map(({ code, name }) => `${code} ${name}`)).toEqual([
      '3 Annuities',
      '5 401K/Retirement Plan',
      '4 Investments',
      '7 Other',
    ]);
    expect(SCHEDULE_MEETING_INTERESTS.map(({ code, name }) => `${code} ${name}`)).toEqual([
      '1 Life Insurance',
      '2 Disability Income Insurance',
      '4 Investments',
      '5 401K/Retirement Plan',
      '7 Other',
    ]);
  });

  it('given chosen codes, when named, then the names follow the form’s order and unknown codes are left out', () => {
    expect(interestNames('annuities-form-hc', ['7', '3', '1'])).toEqual(['Annuities', 'Other']);
    expect(interestNames('schedule-meeting-hc', ['5', '1'])).toEqual(['Life Insurance', '401K/Retirement Plan']);
    expect(interestNames('gl-contact-us-hc', ['1'])).toEqual([]);
  });
});

describe('lead forms (docs/requirements.md#lead-assignment)', () => {
  it('given the bespoke ids, when asked, then the five lead forms are leads with their source names', () => {
    expect(
      ['annuities-form-hc', 'global-citizens-hc', 'safe-guard-360-hc', 'schedule-meeting-hc', 'connect-with-FP-hc'].every(isLeadFormId),
    ).toBe(true);
    expect(isLeadFormId('gl-contact-us-hc')).toBe(false);
    expect(isLeadFormId('dental-network-sf-hc')).toBe(false);
    expect(LEAD_SOURCES).toEqual({
      'annuities-form-hc': 'annuities_form',
      'global-citizens-hc': 'global_citizens',
      'safe-guard-360-hc': 'safeguard360',
      'connect-with-FP-hc': 'Connect_Form',
      'schedule-meeting-hc': undefined,
    });
  });
});

describe('successRedirect (docs/requirements.md#form-states)', () => {
  it('given the contact and dental forms, when redirected, then their thank-you pages, whatever is stored', () => {
    const tracking = { CampaignSuccessLocation: '/annuities/thanks' };
    expect(successRedirect('gl-contact-us-hc', tracking)).toBe('/contact-us/thankyou');
    expect(successRedirect('dental-network-sf-hc', tracking)).toBe('/providers/join/thank-you');
  });

  it('given a lead form, when a CampaignSuccessLocation is stored, then it is the target; else /thank-you', () => {
    expect(successRedirect('annuities-form-hc', { CampaignSuccessLocation: '/annuities/thanks' })).toBe('/annuities/thanks');
    expect(successRedirect('schedule-meeting-hc', { CampaignSuccessLocation: 'https://www.example.com/thanks' })).toBe(
      'https://www.example.com/thanks',
    );
    expect(successRedirect('connect-with-FP-hc', {})).toBe('/thank-you');
  });

  it('given a stored location that is script or protocol-relative, when redirected, then it is refused', () => {
    for (const location of ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', 'thanks']) {
      expect(isSafeLocation(location)).toBe(false);
      expect(successRedirect('safe-guard-360-hc', { CampaignSuccessLocation: location })).toBe('/thank-you');
    }
  });
});

describe('tracking fields (docs/requirements.md#content-service-form)', () => {
  const tracking = {
    utm_name: 'n',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'spring',
    utm_content: 'ad1',
    utm_pardot: 'p',
    ClientId: 'client-1',
  };

  it('given a tracking context, when the hidden fields are filled, then the UTM values, the visitor id and the URL', () => {
    expect(hiddenTrackingValues(tracking, 'https://site.example/edge?utm_source=google')).toEqual({
      utm_name: 'n',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_content: 'ad1',
      utm_pardot: 'p',
      GAClientID: 'client-1',
      DomainUserID: 'client-1',
      URL: 'https://site.example/edge?utm_source=google',
    });
    expect(hiddenTrackingValues({}, 'https://site.example/')).toMatchObject({ utm_source: '', GAClientID: '' });
  });

  it('given a day, when formatted for FormSubmitDate__c, then MM/DD/YYYY', () => {
    expect(formatSubmitDate(new Date(2026, 0, 5, 23, 59))).toBe('01/05/2026');
    expect(formatSubmitDate(new Date(2026, 10, 21))).toBe('11/21/2026');
  });

  it('given the dental form, when its hidden values are built, then the web-to-lead names carry them', () => {
    expect(dentalTrackingValues(tracking, 'https://site.example/providers/join', new Date(2026, 10, 21))).toEqual({
      FormSubmitDate__c: '11/21/2026',
      UTM_Name__c: 'n',
      UTM_Source__c: 'google',
      UTM_Medium__c: 'cpc',
      UTM_Campaign__c: 'spring',
      UTM_Content__c: 'ad1',
      UTM_Pardot__c: 'p',
      GAClientID: 'client-1',
      DomainUserID: 'client-1',
      URL: 'https://site.example/providers/join',
    });
  });
});
