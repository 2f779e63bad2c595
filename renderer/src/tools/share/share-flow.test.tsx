import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { RETIREMENT_DEFAULTS } from '@insurer/contracts/retirement';
import { RILA_REQUEST_FIXTURE } from '@insurer/contracts/testing/rila-result';
import { ShareFlow } from './share-flow.js';

const fetchImpl = vi.fn<typeof fetch>();
const retirement = { tool: 'retirement' as const, inputs: RETIREMENT_DEFAULTS };

function answer(status: number, body: unknown = {}) {
  fetchImpl.mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}
const posted = () => JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body)) as { values: Record<string, unknown>; tracking: unknown };
const option = () => screen.getByRole('combobox', { name: /How would you like to share your results/ });
const box = (name: string) => screen.getByRole('textbox', { name });
const description = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

beforeEach(() => fetchImpl.mockReset());
afterEach(() => vi.restoreAllMocks());

describe('ShareFlow', () => {
  it('given the retirement calculator with rilaV3 on, then the brand’s title and three options, connect first; axe passes', async () => {
    const { container } = render(
      <ShareFlow tool="retirement_calculator" brand="Lanternfield Mutual" rilaV3 results={retirement} fetchImpl={fetchImpl} />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Talk to a Lanternfield Mutual financial professional about your results',
    );
    expect([...option().querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['guardianFP', 'Connect me to a Lanternfield Mutual Financial Professional'],
      ['otherFP', 'Send to my Lanternfield Mutual Financial Professional'],
      ['myself', 'Send to myself'],
    ]);
    expect((option() as HTMLSelectElement).value).toBe('guardianFP');
    expect(option().getAttribute('aria-required')).toBe('true');
    expect(box('ZIP code')).toBeTruthy();
    expect(container.textContent).not.toContain('Guardian');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given rilaV3 off, then otherFP is not listed', () => {
    render(<ShareFlow tool="rila_tool" brand="Lanternfield Mutual" rilaV3={false} results={RILA_REQUEST_FIXTURE} fetchImpl={fetchImpl} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Talk to a financial professional about the product');
    expect([...option().querySelectorAll('option')].map((o) => o.value)).toEqual(['guardianFP', 'myself']);
  });

  it('given an empty submit, then each field’s message, focus on the first; nothing posted; axe passes', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ShareFlow tool="retirement_calculator" brand="Lanternfield Mutual" rilaV3 results={retirement} fetchImpl={fetchImpl} />,
    );
    await user.click(screen.getByRole('button', { name: 'Connect me' }));
    expect(description(box('First name'))).toBe('Enter first name');
    expect(description(box('Last name'))).toBe('Enter last name');
    expect(description(box('Email'))).toBe('Enter email address');
    expect(description(box('ZIP code'))).toBe('Enter a valid 5-digit zip code');
    expect(document.activeElement).toBe(box('First name'));
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a changed option, then the form is reset and the option’s fields show', async () => {
    const user = userEvent.setup();
    render(<ShareFlow tool="retirement_calculator" brand="Lanternfield Mutual" rilaV3 results={retirement} fetchImpl={fetchImpl} />);
    await user.type(box('First name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Connect me' }));
    await user.selectOptions(option(), 'otherFP');
    expect((box('First name') as HTMLInputElement).value).toBe('');
    expect(description(box('Last name'))).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'ZIP code' })).toBeNull();
    expect(box("Your financial professional's email")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send my results' }));
    expect(description(box("Your financial professional's email"))).toBe("Enter your financial professional's email address");
  });

  it('given connect filled in, then it posts the contact and the results, shows the overlay, then the dismissible success alert', async () => {
    const user = userEvent.setup();
    let release: (r: Response) => void = () => undefined;
    fetchImpl.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)));
    const { container } = render(
      <ShareFlow tool="retirement_calculator" brand="Lanternfield Mutual" rilaV3 results={retirement} fetchImpl={fetchImpl} />,
    );
    await user.type(box('First name'), 'Ann');
    await user.type(box('Last name'), 'Lee');
    await user.type(box('Email'), 'ann.lee@example.com');
    await user.type(box('ZIP code'), '60601');
    await user.click(screen.getByRole('button', { name: 'Connect me' }));
    expect(screen.getByRole('status').textContent).toBe('Sending your information…');
    expect(container.querySelector('.form-overlay')).not.toBeNull();
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/forms/retirement-calculator-share');
    expect(posted().values).toStrictEqual({
      emailOption: 'guardianFP',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann.lee@example.com',
      zipCode: '60601',
      phone: '',
      bestTimeToCall: '',
      results: retirement,
    });
    release(new Response(JSON.stringify({ id: 'x', redirect: '/annuities/retirement-calculator' }), { status: 202 }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Success! A financial professional will reach out shortly.'),
    );
    expect(container.querySelector('.form-overlay')).toBeNull();
    expect(container.querySelector('[data-result]')?.getAttribute('data-result')).toBe('success');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('given the RILA tool and myself, then the RILA selections are posted to its form and the share success shows', async () => {
    const user = userEvent.setup();
    answer(202, { id: 'x', redirect: '/annuities/rila/marketperform' });
    render(<ShareFlow tool="rila_tool" brand="Lanternfield Mutual" rilaV3 results={RILA_REQUEST_FIXTURE} fetchImpl={fetchImpl} />);
    await user.selectOptions(option(), 'myself');
    await user.type(box('First name'), 'Ann');
    await user.type(box('Last name'), 'Lee');
    await user.type(box('Email'), 'ann.lee@example.com');
    await user.click(screen.getByRole('button', { name: 'Send my results' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Success! Results will be sent shortly.'));
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/forms/rila-tool-share');
    expect(posted().values.results).toStrictEqual(RILA_REQUEST_FIXTURE);
    expect(posted().values).not.toHaveProperty('zipCode');
  });

  it('given the server fails, then the failure alert; given a 422, then the server’s messages and the data-error state', async () => {
    const user = userEvent.setup();
    answer(503, { message: 'down' });
    const { container } = render(
      <ShareFlow tool="retirement_calculator" brand="Lanternfield Mutual" rilaV3 results={retirement} fetchImpl={fetchImpl} />,
    );
    await user.selectOptions(option(), 'myself');
    await user.type(box('First name'), 'Ann');
    await user.type(box('Last name'), 'Lee');
    await user.type(box('Email'), 'ann.lee@example.com');
    await user.click(screen.getByRole('button', { name: 'Send my results' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Our system is unable to send your results right now.'));
    expect(container.querySelector('[data-result]')?.getAttribute('data-result')).toBe('error');
    answer(422, { message: 'Some answers need your attention.', errors: { email: 'Enter valid email address' } });
    await user.click(screen.getByRole('button', { name: 'Send my results' }));
    await waitFor(() => expect(container.querySelector('[data-result]')?.getAttribute('data-result')).toBe('data-error'));
    expect(description(box('Email'))).toBe('Enter valid email address');
  });
});
