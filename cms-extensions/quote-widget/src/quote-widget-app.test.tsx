import { axeViolations, fakeFieldSdk, renderWithSdk } from '@insurer/cms-shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QuoteWidgetApp } from './quote-widget-app.js';

function setup(values: Record<string, unknown>) {
  const fake = fakeFieldSdk({ contentType: 'quoteWidget', fieldId: 'flags', values, fields: ['tabs', 'defaultTab'] });
  const view = renderWithSdk(fake.sdk, <QuoteWidgetApp />);
  return { fake, view };
}

const bands = (id: string) => screen.getByTestId(`bands-${id}`).textContent;

describe('quote-widget app', () => {
  it('given tabs and a default, then it names the order and the open tab, previews the bands of the site flags, and passes axe', async () => {
    const { view } = setup({ tabs: ['Dental', 'Life'], defaultTab: 'Dental' });
    expect(screen.getByTestId('tab-summary').textContent).toBe('The site shows Life, Dental; Dental is open first.');
    // Site defaults: dentalRefreshAgeRanges on, okAgebandExpansion off.
    expect(bands('Dental-primary')).toBe('Under 19, 19-49, 50-64, 65 and over');
    expect(bands('Dental-primary-ok')).toBe('Under 19, 19-49, 50-64, 65 and over');
    expect(bands('Accident-primary')).toBe('18-64, 65-70');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('when the editor forces flags, then the flags JSON holds only the overrides and the bands change', async () => {
    const { fake } = setup({ tabs: ['Dental'] });
    const refresh = screen.getByRole('group', { name: 'dentalRefreshAgeRanges' });
    await userEvent.click(within(refresh).getByRole('radio', { name: 'Off' }));
    expect(fake.value('flags')).toEqual({ dentalRefreshAgeRanges: false });
    expect(bands('Dental-primary')).toBe('Under 19, 19-49, 50 or older');
    expect(bands('Dental-spouse')).toBe('Under 19, 19-49, 50+');

    const ok = screen.getByRole('group', { name: 'okAgebandExpansion' });
    await userEvent.click(within(ok).getByRole('radio', { name: 'On' }));
    expect(fake.value('flags')).toEqual({ dentalRefreshAgeRanges: false, okAgebandExpansion: true });
    expect(bands('Dental-primary-ok')).toBe('16-17, Under 19, 19-49, 50 or older');
    expect(bands('Dental-primary')).toBe('Under 19, 19-49, 50 or older');

    await userEvent.click(within(refresh).getByRole('radio', { name: 'Site value (default on)' }));
    await userEvent.click(within(ok).getByRole('radio', { name: 'Site value (default off)' }));
    expect(fake.value('flags')).toBeUndefined();
  });

  it('when the editor picks tabs, then they are written in the fixed order, one tab is single-tab mode, and a removed default is cleared', async () => {
    const { fake } = setup({ tabs: ['Vision'], defaultTab: 'Vision' });
    expect(screen.getByTestId('tab-summary').textContent).toBe(
      'Single-tab mode: the tab bar is hidden and the Vision form shows on its own.',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Life' }));
    expect(fake.value('tabs')).toEqual(['Life', 'Vision']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Default tab' }), 'Life');
    expect(fake.value('defaultTab')).toBe('Life');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Life' }));
    expect(fake.value('tabs')).toEqual(['Vision']);
    expect(fake.value('defaultTab')).toBeUndefined();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vision' }));
    expect(fake.value('tabs')).toEqual([]);
    expect(screen.getByText('Pick at least one tab')).toBeTruthy();
    expect(fake.invalid.at(-1)).toBe(true);
  });
});
