import { describe, expect, it } from 'vitest';
import type { QuoteFlags } from './quote-flags.js';
import { accidentSubmitBlocked, occupationFromPath, quoteErrors, quoteSchema } from './quote-schemas.js';

const FLAGS: QuoteFlags = { dentalRefreshAgeRanges: false, okAgebandExpansion: false, accidentScSpouseAgeRule: true };
const household = { firstName: 'Ana', zipCode: '10001', primaryAge: '19', dependents: [] };

describe('quote form rules (docs/requirements.md#quote-forms)', () => {
  it('requires age ranges with the label in the message', () => {
    expect(
      quoteErrors(quoteSchema('Dental', FLAGS), { ...household, primaryAge: '', spouse: { age: '' }, dependents: [{ id: 'a', age: '' }] }),
    ).toEqual({
      primaryAge: 'Your age range is required',
      spouse: { age: "Your spouse's age range is required" },
      dependents: [{ age: "Your dependent's age range is required" }],
    });
  });

  it('first name: letters only', () => {
    expect(quoteErrors(quoteSchema('Vision', FLAGS), { ...household, firstName: 'R2D2' })).toEqual({
      firstName: 'First name should be only letters.',
    });
    expect(quoteErrors(quoteSchema('Vision', FLAGS), { ...household, firstName: "Mary-Ann O'Neil" })).toBeUndefined();
    expect(quoteErrors(quoteSchema('Vision', FLAGS), { ...household, spouse: { firstName: 'x1', age: '19' } })).toEqual({
      spouse: { firstName: 'First name should be only letters.' },
    });
  });

  it('accident: a spouse of 65-70 does not qualify; the flagged South Carolina rule', () => {
    expect(quoteErrors(quoteSchema('Accident', FLAGS), { ...household, spouse: { age: '65' } })).toEqual({
      spouse: { age: 'Spouse/Partner age must be under 65 to qualify' },
    });
    const sc = { ...household, zipCode: '29201', spouse: { age: '65' } };
    expect(quoteErrors(quoteSchema('Accident', FLAGS), sc)).toEqual({
      spouse: { age: 'There are no accident plans in South Carolina for a 19 to 64 year old with a spouse or partner 65 or older.' },
    });
    expect(accidentSubmitBlocked(FLAGS, sc)).toBe(true);
    expect(accidentSubmitBlocked({ ...FLAGS, accidentScSpouseAgeRule: false }, sc)).toBe(false);
    expect(accidentSubmitBlocked(FLAGS, { ...sc, zipCode: '10001' })).toBe(false);
  });

  it('Oklahoma band: 16-17 needs the flag and an Oklahoma zip', () => {
    const flags = { ...FLAGS, okAgebandExpansion: true };
    expect(quoteErrors(quoteSchema('Dental', flags), { ...household, zipCode: '73101', primaryAge: '16' })).toBeUndefined();
    expect(quoteErrors(quoteSchema('Dental', flags), { ...household, zipCode: '10001', primaryAge: '16' })).toEqual({
      primaryAge: 'The 16-17 age range is available only with an Oklahoma zip code.',
    });
    expect(quoteErrors(quoteSchema('Dental', FLAGS), { ...household, zipCode: '73101', primaryAge: '16' })).toEqual({
      primaryAge: 'Your age range is required',
    });
  });

  it('disability: age 18-55, income at least $40,000, gender M or F', () => {
    const base = { firstName: 'Ana', zipCode: '10001', gender: 'F', age: '40', income: '$40,000', occupation: 'architect', tobacco: 'no' };
    expect(quoteErrors(quoteSchema('Disability', FLAGS), base)).toBeUndefined();
    expect(quoteErrors(quoteSchema('Disability', FLAGS), { ...base, age: '56', income: '39,999', gender: 'X' })).toEqual({
      age: 'Age must be between 18 and 55',
      income: 'Annual income must be at least $40,000',
      gender: 'Select M or F',
    });
    expect(quoteErrors(quoteSchema('Disability', FLAGS), { ...base, age: '17' })).toEqual({ age: 'Age must be between 18 and 55' });
  });

  it('term life: age 18-75, income $10,000 to $5,000,000', () => {
    const base = { firstName: 'Ana', zipCode: '10001', gender: 'M', age: '75', income: '5000000', tobacco: 'yes' };
    expect(quoteErrors(quoteSchema('Life', FLAGS), base)).toBeUndefined();
    expect(quoteErrors(quoteSchema('Life', FLAGS), { ...base, age: '76', income: '5000001' })).toEqual({
      age: 'Age must be between 18 and 75',
      income: 'Income must be between $10,000 and $5,000,000',
    });
    expect(quoteErrors(quoteSchema('Life', FLAGS), { ...base, age: '', income: '9999' })).toEqual({
      age: 'Age must be between 18 and 75',
      income: 'Income must be between $10,000 and $5,000,000',
    });
  });

  it('retirement quick form', () => {
    const base = {
      currentAge: '40',
      retirementAge: '67',
      qualifiedSavings: '0',
      annualQualifiedContributions: '0',
      annualRetirementIncome: '1',
    };
    expect(quoteErrors(quoteSchema('Retirement', FLAGS), base)).toBeUndefined();
    expect(quoteErrors(quoteSchema('Retirement', FLAGS), { ...base, currentAge: '68' })).toEqual({
      currentAge: 'Age must be between 1 and your retirement age (67)',
    });
    expect(quoteErrors(quoteSchema('Retirement', FLAGS), { ...base, currentAge: '0', retirementAge: '70' })).toEqual({
      currentAge: 'Age must be between 1 and your retirement age (70)',
    });
    expect(
      quoteErrors(quoteSchema('Retirement', FLAGS), {
        ...base,
        retirementAge: '59',
        qualifiedSavings: '10,000,001',
        annualQualifiedContributions: '1000001',
        annualRetirementIncome: '0',
      }),
    ).toEqual({
      retirementAge: 'Age must be between 60 and 100',
      qualifiedSavings: 'Savings must be between $0 and $10,000,000',
      annualQualifiedContributions: 'Contributions must be between $0 and $1,000,000',
      annualRetirementIncome: 'Annual spending must be between $1 and $1,000,000',
    });
  });

  it('preselects the occupation of the three disability pages', () => {
    expect(occupationFromPath('/individuals-families/disability-insurance/business-owner')).toBe('business-owner');
    expect(occupationFromPath('/individuals-families/disability-insurance/architect/')).toBe('architect');
    expect(occupationFromPath('/individuals-families/disability-insurance/accountant')).toBe('accountant');
    expect(occupationFromPath('/individuals-families/disability-insurance')).toBeUndefined();
    expect(occupationFromPath('/individuals-families/disability-insurance/plumber')).toBeUndefined();
  });
});
