import type { RetirementCalculatorBlockFragment } from '@insurer/content-model/types';
import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { RetirementCalculatorApp } from '../../tools/retirement/retirement-calculator-app.js';
import { FALLBACK_BRAND, fromRetirementCalculator } from './from-retirement-calculator.js';
import { RetirementCalculator } from './retirement-calculator.js';
import { RetirementCalculatorIsland, retirementFromInfo } from './retirement-calculator-island.js';
import { encodeQuoteInfo } from '@insurer/contracts/quote';
import { probabilityPercent, simulateRetirement, simulationSeed, toRetirementInput, initialValues } from '@insurer/contracts/retirement';
import { DEMO_MARKET_ASSUMPTIONS } from '@insurer/contracts/testing/market-assumptions';
import type { ProbabilitySimulator } from '../../tools/retirement/probability-runner.js';
import { ProbabilityPanel } from '../../tools/retirement/probability-panel.js';

const raw: RetirementCalculatorBlockFragment = {
  sys: { id: 'calc' },
  internalName: 'Retirement calculator',
  heading: 'Your retirement readiness',
  introduction: 'Start with your age.',
  recommendationOops: 'Oops text',
  recommendationUhOh: 'Uh oh text',
  recommendationNeedsAttention: 'Needs attention text',
  recommendationFair: 'Fair text',
  recommendationGood: 'Good text',
  recommendationOnTarget: 'On target text',
  recommendationAheadOfSchedule: 'Ahead text',
  disclaimer: 'Hypothetical.',
  probabilityToolName: 'the Test Retirement Calculator',
  marketAssumptions: DEMO_MARKET_ASSUMPTIONS,
  methodologyDisclosure: 'Methodology text.',
  limitationsDisclosure: 'Limitations text.',
  resultsMayVaryDisclosure: 'Results may vary with each use and over time.',
  padding: null,
};

/** The real simulation, run off the caller's turn (jsdom has no Web Worker; the e2e spec runs the real one). */
const asyncSimulator = (): ProbabilitySimulator => ({
  run: (input, assumptions) => new Promise((resolve) => setTimeout(() => resolve(simulateRetirement(input, assumptions)), 0)),
  dispose: () => undefined,
});

const props = fromRetirementCalculator(raw, 'Lanternfield Mutual', true);
const description = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
const box = (name: string) => screen.getByRole('textbox', { name });

describe('fromRetirementCalculator', () => {
  it('maps the seven recommendations by level, the brand and the flag', () => {
    expect(props.recommendations).toEqual({
      'Oops!': 'Oops text',
      'Uh oh!': 'Uh oh text',
      'Needs attention': 'Needs attention text',
      Fair: 'Fair text',
      Good: 'Good text',
      'On target': 'On target text',
      'Ahead of schedule': 'Ahead text',
    });
    expect(props).toMatchObject({ brand: 'Lanternfield Mutual', rilaV3: true, heading: 'Your retirement readiness' });
  });
  it('given no site settings, then the demo brand', () => {
    expect(fromRetirementCalculator(raw, null, false).brand).toBe(FALLBACK_BRAND);
  });
});

describe('RetirementCalculator', () => {
  it('given the defaults, then the results of the §9 assumptions, the level’s recommendation, the chart and the share flow; axe passes', async () => {
    const { container } = render(<RetirementCalculator {...props} />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Uh oh!'), { timeout: 15_000 });
    expect(screen.getByText('Uh oh text')).toBeTruthy();
    const figures = [...container.querySelectorAll('.retirement-calculator__figures dd')].map((dd) => dd.textContent);
    expect(figures).toEqual(['$1,877,343', '$343,698', '$1,533,644', '18%']);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Talk to a Lanternfield Mutual financial professional about your results' }),
    ).toBeTruthy();
    expect(box('Current age').getAttribute('maxlength')).toBe('3');
    expect(box('Qualified savings (401(k), IRA)').getAttribute('maxlength')).toBe('10');
    expect(box('Annual spending in retirement').getAttribute('maxlength')).toBe('8');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a prefill, then it starts from those values', async () => {
    render(
      <RetirementCalculatorApp
        recommendations={props.recommendations}
        brand="Lanternfield Mutual"
        rilaV3
        prefill={{
          currentAge: 45,
          retirementAge: 65,
          qualifiedSavings: 900_000,
          annualQualifiedContributions: 20_000,
          annualRetirementIncome: 40_000,
        }}
      />,
    );
    await waitFor(() => expect((box('Current age') as HTMLInputElement).value).toBe('45'));
    expect((box('Retirement age') as HTMLInputElement).value).toBe('65');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Ahead of schedule');
  });

  it('given invalid values, then Calculate shows the quick form’s messages and focuses the first; axe passes', async () => {
    const user = userEvent.setup();
    const { container } = render(<RetirementCalculator {...props} />);
    await waitFor(() => expect(box('Current age')).toBeTruthy(), { timeout: 15_000 });
    await user.clear(box('Current age'));
    await user.type(box('Current age'), '70');
    await user.clear(box('Retirement age'));
    await user.type(box('Retirement age'), '65');
    await user.clear(box('Annual spending in retirement'));
    await user.type(box('Annual spending in retirement'), '0');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(description(box('Current age'))).toBe('Age must be between 1 and your retirement age (65)');
    expect(description(box('Annual spending in retirement'))).toBe('Enter an amount between $1 and $1,000,000');
    expect(document.activeElement).toBe(box('Current age'));
    await user.clear(box('Retirement age'));
    await user.type(box('Retirement age'), '101');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(description(box('Retirement age'))).toBe('Age must be between 60 and 100');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the probability of success (docs/requirements.md#decision-retirement-probability-of-success)', () => {
  it('given assumptions without a disclosure, or that do not parse, then no probability content', () => {
    expect(props.probability?.disclosures.toolName).toBe('the Test Retirement Calculator');
    expect(fromRetirementCalculator({ ...raw, limitationsDisclosure: ' ' }, null, false).probability).toBeUndefined();
    expect(
      fromRetirementCalculator({ ...raw, marketAssumptions: { ...DEMO_MARKET_ASSUMPTIONS, paths: 10 } }, null, false).probability,
    ).toBeUndefined();
  });

  it('given the block, then the four disclosures are in its HTML, the prescribed statement naming the tool', () => {
    const { container } = render(<RetirementCalculator {...props} />);
    const paragraphs = [...container.querySelectorAll('.retirement-calculator__disclosures p')].map((p) => p.textContent);
    expect(paragraphs).toEqual([
      'Methodology text.',
      'Limitations text.',
      'Results may vary with each use and over time.',
      'IMPORTANT: The projections or other information generated by the Test Retirement Calculator regarding the likelihood of various investment outcomes are hypothetical in nature, do not reflect actual investment results and are not guarantees of future results.',
    ]);
  });

  it('given savings typed, then the probability and the sentence follow the simulation of the values typed; axe passes', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <RetirementCalculatorApp
        recommendations={props.recommendations}
        brand="Lanternfield Mutual"
        rilaV3
        probability={props.probability!}
        createSimulator={asyncSimulator}
      />,
    );
    const expectedFor = (qualifiedSavings: string) => {
      const input = toRetirementInput({ ...initialValues(), qualifiedSavings });
      return simulateRetirement(input, DEMO_MARKET_ASSUMPTIONS);
    };
    const sentence = () => container.querySelector('.retirement-calculator__probability-sentence')?.textContent;
    const atDefaults = expectedFor('10000');
    await waitFor(() => expect(sentence()).toBe(`In ${atDefaults.successes} of 10,000 simulated markets your savings lasted to 85`), {
      timeout: 15_000,
    });
    await user.clear(box('Qualified savings (401(k), IRA)'));
    await user.type(box('Qualified savings (401(k), IRA)'), '150000');
    const expected = expectedFor('150000');
    expect(expected.successes).toBeGreaterThan(atDefaults.successes);
    await waitFor(
      () =>
        expect(sentence()).toBe(`In ${expected.successes.toLocaleString('en-US')} of 10,000 simulated markets your savings lasted to 85`),
      {
        timeout: 15_000,
      },
    );
    expect(container.querySelector('.retirement-calculator__probability-figure')?.textContent).toBe(
      `${Math.round(expected.probability * 100)}%`,
    );
    expect(expected.seed).toBe(
      simulationSeed(toRetirementInput({ ...initialValues(), qualifiedSavings: '150000' }), DEMO_MARKET_ASSUMPTIONS),
    );
    expect(screen.getByRole('table', { name: 'Simulated savings by age' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('ProbabilityPanel: busy until the figures are the current plan’s', () => {
  /** A simulator whose runs the test settles, one by one, with the real simulation. */
  const heldSimulator = () => {
    const held: (() => void)[] = [];
    const simulator = (): ProbabilitySimulator => ({
      run: (input, assumptions) => new Promise((resolve) => held.push(() => resolve(simulateRetirement(input, assumptions)))),
      dispose: () => undefined,
    });
    return { simulator, settleAll: () => held.splice(0).forEach((settle) => settle()) };
  };
  const planOf = (qualifiedSavings: string) => toRetirementInput({ ...initialValues(), qualifiedSavings });

  it('given a newer plan, or one typed but not rendered yet (pending), then data-state is busy and the last figures stay; idle once they are the plan’s', async () => {
    const { simulator, settleAll } = heldSimulator();
    const first = planOf('10000');
    const panel = () => document.querySelector('.retirement-calculator__probability')!;
    const { rerender } = render(<ProbabilityPanel input={first} assumptions={DEMO_MARKET_ASSUMPTIONS} createSimulator={simulator} />);
    expect(panel().getAttribute('data-state')).toBe('busy');
    await act(async () => settleAll());
    expect(panel().getAttribute('data-state')).toBe('idle');
    expect(panel().getAttribute('aria-busy')).toBe('false');
    const figure = panel().querySelector('.retirement-calculator__probability-figure')?.textContent;
    expect(figure).toBe(probabilityPercent(simulateRetirement(first, DEMO_MARKET_ASSUMPTIONS)));

    rerender(<ProbabilityPanel input={first} assumptions={DEMO_MARKET_ASSUMPTIONS} pending createSimulator={simulator} />);
    expect(panel().getAttribute('data-state')).toBe('busy');
    expect(panel().getAttribute('aria-busy')).toBe('true');

    const second = planOf('900000');
    rerender(<ProbabilityPanel input={second} assumptions={DEMO_MARKET_ASSUMPTIONS} createSimulator={simulator} />);
    expect(panel().getAttribute('data-state')).toBe('busy');
    expect(panel().querySelector('.retirement-calculator__probability-figure')?.textContent).toBe(figure);
    await act(async () => settleAll());
    expect(panel().getAttribute('data-state')).toBe('idle');
    expect(panel().querySelector('.retirement-calculator__probability-figure')?.textContent).toBe(
      probabilityPercent(simulateRetirement(second, DEMO_MARKET_ASSUMPTIONS)),
    );
    expect(figure).not.toBe(probabilityPercent(simulateRetirement(second, DEMO_MARKET_ASSUMPTIONS)));
  });
});

describe('retirementFromInfo (the quote widget Retirement tab hand-off, docs/requirements.md#quote-destinations)', () => {
  const flags = { dentalRefreshAgeRanges: true, okAgebandExpansion: false, accidentScSpouseAgeRule: true };
  const values = {
    currentAge: 45,
    retirementAge: 67,
    qualifiedSavings: 150_000,
    annualQualifiedContributions: 12_000,
    annualRetirementIncome: 60_000,
  };

  it('given the Retirement tab’s info, then its five values are the prefill', () => {
    const info = encodeQuoteInfo('Retirement', flags, values);
    expect(retirementFromInfo(`?info=${info}`)).toEqual({ prefill: values });
  });

  it('given no info, then nothing; given a tampered, other-tab or oversized info, then the defaults with a message', () => {
    expect(retirementFromInfo('')).toBeUndefined();
    const problem = { problem: "We couldn't read your quote details. Please fill in the form again." };
    const info = encodeQuoteInfo('Retirement', flags, values);
    expect(retirementFromInfo(`?info=${info.slice(0, -4)}AAAA`)).toEqual(problem);
    expect(retirementFromInfo(`?info=${'1.' + 'A'.repeat(5000)}`)).toEqual(problem);
    // The same values sent as another tab's quote fail that tab's schema.
    const asLife = `1.${Buffer.from(JSON.stringify({ t: 'Life', f: flags, d: values })).toString('base64url')}`;
    expect(retirementFromInfo(`?info=${asLife}`)).toEqual(problem);
  });

  it('given the island on a page with info, then the calculator starts from the prefill', async () => {
    window.history.replaceState(null, '', `/annuities/retirement-calculator?info=${encodeQuoteInfo('Retirement', flags, values)}`);
    render(<RetirementCalculatorIsland recommendations={props.recommendations} brand={props.brand} rilaV3={props.rilaV3} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /current age/i })).toHaveProperty('value', '45'));
    window.history.replaceState(null, '', '/');
  });
});
