import { afterEach, describe, expect, it, vi } from 'vitest';
import { identify, page, pushDataLayer, track } from './analytics.js';

type AnalyticsStub = { track: ReturnType<typeof vi.fn>; identify: ReturnType<typeof vi.fn>; page: ReturnType<typeof vi.fn> };
const target = window as Window & { analytics?: Partial<AnalyticsStub>; dataLayer?: unknown[] };

function stubAnalytics(): AnalyticsStub {
  const stub = { track: vi.fn(), identify: vi.fn(), page: vi.fn() };
  target.analytics = stub;
  return stub;
}

afterEach(() => {
  delete target.analytics;
  delete target.dataLayer;
  vi.restoreAllMocks();
});

describe('analytics (docs/requirements.md#analytics)', () => {
  it('given analytics.js, when an event is tracked, then analytics.track gets it and the data layer gets { event, ...properties }', () => {
    const analytics = stubAnalytics();
    track('Site Searched', { searchTerm: 'dental' });
    expect(analytics.track).toHaveBeenCalledWith('Site Searched', { searchTerm: 'dental' });
    expect(target.dataLayer).toEqual([{ event: 'Site Searched', searchTerm: 'dental' }]);
  });

  it('given no analytics.js, when tracked, then only the data layer is written; a throwing analytics.js only warns', () => {
    track('Form Submitted', { zipCode: '10001' });
    expect(target.dataLayer).toEqual([{ event: 'Form Submitted', zipCode: '10001' }]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    target.analytics = {
      track: vi.fn(() => {
        throw new Error('blocked');
      }),
    };
    expect(() => track('Form Submitted')).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('given traits, when identified, then analytics.identify gets them and nothing personal reaches the data layer', () => {
    const analytics = stubAnalytics();
    identify({ email: 'ada@example.com', first_name: 'Ada' });
    expect(analytics.identify).toHaveBeenCalledWith({ email: 'ada@example.com', first_name: 'Ada' });
    expect(target.dataLayer).toBeUndefined();
  });

  it('given a page view, when recorded, then analytics.page gets the name and properties, or the properties alone', () => {
    const analytics = stubAnalytics();
    page('staycovered', { path: '/staycovered' });
    page(undefined, { path: '/x' });
    expect(analytics.page.mock.calls).toEqual([['staycovered', { path: '/staycovered' }], [{ path: '/x' }]]);
  });

  it('given a tag-manager entry, when pushed, then the data layer is created and receives it as is', () => {
    pushDataLayer({ event: 'formSubmit', formId: 'edge-newsletter', formSubmitUrl: 'https://go.example/l/x' });
    expect(target.dataLayer).toEqual([{ event: 'formSubmit', formId: 'edge-newsletter', formSubmitUrl: 'https://go.example/l/x' }]);
  });
});
