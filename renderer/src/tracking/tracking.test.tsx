import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentTrackingContext, randomId } from './browser.js';
import { captureTracking, storeCampaign, type CaptureInput } from './capture.js';
import { readTrackingContext } from './context.js';
import type { CookieJar, SessionStore } from './cookies.js';
import { mergeDtcConfiguration, PARTNER_INFO_SCRIPT, partnerInfoFromSearch, readPartnerInfo } from './partner-info.js';
import { CampaignInit, TrackingInit } from './tracking-init.js';
import { deriveTrafficSource, isInternalReferrer } from './traffic-source.js';
import { parseGaMarketing, utmFromSearch } from './utm.js';

/** A cookie jar remembering each cookie's value and lifetime in days. */
function memoryJar(initial: Record<string, string> = {}): CookieJar & { days: Map<string, number>; values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  const days = new Map<string, number>();
  return {
    values,
    days,
    get: (name) => values.get(name),
    set: (name, value, lifetime) => {
      values.set(name, value);
      days.set(name, lifetime);
    },
    remove: (name) => {
      values.delete(name);
      days.delete(name);
    },
  };
}

function memorySession(initial: Record<string, string> = {}): SessionStore & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

function capture(overrides: Partial<CaptureInput> = {}) {
  const cookies = memoryJar();
  const session = memorySession();
  let n = 0;
  const input: CaptureInput = {
    href: 'https://www.site.example/annuities',
    referrer: '',
    now: new Date('2026-11-21T12:00:00Z'),
    cookies,
    session,
    newId: () => `id-${++n}`,
    ...overrides,
  };
  captureTracking(input);
  return input as CaptureInput & { cookies: typeof cookies; session: typeof session };
}

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

afterEach(() => {
  clearCookies();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('deriveTrafficSource (docs/requirements.md#traffic-source)', () => {
  it('given gclid in the query or the path, when derived, then google/cpc whatever the referrer', () => {
    expect(deriveTrafficSource('https://site.example/life?gclid=abc', 'https://news.example.org/')).toBe('google/cpc');
    expect(deriveTrafficSource('https://site.example/gclid/abc', '')).toBe('google/cpc');
  });

  it('given a Google referrer, when derived, then google/organic', () => {
    expect(deriveTrafficSource('https://site.example/', 'https://www.google.com/')).toBe('google/organic');
    expect(deriveTrafficSource('https://site.example/', 'https://www.google.co.uk/search?q=x')).toBe('google/organic');
  });

  it('given no referrer or one that is not a URL, when derived, then direct/none', () => {
    expect(deriveTrafficSource('https://site.example/', '')).toBe('direct/none');
    expect(deriveTrafficSource('https://site.example/', 'not a url')).toBe('direct/none');
  });

  it('given another referrer, when derived, then its host; a look-alike of Google is not Google', () => {
    expect(deriveTrafficSource('https://site.example/', 'https://news.example.org/story?id=1')).toBe('news.example.org');
    expect(deriveTrafficSource('https://site.example/', 'https://notgoogle.com/')).toBe('notgoogle.com');
    expect(isInternalReferrer('https://site.example/a', 'https://site.example/b')).toBe(true);
    expect(isInternalReferrer('https://site.example/a', '')).toBe(false);
  });
});

describe('UTM and partner parameters (docs/requirements.md#browser-storage, docs/requirements.md#traffic-source)', () => {
  it('given a query, when read, then the UTM keys with values, trimmed; others ignored', () => {
    expect(utmFromSearch('?utm_source=google&utm_medium=cpc&utm_term=%20life%20&utm_campaign=&gclid=x&utm_pardot=p')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_term: 'life',
      utm_pardot: 'p',
    });
    expect(parseGaMarketing('{"utm_source":"google","other":1}')).toEqual({ utm_source: 'google' });
    expect(parseGaMarketing('not json')).toEqual({});
  });

  it('given the partner parameters, when read and merged, then partnerInfo keeps the stored keys and the new values win', () => {
    expect(partnerInfoFromSearch('?producerCd=P1&subProducerCd=S2&alternativeSource=alt&leadSourceCd=L3&callToAction=cta&x=1')).toEqual({
      producerCd: 'P1',
      subProducerCd: 'S2',
      alternativeSource: 'alt',
      leadSourceCd: 'L3',
      callToAction: 'cta',
    });
    const stored = JSON.stringify({ theme: 'dtc', partnerInfo: { producerCd: 'OLD', leadSourceCd: 'L0' } });
    expect(JSON.parse(mergeDtcConfiguration(stored, { producerCd: 'P1' }))).toEqual({
      theme: 'dtc',
      partnerInfo: { producerCd: 'P1', leadSourceCd: 'L0' },
    });
    expect(JSON.parse(mergeDtcConfiguration('broken', { callToAction: 'cta' }))).toEqual({ partnerInfo: { callToAction: 'cta' } });
  });
});

describe('captureTracking (docs/requirements.md#tracking-and-storage)', () => {
  it('given UTM parameters, when captured, then each is a 1-day cookie and ga_marketing holds them all for 10 days', () => {
    const { cookies } = capture({ href: 'https://www.site.example/life?utm_source=google&utm_medium=cpc&utm_campaign=spring' });
    expect(cookies.values.get('utm_source')).toBe('google');
    expect(cookies.days.get('utm_source')).toBe(1);
    expect(cookies.days.get('utm_campaign')).toBe(1);
    expect(JSON.parse(cookies.values.get('ga_marketing')!)).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' });
    expect(cookies.days.get('ga_marketing')).toBe(10);
  });

  it('given stored UTM cookies, when a new campaign arrives, then the old keys it lacks are removed; without UTM they stay', () => {
    const cookies = memoryJar({ utm_source: 'old', utm_content: 'old-ad' });
    capture({ cookies, href: 'https://www.site.example/?utm_source=bing' });
    expect(cookies.values.get('utm_source')).toBe('bing');
    expect(cookies.values.has('utm_content')).toBe(false);
    capture({ cookies, href: 'https://www.site.example/life' });
    expect(cookies.values.get('utm_source')).toBe('bing');
  });

  it('given a first visit, when captured, then ClientId, SessionId and HitTimestamp are set for 1 day; a later page keeps them', () => {
    const { cookies } = capture();
    expect(cookies.values.get('ClientId')).toBe('id-1');
    expect(cookies.values.get('SessionId')).toBe('id-2');
    expect(cookies.values.get('HitTimestamp')).toBe('2026-11-21T12:00:00.000Z');
    expect([cookies.days.get('ClientId'), cookies.days.get('SessionId'), cookies.days.get('HitTimestamp')]).toEqual([1, 1, 1]);
    capture({ cookies, newId: () => 'new', now: new Date('2026-11-21T13:00:00Z') });
    expect(cookies.values.get('SessionId')).toBe('id-2');
    expect(cookies.values.get('HitTimestamp')).toBe('2026-11-21T12:00:00.000Z');
  });

  it('given visits, when captured, then the traffic source is kept for 1 day; direct and internal visits keep a stored one', () => {
    const cookies = memoryJar();
    capture({ cookies, referrer: 'https://www.google.com/' });
    expect(cookies.values.get('traffic_source')).toBe('google/organic');
    expect(cookies.days.get('traffic_source')).toBe(1);
    capture({ cookies, referrer: '' });
    expect(cookies.values.get('traffic_source')).toBe('google/organic');
    capture({ cookies, referrer: 'https://www.site.example/annuities' });
    expect(cookies.values.get('traffic_source')).toBe('google/organic');
    capture({ cookies, href: 'https://www.site.example/?gclid=1', referrer: '' });
    expect(cookies.values.get('traffic_source')).toBe('google/cpc');
    expect(capture({ referrer: '' }).cookies.values.get('traffic_source')).toBe('direct/none');
  });

  it('given partner parameters, when captured, then dtc_configuration.partnerInfo is stored in the session', () => {
    const { session } = capture({ href: 'https://www.site.example/dental?producerCd=P1&callToAction=quote' });
    expect(JSON.parse(session.items.get('dtc_configuration')!)).toEqual({ partnerInfo: { producerCd: 'P1', callToAction: 'quote' } });
    expect(readPartnerInfo(session)).toEqual({ producerCd: 'P1', callToAction: 'quote' });
    expect(capture().session.items.has('dtc_configuration')).toBe(false);
  });
});

describe('storeCampaign (docs/requirements.md#tracking-and-storage static page)', () => {
  it('given a campaign page, when stored, then LifeCampaignName, CampaignSuccessLocation and EmailRouting for 1 day', () => {
    const cookies = memoryJar();
    storeCampaign({ campaignName: 'Annuities 2026', campaignThankYouPageUrl: '/thank-you', routeLeadsToAgencyAssist: true }, cookies);
    expect(Object.fromEntries(cookies.values)).toEqual({
      LifeCampaignName: 'Annuities 2026',
      CampaignSuccessLocation: '/thank-you',
      EmailRouting: 'true',
    });
    expect([...cookies.days.values()]).toEqual([1, 1, 1]);
  });

  it('given a campaign without the routing flag, when stored, then EmailRouting is the string undefined; a page without campaign stores nothing', () => {
    const cookies = memoryJar({ LifeCampaignName: 'Kept' });
    storeCampaign({}, cookies);
    expect(Object.fromEntries(cookies.values)).toEqual({ LifeCampaignName: 'Kept' });
    storeCampaign({ campaignName: 'Organic' }, cookies);
    expect(cookies.values.get('EmailRouting')).toBe('undefined');
  });
});

describe('readTrackingContext', () => {
  it('given stored values, when read, then the context carries them, the page path and query, and the partner info', () => {
    const cookies = memoryJar({
      LifeCampaignName: 'Annuities 2026',
      EmailRouting: 'false',
      CampaignSuccessLocation: '/thank-you',
      ClientId: 'c-1',
      SessionId: 's-1',
      HitTimestamp: '2026-11-21T12:00:00.000Z',
      utm_source: 'google',
      utm_dmp: 'd',
      traffic_source: 'google/cpc',
      unrelated: 'x',
    });
    const session = memorySession({ dtc_configuration: JSON.stringify({ partnerInfo: { producerCd: 'P1' } }) });
    expect(readTrackingContext(cookies, session, 'https://www.site.example/annuities?x=1#top')).toEqual({
      LifeCampaignName: 'Annuities 2026',
      EmailRouting: 'false',
      CampaignSuccessLocation: '/thank-you',
      ClientId: 'c-1',
      SessionId: 's-1',
      HitTimestamp: '2026-11-21T12:00:00.000Z',
      utm_source: 'google',
      utm_dmp: 'd',
      trafficSource: 'google/cpc',
      pageUrl: '/annuities?x=1',
      partnerInfo: { producerCd: 'P1' },
    });
    expect(readTrackingContext(memoryJar(), memorySession(), 'https://www.site.example/')).toEqual({ pageUrl: '/' });
  });
});

describe('TrackingInit and CampaignInit in the browser', () => {
  it('given a landing with UTM and partner parameters, when TrackingInit mounts, then the cookies and session are written and read back', () => {
    window.history.replaceState(null, '', '/life?utm_source=google&utm_campaign=spring&producerCd=P1');
    const { container } = render(<TrackingInit />);
    expect(container.innerHTML).toBe('');
    expect(Cookies.get('utm_source')).toBe('google');
    expect(JSON.parse(Cookies.get('ga_marketing')!)).toEqual({ utm_source: 'google', utm_campaign: 'spring' });
    expect(Cookies.get('ClientId')).toMatch(/^[0-9a-f-]{36}$/);
    const context = currentTrackingContext();
    expect(context).toMatchObject({
      utm_source: 'google',
      utm_campaign: 'spring',
      pageUrl: '/life?utm_source=google&utm_campaign=spring&producerCd=P1',
    });
    expect(context.partnerInfo).toEqual({ producerCd: 'P1' });
    expect(context.SessionId).toBe(Cookies.get('SessionId'));
  });

  it('given a campaign page, when CampaignInit mounts, then the lead forms read its campaign values', () => {
    render(<CampaignInit campaignName="Stay covered 2026" campaignThankYouPageUrl="/thank-you" routeLeadsToAgencyAssist={false} />);
    expect(currentTrackingContext()).toMatchObject({
      LifeCampaignName: 'Stay covered 2026',
      CampaignSuccessLocation: '/thank-you',
      EmailRouting: 'false',
    });
  });

  it('given crypto without randomUUID (plain http), when an id is made, then it is still a v4 UUID', () => {
    const id = randomId({ getRandomValues: (array) => crypto.getRandomValues(array) });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('sessionStorage.dtc_configuration (issue 40, item 14)', () => {
  const run = () => new Function(PARTNER_INFO_SCRIPT)() as void;

  it('given a landing with partner parameters and what the session already holds, when the layout’s script runs, then sessionStorage holds what mergeDtcConfiguration makes, and the forms read it', () => {
    for (const stored of [null, 'not json', '[1]', '{"theme":"x","partnerInfo":{"producerCd":"OLD","leadSourceCd":"L9","n":1}}']) {
      window.sessionStorage.clear();
      if (stored !== null) window.sessionStorage.setItem('dtc_configuration', stored);
      window.history.replaceState(null, '', '/life?producerCd=%20P7%20&callToAction=Quote&utm_source=x');
      run();
      expect(window.sessionStorage.getItem('dtc_configuration'), String(stored)).toBe(
        mergeDtcConfiguration(stored, { producerCd: 'P7', callToAction: 'Quote' }),
      );
    }
    expect(currentTrackingContext().partnerInfo).toEqual({ producerCd: 'P7', leadSourceCd: 'L9', callToAction: 'Quote' });
  });

  it('given a page without partner parameters, when the script runs, then the session is left as it was', () => {
    window.sessionStorage.setItem('dtc_configuration', '{"partnerInfo":{"producerCd":"P1"}}');
    window.history.replaceState(null, '', '/life?utm_source=google');
    run();
    expect(window.sessionStorage.getItem('dtc_configuration')).toBe('{"partnerInfo":{"producerCd":"P1"}}');
  });
});
