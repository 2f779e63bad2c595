import type { QuoteWidgetBlockFragment } from '@insurer/content-model/types';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_FLAGS } from '@insurer/contracts/flags';
import { decodeQuoteInfo, type QuoteFlags } from '@insurer/contracts/quote';
import { axeViolations } from '../../test/axe.js';
import { fromQuoteWidget } from './from-quote-widget.js';
import { QuoteWidget } from './quote-widget.js';
import { QuoteWidgetIsland } from './quote-widget-island.js';

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const FLAGS: QuoteFlags = { dentalRefreshAgeRanges: false, okAgebandExpansion: false, accidentScSpouseAgeRule: true };

function entry(extra: Partial<QuoteWidgetBlockFragment> = {}): QuoteWidgetBlockFragment {
  return {
    sys: { id: 'q-1' },
    heading: 'Get a quote',
    tabs: ['Dental', 'Life', 'Retirement'],
    defaultTab: 'Dental',
    flags: null,
    padding: null,
    view: null,
    rates: null,
    ...extra,
  };
}

afterEach(() => {
  delete (window as DataLayerWindow).dataLayer;
  document.cookie = 'ga_marketing=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.restoreAllMocks();
});

describe('fromQuoteWidget', () => {
  it("keeps the editor's tabs in the fixed order, the default tab and the flags with the entry's overrides", () => {
    const props = fromQuoteWidget(entry({ flags: { okAgebandExpansion: true } }), {
      flags: { ...DEFAULT_SITE_FLAGS, dentalRefreshAgeRanges: false },
    });
    expect(props).toMatchObject({ id: 'q-1', heading: 'Get a quote', tabs: ['Life', 'Dental', 'Retirement'], initialTab: 'Dental' });
    expect(props.flags).toEqual({ dentalRefreshAgeRanges: false, okAgebandExpansion: true, accidentScSpouseAgeRule: true });
    expect(fromQuoteWidget(entry({ tabs: [], defaultTab: 'Vision' }), { flags: DEFAULT_SITE_FLAGS })).toMatchObject({
      tabs: ['Life', 'Disability', 'Dental', 'Vision', 'Accident', 'Retirement'],
      initialTab: 'Vision',
    });
  });
});

describe('QuoteWidget', () => {
  it('shows the tabs under Select one with the default tab open; arrow keys move between tabs', async () => {
    const user = userEvent.setup();
    const { container } = render(<QuoteWidget {...fromQuoteWidget(entry(), { flags: DEFAULT_SITE_FLAGS })} />);
    const tablist = await screen.findByRole('tablist', { name: 'Select one' }, { timeout: 15_000 });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Life', 'Dental', 'Retirement']);
    expect(screen.getByRole('tab', { name: 'Dental' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Dental' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    screen.getByRole('tab', { name: 'Dental' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Retirement' }));
    expect(screen.getByRole('tabpanel', { name: 'Retirement' })).toBeTruthy();
  });

  it('with one tab shows no tab bar', async () => {
    render(<QuoteWidgetIsland tabs={['Vision']} initialTab="Vision" flags={FLAGS} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('button', { name: 'Compare vision plans' })).toBeTruthy();
  });
});

describe('the dental form', () => {
  it('requires the age ranges with their labels, adds and removes a spouse and dependents with focus back on the add button', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const { container } = render(<QuoteWidgetIsland tabs={['Dental']} initialTab="Dental" flags={FLAGS} navigate={navigate} />);
    await user.click(screen.getByRole('button', { name: 'Add spouse/partner' }));
    await user.click(screen.getByRole('button', { name: 'Add dependent' }));
    await user.click(screen.getByRole('button', { name: 'Add dependent' }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana7');
    await user.click(screen.getByRole('button', { name: 'Compare dental plans' }));
    expect(navigate).not.toHaveBeenCalled();
    const errors = [...container.querySelectorAll('.form-field__error, .quote-field__error')].map((p) => p.textContent).filter(Boolean);
    expect(errors).toEqual([
      'First name should be only letters.',
      'Enter your zip code',
      'Your age range is required',
      "Your spouse's age range is required",
      "Your dependent's age range is required",
      "Your dependent's age range is required",
    ]);
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove dependent 2' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add dependent' }));
    await user.click(screen.getByRole('button', { name: 'Remove spouse/partner' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add spouse/partner' }));
    expect(screen.getAllByRole('group', { name: /^Dependent/ })).toHaveLength(1);
  });

  it('tooltips open on click and stay open', async () => {
    const user = userEvent.setup();
    render(<QuoteWidgetIsland tabs={['Dental']} initialTab="Dental" flags={FLAGS} />);
    const tip = screen.getByRole('button', { name: 'About Your age range' });
    expect(tip.getAttribute('aria-expanded')).toBe('false');
    await user.click(tip);
    expect(tip.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('textbox', { name: 'First name' }));
    expect(screen.getByText("Your age on your plan's start date. Prices and plans depend on it.")).toBeTruthy();
    expect(tip.getAttribute('aria-expanded')).toBe('true');
  });

  it('submits: pushes get_a_quote with the retail_ UTM values and goes to the comparison with info and the tracking params', async () => {
    document.cookie = `ga_marketing=${encodeURIComponent(JSON.stringify({ utm_source: 'google', utm_campaign: 'spring' }))}; path=/`;
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(<QuoteWidgetIsland tabs={['Dental']} initialTab="Dental" flags={FLAGS} navigate={navigate} />);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '60601');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your age range' }), '19-49');
    await user.click(screen.getByRole('button', { name: 'Add dependent' }));
    await user.selectOptions(screen.getByRole('combobox', { name: "Your dependent's age range" }), 'Under 19');
    await user.click(screen.getByRole('button', { name: 'Compare dental plans' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    const url = new URL(String(navigate.mock.calls[0]?.[0]), 'https://example.test');
    expect(url.pathname).toBe('/products/dental-insurance/comparison');
    expect(url.searchParams.get('utm_source')).toBe('google');
    expect(url.searchParams.get('utm_campaign')).toBe('spring');
    const decoded = decodeQuoteInfo(url.searchParams.get('info'), 'Dental');
    expect(decoded).toMatchObject({
      ok: true,
      tab: 'Dental',
      values: { firstName: 'Ana', zipCode: '60601', primaryAge: '19', dependents: [{ age: '14' }] },
    });
    expect((window as DataLayerWindow).dataLayer).toEqual([
      { event: 'get_a_quote', product: 'dental', retail_utm_source: 'google', retail_utm_campaign: 'spring' },
    ]);
  });

  it('okAgebandExpansion shows 16-17 once the zip is in Oklahoma; dentalRefreshAgeRanges splits 50 or older', async () => {
    const user = userEvent.setup();
    render(
      <QuoteWidgetIsland
        tabs={['Vision']}
        initialTab="Vision"
        flags={{ ...FLAGS, okAgebandExpansion: true, dentalRefreshAgeRanges: true }}
      />,
    );
    const options = () =>
      within(screen.getByRole('combobox', { name: 'Your age range' }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options()).toEqual(['Select', 'Under 19', '19-49', '50-64', '65 and over']);
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '73101');
    expect(options()).toEqual(['Select', '16-17', 'Under 19', '19-49', '50-64', '65 and over']);
  });
});

describe('the accident form', () => {
  it('a spouse of 65-70 does not qualify; in South Carolina with the flag the submit is disabled', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const { container } = render(<QuoteWidgetIsland tabs={['Accident']} initialTab="Accident" flags={FLAGS} navigate={navigate} />);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '10001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your age range' }), '18-64');
    await user.click(screen.getByRole('button', { name: 'Add spouse/partner' }));
    await user.selectOptions(screen.getByRole('combobox', { name: "Your spouse's age range" }), '65-70');
    await user.click(screen.getByRole('button', { name: 'Compare accident plans' }));
    expect(container.textContent).toContain('Spouse/Partner age must be under 65 to qualify');
    expect(navigate).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: 'Zip code' }));
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '29201');
    expect((screen.getByRole('button', { name: 'Compare accident plans' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(
      'There are no accident plans in South Carolina for a 19 to 64 year old with a spouse or partner 65 or older.',
    );
  });
});

describe('the life, disability and retirement forms', () => {
  it('show the term-life messages', async () => {
    const user = userEvent.setup();
    const { container } = render(<QuoteWidgetIsland tabs={['Life']} initialTab="Life" flags={FLAGS} />);
    await user.type(screen.getByRole('textbox', { name: 'Age' }), '80');
    await user.type(screen.getByRole('textbox', { name: 'Annual income' }), '9000');
    await user.click(screen.getByRole('button', { name: 'Get my life quote' }));
    const errors = [...container.querySelectorAll('.form-field__error, .quote-field__error')].map((p) => p.textContent).filter(Boolean);
    expect(errors).toEqual([
      'First name is required',
      'Enter your zip code',
      'Select M or F',
      'Age must be between 18 and 75',
      'Income must be between $10,000 and $5,000,000',
      'Tobacco use is required',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('disability goes to its results page', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(<QuoteWidgetIsland tabs={['Disability']} initialTab="Disability" flags={FLAGS} navigate={navigate} />);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '10001');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.type(screen.getByRole('textbox', { name: 'Age' }), '56');
    await user.type(screen.getByRole('textbox', { name: 'Annual income' }), '$39,000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Occupation' }), 'Architect');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Get my disability quote' }));
    expect(screen.getByText('Age must be between 18 and 55')).toBeTruthy();
    expect(screen.getByText('Annual income must be at least $40,000')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Age' }));
    await user.type(screen.getByRole('textbox', { name: 'Age' }), '45');
    await user.clear(screen.getByRole('textbox', { name: 'Annual income' }));
    await user.type(screen.getByRole('textbox', { name: 'Annual income' }), '$95,000');
    await user.click(screen.getByRole('button', { name: 'Get my disability quote' }));
    const url = new URL(String(navigate.mock.calls[0]?.[0]), 'https://example.test');
    expect(url.pathname).toBe('/disability-insurance/calculator/results');
    expect(decodeQuoteInfo(url.searchParams.get('info'))).toMatchObject({
      ok: true,
      values: { firstName: 'Ana', gender: 'F', age: 45, income: 95_000, occupation: 'architect', tobacco: 'no' },
    });
  });

  it('retirement: current age against the retirement age', async () => {
    const user = userEvent.setup();
    render(<QuoteWidgetIsland tabs={['Retirement']} initialTab="Retirement" flags={FLAGS} />);
    await user.type(screen.getByRole('textbox', { name: 'Current age' }), '70');
    await user.type(screen.getByRole('textbox', { name: 'Retirement age' }), '65');
    await user.click(screen.getByRole('button', { name: 'See my retirement outlook' }));
    expect(screen.getByText('Age must be between 1 and your retirement age (65)')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Qualified savings' }).getAttribute('maxlength')).toBe('10');
  });
});
