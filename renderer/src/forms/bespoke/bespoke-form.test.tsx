import { render, screen, waitFor } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { BespokeForm } from './bespoke-form.js';

type AnalyticsWindow = Window & {
  analytics?: { identify: (traits: unknown) => void; track: (event: string, properties: unknown) => void };
  dataLayer?: unknown[];
};
const analyticsWindow = window as AnalyticsWindow;

let fetchSpy: MockInstance<typeof fetch>;

function answer(status: number, body: unknown) {
  fetchSpy.mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

/** The request body the form posted. */
function posted(): unknown {
  const init = fetchSpy.mock.calls[0]?.[1];
  return JSON.parse(String(init?.body));
}

/** The text of the element describing `element` (its error message), or null. */
function description(element: HTMLElement): string | null {
  const id = element.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit' }));

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.history.replaceState(null, '', '/');
  delete analyticsWindow.analytics;
  delete analyticsWindow.dataLayer;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function fillLead(user: UserEvent) {
  await user.type(textbox('First name'), 'Ada');
  await user.type(textbox('Last name'), 'Lovelace');
  await user.type(textbox('Email'), 'ada@example.com');
  await user.type(textbox('Zip code'), '10001');
}

describe('contact us (gl-contact-us-hc, docs/requirements.md#contact-us-form)', () => {
  it('given the form, when rendered, then its fields are labelled with autocomplete and Email is the default contact preference', async () => {
    const { container } = render(<BespokeForm formId="gl-contact-us-hc" navigate={vi.fn()} />);
    expect(screen.getByRole('form', { name: 'Contact us' })).toBeTruthy();
    expect(textbox('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(textbox('Email').getAttribute('type')).toBe('email');
    expect(textbox('Phone number').getAttribute('autocomplete')).toBe('tel');
    expect(textbox('Phone number').getAttribute('placeholder')).toBe('999-999-9999');
    expect(textbox('Policy number (optional)')).toBeTruthy();
    expect(textbox('Claim number (optional)')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Email' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'How should we contact you?' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Best time to call (optional)' })).toBeTruthy();
    expect(textbox('How can we help you?').tagName).toBe('TEXTAREA');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given an empty form, when submitted, then each message is under its field, the summary announces them, focus is on the first and nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const navigate = vi.fn();
    const { container } = render(<BespokeForm formId="gl-contact-us-hc" navigate={navigate} />);
    await submit(user);
    const help = textbox('How can we help you?');
    expect(help.getAttribute('aria-invalid')).toBe('true');
    expect(description(help)).toBe('Enter information so we can help you');
    expect(description(textbox('First name'))).toBe('Enter first name');
    expect(description(textbox('Last name'))).toBe('Enter last name');
    expect(description(textbox('Email'))).toBe('Enter email address');
    expect(description(textbox('Phone number'))).toBe('Enter phone number');
    expect(textbox('Policy number (optional)').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(
      'Please correct the following:Enter first nameEnter last nameEnter email addressEnter phone numberEnter information so we can help you',
    );
    expect(document.activeElement).toBe(textbox('First name'));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a malformed e-mail and phone, when submitted, then they are verified, and fixing one clears its message', async () => {
    const user = userEvent.setup({ delay: null });
    render(<BespokeForm formId="gl-contact-us-hc" navigate={vi.fn()} />);
    await user.type(textbox('Email'), 'ada@');
    await user.type(textbox('Phone number'), '555-0100');
    await submit(user);
    expect(description(textbox('Email'))).toBe('Enter valid email address');
    expect(description(textbox('Phone number'))).toBe('Enter valid phone number');
    await user.type(textbox('Email'), 'example.com');
    expect(textbox('Email').hasAttribute('aria-invalid')).toBe(false);
  });

  it('given a valid form, when submitted, then the values and tracking are posted as JSON and the visitor goes to /contact-us/thankyou', async () => {
    const user = userEvent.setup({ delay: null });
    const navigate = vi.fn();
    window.history.replaceState(null, '', '/contact-us');
    Cookies.set('ClientId', 'c-1');
    Cookies.set('SessionId', 's-1');
    Cookies.set('utm_source', 'google');
    answer(202, { id: 'sub-1', redirect: '/contact-us/thankyou' });
    render(<BespokeForm formId="gl-contact-us-hc" navigate={navigate} />);
    await user.type(textbox('First name'), ' Ada ');
    await user.type(textbox('Last name'), 'Lovelace');
    await user.type(textbox('Email'), 'ada@example.com');
    await user.type(textbox('Phone number'), '(212) 555-0100');
    await user.type(textbox('Claim number (optional)'), 'C-42');
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Best time to call (optional)' }), 'Morning');
    await user.type(textbox('How can we help you?'), 'Where is my claim?');
    await submit(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/contact-us/thankyou'));
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/forms/gl-contact-us-hc');
    expect(fetchSpy.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(posted()).toEqual({
      values: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phoneNumber: '(212) 555-0100',
        claimNumber: 'C-42',
        contactPreference: 'Phone',
        bestTimeToCall: 'Morning',
        howCanWeHelpYou: 'Where is my claim?',
      },
      tracking: { ClientId: 'c-1', SessionId: 's-1', utm_source: 'google', pageUrl: '/contact-us' },
    });
  });

  it('given the site cannot be reached (network error), when submitted, then the We’re sorry dialog opens, focus is in it, and Escape closes it back to the form', async () => {
    const user = userEvent.setup({ delay: null });
    const navigate = vi.fn();
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<BespokeForm formId="gl-contact-us-hc" navigate={navigate} />);
    await user.type(textbox('First name'), 'Ada');
    await user.type(textbox('Last name'), 'Lovelace');
    await user.type(textbox('Email'), 'ada@example.com');
    await user.type(textbox('Phone number'), '2125550100');
    await user.type(textbox('How can we help you?'), 'Help');
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: "We're sorry" });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog).toHaveProperty(
      'textContent',
      expect.stringContaining('There was an error in processing your request at this time. Please try again later.'),
    );
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'There was an error in processing your request at this time. Please try again later.',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' })));
    expect(await axeViolations(document.body)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
    expect(textbox('How can we help you?')).toHaveProperty('value', 'Help');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('given a 422, when submitted, then the server’s messages show on the fields, focus moves to the first and the visitor stays', async () => {
    const user = userEvent.setup({ delay: null });
    const navigate = vi.fn();
    answer(422, { message: 'Invalid values', errors: { email: 'Enter valid email address', phoneNumber: 'Enter valid phone number' } });
    const { container } = render(<BespokeForm formId="gl-contact-us-hc" navigate={navigate} />);
    await user.type(textbox('First name'), 'Ada');
    await user.type(textbox('Last name'), 'Lovelace');
    await user.type(textbox('Email'), 'ada@example.com');
    await user.type(textbox('Phone number'), '2125550100');
    await user.type(textbox('How can we help you?'), 'Help');
    await submit(user);
    await waitFor(() => expect(textbox('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(description(textbox('Email'))).toBe('Enter valid email address');
    expect(description(textbox('Phone number'))).toBe('Enter valid phone number');
    expect(screen.getByRole('alert').textContent).toBe('Please correct the following:Enter valid email addressEnter valid phone number');
    expect(document.activeElement).toBe(textbox('Email'));
    expect(navigate).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the server rejects the e-mail, when submitted, then survey_invalid_email is tracked with the form id (docs/requirements.md#analytics)', async () => {
    const user = userEvent.setup({ delay: null });
    const track = vi.fn();
    analyticsWindow.analytics = { identify: vi.fn(), track };
    answer(422, { message: 'Invalid values', errors: { email: 'Enter valid email address' } });
    render(<BespokeForm formId="gl-contact-us-hc" navigate={vi.fn()} />);
    await user.type(textbox('First name'), 'Ada');
    await user.type(textbox('Last name'), 'Lovelace');
    await user.type(textbox('Email'), 'ada@example.com');
    await user.type(textbox('Phone number'), '2125550100');
    await user.type(textbox('How can we help you?'), 'Help');
    await submit(user);
    await waitFor(() => expect(track).toHaveBeenCalledWith('survey_invalid_email', { formId: 'gl-contact-us-hc' }));
    expect(analyticsWindow.dataLayer).toContainEqual({ event: 'survey_invalid_email', formId: 'gl-contact-us-hc' });
  });

  it('given a valid form, while it is sent, then the loading overlay and the status text show and the form is busy', async () => {
    const user = userEvent.setup({ delay: null });
    const navigate = vi.fn();
    let respond: (response: Response) => void = () => undefined;
    fetchSpy.mockReturnValue(new Promise<Response>((resolve) => (respond = resolve)));
    const { container } = render(<BespokeForm formId="gl-contact-us-hc" navigate={navigate} />);
    expect(screen.getByRole('status').textContent).toBe('');
    await user.type(textbox('First name'), 'Ada');
    await user.type(textbox('Last name'), 'Lovelace');
    await user.type(textbox('Email'), 'ada@example.com');
    await user.type(textbox('Phone number'), '2125550100');
    await user.type(textbox('How can we help you?'), 'Help');
    await submit(user);
    expect(screen.getByRole('status').textContent).toBe('Sending your information…');
    expect(container.querySelector('.form-shell')?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.form-overlay')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    respond(new Response(JSON.stringify({ id: 's', redirect: '/contact-us/thankyou' }), { status: 202 }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/contact-us/thankyou'));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(container.querySelector('.form-overlay')).toBeNull();
  });
});

describe('lead forms (docs/requirements.md#lead-forms)', () => {
  it('given the annuities form and the site answering 500, when submitted, then the visitor stays and the We’re sorry dialog says so', async () => {
    const user = userEvent.setup({ delay: null });
    const navigate = vi.fn();
    window.history.replaceState(null, '', '/annuities');
    Cookies.set('CampaignSuccessLocation', '/annuities/thanks');
    Cookies.set('LifeCampaignName', 'Annuities 2026');
    Cookies.set('EmailRouting', 'false');
    answer(500, { message: 'Lead service down' });
    const { container } = render(<BespokeForm formId="annuities-form-hc" navigate={navigate} />);
    expect(screen.getByRole('form', { name: 'Annuities' })).toBeTruthy();
    expect(
      screen.getByRole('group', { name: 'What are you interested in? (optional)' }).querySelectorAll('input[type="checkbox"]').length,
    ).toBe(4);
    expect(await axeViolations(container)).toEqual([]);
    await fillLead(user);
    await user.type(textbox('Phone number (optional)'), '212-555-0100');
    await user.click(screen.getByRole('checkbox', { name: 'Annuities' }));
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    await user.type(textbox('Anything else you would like us to know? (optional)'), 'Retiring in 2030');
    await submit(user);
    expect(await screen.findByRole('dialog', { name: "We're sorry" })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(posted()).toEqual({
      values: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        zipCode: '10001',
        phone: '212-555-0100',
        interested: ['3', '7'],
        customerNote: 'Retiring in 2030',
      },
      tracking: {
        LifeCampaignName: 'Annuities 2026',
        EmailRouting: 'false',
        CampaignSuccessLocation: '/annuities/thanks',
        pageUrl: '/annuities',
      },
    });
  });

  it('given the server answers a redirect, when a lead is stored, then the visitor goes to the answer’s location', async () => {
    const user = userEvent.setup({ delay: null });
    const navigate = vi.fn();
    answer(202, { id: 'lead-1', redirect: '/thank-you' });
    render(<BespokeForm formId="safe-guard-360-hc" navigate={navigate} />);
    expect(screen.getByRole('form', { name: 'Safeguard 360 lead form' })).toBeTruthy();
    await fillLead(user);
    await submit(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/thank-you'));
  });

  it('given the annuities form with a stored success location, when the site stores the lead (its lead call may fail later), then the visitor goes there', async () => {
    const user = userEvent.setup({ delay: null });
    const navigate = vi.fn();
    Cookies.set('CampaignSuccessLocation', '/annuities/thanks');
    answer(202, { id: 'lead-2' });
    render(<BespokeForm formId="annuities-form-hc" navigate={navigate} />);
    await fillLead(user);
    await submit(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/annuities/thanks'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given connect with a financial professional, when the network fails, then the visitor stays and the We’re sorry dialog opens', async () => {
    const user = userEvent.setup({ delay: null });
    const navigate = vi.fn();
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<BespokeForm formId="connect-with-FP-hc" navigate={navigate} />);
    expect(screen.getByRole('form', { name: 'Connect with a financial professional' })).toBeTruthy();
    await fillLead(user);
    await submit(user);
    expect(await screen.findByRole('dialog', { name: "We're sorry" })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(posted()).toMatchObject({ values: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', zipCode: '10001' } });
  });

  it('given the global citizens form, when submitted without countries, then both are required; with them they are posted', async () => {
    const user = userEvent.setup({ delay: null });
    const navigate = vi.fn();
    answer(202, { id: 'lead-2', redirect: '/thank-you' });
    const { container } = render(<BespokeForm formId="global-citizens-hc" navigate={navigate} />);
    await fillLead(user);
    await submit(user);
    expect(description(textbox('Country of citizenship'))).toBe('Enter country of citizenship');
    expect(description(textbox('Country of residence'))).toBe('Enter country of residence');
    expect(document.activeElement).toBe(textbox('Country of citizenship'));
    expect(await axeViolations(container)).toEqual([]);
    await user.type(textbox('Country of citizenship'), 'Canada');
    await user.type(textbox('Country of residence'), 'France');
    await submit(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/thank-you'));
    expect(posted()).toMatchObject({ values: { countryOfCitizenship: 'Canada', countryOfResidence: 'France' } });
  });

  it('given the lead fields empty or malformed, when submitted, then names, e-mail and zip show their messages', async () => {
    const user = userEvent.setup({ delay: null });
    render(<BespokeForm formId="safe-guard-360-hc" navigate={vi.fn()} />);
    await user.type(textbox('Zip code'), '1000');
    await submit(user);
    expect(description(textbox('First name'))).toBe('Enter first name');
    expect(description(textbox('Email'))).toBe('Enter email address');
    expect(description(textbox('Zip code'))).toBe('Enter a valid 5-digit zip code');
    expect(textbox('Zip code').getAttribute('inputmode')).toBe('numeric');
  });
});

describe('schedule a meeting (schedule-meeting-hc, docs/requirements.md#schedule-a-meeting-form, docs/requirements.md#analytics)', () => {
  async function fillSchedule(user: UserEvent) {
    await fillLead(user);
    await user.type(textbox('Phone number'), '212-555-0100');
    await user.click(screen.getByRole('radio', { name: 'Mobile' }));
    await user.click(screen.getByRole('checkbox', { name: 'Life Insurance' }));
    await user.click(screen.getByRole('checkbox', { name: '401K/Retirement Plan' }));
  }

  it('given no phone, phone type or interest, when submitted, then each is required and the interests group announces its message', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<BespokeForm formId="schedule-meeting-hc" navigate={vi.fn()} />);
    await fillLead(user);
    await submit(user);
    expect(description(textbox('Phone number'))).toBe('Enter phone number');
    expect(description(screen.getByRole('group', { name: 'Phone type' }))).toBe('Select phone type');
    expect(description(screen.getByRole('group', { name: 'What are you interested in?' }))).toBe('Select at least one interest');
    expect(screen.getByRole('checkbox', { name: 'Life Insurance' }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(textbox('Phone number'));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given /staycovered, when submitted, then the visitor is identified, Form Submitted is tracked, the lead is posted and the visitor goes to the stored success location (no dialog)', async () => {
    const user = userEvent.setup({ delay: null });
    const navigate = vi.fn();
    const analytics = { identify: vi.fn(), track: vi.fn() };
    analyticsWindow.analytics = analytics;
    window.history.replaceState(null, '', '/staycovered');
    Cookies.set('CampaignSuccessLocation', '/thank-you');
    answer(202, { id: 'lead-3', redirect: '/thank-you' });
    render(<BespokeForm formId="schedule-meeting-hc" navigate={navigate} />);
    await fillSchedule(user);
    await submit(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/thank-you'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(analytics.identify).toHaveBeenCalledWith({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '212-555-0100',
      postal_code: '10001',
    });
    expect(analytics.track).toHaveBeenCalledWith('Form Submitted', {
      phoneType: 'Mobile',
      productInterest: 'Life Insurance, 401K/Retirement Plan',
    });
    expect(posted()).toMatchObject({ values: { phone: '212-555-0100', phoneType: 'Mobile', interested: ['1', '5'] } });
  });

  it('given another page, when submitted, then nothing is identified or tracked', async () => {
    const user = userEvent.setup({ delay: null });
    const navigate = vi.fn();
    const analytics = { identify: vi.fn(), track: vi.fn() };
    analyticsWindow.analytics = analytics;
    window.history.replaceState(null, '', '/retirement');
    answer(202, { id: 'lead-4', redirect: '/thank-you' });
    render(<BespokeForm formId="schedule-meeting-hc" navigate={navigate} />);
    await fillSchedule(user);
    await submit(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/thank-you'));
    expect(analytics.identify).not.toHaveBeenCalled();
    expect(analytics.track).not.toHaveBeenCalled();
  });
});

describe('dental network joining (dental-network-sf-hc, docs/requirements.md#dental-network-form)', () => {
  it('given the form, when rendered, then the office name is limited to 40, the networks are PPO and DHMO/Managed Care and the honeypot is hidden', async () => {
    const { container } = render(<BespokeForm formId="dental-network-sf-hc" navigate={vi.fn()} />);
    expect(screen.getByRole('form', { name: 'Dental network joining' })).toBeTruthy();
    expect(textbox('Office name').getAttribute('maxlength')).toBe('40');
    expect(screen.getByRole('radio', { name: 'PPO' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'DHMO/Managed Care' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'State' }).querySelectorAll('option')).toHaveLength(52);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="pardot_extra_field"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given an empty form, when submitted, then every message of the seed table shows on its field', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<BespokeForm formId="dental-network-sf-hc" navigate={vi.fn()} />);
    await submit(user);
    expect(description(textbox('Contact name'))).toBe('Enter contact name');
    expect(description(textbox('Contact email'))).toBe('Enter email address');
    expect(description(textbox('Phone number'))).toBe('Enter phone number');
    expect(description(textbox('Dentist first name'))).toBe('Enter dentist first name');
    expect(description(textbox('Dentist last name'))).toBe('Enter dentist last name');
    expect(description(textbox('Dentist email'))).toBe('Enter email address');
    expect(description(textbox('Office name'))).toBe('Enter office name');
    expect(description(textbox('Office street address'))).toBe('Enter office street address');
    expect(description(textbox('City'))).toBe('Enter city');
    expect(description(screen.getByRole('combobox', { name: 'State' }))).toBe('Select your state');
    expect(description(textbox('Zip code'))).toBe('Enter a valid 5-digit zip code');
    expect(description(screen.getByRole('group', { name: 'Network you are interested in joining' }))).toBe(
      'Select network you are interested in joining',
    );
    expect(document.activeElement).toBe(textbox('Contact name'));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given malformed e-mails, phone and zip, when submitted, then the valid-format messages show', async () => {
    const user = userEvent.setup({ delay: null });
    render(<BespokeForm formId="dental-network-sf-hc" navigate={vi.fn()} />);
    await user.type(textbox('Contact email'), 'office@');
    await user.type(textbox('Dentist email'), 'alan');
    await user.type(textbox('Phone number'), '212.555.0100');
    await user.type(textbox('Zip code'), '627011');
    await submit(user);
    expect(description(textbox('Contact email'))).toBe('Enter valid email address');
    expect(description(textbox('Dentist email'))).toBe('Enter valid email address');
    expect(description(textbox('Phone number'))).toBe('Enter valid phone number');
    expect(description(textbox('Zip code'))).toBe('Enter a valid 5-digit zip code');
  });

  it('given a valid form, when submitted, then the hidden web-to-lead fields are posted and the visitor returns to /providers/join/thank-you', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 10, 30));
    const user = userEvent.setup({ delay: null });
    const navigate = vi.fn();
    window.history.replaceState(null, '', '/providers/join?utm_source=dentaltown');
    Cookies.set('utm_source', 'dentaltown');
    Cookies.set('utm_campaign', 'recruit');
    Cookies.set('ClientId', 'c-9');
    answer(202, { id: 'dental-1' });
    render(<BespokeForm formId="dental-network-sf-hc" navigate={navigate} />);
    await user.type(textbox('Contact name'), 'Grace Hopper');
    await user.type(textbox('Contact email'), 'office@smiles.example');
    await user.type(textbox('Phone number'), '(217) 555-0100');
    await user.type(textbox('Dentist first name'), 'Alan');
    await user.type(textbox('Dentist last name'), 'Turing');
    await user.type(textbox('Dentist email'), 'alan@smiles.example');
    await user.type(textbox('Office name'), 'Bright Smiles Dental');
    await user.type(textbox('Office street address'), '1 Main St');
    await user.type(textbox('City'), 'Springfield');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'IL');
    await user.type(textbox('Zip code'), '62701');
    await user.click(screen.getByRole('radio', { name: 'DHMO/Managed Care' }));
    await submit(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/providers/join/thank-you'));
    expect(posted()).toEqual({
      values: {
        Reason_for_Contact__c: 'Join the network',
        Contact_Name__c: 'Grace Hopper',
        Contact_Email__c: 'office@smiles.example',
        phone: '(217) 555-0100',
        first_name: 'Alan',
        last_name: 'Turing',
        email: 'alan@smiles.example',
        company: 'Bright Smiles Dental',
        street: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        Network_Types__c: 'DHMO/Managed Care',
        lead_source: 'Provider Solicitation',
        FormSubmitDate__c: '11/21/2026',
        UTM_Source__c: 'dentaltown',
        UTM_Campaign__c: 'recruit',
        GAClientID: 'c-9',
        DomainUserID: 'c-9',
        URL: 'http://localhost:3000/providers/join?utm_source=dentaltown',
      },
      tracking: { ClientId: 'c-9', utm_source: 'dentaltown', utm_campaign: 'recruit', pageUrl: '/providers/join?utm_source=dentaltown' },
    });
  });
});
