import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { loadContext } from '../../test/fixtures.js';
import { DEFAULT_SITE_FLAGS } from '@insurer/contracts/flags';
import { testRilaConfig } from '@insurer/contracts/testing/rila-config';
import { useRilaShareResult } from '../../tools/rila/share-context.js';
import { fromRilaWidget } from './from-rila-widget.js';
import { rilaWidgetBlock } from './index.js';
import { renderToStaticMarkup } from 'react-dom/server';
import { slotResult } from '@insurer/contracts/rila';
import { RilaChart } from './rila-chart.js';
import { RilaTool } from './rila-tool.js';
import { RilaWidget } from './rila-widget.js';

const config = testRilaConfig();

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/annuities/rila/marketperform');
  vi.restoreAllMocks();
});

function rowsOf(section: HTMLElement): string[][] {
  return within(section)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('the RILA tool', () => {
  it('given the newer variant, when it opens, then $100,000 and slot 1 at the defaults show, no results (initial)', async () => {
    const { container } = render(<RilaTool id="r1" config={config} variant="v3" />);
    expect((screen.getByRole('textbox', { name: 'Investment amount' }) as HTMLInputElement).value).toBe('100,000');
    const slot = screen.getByRole('group', { name: 'Strategy 1' });
    expect((within(slot).getByRole('combobox', { name: 'Strategy term' }) as HTMLSelectElement).value).toBe('1');
    expect((within(slot).getByRole('combobox', { name: 'Buffer (level of protection)' }) as HTMLSelectElement).value).toBe('10B');
    expect((within(slot).getByRole('combobox', { name: 'Index' }) as HTMLSelectElement).value).toBe('SPX');
    expect((within(slot).getByRole('combobox', { name: 'Crediting strategy' }) as HTMLSelectElement).value).toBe('C');
    expect(container.querySelector('.rila-tool')?.getAttribute('data-state')).toBe('initial');
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the defaults, when See outcomes, then the rates and outcome rows A-E show (success) and the address restores them', async () => {
    const user = userEvent.setup();
    const { container } = render(<RilaTool id="r1" config={config} variant="v3" />);
    await user.click(screen.getByRole('button', { name: 'See outcomes' }));
    expect(container.querySelector('.rila-tool')?.getAttribute('data-state')).toBe('success');
    const result = screen.getByRole('region', { name: 'Strategy 1: 1-year, -10% Buffer, S&P 500, Cap with Par' });
    expect(rowsOf(result)).toEqual([
      ['24%', '$24,000', '10%', '$10,000'],
      ['9%', '$9,000', '9%', '$9,000'],
      ['0%', '$0', '0%', '$0'],
      ['-12%', '-$12,000', '-2%', '-$2,000'],
      ['-35%', '-$35,000', '-25%', '-$25,000'],
    ]);
    expect(within(result).getByRole('rowheader', { name: /Outcome A: Strong market/ }).textContent).toContain(
      'The index gains 24%; the 10% cap limits your credit to 10%.',
    );
    expect(within(result).getByText('$100,000 (100% of your investment)')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing outcomes of 1 strategy for $100,000.');
    expect(window.location.search).toBe('?amount=100000&ipcs1=1.10B.SPX.C');
    expect(
      await within(result).findByRole(
        'img',
        { name: /^Outcomes of strategy 1: Outcome A, index \$24,000, your result \$10,000/ },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given out-of-range amounts, when See outcomes, then the message shows, focus goes to the amount, no results (error)', async () => {
    const user = userEvent.setup();
    const { container } = render(<RilaTool id="r1" config={config} variant="v3" />);
    const amount = screen.getByRole('textbox', { name: 'Investment amount' });
    await user.clear(amount);
    await user.type(amount, '24,999');
    await user.click(screen.getByRole('button', { name: 'See outcomes' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter an investment amount between $25,000 and $1,000,000');
    expect(document.activeElement).toBe(amount);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('.rila-tool')?.getAttribute('data-state')).toBe('error');
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '$1,000,000');
    expect(container.querySelector('.rila-tool')?.getAttribute('data-state')).toBe('success');
  });

  it('given two slots, then each gets half; removing slot 1 when slot 2 is empty resets to the defaults; Reset starts over', async () => {
    const user = userEvent.setup();
    const { container } = render(<RilaTool id="r1" config={config} variant="v3" />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    const two = screen.getByRole('group', { name: 'Strategy 2' });
    await user.selectOptions(within(two).getByRole('combobox', { name: 'Strategy term' }), '3');
    await user.selectOptions(within(two).getByRole('combobox', { name: 'Buffer (level of protection)' }), '30B');
    await user.selectOptions(within(two).getByRole('combobox', { name: 'Index' }), 'NDX');
    await user.selectOptions(within(two).getByRole('combobox', { name: 'Crediting strategy' }), 'T');
    await user.click(screen.getByRole('button', { name: 'See outcomes' }));
    const second = screen.getByRole('region', { name: 'Strategy 2: 3-year, -30% Buffer, Nasdaq-100, Step-Up Trigger' });
    expect(within(second).getByText('$50,000 (50% of your investment)')).toBeTruthy();
    expect(rowsOf(second)[0]).toEqual(['24%', '$12,000', '15%', '$7,500']);
    expect(window.location.search).toBe('?amount=100000&ipcs1=1.10B.SPX.C&ipcs2=3.30B.NDX.T');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove strategy 2' }));
    expect(screen.queryByRole('group', { name: 'Strategy 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Remove strategy 1' }));
    const left = screen.getByRole('group', { name: 'Strategy 1' });
    expect((within(left).getByRole('combobox', { name: 'Index' }) as HTMLSelectElement).value).toBe('SPX');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(container.querySelector('.rila-tool')?.getAttribute('data-state')).toBe('initial');
  });

  it('given a shared link, when the tool opens, then it restores amount and both slots with results', async () => {
    window.history.replaceState(null, '', '/annuities/rila/marketperform?amount=250000&ipcs1=6.20B.EFA.S&ipcs2=1.10B.SPX.C');
    render(<RilaTool id="r1" config={config} variant="v3" />);
    expect(await screen.findByRole('region', { name: 'Strategy 1: 6-year, -20% Buffer, MSCI EAFE, Cap w Par & Spread' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Strategy 2: 1-year, -10% Buffer, S&P 500, Cap with Par' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Investment amount' }) as HTMLInputElement).value).toBe('250,000');
  });

  it('given the older variant and the widget values in session storage, then outcomes A-D, cap and Upside+ only, no crediting strategy', async () => {
    window.sessionStorage.setItem('rila.initialInvestment', '30000');
    window.sessionStorage.setItem('rila.strategyTerm', 'mid');
    window.sessionStorage.setItem('rila.levelOfProtection', 'moderate');
    window.sessionStorage.setItem('rila.index', 'NDX');
    const { container } = render(<RilaTool id="r1" config={config} variant="legacy" />);
    const result = await screen.findByRole('region', { name: 'Strategy 1: 3-year, -20% Buffer, Nasdaq-100' });
    expect(screen.queryByRole('combobox', { name: 'Crediting strategy' })).toBeNull();
    expect(rowsOf(result)).toHaveLength(4);
    expect(
      within(result)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Cap', 'Upside+']);
    expect(window.location.search).toBe('?amount=30000&ipcs1=3C.20B.NDX');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a share flow in the slot, then it reads the current result', async () => {
    const user = userEvent.setup();
    function ShareProbe() {
      const share = useRilaShareResult();
      return (
        <p>
          {share ? `share ${share.investmentAmount} ${share.slots.map((s) => s.outcomeA.creditedDollars).join(',')}` : 'nothing to share'}
        </p>
      );
    }
    render(<RilaTool id="r1" config={config} variant="v3" shareSlot={<ShareProbe />} />);
    expect(screen.getByText('nothing to share')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'See outcomes' }));
    expect(screen.getByText('share 100000 10000')).toBeTruthy();
  });
});

describe('the RILA widget block', () => {
  it('given the rilaV3 flag off, then the older variant; given a broken configuration, then the data-error state and a logged issue', async () => {
    const raw = { sys: { id: 'rila-1' }, heading: 'Build your strategy', config, padding: null, disclaimer: null };
    expect(fromRilaWidget(raw, { flags: { ...DEFAULT_SITE_FLAGS, rilaV3: false } }).variant).toBe('legacy');
    expect(fromRilaWidget(raw, { flags: DEFAULT_SITE_FLAGS }).variant).toBe('v3');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const props = fromRilaWidget({ ...raw, config: { version: 1 } }, { flags: DEFAULT_SITE_FLAGS });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[rila-widget rila-1] invalid configuration: product:'));
    const { container } = render(<RilaWidget {...props} />);
    expect(screen.getByRole('alert').textContent).toBe('The market-performance tool is not available right now. Please try again later.');
    expect(container.querySelector('.rila-tool')?.getAttribute('data-state')).toBe('data-error');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a page, when loaded, then one query by ids and the tool renders lazily', async () => {
    const context = loadContext({
      rilaWidgetCollection: { items: [{ sys: { id: 'rila-1' }, heading: 'Build your strategy', config, padding: null, disclaimer: null }] },
    });
    const loaded = await rilaWidgetBlock.load(['rila-1'], context);
    const props = loaded.get('rila-1');
    expect(props?.config.ok).toBe(true);
    if (!props) return;
    render(<RilaWidget {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Build your strategy' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'See outcomes' })).toBeTruthy();
  });
});

describe('the share flow in the RILA widget', () => {
  it('given the site settings brand and rilaV3, when results show, then the share flow mounts with the brand and all three options', async () => {
    const user = userEvent.setup();
    const context = loadContext({
      rilaWidgetCollection: { items: [{ sys: { id: 'rila-1' }, heading: 'Build your strategy', config, padding: null, disclaimer: null }] },
      siteSettingsCollection: { items: [{ brandName: 'Harbor Mutual' }] },
    });
    const props = (await rilaWidgetBlock.load(['rila-1'], context)).get('rila-1');
    expect(props).toMatchObject({ brand: 'Harbor Mutual', rilaV3: true, variant: 'v3' });
    if (!props) return;
    const { container } = render(<RilaWidget {...props} />);
    await user.click(await screen.findByRole('button', { name: 'See outcomes' }));
    // The share flow is a lazy island: its first load (the flow and its schemas) may take a while under load.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Talk to a financial professional about the product' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('combobox', { name: /How would you like to share your results/ }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Connect me to a Harbor Mutual Financial Professional',
      'Send to my Harbor Mutual Financial Professional',
      'Send to myself',
    ]);
    // The illustration of the same selections, built by the server (selections only in the address)
    const download = screen.getByRole('link', { name: 'Download illustration (PDF)' });
    expect(download.getAttribute('href')).toBe(
      `/api/rila/illustration?widget=rila-1&amount=${config.investment.default}&ipcs1=1.10B.SPX.C`,
    );
    expect(download.hasAttribute('download')).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given no results yet, no site settings and rilaV3 off, then no share flow; once results show, two options with the fallback brand', async () => {
    const user = userEvent.setup();
    const raw = { sys: { id: 'rila-1' }, heading: null, config, padding: null, disclaimer: null };
    const props = fromRilaWidget(raw, { flags: { ...DEFAULT_SITE_FLAGS, rilaV3: false } }, null);
    expect(props).toMatchObject({ brand: 'Lanternfield Mutual', rilaV3: false, variant: 'legacy' });
    render(<RilaWidget {...props} />);
    await screen.findByRole('button', { name: 'See outcomes' });
    expect(screen.queryByRole('heading', { name: 'Talk to a financial professional about the product' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Investment amount' }), '30000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Strategy term' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Buffer (level of protection)' }), '20B');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Index' }), 'NDX');
    await user.click(screen.getByRole('button', { name: 'See outcomes' }));
    expect(await screen.findByRole('region', { name: 'Strategy 1: 3-year, -20% Buffer, Nasdaq-100' })).toBeTruthy();
    // The share flow is a lazy island: its first load (the flow and its schemas) may take a while under load.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Talk to a financial professional about the product' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('combobox', { name: /How would you like to share your results/ }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Connect me to a Lanternfield Mutual Financial Professional', 'Send to myself']);
  });
});

describe('the chart', () => {
  it('given a slot result, when rendered on the server, then a fixed-size SVG with both bars per outcome and its text alternative', () => {
    const result = slotResult(
      config,
      'ipcs1',
      { strategyTerm: '1', buffer: '10B', index: 'SPX', creditingStrategy: 'C' },
      100000,
      100,
      'v3',
    );
    if (!result) throw new Error('fixture');
    const svg = renderToStaticMarkup(<RilaChart chart={result.chart} ariaLabel="Outcomes of strategy 1" />);
    expect(svg).toMatch(/<svg [^>]*width="560"[^>]*height="300"[^>]*role="img"[^>]*aria-label="Outcomes of strategy 1"/);
    // Five outcomes, two bars each (the flat outcome C draws zero-height bars), dollar ticks.
    expect([...svg.matchAll(/data-testid="bar\.item\.(index|yours)\.\d"/g)].map((m) => m[1])).toEqual([
      ...Array(5).fill('index'),
      ...Array(5).fill('yours'),
    ]);
    expect(['Outcome A', 'Outcome E', '-$30,000', '$0', '$20,000'].every((text) => svg.includes(`>${text}</text>`))).toBe(true);
  });
});
