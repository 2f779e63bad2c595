import { axeViolations, fakeCma, fakeFieldSdk, renderWithSdk } from '@insurer/cms-shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CASE_FIELDS } from '@insurer/renderer/field-apps';
import { GENERAL_MISSING, StateContentApp } from './state-content-app.js';

const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });

function shows(code: string): string {
  const row = document.querySelector(`[data-state-code="${code}"]`);
  if (!row) throw new Error(`no row for ${code}`);
  return row.lastElementChild?.textContent ?? '';
}

function setup(values: Record<string, unknown>) {
  const { cma } = fakeCma([
    { id: 'general-1', contentType: 'richTextBlock', fields: { internalName: { 'en-US': 'Accident: general states' } } },
  ]);
  const fake = fakeFieldSdk({
    contentType: 'stateContentDropdown',
    fieldId: 'stateMapping',
    values,
    fields: Object.values(CASE_FIELDS),
    cma,
  });
  const view = renderWithSdk(fake.sdk, <StateContentApp />);
  return { fake, view };
}

describe('state-content app', () => {
  it('given general and CA content, then each state shows its content after the fallbacks, and the app passes axe', async () => {
    const { view } = setup({ generalContent: link('general-1'), caContent: link('ca-1') });
    expect(screen.queryByText(GENERAL_MISSING)).toBeNull();
    expect(shows('CA')).toBe('California content');
    expect(shows('NY')).toBe('General content');
    expect(shows('AZ')).toBe('General content');
    // A compact state without compact content falls back to general.
    expect(shows('TX')).toBe('General content');
    const groups = screen.getByRole('table', { name: 'Content per group' });
    // The linked entry by its name (read through the CMA); one the CMA cannot read keeps its id.
    expect(await within(groups).findByText('Accident: general states')).toBeTruthy();
    expect(within(groups).getByText('ca-1')).toBeTruthy();
    expect(within(groups).getAllByText('Empty')).toHaveLength(4);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('given no general content, then it warns and the general states show nothing', () => {
    setup({ compactContent: link('compact-1') });
    expect(screen.getByText(GENERAL_MISSING)).toBeTruthy();
    expect(shows('AZ')).toBe('Nothing');
    expect(shows('TX')).toBe('Compact content');
    expect(shows('CA')).toBe('Nothing');
  });

  it('when the editor moves a state to another list, then the stateMapping JSON is written and the state shows that content', async () => {
    const { fake } = setup({ generalContent: link('g'), compactContent: link('c') });
    expect(shows('AZ')).toBe('General content');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'List of Arizona' }), 'compact');
    const written = fake.value('stateMapping') as { general: string[]; compact: string[] };
    expect(written.general).not.toContain('AZ');
    expect(written.compact).toContain('AZ');
    expect(written.compact.indexOf('AZ')).toBeLessThan(written.compact.indexOf('TX'));
    expect(shows('AZ')).toBe('Compact content');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'List of Texas' }), 'neither');
    expect(shows('TX')).toBe('Nothing');
    expect((fake.value('stateMapping') as { compact: string[] }).compact).not.toContain('TX');

    await userEvent.click(screen.getByRole('button', { name: 'Reset to the default lists' }));
    expect(fake.value('stateMapping')).toBeUndefined();
    expect(shows('AZ')).toBe('General content');
  });

  it('when the editor links general content in the entry editor, then the warning goes', async () => {
    const { fake } = setup({});
    expect(screen.getByText(GENERAL_MISSING)).toBeTruthy();
    fake.change('generalContent', link('g'));
    expect(await screen.findByText('g')).toBeTruthy();
    expect(screen.queryByText(GENERAL_MISSING)).toBeNull();
  });
});
