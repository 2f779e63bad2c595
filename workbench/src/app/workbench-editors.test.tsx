import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { EditorInterfaceProps } from 'contentful-management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel, openSession, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { axeViolations } from '../../test/axe.js';
import { joinDateValue, readTypedDate, splitDateValue, UNREADABLE_DATE, yearRange } from './date-field-editor.js';
import { EntryFields } from './entry-fields.js';
import { BESPOKE_FORM_CHOICES, formDefinitionChoices } from './form-id-picker.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
  // The form model as migrations 0003 and 0012 shape it: a definition's form id and heading; a block's form id.
  await fx.contentType('form', {
    name: 'Form',
    displayField: 'formId',
    fields: [
      { id: 'formId', name: 'Form id', type: 'Symbol', required: true, localized: false },
      { id: 'heading', name: 'Heading', type: 'Symbol', required: false, localized: false },
    ],
  });
  await fx.contentType('formBlock', {
    name: 'Form block',
    displayField: 'internalName',
    fields: [
      { id: 'internalName', name: 'Internal name', type: 'Symbol', required: true, localized: false },
      { id: 'formId', name: 'Form id', type: 'Symbol', required: false, localized: false },
    ],
  });
});
afterAll(() => fx?.close());

/** The editor interface of one field: its widget and settings, as a migration sets them. */
const controls = (fieldId: string, widgetId: string, settings: Record<string, unknown> = {}) =>
  ({ controls: [{ fieldId, widgetNamespace: 'builtin', widgetId, settings }] }) as unknown as EditorInterfaceProps;

/** The fields of entry `entryId` as the editor draws them, with `editorInterface`. */
async function renderFields(entryId: string, editorInterface: EditorInterfaceProps) {
  const { session } = await openSession(fx, entryId);
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <EntryFields session={session} editorInterface={editorInterface} focusField={undefined} fieldDomId={(id) => `wb-field-${id}`} />
    </QueryClientProvider>,
  );
  return { ...view, session, user: userEvent.setup() };
}

describe('typed dates (issue 42: the date field refused 2027-12-31 without saying why; years 1000–2126)', () => {
  const now = new Date('2026-06-01T12:00:00Z');

  it('given the dates editors type, then each reads as the date the field stores', () => {
    for (const typed of ['2027-12-31', ' 31 Dec 2027 ', '31 December 2027', 'Dec 31, 2027', '12/31/2027'])
      expect(readTypedDate(typed, now)).toEqual({ kind: 'date', value: '2027-12-31' });
    expect(readTypedDate('  ', now)).toEqual({ kind: 'empty' });
  });

  it('given what is not a date, or a year out of range, then the reason', () => {
    for (const typed of ['2027-02-30', '31/12/2027', 'next Friday', '2027-12'])
      expect(readTypedDate(typed, now)).toEqual({ kind: 'invalid', message: UNREADABLE_DATE });
    expect(readTypedDate('1850-01-01', now)).toEqual({ kind: 'invalid', message: 'Choose a year from 1900 to 2046.' });
    expect(readTypedDate('2047-01-01', now)).toEqual({ kind: 'invalid', message: 'Choose a year from 1900 to 2046.' });
    expect(yearRange(now)).toEqual({ from: 1900, to: 2046 });
  });

  it('given stored values with a time and offset, then they split and join back in the field’s format', () => {
    expect(splitDateValue('2027-12-31T09:30+02:00')).toEqual({ date: '2027-12-31', time: '09:30', zone: '+02:00' });
    expect(splitDateValue('2027-12-31T09:30:00.000Z')).toEqual({ date: '2027-12-31', time: '09:30', zone: '+00:00' });
    expect(splitDateValue('2027-12-31')).toEqual({ date: '2027-12-31', time: '', zone: '+00:00' });
    expect(joinDateValue({ date: '2027-12-31', time: '', zone: '+02:00' }, 'timeZ')).toBe('2027-12-31T00:00+02:00');
    expect(joinDateValue({ date: '2027-12-31', time: '09:30', zone: '+02:00' }, 'time')).toBe('2027-12-31T09:30');
    expect(joinDateValue({ date: '2027-12-31', time: '09:30', zone: '+02:00' }, 'dateonly')).toBe('2027-12-31');
  });

  it('given a date-only field, when 2027-12-31 is typed, then it is saved; a date it cannot read says why at the field and saves nothing; axe finds nothing', async () => {
    const page = await fx.entry('staticPage', { title: 'Dated page' });
    const { container, session, user } = await renderFields(page.sys.id, controls('expirationDate', 'datePicker', { format: 'dateonly' }));
    const input = await screen.findByRole('textbox', { name: 'Expiration date' }, { timeout: 10_000 });
    await user.type(input, '2027-12-31');
    expect(session.store.values.expirationDate).toBe('2027-12-31');
    await waitFor(
      async () => expect((await fx.cma.entry.get({ entryId: page.sys.id })).fields.expirationDate?.['en-US']).toBe('2027-12-31'),
      {
        timeout: 5_000,
      },
    );
    await user.clear(input);
    await user.type(input, '31/12/2027');
    await user.tab();
    const reason = screen.getByText(UNREADABLE_DATE).closest<HTMLElement>('[aria-live="assertive"]')!;
    expect(reason.textContent).toBe(UNREADABLE_DATE);
    expect(input.getAttribute('aria-describedby')).toBe(reason.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(session.store.values.expirationDate).toBeUndefined();
    expect(screen.queryByRole('textbox', { name: /time/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the calendar, then its years run from 1900 to 20 years ahead, and a day chosen there is saved', async () => {
    const page = await fx.entry('staticPage', { title: 'Calendar page', expirationDate: '2027-12-31' });
    const { session, user } = await renderFields(page.sys.id, controls('expirationDate', 'datePicker', { format: 'dateonly' }));
    await user.click(await screen.findByRole('button', { name: 'Calendar' }, { timeout: 10_000 }));
    const years = within(await screen.findByRole('dialog')).getByRole('combobox', { name: /year/i });
    const options = within(years)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect([options[0], options[options.length - 1]]).toEqual(['1900', String(new Date().getFullYear() + 20)]);
    await user.click(screen.getByRole('gridcell', { name: '15' }));
    expect(session.store.values.expirationDate).toBe('2027-12-15');
  });

  it('given a field with time and offset, then the typed date keeps its time and offset', async () => {
    const page = await fx.entry('staticPage', { title: 'Timed page', expirationDate: '2027-01-10T09:30+02:00' });
    const { session, user } = await renderFields(page.sys.id, controls('expirationDate', 'datePicker', { format: 'timeZ' }));
    const input = await screen.findByRole('textbox', { name: 'Expiration date' }, { timeout: 10_000 });
    expect((input as HTMLInputElement).value).toBe('2027-01-10');
    expect(screen.getByLabelText<HTMLInputElement>('Expiration date: time').value).toBe('09:30');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Expiration date: UTC offset' }).value).toBe('+02:00');
    await user.clear(input);
    await user.type(input, '2027-12-31');
    expect(session.store.values.expirationDate).toBe('2027-12-31T09:30+02:00');
  });
});

describe('the form block’s form picker (issue 42: the editor typed the form’s id)', () => {
  it('given the bespoke forms, then they are listed by their names from the requirements', () => {
    expect(BESPOKE_FORM_CHOICES.find((c) => c.formId === 'gl-contact-us-hc')?.name).toBe('Contact us');
    expect(BESPOKE_FORM_CHOICES).toHaveLength(7);
  });

  it('given form definitions, then each is named by its heading, else its form id', () => {
    const definition = (fields: Record<string, string>) =>
      ({ fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }])) }) as never;
    expect(
      formDefinitionChoices(
        [definition({ formId: 'zeta', heading: 'Request a proposal' }), definition({ formId: 'alpha' }), definition({ heading: 'No id' })],
        'en-US',
      ),
    ).toEqual([
      { formId: 'alpha', name: 'alpha' },
      { formId: 'zeta', name: 'Request a proposal' },
    ]);
  });

  it('given a form block, when the editor picks a form by name, then its form id is stored; axe finds nothing', async () => {
    await fx.entry('form', { formId: 'picker-proposal', heading: 'Picker: request a proposal' });
    const block = await fx.entry('formBlock', { internalName: 'Picked form', formId: 'gl-contact-us-hc' });
    const { container, session, user } = await renderFields(block.sys.id, controls('formId', 'singleLine'));
    const picker = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Form id' }, { timeout: 10_000 });
    expect(picker.value).toBe('gl-contact-us-hc');
    expect(picker.selectedOptions[0]?.textContent).toBe('Contact us (gl-contact-us-hc)');
    const definition = await screen.findByRole('option', { name: 'Picker: request a proposal (picker-proposal)' }, { timeout: 5_000 });
    await user.selectOptions(picker, definition);
    expect(session.store.values.formId).toBe('picker-proposal');
    expect(screen.queryByRole('textbox', { name: 'Form id' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
