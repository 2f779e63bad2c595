import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendSubmission } from './submit.js';

afterEach(() => vi.restoreAllMocks());

describe('sendSubmission (forms contract)', () => {
  const values = { firstName: 'Ada' };
  const tracking = { CampaignSuccessLocation: '/annuities/thanks' };
  const answer = (status: number, body?: unknown) =>
    vi.fn<typeof fetch>().mockResolvedValue(new Response(body === undefined ? null : JSON.stringify(body), { status }));

  it('given a 202, when sent, then the JSON request goes to /api/forms/{formId} and the answer’s redirect is the target', async () => {
    const fetchMock = answer(202, { id: 's-1', redirect: '/annuities/thank-you' });
    expect(await sendSubmission('annuities-form-hc', values, tracking, fetchMock)).toEqual({
      kind: 'accepted',
      redirect: '/annuities/thank-you',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/forms/annuities-form-hc');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ values, tracking });
  });

  it('given a 202 with an unsafe redirect, when sent, then the browser’s own target is used', async () => {
    expect(await sendSubmission('annuities-form-hc', values, tracking, answer(202, { id: 's', redirect: 'javascript:x' }))).toEqual({
      kind: 'accepted',
      redirect: '/annuities/thanks',
    });
  });

  it('given a 422 with field errors, when sent, then they are answered for the fields', async () => {
    expect(
      await sendSubmission(
        'gl-contact-us-hc',
        values,
        {},
        answer(422, { message: 'Invalid', errors: { email: 'Enter valid email address' } }),
      ),
    ).toEqual({
      kind: 'rejected',
      errors: { email: 'Enter valid email address' },
    });
  });

  it('given a 500, a 429 or a network failure, when sent, then it fails onward to the success location and logs', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await sendSubmission('annuities-form-hc', values, tracking, answer(500, { message: 'down' }))).toEqual({
      kind: 'failed',
      redirect: '/annuities/thanks',
    });
    expect(await sendSubmission('dental-network-sf-hc', values, tracking, answer(429, { message: 'slow down' }))).toEqual({
      kind: 'failed',
      redirect: '/providers/join/thank-you',
    });
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await sendSubmission('gl-contact-us-hc', values, tracking, offline)).toEqual({
      kind: 'failed',
      redirect: '/contact-us/thankyou',
    });
    expect(error).toHaveBeenCalledTimes(3);
  });
});
