import { axeViolations, fakeFieldSdk, renderWithSdk } from '@insurer/cms-shared/testing';
import { parseRilaConfig, type RilaConfig } from '@insurer/contracts/rila';
import { testRilaConfig } from '@insurer/contracts/testing/rila-config';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOT_SAVED, RilaConfigApp } from './rila-config-app.js';

function setup(config: unknown = testRilaConfig()) {
  const fake = fakeFieldSdk({ contentType: 'rilaWidget', fieldId: 'config', values: { config } });
  const view = renderWithSdk(fake.sdk, <RilaConfigApp />);
  return { fake, view };
}

function outcomeRow(label: string): string[] {
  const row = document.querySelector(`[data-outcome="${label}"]`);
  if (!row) throw new Error(`no outcome ${label}`);
  return [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
}

const stored = (fake: ReturnType<typeof setup>['fake']) => fake.value('config') as RilaConfig;

describe('rila-config app', () => {
  it('given the configuration, then it shows the rates of the first term and buffer and previews outcomes A-E with the tool’s functions, and passes axe', async () => {
    const { view } = setup();
    // 1-year, -10% Buffer, S&P 500, Cap with Par: cap 12 - 10/5 = 10%.
    expect((screen.getByRole('spinbutton', { name: 'Cap for S&P 500, Cap with Par' }) as HTMLInputElement).value).toBe('10');
    expect(document.querySelectorAll('[data-outcome]')).toHaveLength(5);
    // Outcome A: index +24% on $100,000, capped at 10%.
    expect(outcomeRow('A')).toEqual(['Outcome A: Strong market', '24%', '10%', '$10,000']);
    expect(outcomeRow('C')).toEqual(['Outcome C: Flat market', '0%', '0%', '$0']);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('when the editor changes a cap, then the valid configuration is written and the preview follows', async () => {
    const { fake } = setup();
    const cap = screen.getByRole('spinbutton', { name: 'Cap for S&P 500, Cap with Par' });
    await userEvent.clear(cap);
    await userEvent.type(cap, '15');
    expect(outcomeRow('A')).toEqual(['Outcome A: Strong market', '24%', '15%', '$15,000']);
    const written = stored(fake);
    expect(parseRilaConfig(written).ok).toBe(true);
    expect(written.rates.find((r) => r.term === '1' && r.buffer === '10B' && r.index === 'SPX' && r.creditingStrategy === 'C')?.cap).toBe(
      15,
    );
  });

  it('when the editor makes the configuration invalid, then nothing is written, the schema’s issues show and the field is invalid', async () => {
    const { fake } = setup();
    const writesBefore = fake.writes.length;
    await userEvent.clear(screen.getByLabelText('Minimum'));
    await userEvent.type(screen.getByLabelText('Minimum'), '2000000');
    expect(screen.getByText(NOT_SAVED)).toBeTruthy();
    expect(screen.getByText('investment: investment.min must not exceed investment.max')).toBeTruthy();
    expect(fake.invalid.at(-1)).toBe(true);
    // '2', '20', … '200000' are valid minimums and were written; '2000000' was not.
    expect(stored(fake).investment.min).toBe(200000);
    expect(fake.writes.length).toBeGreaterThan(writesBefore);
    expect(screen.queryByRole('table', { name: 'Outcome preview' })).toBeNull();
  });

  it('when the editor marks a combination unavailable, then its rate row is removed and the preview names the data error', async () => {
    const { fake } = setup();
    await userEvent.click(screen.getByRole('checkbox', { name: 'S&P 500, Cap with Par available' }));
    expect(stored(fake).rates).toHaveLength(107);
    expect(screen.getByText('This combination is not available: the tool shows its data error for it.')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'S&P 500, Cap with Par available' }));
    expect(stored(fake).rates).toHaveLength(108);
  });

  it('when the editor picks another term and buffer, then that grid shows; scenarios are edited in place', async () => {
    const { fake } = setup();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Term of the rates' }), '6');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Buffer of the rates' }), '30B');
    const grid = screen.getByRole('table', { name: 'Rates for 6-year, -30% Buffer' });
    expect((within(grid).getByRole('spinbutton', { name: 'Cap for Nasdaq-100, Cap with Par' }) as HTMLInputElement).value).toBe('54');
    const returnA = screen.getByRole('spinbutton', { name: 'Index return of outcome A' });
    await userEvent.clear(returnA);
    await userEvent.type(returnA, '5');
    expect(stored(fake).outcomeScenarios[0]?.indexReturn).toBe(5);
    expect(outcomeRow('A')).toEqual(['Outcome A: Strong market', '5%', '5%', '$5,000']);
  });

  it('keeps 4 or 5 scenarios: the fifth can go and come back, never a sixth or fewer than four', async () => {
    const { fake } = setup();
    expect((screen.getByRole('button', { name: 'Add a scenario' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove scenario E' }));
    expect(stored(fake).outcomeScenarios.map((s) => s.label)).toEqual(['A', 'B', 'C', 'D']);
    expect((screen.getByRole('button', { name: 'Remove scenario D' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Add a scenario' }));
    expect(stored(fake).outcomeScenarios.at(-1)).toEqual({ label: 'E', title: 'New scenario', indexReturn: 0 });
    expect(document.querySelectorAll('[data-outcome]')).toHaveLength(5);
  });

  it('given stored JSON the tool refuses, then it lists the issues instead of the editor', () => {
    setup({ version: 1 });
    expect(screen.getByText('This configuration cannot be edited here')).toBeTruthy();
    expect(screen.getByText('product: Invalid input: expected string, received undefined')).toBeTruthy();
  });
});
