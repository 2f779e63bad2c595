import { describe, expect, it } from 'vitest';
import { parseFormsConfig, type FormsConfig } from '../config.js';
import { bespokeDeliveries, leadSourceOf } from './bespoke.js';
import { AGENCY_ASSIST_ODDS, agencyAssistFromEmailRouting, campaignFamily, drawAgencyAssist, drawOneIn } from '../leads/agency-assist.js';
import { leadsAudit } from '../leads/audit.js';
import { businessDate, businessTimestamp } from '../leads/dates.js';
import { buildLeadAssignmentPayload } from '../leads/lead-assignment.js';
import { buildPartnerLead, buildRoutingLead, buildTrackingSave } from '../leads/lead-route.js';
import { buildWebToLeadFields } from '../leads/web-to-lead.js';

const person = { firstName: 'Ada', lastName: 'Quinn', email: 'ada@example.com', zipCode: '10001' };

/** A delivery context as the submit route gives it, with the demo's content. */
function deliveryContext(config: FormsConfig, extra: { random?: () => number; requestOrigin?: string; at?: Date } = {}) {
  return {
    config,
    submissionId: 'sub',
    at: extra.at ?? new Date(),
    random: extra.random ?? (() => 0.99),
    requestOrigin: extra.requestOrigin,
    content: async () => ({ brand: 'Lanternfield Mutual', supportPhone: '1-800-555-0142', complianceCodes: [] }),
    loadRilaTool: async () => undefined,
  };
}
const noTracking = { analytics_id: null, session_id: null, session_started: null, utm_source: null, utm_medium: null, utm_content: null };

describe('the lead-assignment payload (docs/requirements.md#lead-assignment)', () => {
  it('for a lead without phone or campaign: no phone numbers, no best time, campaign original only', () => {
    expect(
      buildLeadAssignmentPayload({
        values: { ...person, bestTimeToCall: 'Morning' },
        tracking: {},
        interests: [],
        sendToAgencyAssist: false,
        labelPhone: false,
        withCountries: false,
      }),
    ).toStrictEqual({
      auto_assign_closest_agency: 'false',
      lead: {
        first_name: 'Ada',
        last_name: 'Quinn',
        addresses: [{ postal_code: '10001' }],
        contact_preference: null,
        emails: [{ address: 'ada@example.com' }],
      },
      campaign_ids: [2],
      campaigns: [{ name: 'original' }],
      service_ids: [],
      area_of_interest: '',
      send_to_agency_assist: false,
      tracking_info: noTracking,
    });
  });

  it('for the schedule form: the phone type as the label, the best time with the phone, interests in form order', () => {
    const payload = buildLeadAssignmentPayload({
      values: { ...person, phone: '212 555 0100', phoneType: 'Mobile', bestTimeToCall: 'Evening' },
      tracking: {
        LifeCampaignName: 'disability-2025-q1',
        ClientId: 'c',
        SessionId: 's',
        HitTimestamp: 't',
        utm_source: 'x',
        utm_medium: 'y',
        utm_content: 'z',
      },
      interests: [
        { code: '1', name: 'Life Insurance' },
        { code: '5', name: '401K/Retirement Plan' },
      ],
      sendToAgencyAssist: true,
      labelPhone: true,
      withCountries: false,
    });
    expect(payload.lead.phone_numbers).toStrictEqual([{ full_number: '2125550100', label: 'Mobile' }]);
    expect(payload.lead.best_time_to_call).toBe('Evening');
    expect(payload.campaigns).toStrictEqual([{ name: 'original' }, { name: 'disability-2025-q1' }]);
    expect(payload.service_ids).toStrictEqual([1, 5]);
    expect(payload.area_of_interest).toBe('Life Insurance,401K/Retirement Plan');
    expect(payload.tracking_info).toStrictEqual({
      analytics_id: 'c',
      session_id: 's',
      session_started: 't',
      utm_source: 'x',
      utm_medium: 'y',
      utm_content: 'z',
    });
  });

  it('for other forms: no label even with a phone type; countries only on the global citizens form', () => {
    const other = buildLeadAssignmentPayload({
      values: { ...person, phone: '2125550100', phoneType: 'Home' },
      tracking: {},
      interests: [],
      sendToAgencyAssist: false,
      labelPhone: false,
      withCountries: false,
    });
    expect(other.lead.phone_numbers).toStrictEqual([{ full_number: '2125550100' }]);
    expect(other).not.toHaveProperty('country_of_citizenship');
    const global = buildLeadAssignmentPayload({
      values: { ...person, countryOfCitizenship: 'Brazil', countryOfResidence: 'Portugal' },
      tracking: {},
      interests: [],
      sendToAgencyAssist: false,
      labelPhone: false,
      withCountries: true,
    });
    expect(global).toMatchObject({ country_of_citizenship: 'Brazil', country_of_residence: 'Portugal' });
  });

  it('is built per form with its source name when LEAD_ASSIGNMENT_URL is set', async () => {
    const config = parseFormsConfig({ LEAD_ASSIGNMENT_URL: 'https://leads.example/api/lead-assignment/create' });
    // The draw would say yes (random 0): the seed-000 forms do not draw, they follow EmailRouting.
    const context = deliveryContext(config, { random: () => 0 });
    const global = await bespokeDeliveries(
      'global-citizens-hc',
      { ...person, countryOfCitizenship: 'India', countryOfResidence: 'Kenya' },
      { EmailRouting: 'undefined' },
      context,
    );
    expect(global).toHaveLength(1);
    expect(global[0]).toMatchObject({
      kind: 'lead-assignment',
      payload: {
        source: 'global_citizens',
        body: { country_of_citizenship: 'India', country_of_residence: 'Kenya', send_to_agency_assist: false },
      },
    });
    const schedule = await bespokeDeliveries(
      'schedule-meeting-hc',
      { ...person, phone: '2125550100', phoneType: 'Work', interested: ['7', '2'] },
      { EmailRouting: 'true' },
      context,
    );
    expect(schedule[0]).toMatchObject({
      kind: 'lead-assignment',
      payload: {
        source: 'Connect_Form',
        body: {
          service_ids: [2, 7],
          area_of_interest: 'Disability Income Insurance,Other',
          send_to_agency_assist: true,
          lead: { phone_numbers: [{ full_number: '2125550100', label: 'Work' }] },
        },
      },
    });
    expect(leadSourceOf('annuities-form-hc')).toBe('annuities_form');
    expect(leadSourceOf('safe-guard-360-hc')).toBe('safeguard360');
    expect(leadSourceOf('connect-with-FP-hc')).toBe('Connect_Form');
  });
});

describe('the agency-assist draw (docs/requirements.md#agency-assist)', () => {
  it('has the odds of the seed per campaign', () => {
    expect(AGENCY_ASSIST_ODDS).toStrictEqual({
      'term-life-2025': 7,
      'disability-2025': 10,
      'term-life-2024': 2,
      safeguard360: 1,
      'find-professional': 100,
      organic: 6,
    });
    expect(campaignFamily('Term-Life-2025-Spring')).toBe('term-life-2025');
    expect(campaignFamily('term life 2024 retargeting')).toBe('term-life-2024');
    expect(campaignFamily('disability_2025_q3')).toBe('disability-2025');
    expect(campaignFamily('safeguard360')).toBe('safeguard360');
    expect(campaignFamily('safe-guard-360-hc')).toBe('safeguard360');
    expect(campaignFamily('find-a-financial-professional')).toBe('find-professional');
    expect(campaignFamily(undefined)).toBe('organic');
    expect(campaignFamily('annuities_form')).toBe('organic');
  });

  it('is 1 in N: 1 or less always, 100 never, otherwise below 1/N', () => {
    expect(drawOneIn(1, () => 0.999)).toBe(true);
    expect(drawOneIn(0, () => 0.999)).toBe(true);
    expect(drawOneIn(100, () => 0)).toBe(false);
    expect(drawOneIn(7, () => 1 / 7 - 0.0001)).toBe(true);
    expect(drawOneIn(7, () => 1 / 7)).toBe(false);
    expect(drawOneIn(2, () => 0.49)).toBe(true);
    expect(drawOneIn(2, () => 0.5)).toBe(false);
  });

  it('lands near 1/N over many draws with a real random source', () => {
    const hits = Array.from({ length: 20_000 }, () => drawOneIn(AGENCY_ASSIST_ODDS.organic, Math.random)).filter(Boolean).length;
    expect(hits / 20_000).toBeGreaterThan(1 / 6 - 0.02);
    expect(hits / 20_000).toBeLessThan(1 / 6 + 0.02);
  });

  it("gives the seed-000 lead forms the stored EmailRouting: 'true' is true; 'false', the string 'undefined' and none are false", () => {
    expect(agencyAssistFromEmailRouting('true')).toBe(true);
    expect(agencyAssistFromEmailRouting(' TRUE ')).toBe(true);
    expect(agencyAssistFromEmailRouting('false')).toBe(false);
    expect(agencyAssistFromEmailRouting('undefined')).toBe(false);
    expect(agencyAssistFromEmailRouting(undefined)).toBe(false);
  });

  it("draws the seed-001 flows' mark with the campaign's odds, whatever EmailRouting says", () => {
    expect(drawAgencyAssist({ campaign: 'find-professional', random: () => 0 })).toBe(false);
    expect(drawAgencyAssist({ campaign: 'safeguard360', random: () => 0.99 })).toBe(true);
    expect(drawAgencyAssist({ campaign: 'term-life-2024', random: () => 0.4 })).toBe(true);
    expect(drawAgencyAssist({ campaign: 'term-life-2024', random: () => 0.6 })).toBe(false);
    expect(drawAgencyAssist({ campaign: undefined, random: () => 0.1 })).toBe(true);
  });

  it('draws each campaign at its odds over many draws with a seeded random source (within 4 standard deviations)', () => {
    const campaigns: [campaign: string, n: number][] = [
      ['Term Life 2025 Spring', 7],
      ['Disability 2025', 10],
      ['term-life-2024', 2],
      ['Organic', 6],
    ];
    for (const [campaign, n] of campaigns) {
      const random = mulberry32(0x5eed + n);
      const draws = 50_000;
      let hits = 0;
      for (let i = 0; i < draws; i += 1) if (drawAgencyAssist({ campaign, random })) hits += 1;
      const p = 1 / n;
      const sd = Math.sqrt((p * (1 - p)) / draws);
      expect(Math.abs(hits / draws - p)).toBeLessThan(4 * sd);
    }
    const random = mulberry32(42);
    for (let i = 0; i < 5_000; i += 1) {
      expect(drawAgencyAssist({ campaign: 'safeguard360', random })).toBe(true);
      expect(drawAgencyAssist({ campaign: 'find a professional', random })).toBe(false);
    }
  });
});

/** A small seeded PRNG (mulberry32): the same seed gives the same draws on every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the lead-route payloads (docs/requirements.md#lead-routing)', () => {
  const at = new Date('2026-03-05T15:00:00Z');

  it('builds the routing-client lead with empty values omitted', () => {
    expect(
      buildRoutingLead({
        values: { ...person, phone: '(212) 555-0100' },
        tracking: { ClientId: 'GA1', trafficSource: 'google/cpc' },
        source: 'annuities_form',
        agencyAssist: true,
        submissionId: 'sub',
        at,
      }),
    ).toStrictEqual({
      address: { zip_code: '10001' },
      agency_assist_flag: true,
      campaign_code: 'organic',
      email_address: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Quinn',
      is_inforce: false,
      lead_date: '03-05-2026',
      lead_type: 'medium',
      source: 'annuities_form',
      anon_id: 'GA1',
      sub_source: 'google/cpc',
      phone_number: '2125550100',
    });
  });

  it('builds the tracking save and the FMG partner lead', () => {
    expect(buildTrackingSave({ SessionId: 'S', utm_source: 'bing' }, 'sub')).toStrictEqual({
      lead_reference_id: 'sub',
      session_id: 'S',
      utm_source: 'bing',
    });
    expect(buildPartnerLead(person, 'sub')).toStrictEqual({
      public_id: 'sub',
      sub_source: 'FMG',
      first_name: 'Ada',
      middle_name: '',
      last_name: 'Quinn',
      email_address: 'ada@example.com',
      zip_code: '10001',
      phone_number: '',
    });
  });

  it('sends lead, tracking and (for a partner visitor) partner calls when LEAD_ROUTE_URL is set', async () => {
    const config = parseFormsConfig({ LEAD_ROUTE_URL: 'https://api.example/api/lead-route/' });
    expect(config.leadRouteUrl).toBe('https://api.example/api/lead-route');
    const deliveries = await bespokeDeliveries(
      'connect-with-FP-hc',
      person,
      { partnerInfo: { producerCd: 'P1' } },
      deliveryContext(config, { at }),
    );
    expect(deliveries.map((d) => (d.kind === 'lead-route' ? d.payload.operation : d.kind))).toEqual([
      'lead-services-create',
      'tracking-save',
      'partner-lead-create',
    ]);
    // The partner's producer code is the routed lead's agency code (docs/requirements.md#lead-routing "optional agency_code").
    const lead = deliveries.find((d) => d.kind === 'lead-route' && d.payload.operation === 'lead-services-create');
    expect(lead?.kind === 'lead-route' ? lead.payload.body : undefined).toMatchObject({ agency_code: 'P1', agency_assist_flag: false });
  });

  it('carries the date of birth as dob (MM-DD-YYYY) when the form asked it', () => {
    const lead = buildRoutingLead({
      values: { ...person, dateOfBirth: '04/09/1980' },
      tracking: {},
      source: 'Connect_Form',
      agencyAssist: false,
      submissionId: 'sub',
      at,
    });
    expect(lead.dob).toBe('04-09-1980');
    expect(
      buildRoutingLead({ values: person, tracking: {}, source: 'Connect_Form', agencyAssist: false, submissionId: 'sub', at }),
    ).not.toHaveProperty('dob');
  });
});

describe('the dental web-to-lead post (docs/requirements.md#dental-network-form)', () => {
  const values = {
    Reason_for_Contact__c: 'Join the network',
    Contact_Name__c: 'Sam Office',
    Contact_Email__c: 'office@smiles.example',
    phone: '(312) 555-0100',
    first_name: 'Dana',
    last_name: 'Root',
    email: 'dana@smiles.example',
    company: 'Bright Smiles Family Dentistry of Lincoln Park',
    street: '1 Main St',
    city: 'Chicago',
    state: 'IL',
    zip: '60614',
    Network_Types__c: 'PPO',
    lead_source: 'Provider Solicitation',
    UTM_Source__c: 'newsletter',
    GAClientID: 'GA1',
  } as const;

  it('lists every field in the seed’s order, with oid, retURL, today’s date and the company cut to 40', () => {
    const fields = buildWebToLeadFields({
      values,
      oid: '00DTEST',
      retURL: 'https://www.example/providers/join/thank-you',
      at: new Date('2026-11-21T12:00:00Z'),
    });
    expect(fields.map(([name]) => name)).toEqual([
      'oid',
      'retURL',
      'FormSubmitDate__c',
      'UTM_Name__c',
      'UTM_Source__c',
      'UTM_Medium__c',
      'UTM_Campaign__c',
      'UTM_Content__c',
      'UTM_Pardot__c',
      'GAClientID',
      'DomainUserID',
      'URL',
      'Reason_for_Contact__c',
      'Contact_Name__c',
      'Contact_Email__c',
      'phone',
      'first_name',
      'last_name',
      'email',
      'company',
      'street',
      'city',
      'state',
      'zip',
      'lead_source',
      'Network_Types__c',
    ]);
    const byName = Object.fromEntries(fields);
    expect(byName).toMatchObject({
      oid: '00DTEST',
      FormSubmitDate__c: '11/21/2026',
      UTM_Source__c: 'newsletter',
      UTM_Name__c: '',
      lead_source: 'Provider Solicitation',
    });
    expect(byName.company).toHaveLength(40);
  });

  it('picks the production organisation only for the production site', async () => {
    const env = {
      SITE_URL: 'https://www.lanternfield.example',
      WEB_TO_LEAD_URL: 'https://crm.example/servlet.WebToLead',
      WEB_TO_LEAD_TEST_URL: 'https://test.crm.example/servlet.WebToLead',
      WEB_TO_LEAD_OID: '00DPROD',
      WEB_TO_LEAD_TEST_OID: '00DTEST',
    };
    const run = async (appEnv: string, origin: string) => {
      const config = parseFormsConfig({ ...env, APP_ENV: appEnv });
      const [delivery] = await bespokeDeliveries('dental-network-sf-hc', values, {}, deliveryContext(config, { requestOrigin: origin }));
      return delivery?.kind === 'web-to-lead'
        ? [delivery.payload.organisation, Object.fromEntries(delivery.payload.fields).oid]
        : undefined;
    };
    expect(await run('production', 'https://www.lanternfield.example')).toEqual(['production', '00DPROD']);
    expect(await run('uat', 'https://www.lanternfield.example')).toEqual(['test', '00DTEST']);
    expect(await run('production', 'https://preview.lanternfield.example')).toEqual(['test', '00DTEST']);
  });
});

describe('dates and the leads audit', () => {
  it('formats in the business time zone', () => {
    // 03:30 UTC on the 1st is still the previous evening in New York
    const at = new Date('2026-07-01T03:30:05Z');
    expect(businessDate(at, '/')).toBe('06/30/2026');
    expect(businessDate(at, '-')).toBe('06-30-2026');
    expect(businessTimestamp(at)).toBe('2026-06-30 23:30:05');
  });

  it("answers 'blacklisted' for a listed address, whatever its case, else 'valid'", () => {
    const list = parseFormsConfig({ LEADS_AUDIT_EMAILS: ' Spam@Example.com , test@example.com' }).leadsAuditEmails;
    expect(leadsAudit('spam@example.COM', list)).toBe('blacklisted');
    expect(leadsAudit('ada@example.com', list)).toBe('valid');
  });
});
