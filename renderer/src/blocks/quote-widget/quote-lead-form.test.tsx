import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { QuoteLeadForm, type QuoteLeadSource } from './quote-lead-form.js';
import { SurveyActionsProvider, type SurveyActions } from './survey-actions.js';

type AnalyticsWindow = Window & {
  analytics?: { identify: (traits: unknown) => void; track: (event: string, properties: unknown) => void };
  dataLayer?: unknown[];
};
const analyticsWindow = window as AnalyticsWindow;

const fetchImpl = vi.fn<typeof fetch>();
function answer(status: number, body: unknown = {}) {
  fetchImpl.mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}
const posted = () =>
  JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body)) as { values: Record<string, unknown>; tracking: Record<string, unknown> };
const box = (name: string) => screen.getByRole('textbox', { name });
const description = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

const life: QuoteLeadSource = {
  type: 'il',
  quote: { firstName: 'Ada', zipCode: '10001', gender: 'F', age: 35, income: 90_000, tobacco: 'no' },
  figures: {
    coverage: 900_000,
    premiums: [
      { years: 10, monthly: 21.6 },
      { years: 20, monthly: 32.4 },
    ],
  },
};

const disability: QuoteLeadSource = {
  type: 'di',
  quote: { firstName: 'Bo', zipCode: '60601', gender: 'M', age: 40, income: 120_000, occupation: 'accountant', tobacco: 'yes' },
  figures: {
    monthlyBenefit: 6000,
    premiums: [
      { eliminationPeriod: 'EP3', benefitPeriod: 'A65', monthly: 180 },
      { eliminationPeriod: 'EP4', benefitPeriod: 'M24', monthly: 95.5 },
    ],
  },
};

beforeEach(() => {
  fetchImpl.mockReset();
  window.history.replaceState(null, '', '/disability-insurance/calculator/results?info=1.abc');
});
afterEach(() => {
  delete analyticsWindow.analytics;
  delete analyticsWindow.dataLayer;
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('QuoteLeadForm (docs/requirements.md#quote-leads)', () => {
  it('given a life quote, then the fields with first name and ZIP from the quote, the 20-year period chosen; axe passes', async () => {
    const { container } = render(<QuoteLeadForm source={life} fetchImpl={fetchImpl} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Talk to a licensed agent about this quote');
    expect((box('First name') as HTMLInputElement).value).toBe('Ada');
    expect((box('ZIP code') as HTMLInputElement).value).toBe('10001');
    const period = screen.getByRole('combobox', { name: 'Level-premium period' }) as HTMLSelectElement;
    expect([...period.options].map((o) => o.textContent)).toEqual(['10 years: $21.60 a month', '20 years: $32.40 a month']);
    expect(period.value).toBe('20');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given empty and bad answers, then the messages under the fields, focus on the first; nothing posted; axe passes', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<QuoteLeadForm source={life} fetchImpl={fetchImpl} />);
    await user.clear(box('First name'));
    await user.type(box('First name'), 'Ad4');
    await user.type(box('Email'), 'ada@');
    await user.type(box('Phone (optional)'), '12');
    await user.click(screen.getByRole('button', { name: 'Contact me about this quote' }));
    expect(description(box('First name'))).toBe('First name should be only letters.');
    expect(description(box('Last name'))).toBe('Enter last name');
    expect(description(box('Email'))).toBe('Enter valid email address');
    expect(description(box('Phone (optional)'))).toBe('Enter valid phone number');
    expect(document.activeElement).toBe(box('First name'));
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a disability lead stored, then it posted the quote_data, identified the visitor, completed the step and confirms', async () => {
    const user = userEvent.setup({ delay: null });
    const track = vi.fn();
    const identify = vi.fn();
    analyticsWindow.analytics = { identify, track };
    answer(202, { id: 's-1', redirect: '/disability-insurance/calculator/results' });
    const { container } = render(<QuoteLeadForm source={disability} fetchImpl={fetchImpl} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Waiting period and benefit period' }), 'EP4/M24');
    await user.type(box('Last name'), 'Lee');
    await user.type(box('Email'), 'bo.lee@example.com');
    await user.click(screen.getByRole('button', { name: 'Contact me about this quote' }));
    // While the request is out, the sending overlay is a status too: wait until the form is gone.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Contact me about this quote' })).toBeNull());
    const done = screen.getByRole('status');
    expect(done.textContent).toBe('Thank you, Bo. An agent will contact you about your disability insurance quote.');
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/forms/disability-quote-lead');
    expect(posted().values).toEqual({
      firstName: 'Bo',
      lastName: 'Lee',
      email: 'bo.lee@example.com',
      phone: '',
      zipCode: '60601',
      dateOfBirth: '',
      quoteData: {
        type: 'di',
        age: 40,
        gender: 'male',
        location: 'IL',
        occupation: 'accountant',
        income: 120_000,
        elimination_period: 'EP4',
        benefit_period: 'M24',
        monthly_benefit: 6000,
        riders: [],
        premium: 95.5,
        quote_link: 'http://localhost:3000/disability-insurance/calculator/results?info=1.abc',
      },
    });
    expect(identify).toHaveBeenCalledWith({ firstName: 'Bo', email: 'bo.lee@example.com', postalCode: '60601' });
    expect(track).toHaveBeenCalledWith('form-step-completed', { form: 'disability-quote-lead', step: 2, stepName: 'lead' });
    expect(screen.queryByRole('button', { name: 'Contact me about this quote' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the server refuses the e-mail, then its message shows and survey_invalid_email is tracked with the form id', async () => {
    const user = userEvent.setup({ delay: null });
    const track = vi.fn();
    analyticsWindow.analytics = { identify: vi.fn(), track };
    answer(422, { message: 'Some answers need your attention.', errors: { email: 'Enter valid email address' } });
    render(<QuoteLeadForm source={life} fetchImpl={fetchImpl} />);
    await user.type(box('Last name'), 'Lovelace');
    await user.type(box('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Contact me about this quote' }));
    await waitFor(() => expect(description(box('Email'))).toBe('Enter valid email address'));
    expect(track).toHaveBeenCalledWith('survey_invalid_email', { formId: 'life-quote-lead' });
    expect(track).not.toHaveBeenCalledWith('form-step-completed', expect.anything());
    expect(posted().values).toMatchObject({
      quoteData: { type: 'il', level_premium_period: 20, monthly_premium: 32.4, base_face_amount: 900_000 },
    });
  });

  it('given the route fails, then an error alert and the values stay for another try', async () => {
    const user = userEvent.setup({ delay: null });
    answer(503, { message: 'We could not take your submission right now. Please try again in a few minutes.' });
    render(<QuoteLeadForm source={life} fetchImpl={fetchImpl} />);
    await user.type(box('Last name'), 'Lovelace');
    await user.type(box('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Contact me about this quote' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe("We couldn't send your details right now. Please try again in a few minutes."),
    );
    expect((box('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });

  describe('with the site’s survey actions (docs/requirements.md#decision-survey-lead-actions)', () => {
    const actions = (exists: boolean, created: Awaited<ReturnType<SurveyActions['createSurveyLead']>>) => ({
      checkUserExists: vi.fn<SurveyActions['checkUserExists']>().mockResolvedValue({ userExists: exists }),
      createSurveyLead: vi.fn<SurveyActions['createSurveyLead']>().mockResolvedValue(created),
    });

    it('given a visitor not yet known, then the survey lead with the first name, e-mail, source, gclid and quote, then the quote lead', async () => {
      const user = userEvent.setup({ delay: null });
      window.history.replaceState(null, '', '/life-insurance/term/calculator-quote/results?info=1.abc&gclid=Cj0KCQ');
      document.cookie = `ga_marketing=${encodeURIComponent(JSON.stringify({ utm_source: 'google', utm_campaign: 'spring' }))}; path=/`;
      answer(202, { id: 's-2', redirect: '/life-insurance/term/calculator-quote/results' });
      const survey = actions(false, { ok: true });
      render(
        <SurveyActionsProvider actions={survey}>
          <QuoteLeadForm source={life} fetchImpl={fetchImpl} />
        </SurveyActionsProvider>,
      );
      await user.type(box('Last name'), 'Lovelace');
      await user.type(box('Email'), 'ada@example.com');
      await user.type(box('Date of birth (optional, MM/DD/YYYY)'), '04/09/1980');
      await user.click(screen.getByRole('button', { name: 'Contact me about this quote' }));
      await waitFor(() => expect(fetchImpl).toHaveBeenCalled());
      expect(survey.checkUserExists).toHaveBeenCalledWith('ada@example.com');
      expect(survey.createSurveyLead).toHaveBeenCalledWith({
        firstName: 'Ada',
        email: 'ada@example.com',
        source: {
          pageUrl: '/life-insurance/term/calculator-quote/results?info=1.abc&gclid=Cj0KCQ',
          sourceId: 'Survey',
          tags: ['life'],
          utmInfo: { utm_source: 'google', utm_campaign: 'spring' },
        },
        gclid: 'Cj0KCQ',
        quote: expect.objectContaining({ type: 'il', level_premium_period: 20, monthly_premium: 32.4 }),
      });
      expect(posted().values).toMatchObject({ email: 'ada@example.com', dateOfBirth: '04/09/1980' });
      document.cookie = 'ga_marketing=; max-age=0; path=/';
    });

    it('given the action refuses the e-mail, then its message on the field, survey_invalid_email with the form id, and no quote lead posted', async () => {
      const user = userEvent.setup({ delay: null });
      const track = vi.fn();
      analyticsWindow.analytics = { identify: vi.fn(), track };
      const message = 'Enter an email address you can receive mail at (not a temporary one).';
      const survey = actions(false, { ok: false, reason: 'invalid-email', message });
      render(
        <SurveyActionsProvider actions={survey}>
          <QuoteLeadForm source={life} fetchImpl={fetchImpl} />
        </SurveyActionsProvider>,
      );
      await user.type(box('Last name'), 'Lovelace');
      await user.type(box('Email'), 'ada@mailinator.com');
      await user.click(screen.getByRole('button', { name: 'Contact me about this quote' }));
      await waitFor(() => expect(description(box('Email'))).toBe(message));
      expect(track).toHaveBeenCalledWith('survey_invalid_email', { formId: 'life-quote-lead' });
      expect(fetchImpl).not.toHaveBeenCalled();
    });

    it('given a known visitor, then no second survey lead; the quote lead still goes', async () => {
      const user = userEvent.setup({ delay: null });
      answer(202, { id: 's-3', redirect: '/life-insurance/term/calculator-quote/results' });
      const survey = actions(true, { ok: true });
      render(
        <SurveyActionsProvider actions={survey}>
          <QuoteLeadForm source={life} fetchImpl={fetchImpl} />
        </SurveyActionsProvider>,
      );
      await user.type(box('Last name'), 'Lovelace');
      await user.type(box('Email'), 'ada@example.com');
      await user.click(screen.getByRole('button', { name: 'Contact me about this quote' }));
      await waitFor(() => expect(fetchImpl).toHaveBeenCalled());
      expect(survey.createSurveyLead).not.toHaveBeenCalled();
    });
  });
});
