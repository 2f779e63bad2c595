import { axeViolations, fakeCma, fakeFieldSdk, renderWithSdk } from '@insurer/cms-shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OPTIONS_TRUNCATED } from './field-editor.js';
import { FormBuilderApp, SAVED } from './form-builder-app.js';
import { TOO_MANY_FIELDS } from './model.js';

const en = (value: unknown) => ({ 'en-US': value });
const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
const FORM_FIELDS = ['formId', 'formType', 'formSubmitUrl', 'heading', 'submitLabel', 'formRequiredMessage'];

async function setup(fieldEntries: { id: string; fields: Record<string, unknown> }[] = []) {
  const store = fakeCma(
    fieldEntries.map((e) => ({
      id: e.id,
      contentType: 'formField',
      fields: Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, en(v)])),
    })),
  );
  const fake = fakeFieldSdk({
    contentType: 'form',
    fieldId: 'formFields',
    values: {
      formId: 'contact',
      formSubmitUrl: 'https://example.com/post',
      submitLabel: 'Send',
      formFields: fieldEntries.map((e) => link(e.id)),
    },
    fields: FORM_FIELDS,
    cma: store.cma,
  });
  const view = renderWithSdk(fake.sdk, <FormBuilderApp />);
  await screen.findByRole('list', { name: 'Fields' });
  return { fake, store, view };
}

const preview = () => screen.getByRole('region', { name: 'Preview' });
const fieldButtons = () => within(screen.getByRole('list', { name: 'Fields' })).getAllByRole('button', { expanded: false });

/** Types a text as one paste (each keystroke would redraw the preview; the user sees the same end state). */
async function fill(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  await userEvent.click(element);
  await userEvent.paste(text);
}

async function addField(component: string, name: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Component of the new field' }), component);
  await userEvent.click(screen.getByRole('button', { name: 'Add field' }));
  const names = screen.getAllByRole('textbox', { name: /Field name/ });
  await fill(names[names.length - 1] as HTMLElement, name);
}

// Under a loaded machine these renders of the site's form take a while: a minute per test.
describe('form-builder app', { timeout: 60_000 }, () => {
  it('given a form with fields, then it lists them and the preview draws them with the site’s form, and passes axe', async () => {
    const { view } = await setup([
      { id: 'f1', fields: { fieldName: 'first_name', component: 'TextInput', formLabel: 'First name', required: true } },
      { id: 'f2', fields: { fieldName: 'email', component: 'EmailInput', formLabel: 'Email' } },
    ]);
    expect(fieldButtons().map((b) => b.textContent)).toEqual(['1. first_name (TextInput)', '2. email (EmailInput)']);
    expect(within(preview()).getByRole('textbox', { name: /First name/ })).toBeTruthy();
    expect(within(preview()).getByRole('button', { name: 'Send' })).toBeTruthy();
    await userEvent.click(within(preview()).getByRole('button', { name: 'Send' }));
    expect(await within(preview()).findAllByText('This field is required.')).not.toHaveLength(0);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('when the editor builds a required_if field, then the preview hides it until the dependency holds and shows its message', async () => {
    const { view } = await setup();
    await addField('Radio', 'contact_pref');
    await fill(screen.getByRole('textbox', { name: 'Label' }), 'How should we contact you?');
    await fill(screen.getByRole('textbox', { name: 'Paste options' }), 'Email|email\nPhone|phone');
    await userEvent.click(screen.getByRole('button', { name: 'Add pasted options' }));
    await addField('PhoneInput', 'phone');
    await fill(screen.getByRole('textbox', { name: 'Label' }), 'Phone');
    await fill(screen.getByRole('textbox', { name: 'Invalid message' }), 'Enter your phone number.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Validation type' }), 'required_if');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Shown when field' }), 'contact_pref');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'holds the value' }), 'phone');

    expect(within(preview()).queryByRole('textbox', { name: /Phone/ })).toBeNull();
    await userEvent.click(within(preview()).getByRole('radio', { name: 'Phone' }));
    expect(within(preview()).getByRole('textbox', { name: /Phone/ })).toBeTruthy();
    await userEvent.click(within(preview()).getByRole('button', { name: 'Send' }));
    expect((await within(preview()).findAllByText('Enter your phone number.')).length).toBeGreaterThan(0);
    await userEvent.click(within(preview()).getByRole('radio', { name: 'Email' }));
    expect(within(preview()).queryByRole('textbox', { name: /Phone/ })).toBeNull();
    // The open field editor (dependency pickers included) passes axe too.
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('when the editor saves, then the formField and listOption entries are written and published through the CMA and linked in order', async () => {
    const { fake, store } = await setup([
      { id: 'f1', fields: { fieldName: 'first_name', component: 'TextInput', formLabel: 'First name' } },
    ]);
    await addField('Select', 'topic');
    await fill(screen.getByRole('textbox', { name: 'Paste options' }), 'Life insurance|life\nDental');
    await userEvent.click(screen.getByRole('button', { name: 'Add pasted options' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Required' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save fields' }));
    expect(await screen.findByText(SAVED)).toBeTruthy();
    const links = fake.value('formFields') as { sys: { id: string } }[];
    expect(links.map((l) => l.sys.id)).toEqual(['f1', 'new-3']);
    const topic = store.entries.get('new-3');
    expect(topic?.fields).toEqual({
      fieldName: en('topic'),
      component: en('Select'),
      required: en(true),
      listOptions: en([link('new-1'), link('new-2')]),
    });
    expect(topic?.sys.publishedVersion).toBe(1);
    expect(store.entries.get('new-1')?.fields).toEqual({ text: en('Life insurance'), value: en('life') });
    expect(store.entries.get('new-2')?.fields).toEqual({ text: en('Dental'), value: en('Dental') });
    expect(store.entries.get('f1')?.sys.publishedVersion).toBe(2);
  });

  it('given a broken rule, then saving is refused with the problem named and the field is invalid', async () => {
    const { fake } = await setup([{ id: 'f1', fields: { fieldName: 'email', component: 'EmailInput' } }]);
    await addField('TextInput', 'email');
    expect(screen.getAllByText('email: another field has the same name.')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Save fields' }) as HTMLButtonElement).disabled).toBe(true);
    expect(fake.invalid.at(-1)).toBe(true);
    await fill(screen.getAllByRole('textbox', { name: /Field name/ }).at(-1) as HTMLElement, 'email2');
    expect(screen.queryByText('Fix these before saving')).toBeNull();
    expect((screen.getByRole('button', { name: 'Save fields' }) as HTMLButtonElement).disabled).toBe(false);
    expect(fake.invalid.at(-1)).toBe(false);
  });

  it('enforces the limits: 30 fields, 80 options on paste; hidden tracking fields come in one click', async () => {
    await setup(Array.from({ length: 20 }, (_, i) => ({ id: `f${i}`, fields: { fieldName: `field_${i}`, component: 'TextInput' } })));
    await userEvent.click(screen.getByRole('button', { name: 'Add hidden tracking fields' }));
    expect(fieldButtons()).toHaveLength(29);
    expect(
      fieldButtons()
        .slice(20)
        .map((b) => b.textContent),
    ).toEqual([
      '21. utm_name (HiddenInput)',
      '22. utm_source (HiddenInput)',
      '23. utm_medium (HiddenInput)',
      '24. utm_campaign (HiddenInput)',
      '25. utm_content (HiddenInput)',
      '26. utm_pardot (HiddenInput)',
      '27. GAClientID (HiddenInput)',
      '28. DomainUserID (HiddenInput)',
      '29. URL (HiddenInput)',
    ]);
    await addField('Checkbox', 'interests');
    expect(screen.getByText(TOO_MANY_FIELDS)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add field' }) as HTMLButtonElement).disabled).toBe(true);
    const paste = screen.getByRole('textbox', { name: 'Paste options' });
    await userEvent.click(paste);
    await userEvent.paste(Array.from({ length: 85 }, (_, i) => `Option ${i + 1}|o${i + 1}`).join('\n'));
    await userEvent.click(screen.getByRole('button', { name: 'Add pasted options' }));
    expect(screen.getByText(OPTIONS_TRUNCATED)).toBeTruthy();
    expect(screen.getByText('80 of 80 options')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add option' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reorders with the keyboard: Alt+Arrow Down on a field’s name moves it and keeps the focus on it', async () => {
    await setup([
      { id: 'f1', fields: { fieldName: 'a', component: 'TextInput' } },
      { id: 'f2', fields: { fieldName: 'b', component: 'TextInput' } },
      { id: 'f3', fields: { fieldName: 'c', component: 'TextInput' } },
    ]);
    const first = screen.getByRole('button', { name: '1. a (TextInput)' });
    first.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(fieldButtons().map((b) => b.textContent)).toEqual(['1. b (TextInput)', '2. a (TextInput)', '3. c (TextInput)']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('2. a (TextInput)'));
    expect(screen.getByText('a moved to position 2 of 3.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Move c up' }));
    expect(fieldButtons().map((b) => b.textContent)).toEqual(['1. b (TextInput)', '2. c (TextInput)', '3. a (TextInput)']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove b' }));
    expect(fieldButtons().map((b) => b.textContent)).toEqual(['1. c (TextInput)', '2. a (TextInput)']);
  });
});
