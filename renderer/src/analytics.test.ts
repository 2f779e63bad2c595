import { afterEach, describe, expect, it, vi } from 'vitest';
import { identify, LEAVE_WAIT_MS, page, pushDataLayer, track, trackThenLeave } from './analytics.js';

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
  it('given the sender, when an event is tracked, then analytics.track gets it and the data layer gets { event, ...properties }', () => {
    const analytics = stubAnalytics();
    track('Site Searched', { searchTerm: 'dental' });
    expect(analytics.track).toHaveBeenCalledWith('Site Searched', { searchTerm: 'dental' });
    expect(target.dataLayer).toEqual([{ event: 'Site Searched', searchTerm: 'dental' }]);
  });

  it('given no sender, when tracked, then only the data layer is written; a throwing sender only warns', () => {
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

describe('trackThenLeave: an event right before a navigation', () => {
  afterEach(() => {
    delete (target as { analyticsQueue?: unknown }).analyticsQueue;
    vi.useRealTimers();
  });

  it('given the sender, when the event is tracked, then the navigation waits until the sender has handed it over, and runs once', async () => {
    let delivered: (value: unknown) => void = () => undefined;
    const analytics = stubAnalytics();
    analytics.track.mockReturnValue(new Promise((resolve) => (delivered = resolve)));
    const leave = vi.fn();
    trackThenLeave('Site Searched', { searchTerm: 'whole life' }, leave);
    expect(analytics.track).toHaveBeenCalledWith('Site Searched', { searchTerm: 'whole life' });
    expect(target.dataLayer).toEqual([{ event: 'Site Searched', searchTerm: 'whole life' }]);
    await Promise.resolve();
    expect(leave).not.toHaveBeenCalled();
    delivered({});
    await vi.waitFor(() => expect(leave).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, LEAVE_WAIT_MS + 50));
    expect(leave).toHaveBeenCalledOnce();
  });

  it('given a sender that never answers, when the event is tracked, then the navigation goes after 300 ms', () => {
    vi.useFakeTimers();
    const analytics = stubAnalytics();
    analytics.track.mockReturnValue(new Promise(() => undefined));
    const leave = vi.fn();
    trackThenLeave('Form Submitted', { zipCode: '68102' }, leave);
    vi.advanceTimersByTime(299);
    expect(leave).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(leave).toHaveBeenCalledOnce();
  });

  it('given the sender not started yet, when the event is tracked, then it is queued and the navigation goes at once', () => {
    const leave = vi.fn();
    trackThenLeave('Form Submitted', { zipCode: '68102' }, leave);
    expect(leave).toHaveBeenCalledOnce();
    expect((target as { analyticsQueue?: unknown }).analyticsQueue).toEqual([
      { method: 'track', event: 'Form Submitted', properties: { zipCode: '68102' } },
    ]);
  });
});

describe('the privacy choice (docs/requirements.md#decision-privacy-choice)', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-analytics');
    delete (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
    delete (window as Window & { analyticsQueue?: unknown[] }).analyticsQueue;
  });

  it('given a page rendered for an opt-out (data-analytics="off"), when anything is tracked, then the sender, the queue and the data layer get nothing', () => {
    const analytics = stubAnalytics();
    document.documentElement.setAttribute('data-analytics', 'off');
    track('Site Searched', { searchTerm: 'dental' });
    identify({ email: 'ada@example.com' });
    page('Home');
    pushDataLayer({ event: 'formSubmit' });
    expect(analytics.track).not.toHaveBeenCalled();
    expect(analytics.identify).not.toHaveBeenCalled();
    expect(analytics.page).not.toHaveBeenCalled();
    expect(target.dataLayer).toBeUndefined();
  });

  it('given Global Privacy Control in the browser, even on a page rendered with analytics on, then nothing is sent', () => {
    const analytics = stubAnalytics();
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    track('Form Submitted', { zipCode: '10001' });
    expect(analytics.track).not.toHaveBeenCalled();
    expect(target.dataLayer).toBeUndefined();
  });

  it('given no sender yet, when calls are made, then they wait in the queue in order', () => {
    track('Site Searched', { searchTerm: 'term' });
    identify({ sfmc_id: 'x' });
    page('Home');
    expect((window as Window & { analyticsQueue?: unknown[] }).analyticsQueue).toEqual([
      { method: 'track', event: 'Site Searched', properties: { searchTerm: 'term' } },
      { method: 'identify', traits: { sfmc_id: 'x' } },
      { method: 'page', name: 'Home', properties: {} },
    ]);
  });
});
