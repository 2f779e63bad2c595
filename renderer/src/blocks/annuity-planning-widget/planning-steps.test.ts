import { describe, expect, it } from 'vitest';
import { backFrom, disabledReason, INITIAL_VALUES, stepError, stepsOf, type ChoiceField, type PlanningValues } from './planning-steps.js';

const range = { min: 25000, max: 1000000, invalidAmountMessage: 'Out of range.' };
const values = (patch: Partial<PlanningValues>): PlanningValues => ({ ...INITIAL_VALUES, ...patch });

/** Every option a rule disables, as `field=value`, for the given answers. */
function disabled(variant: '5-step' | '4-step', answers: Partial<PlanningValues>): string[] {
  const fields: ChoiceField[] = ['creditingStrategy', 'levelOfProtection', 'index'];
  const options: Record<ChoiceField, string[]> = {
    strategyTerm: ['short', 'mid', 'long'],
    creditingStrategy: ['capPar', 'capParSpread', 'triggerRate'],
    levelOfProtection: ['risky', 'moderate', 'conservative'],
    index: ['SPX', 'EFA', 'NDX', 'SMC'],
  };
  return fields.flatMap((field) =>
    options[field].filter((v) => disabledReason(variant, field, v, values(answers))).map((v) => `${field}=${v}`),
  );
}

describe('steps', () => {
  it('given each variant, then its steps in order', () => {
    expect(stepsOf('5-step')).toEqual(['initialInvestment', 'strategyTerm', 'creditingStrategy', 'levelOfProtection', 'index']);
    expect(stepsOf('4-step')).toEqual(['initialInvestment', 'strategyTerm', 'levelOfProtection', 'index']);
  });
});

describe('disabling rules (docs/requirements.md#annuity-widget)', () => {
  it.each([
    [{ strategyTerm: 'short' }, ['levelOfProtection=conservative']],
    [{ strategyTerm: 'mid' }, ['creditingStrategy=triggerRate', 'levelOfProtection=conservative']],
    [{ strategyTerm: 'long' }, ['creditingStrategy=triggerRate']],
    [{ strategyTerm: 'long', creditingStrategy: 'capPar' }, ['creditingStrategy=triggerRate']],
    [{ strategyTerm: 'long', creditingStrategy: 'capParSpread' }, ['creditingStrategy=triggerRate', 'index=EFA', 'index=SMC']],
    [{ strategyTerm: 'short', creditingStrategy: 'triggerRate' }, ['levelOfProtection=conservative', 'index=EFA', 'index=SMC']],
  ] as const)('given the newer variant and %j, then %j are disabled', (answers, expected) => {
    expect(disabled('5-step', answers)).toEqual(expected);
  });

  it.each([
    [{ strategyTerm: 'short' }, ['index=EFA']],
    [{ strategyTerm: 'mid' }, []],
    [{ strategyTerm: 'long' }, ['levelOfProtection=conservative']],
  ] as const)('given the older variant and %j, then %j are disabled', (answers, expected) => {
    expect(disabled('4-step', answers)).toEqual(expected);
  });
});

describe('leaving a step', () => {
  it.each([
    ['25000', undefined],
    ['$1,000,000', undefined],
    ['24999', 'Out of range.'],
    ['1000001', 'Out of range.'],
    ['25000.50', 'Out of range.'],
    ['-30000', 'Out of range.'],
    ['', 'Out of range.'],
  ])('given the amount %j, then %s', (amount, error) => {
    expect(stepError('5-step', 'initialInvestment', values({ initialInvestment: amount }), range)).toBe(error);
  });

  it('given no choice or a choice a rule now disables, then Choice is required.', () => {
    expect(stepError('5-step', 'strategyTerm', INITIAL_VALUES, range)).toBe('Choice is required.');
    expect(stepError('5-step', 'creditingStrategy', values({ strategyTerm: 'mid', creditingStrategy: 'triggerRate' }), range)).toBe(
      'Choice is required.',
    );
    expect(
      stepError('5-step', 'creditingStrategy', values({ strategyTerm: 'short', creditingStrategy: 'triggerRate' }), range),
    ).toBeUndefined();
  });

  it('given Back from the crediting, protection and index steps, then cap/par, risky and SPX; from the term, nothing resets', () => {
    const chosen = values({
      initialInvestment: '50000',
      strategyTerm: 'long',
      creditingStrategy: 'capParSpread',
      levelOfProtection: 'conservative',
      index: 'NDX',
    });
    expect(backFrom('creditingStrategy', chosen).creditingStrategy).toBe('capPar');
    expect(backFrom('levelOfProtection', chosen).levelOfProtection).toBe('risky');
    expect(backFrom('index', chosen).index).toBe('SPX');
    expect(backFrom('strategyTerm', chosen)).toEqual(chosen);
  });
});
