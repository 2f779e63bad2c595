import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSender } from './sender.js';

const flags = { rilaV3: true, dentalRefreshAgeRanges: true, okAgebandExpansion: false, accidentScSpouseAgeRule: true };

type Beacon = (url: string, data?: BodyInit | null) => boolean;

function stubBeacon(answer: boolean): ReturnType<typeof vi.fn<Beacon>> {
  const beacon = vi.fn<Beacon>(() => answer);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  return beacon;
}

afterEach(() => {
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  vi.unstubAllGlobals();
  document.title = '';
  window.history.replaceState(null, '', '/');
});

describe('the first-party sender (docs/requirements.md#decision-analytics-transport)', () => {
  it('given a track, then one beacon to the collector’s /t with the event, its properties and the page’s flags, nothing else', async () => {
    const beacon = stubBeacon(true);
    await createSender(flags).track('Site Searched', { searchTerm: 'whole life' });
    expect(beacon).toHaveBeenCalledOnce();
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/analytics/v1/t');
    expect(JSON.parse(String(body))).toEqual({
      event: 'Site Searched',
      properties: { searchTerm: 'whole life' },
      context: { featureFlags: flags },
    });
  });

  it('given a page view, then Segment’s page properties from the page, and an identify’s traits as given', async () => {
    const beacon = stubBeacon(true);
    window.history.replaceState(null, '', '/life-insurance?utm_source=x#plans');
    document.title = 'Life insurance';
    const sender = createSender(flags);
    await sender.page('Life Insurance');
    await sender.identify({ sfmc_id: 'SF-1' });
    const [[pageUrl, pageBody], [identifyUrl, identifyBody]] = beacon.mock.calls as [[string, string], [string, string]];
    expect(pageUrl).toBe('/api/analytics/v1/p');
    expect(JSON.parse(pageBody)).toEqual({
      name: 'Life Insurance',
      properties: {
        path: '/life-insurance',
        url: 'http://localhost:3000/life-insurance?utm_source=x',
        search: '?utm_source=x',
        title: 'Life insurance',
        referrer: '',
      },
      context: { featureFlags: flags },
    });
    expect(identifyUrl).toBe('/api/analytics/v1/i');
    expect(JSON.parse(identifyBody)).toEqual({ traits: { sfmc_id: 'SF-1' }, context: { featureFlags: flags } });
  });

  it('given a beacon the browser refuses, then the same call goes by fetch with keepalive, and a failed fetch never throws', async () => {
    stubBeacon(false);
    const fetched = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetched);
    await expect(createSender(flags).track('Form Submitted', { zipCode: '10001' })).resolves.toBeUndefined();
    expect(fetched).toHaveBeenCalledWith('/api/analytics/v1/t', {
      method: 'POST',
      body: JSON.stringify({ event: 'Form Submitted', properties: { zipCode: '10001' }, context: { featureFlags: flags } }),
      keepalive: true,
      credentials: 'same-origin',
    });
  });
});
