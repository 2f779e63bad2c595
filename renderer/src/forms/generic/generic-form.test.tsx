import { render, screen } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { fromFormDefinition, type FormDefinition } from '@insurer/contracts/forms';
import { newsletterForm, proposalForm, rawField } from '@insurer/contracts/testing/forms';
import { GenericForm } from './generic-form.js';

const dataLayerWindow = window as Window & { dataLayer?: unknown[] };

interface Submission {
  prevented: boolean;
  data: [string, string][];
}

/** Records every submit event after React handled it (whether it was prevented, and the form data), and stops jsdom navigating. */
let submissions: Submission[] = [];
const onSubmit = (event: Event) => {
  const form = event.target as HTMLFormElement;
  submissions.push({ prevented: event.defaultPrevented, data: [...new FormData(form)].map(([name, value]) => [name, String(value)]) });
  event.preventDefault();
};

beforeEach(() => {
  submissions = [];
  document.addEventListener('submit', onSubmit);
});

afterEach(() => {
  document.removeEventListener('submit', onSubmit);
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.history.replaceState(null, '', '/');
  delete dataLayerWindow.dataLayer;
});

function definitionOf(raw = proposalForm()): FormDefinition {
  const definition = fromFormDefinition(raw);
  if (!definition) throw new Error('fixture maps');
  return definition;
}

/** The text of the element describing `element` (its error message), or null. */
function description(element: HTMLElement): string | null {
  const id = element.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

async function fillProposal(user: UserEvent) {
  await user.type(textbox('First name'), 'Ada');
  await user.type(textbox('Last name'), 'Lovelace');
  await user.type(textbox('Work e-mail'), 'ada@company.example');
  await user.type(textbox('Organization name'), 'Analytical Engines');
  await user.type(textbox('Number of employees'), '120');
  await user.type(textbox('Business zip code'), '10001');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State where most employees work' }), 'NY');
  await user.click(screen.getByRole('checkbox', { name: 'Dental' }));
}

describe('generic content-service form (docs/requirements.md#content-service-form)', () => {
  it('given the proposal definition, when rendered, then a native post form shows every component with its label', async () => {
    const { container } = render(<GenericForm definition={definitionOf()} inspector />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/forms/request-a-proposal');
    expect(form.getAttribute('data-form-type')).toBe('non-pardot');
    expect(form.hasAttribute('enctype')).toBe(false);
    expect(textbox('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(textbox('Work e-mail').getAttribute('type')).toBe('email');
    expect(textbox('Work e-mail').getAttribute('placeholder')).toBe('name@company.com');
    expect(textbox('Phone number (optional)').getAttribute('type')).toBe('tel');
    expect(textbox('Phone number (optional)').getAttribute('placeholder')).toBe('999-999-9999');
    expect(textbox('Number of employees').getAttribute('inputmode')).toBe('decimal');
    expect(textbox('Anything else we should know? (optional)').tagName).toBe('TEXTAREA');
    const state = screen.getByRole('combobox', { name: 'State where most employees work' });
    expect(state.querySelector('option')?.textContent).toBe('Select one');
    expect(state.querySelectorAll('option')).toHaveLength(52);
    expect(screen.getByRole('group', { name: 'Coverage you’re interested in' }).querySelectorAll('input[type="checkbox"]')).toHaveLength(7);
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    expect([...container.querySelectorAll('input[type="hidden"]')].map((input) => input.getAttribute('name'))).toEqual([
      'utm_name',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_content',
      'utm_pardot',
      'GAClientID',
      'DomainUserID',
      'URL',
    ]);
    expect(
      container.querySelector('label[data-contentful-entry-id="form-field-first_name"]')?.getAttribute('data-contentful-field-id'),
    ).toBe('formLabel');
    expect(screen.getByRole('button', { name: 'Request my proposal' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given dependent fields, when their dependency holds, then they show, and hide again when it stops holding', async () => {
    const user = userEvent.setup({ delay: null });
    render(<GenericForm definition={definitionOf()} />);
    expect(screen.queryByRole('textbox', { name: 'What else are you looking for?' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Current benefits carrier' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Dental' }));
    await user.click(screen.getByRole('checkbox', { name: 'Something else' }));
    expect(textbox('What else are you looking for?')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Something else' }));
    expect(screen.queryByRole('textbox', { name: 'What else are you looking for?' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(textbox('Current benefits carrier')).toBeTruthy();
  });

  it('given an empty form, when submitted, then nothing is posted, each field shows its invalidMessage, the summary announces them and focus is on the first', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<GenericForm definition={definitionOf()} />);
    await user.click(screen.getByRole('button', { name: 'Request my proposal' }));
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.prevented).toBe(true);
    expect(dataLayerWindow.dataLayer).toBeUndefined();
    expect(description(textbox('First name'))).toBe('Enter your first name');
    expect(description(textbox('Work e-mail'))).toBe('Enter a valid e-mail address');
    expect(description(textbox('Number of employees'))).toBe('Enter the number of employees');
    expect(description(textbox('Business zip code'))).toBe('Enter a valid 5-digit zip code');
    expect(description(screen.getByRole('combobox', { name: 'State where most employees work' }))).toBe('Select your state');
    expect(description(screen.getByRole('group', { name: 'Coverage you’re interested in' }))).toBe('Choose at least one type of coverage');
    expect(screen.getByRole('alert').textContent).toBe(
      'Please correct the following:Enter your first nameEnter your last nameEnter a valid e-mail addressEnter your organization’s nameEnter the number of employeesEnter a valid 5-digit zip codeSelect your stateChoose at least one type of coverage',
    );
    expect(document.activeElement).toBe(textbox('First name'));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given malformed zip, date, number, e-mail and phone, when submitted, then their messages show and nothing is posted', async () => {
    const user = userEvent.setup({ delay: null });
    render(<GenericForm definition={definitionOf()} />);
    await fillProposal(user);
    await user.clear(textbox('Business zip code'));
    await user.type(textbox('Business zip code'), '1000');
    await user.clear(textbox('Number of employees'));
    await user.type(textbox('Number of employees'), 'many');
    await user.type(textbox('Preferred coverage start date'), '2026-12-01');
    await user.type(textbox('Phone number (optional)'), '555-0100');
    await user.click(screen.getByRole('button', { name: 'Request my proposal' }));
    expect(submissions[0]!.prevented).toBe(true);
    expect(description(textbox('Business zip code'))).toBe('Enter a valid 5-digit zip code');
    expect(description(textbox('Number of employees'))).toBe('Enter the number of employees');
    expect(description(textbox('Preferred coverage start date'))).toBe('Enter a date as MM/DD/YYYY');
    expect(description(textbox('Phone number (optional)'))).toBe('Enter valid phone number');
    expect(document.activeElement).toBe(textbox('Phone number (optional)'));
  });

  it('given a shown required_if field left empty, when submitted, then it is required', async () => {
    const user = userEvent.setup({ delay: null });
    render(<GenericForm definition={definitionOf()} />);
    await fillProposal(user);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Request my proposal' }));
    expect(submissions[0]!.prevented).toBe(true);
    expect(description(textbox('Current benefits carrier'))).toBe('Enter your current carrier');
    expect(document.activeElement).toBe(textbox('Current benefits carrier'));
  });

  it('given a valid form, when submitted, then the browser posts the shown fields and tracking values, formSubmit is pushed and the overlay shows', async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, '', '/employers/request-a-proposal?utm_source=linkedin');
    Cookies.set('utm_source', 'linkedin');
    Cookies.set('utm_medium', 'social');
    Cookies.set('utm_pardot', 'p-1');
    Cookies.set('ClientId', 'c-7');
    const { container } = render(<GenericForm definition={definitionOf()} />);
    await fillProposal(user);
    await user.click(screen.getByRole('checkbox', { name: 'Something else' }));
    await user.type(textbox('What else are you looking for?'), 'Pet insurance');
    await user.type(textbox('Preferred coverage start date'), '01/01/2027');
    await user.click(screen.getByRole('button', { name: 'Request my proposal' }));
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.prevented).toBe(false);
    expect(submissions[0]!.data).toEqual([
      ['first_name', 'Ada'],
      ['last_name', 'Lovelace'],
      ['email', 'ada@company.example'],
      ['phone', ''],
      ['company', 'Analytical Engines'],
      ['employee_count', '120'],
      ['zip', '10001'],
      ['state', 'NY'],
      ['start_date', '01/01/2027'],
      ['products', 'dental'],
      ['products', 'other'],
      ['products_other', 'Pet insurance'],
      ['offers_benefits', 'no'],
      ['best_time', ''],
      ['message', ''],
      ['utm_name', ''],
      ['utm_source', 'linkedin'],
      ['utm_medium', 'social'],
      ['utm_campaign', ''],
      ['utm_content', ''],
      ['utm_pardot', 'p-1'],
      ['GAClientID', 'c-7'],
      ['DomainUserID', 'c-7'],
      ['URL', 'http://localhost:3000/employers/request-a-proposal?utm_source=linkedin'],
    ]);
    expect(dataLayerWindow.dataLayer).toEqual([
      { event: 'formSubmit', formId: 'request-a-proposal', formSubmitUrl: '/api/forms/request-a-proposal' },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Sending your information…');
    expect(container.querySelector('.form-shell')?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.form-overlay')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given checkbox options with the checkbox-group- prefix, when posted, then the values go without it and the dependency still holds', async () => {
    const user = userEvent.setup({ delay: null });
    const raw = proposalForm({
      formFieldsCollection: {
        items: [
          rawField('interests', 'Checkbox', {
            formLabel: 'Interests',
            required: true,
            options: [
              ['checkbox-group-life', 'Life'],
              ['checkbox-group-other', 'Other'],
            ],
          }),
          rawField('interests_other', 'TextInput', {
            formLabel: 'Other interest',
            validationType: 'required_if',
            fieldDependencyName: 'interests',
            fieldDependencyValue: 'checkbox-group-other',
          }),
          rawField('consent', 'Checkbox', { formLabel: 'I agree to be contacted', required: true, invalidMessage: 'Agree to continue' }),
          rawField('campaign', 'HiddenInput', { defaultValue: 'spring-2026' }),
        ],
      },
    });
    render(<GenericForm definition={definitionOf(raw)} />);
    await user.click(screen.getByRole('button', { name: 'Request my proposal' }));
    expect(description(screen.getByRole('checkbox', { name: 'I agree to be contacted' }))).toBe('Agree to continue');
    expect(description(screen.getByRole('group', { name: 'Interests' }))).toBe('This field is required.');
    await user.click(screen.getByRole('checkbox', { name: 'Life' }));
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    await user.type(textbox('Other interest'), 'Travel');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to be contacted' }));
    await user.click(screen.getByRole('button', { name: 'Request my proposal' }));
    expect(submissions[1]).toEqual({
      prevented: false,
      data: [
        ['interests', 'life'],
        ['interests', 'other'],
        ['interests_other', 'Travel'],
        ['consent', 'true'],
        ['campaign', 'spring-2026'],
      ],
    });
  });

  it('given the pardot newsletter, when rendered, then it posts to the Pardot handler with the hidden honeypot pardot_extra_field', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<GenericForm definition={definitionOf(newsletterForm())} labelledBy="newsletter-heading" />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('https://go.lanternfield.example/l/edge-newsletter');
    expect(form.getAttribute('data-form-type')).toBe('pardot');
    expect(form.getAttribute('aria-labelledby')).toBe('newsletter-heading');
    const honeypot = container.querySelector<HTMLInputElement>('input[name="pardot_extra_field"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await user.type(textbox('Work e-mail'), 'ada@company.example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(submissions[0]!.prevented).toBe(false);
    expect(submissions[0]!.data.slice(0, 2)).toEqual([
      ['email', 'ada@company.example'],
      ['first_name', ''],
    ]);
    expect(submissions[0]!.data.find(([name]) => name === 'pardot_extra_field')).toEqual(['pardot_extra_field', '']);
    expect(dataLayerWindow.dataLayer).toEqual([
      { event: 'formSubmit', formId: 'edge-newsletter', formSubmitUrl: 'https://go.lanternfield.example/l/edge-newsletter' },
    ]);
  });
});
