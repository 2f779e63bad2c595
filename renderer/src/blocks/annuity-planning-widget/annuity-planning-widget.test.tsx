import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { AnnuityPlanningWidget } from './annuity-planning-widget.js';
import { fromAnnuityPlanningWidget } from './from-annuity-planning-widget.js';
import { PlanningWidget } from './planning-widget.js';

type TrackingWindow = Window & { analytics?: { track: (event: string, properties: unknown) => void } };
const tracking = window as TrackingWindow;
const MESSAGE = 'Enter an amount between $25,000 and $1,000,000 using numbers only.';

afterEach(() => {
  delete tracking.analytics;
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

function setup(variant: '5-step' | '4-step') {
  const navigate = vi.fn();
  const trackSpy = vi.fn();
  tracking.analytics = { track: trackSpy };
  const user = userEvent.setup();
  const view = render(
    <PlanningWidget id="w" variant={variant} min={25000} max={1000000} invalidAmountMessage={MESSAGE} navigate={navigate} />,
  );
  return { navigate, trackSpy, user, ...view };
}

const next = () => screen.getByRole('button', { name: /^(Next|See my results)$/ });
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('step 1: the amount', () => {
  it('given the newer variant, then placeholder 100,000 and the helper text; commas and dollar signs are stripped as typed', async () => {
    const { user, container } = setup('5-step');
    const amount = screen.getByRole('textbox', { name: 'Initial investment' }) as HTMLInputElement;
    expect(amount.placeholder).toBe('100,000');
    expect(screen.getByText('Enter an amount between $25,000 to $1,000,000')).toBeTruthy();
    await user.type(amount, '$250,000');
    expect(amount.value).toBe('250000');
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(['24999', '1000001', '12a000', ''])(
    'given %j, when Next, then the editor message shows and focus stays on the field',
    async (typed) => {
      const { user, container, trackSpy } = setup('4-step');
      const amount = screen.getByRole('textbox', { name: 'Initial investment' });
      expect(amount.getAttribute('placeholder')).toBe('25,000');
      if (typed) await user.type(amount, typed);
      await user.click(next());
      expect(screen.getByRole('alert').textContent).toBe(MESSAGE);
      expect(document.activeElement).toBe(amount);
      expect(screen.getByText('Step 1 of 4')).toBeTruthy();
      expect(trackSpy).not.toHaveBeenCalled();
      expect(await axeViolations(container)).toEqual([]);
    },
  );
});

describe('the newer 5-step variant', () => {
  it('given every step, then the rules disable options with tooltips, Back resets, and the tool opens with the choices', async () => {
    const { user, navigate, trackSpy, container } = setup('5-step');
    await user.type(screen.getByRole('textbox', { name: 'Initial investment' }), '250,000');
    await user.click(next());
    expect(trackSpy).toHaveBeenCalledWith('form-step-completed', {
      form: 'annuity-planning-widget',
      variant: '5-step',
      step: 1,
      stepName: 'initialInvestment',
      value: '250000',
    });

    // Step 2: the term; a choice is required.
    expect(screen.getByRole('heading', { name: 'Choose a strategy term' })).toBe(document.activeElement);
    await user.click(next());
    expect(screen.getByRole('alert').textContent).toBe('Choice is required.');
    expect(document.activeElement).toBe(radio('1-year'));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(radio('3-year'));
    await user.click(next());

    // Step 3: a mid term disables the trigger-rate strategy, with a tooltip.
    expect(radio('Step-Up Trigger').disabled).toBe(true);
    const why = screen.getByRole('button', { name: 'Why is Step-Up Trigger unavailable?' });
    // Keyboard: from the question, the radio group, then the tooltip's button.
    await user.tab();
    expect(document.activeElement).toBe(radio('Cap with Par'));
    await user.tab();
    expect(document.activeElement).toBe(why);
    expect(screen.getByRole('tooltip').textContent).toBe('Step-Up Trigger is available with a 1-year strategy term only.');
    expect(screen.getByRole('tooltip').getAttribute('data-state')).toBe('open');
    expect(radio('Step-Up Trigger').getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    expect(await axeViolations(container)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('tooltip').getAttribute('data-state')).toBe('closed');
    await user.click(radio('Cap w Par & Spread'));

    // Back from step 3 resets the crediting strategy to cap/par.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(radio('3-year').checked).toBe(true);
    await user.click(next());
    expect(radio('Cap with Par').checked).toBe(true);
    await user.click(radio('Cap w Par & Spread'));
    await user.click(next());

    // Step 4: a mid term disables conservative.
    expect(radio('-30% Buffer').disabled).toBe(true);
    await user.click(radio('-20% Buffer'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(next());
    expect(radio('-10% Buffer').checked).toBe(true);
    await user.click(radio('-20% Buffer'));
    await user.click(next());

    // Step 5: a spread strategy disables EFA and SMC; Back resets the index to SPX.
    expect(screen.getByText('Step 5 of 5')).toBeTruthy();
    expect(radio('MSCI EAFE').disabled).toBe(true);
    expect(radio('SG Smart Climate').disabled).toBe(true);
    await user.click(radio('Nasdaq-100'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(next());
    expect(radio('S&P 500').checked).toBe(true);
    await user.click(radio('Nasdaq-100'));
    await user.click(screen.getByRole('button', { name: 'See my results' }));
    expect(navigate).toHaveBeenCalledWith('/annuities/rila/marketperform?amount=250000&ipcs1=3.20B.NDX.S');
    expect(trackSpy).toHaveBeenLastCalledWith('form-step-completed', {
      form: 'annuity-planning-widget',
      variant: '5-step',
      step: 5,
      stepName: 'index',
      value: 'NDX',
    });
  });

  it('given a short term, then trigger rate is enabled and conservative disabled; a long term enables conservative', async () => {
    const { user } = setup('5-step');
    await user.type(screen.getByRole('textbox', { name: 'Initial investment' }), '100000');
    await user.click(next());
    await user.click(radio('1-year'));
    await user.click(next());
    expect(radio('Step-Up Trigger').disabled).toBe(false);
    await user.click(radio('Step-Up Trigger'));
    await user.click(next());
    expect(radio('-30% Buffer').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(radio('6-year'));
    await user.click(next());
    expect(radio('Step-Up Trigger').disabled).toBe(true);
    await user.click(next());
    expect(radio('-30% Buffer').disabled).toBe(false);
  });
});

describe('the older 4-step variant', () => {
  it('given every step, then a long term disables conservative, a short term disables EFA, and the values go to session storage', async () => {
    const { user, navigate, container } = setup('4-step');
    await user.type(screen.getByRole('textbox', { name: 'Initial investment' }), '30000');
    await user.click(next());
    await user.click(radio('6-year'));
    await user.click(next());
    expect(screen.getByRole('heading', { name: 'Choose your level of protection' })).toBeTruthy();
    expect(radio('-30% Buffer').disabled).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(radio('1-year'));
    await user.click(next());
    expect(radio('-30% Buffer').disabled).toBe(false);
    await user.click(radio('-30% Buffer'));
    await user.click(next());
    expect(screen.getByText('Step 4 of 4')).toBeTruthy();
    expect(radio('MSCI EAFE').disabled).toBe(true);
    await user.hover(screen.getByRole('button', { name: 'Why is MSCI EAFE unavailable?' }));
    expect(screen.getByRole('tooltip').textContent).toBe('MSCI EAFE is not available with a 1-year strategy term.');
    await user.click(radio('SG Smart Climate'));
    await user.click(screen.getByRole('button', { name: 'See my results' }));
    expect(navigate).toHaveBeenCalledWith('/annuities/rila/marketperform/results?formWidget=true');
    expect(
      Object.fromEntries(
        ['initialInvestment', 'strategyTerm', 'creditingStrategy', 'levelOfProtection', 'index'].map((k) => [
          k,
          window.sessionStorage.getItem(`rila.${k}`),
        ]),
      ),
    ).toEqual({
      initialInvestment: '30000',
      strategyTerm: 'short',
      creditingStrategy: null,
      levelOfProtection: 'conservative',
      index: 'SMC',
    });
  });
});

describe('the block', () => {
  it('given an entry, then its heading and variant; an empty range falls back to the RILA range', async () => {
    const props = fromAnnuityPlanningWidget({
      sys: { id: 'a-1' },
      heading: 'Build a strategy',
      variant: '4-step',
      minInvestment: null,
      maxInvestment: null,
      invalidAmountMessage: null,
      padding: null,
    });
    expect(props).toEqual({
      id: 'a-1',
      heading: 'Build a strategy',
      variant: '4-step',
      min: 25000,
      max: 1000000,
      invalidAmountMessage: 'Enter an amount between $25,000 and $1,000,000.',
    });
    const { container } = render(<AnnuityPlanningWidget {...props} />);
    const section = screen.getByRole('region', { name: 'Build a strategy' });
    expect(await within(section).findByText('Step 1 of 4')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
