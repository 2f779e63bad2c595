import { describe, expect, it } from 'vitest';
import {
  initialValues,
  readNumber,
  RETIREMENT_DEFAULTS,
  RETIREMENT_FIELD_SPECS,
  retirementErrors,
  toRetirementInput,
} from './retirement-form.js';
import { formatDollars } from '../format.js';

describe('retirement form', () => {
  it('given the defaults, then they are valid and read as the §9 assumptions', () => {
    expect(retirementErrors(RETIREMENT_DEFAULTS)).toBeUndefined();
    expect(toRetirementInput(RETIREMENT_DEFAULTS)).toEqual({
      currentAge: 18,
      retirementAge: 67,
      lifeExpectancy: 85,
      qualifiedSavings: 10_000,
      nonQualifiedSavings: 2_000,
      annualQualifiedContributions: 250,
      annualNonQualifiedContributions: 0,
      annualRetirementIncome: 50_000,
      inflationRate: 0.02,
      taxBracket: 0.22,
      preRetirementReturn: 0.07,
      postRetirementReturn: 0.05,
    });
  });

  it('given a prefill, then its values replace the defaults and the rest stay', () => {
    const values = initialValues({ currentAge: 40, retirementAge: 65, qualifiedSavings: 125_000 });
    expect(values).toMatchObject({ currentAge: '40', retirementAge: '65', qualifiedSavings: '125000', annualRetirementIncome: '50000' });
  });

  it('given a current age above the retirement age, then the message names the retirement age', () => {
    expect(retirementErrors({ ...RETIREMENT_DEFAULTS, currentAge: '70', retirementAge: '65' })).toEqual({
      currentAge: 'Age must be between 1 and your retirement age (65)',
    });
  });

  it('given a current age of 0, then the same message', () => {
    expect(retirementErrors({ ...RETIREMENT_DEFAULTS, currentAge: '0' })?.currentAge).toBe(
      'Age must be between 1 and your retirement age (67)',
    );
  });

  it('given retirement ages out of 60-100, then the requirement’s message', () => {
    for (const age of ['59', '101', 'abc', '']) {
      expect(retirementErrors({ ...RETIREMENT_DEFAULTS, retirementAge: age })?.retirementAge).toBe('Age must be between 60 and 100');
    }
  });

  it('given amounts out of range or too long, then each field’s message', () => {
    const errors = retirementErrors({
      ...RETIREMENT_DEFAULTS,
      qualifiedSavings: '10000001',
      annualQualifiedContributions: '1000001',
      annualRetirementIncome: '0',
    });
    expect(errors).toEqual({
      qualifiedSavings: 'Enter an amount between $0 and $10,000,000',
      annualQualifiedContributions: 'Enter an amount between $0 and $1,000,000',
      annualRetirementIncome: 'Enter an amount between $1 and $1,000,000',
    });
    expect(retirementErrors({ ...RETIREMENT_DEFAULTS, annualRetirementIncome: '123456789' })?.annualRetirementIncome).toBe(
      'Enter an amount between $1 and $1,000,000',
    );
  });

  it('given the quick-form lengths, then 3, 3, 10, 8 and 8 characters', () => {
    const { currentAge, retirementAge, qualifiedSavings, annualQualifiedContributions, annualRetirementIncome } = RETIREMENT_FIELD_SPECS;
    expect(
      [currentAge, retirementAge, qualifiedSavings, annualQualifiedContributions, annualRetirementIncome].map((s) => s.maxLength),
    ).toEqual([3, 3, 10, 8, 8]);
  });

  it('given dollar signs and commas, then they are read as the number', () => {
    expect(readNumber('$1,250,000')).toBe(1_250_000);
    expect(readNumber('12a')).toBeUndefined();
    expect(toRetirementInput({ ...RETIREMENT_DEFAULTS, qualifiedSavings: '$250,000' }).qualifiedSavings).toBe(250_000);
  });

  it('given invalid values, then toRetirementInput throws', () => {
    expect(() => toRetirementInput({ ...RETIREMENT_DEFAULTS, retirementAge: '50' })).toThrow('The retirement form values are not valid');
  });

  it('formats dollars with commas and a minus for negatives', () => {
    expect(formatDollars(1_234_567.4)).toBe('$1,234,567');
    expect(formatDollars(-2_500)).toBe('-$2,500');
  });
});
