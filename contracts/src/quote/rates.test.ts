import { describe, expect, it } from 'vitest';
import { disabilityFigures, lifeFigures, planFigures, type DisabilityRates, type LifeRates, type PlanRates } from './rates.js';
import { formatDollars } from '../format.js';
import { stateOfZip } from './zip-state.js';

const life: LifeRates = {
  coverageMultiple: 10,
  maxCoverage: 5_000_000,
  periods: [10, 20, 30],
  monthlyPerThousand: {
    '10': [
      [18, 0.05],
      [50, 0.2],
    ],
    '20': [[18, 0.06]],
    '30': [[18, 0.1]],
  },
  tobaccoMultiplier: 2,
  femaleMultiplier: 0.5,
  maxAgeAtEnd: 80,
};

describe('quote figures (docs/requirements.md#decision-quote-results)', () => {
  it('life: coverage from income, premiums per period, tobacco and gender factors, periods past the maximum age left out', () => {
    expect(lifeFigures({ firstName: 'A', zipCode: '10001', gender: 'M', age: 30, income: 85_000, tobacco: 'no' }, life)).toEqual({
      coverage: 850_000,
      premiums: [
        { years: 10, monthly: 42.5 },
        { years: 20, monthly: 51 },
        { years: 30, monthly: 85 },
      ],
    });
    expect(lifeFigures({ firstName: 'A', zipCode: '10001', gender: 'F', age: 55, income: 1_000_000, tobacco: 'yes' }, life)).toEqual({
      coverage: 5_000_000,
      premiums: [
        { years: 10, monthly: 1000 },
        { years: 20, monthly: 300 },
      ],
    });
  });

  it('disability: benefit share rounded down to $100 and capped, premiums for EP3/EP4 × M24/M60/A65/Y10', () => {
    const rates: DisabilityRates = {
      benefitShare: 0.6,
      maxMonthlyBenefit: 5_000,
      monthlyPer100: { EP3: { M24: 1, M60: 2, A65: 3, Y10: 4 }, EP4: { M24: 0.5, M60: 1, A65: 1.5, Y10: 2 } },
      ageFactor: [
        [18, 1],
        [40, 2],
      ],
      tobaccoMultiplier: 1.5,
      femaleMultiplier: 1,
    };
    const figures = disabilityFigures(
      { firstName: 'A', zipCode: '10001', gender: 'F', age: 30, income: 50_500, occupation: 'accountant', tobacco: 'no' },
      rates,
    );
    expect(figures.monthlyBenefit).toBe(2_500);
    expect(figures.premiums.map((p) => `${p.eliminationPeriod}/${p.benefitPeriod}=${p.monthly}`)).toEqual([
      'EP3/M24=25',
      'EP3/M60=50',
      'EP3/A65=75',
      'EP3/Y10=100',
      'EP4/M24=12.5',
      'EP4/M60=25',
      'EP4/A65=37.5',
      'EP4/Y10=50',
    ]);
    expect(
      disabilityFigures(
        { firstName: 'A', zipCode: '10001', gender: 'M', age: 45, income: 500_000, occupation: 'accountant', tobacco: 'yes' },
        rates,
      ).monthlyBenefit,
    ).toBe(5_000);
  });

  it('plans: priced per person by band in the state of the zip; plans not sold there are left out', () => {
    const rates: PlanRates = {
      plans: [
        { name: 'Basic', features: ['Exams'], monthly: { '14': 10, '19': 20 }, unavailableIn: [] },
        { name: 'Premier', features: ['Ortho'], monthly: { '14': 30, '19': 40 }, unavailableIn: ['NY'] },
      ],
    };
    const household = { firstName: 'A', primaryAge: '19', spouse: { age: '19' }, dependents: [{ id: 'd', age: '14' }] };
    expect(planFigures({ ...household, zipCode: '60601' }, rates)).toEqual({
      state: 'IL',
      people: 3,
      plans: [
        { name: 'Basic', features: ['Exams'], monthly: 50 },
        { name: 'Premier', features: ['Ortho'], monthly: 110 },
      ],
    });
    expect(planFigures({ ...household, zipCode: '10001' }, rates).plans.map((p) => p.name)).toEqual(['Basic']);
  });

  it("formats dollars with '$', comma thousands and a minus for negatives", () => {
    expect([
      formatDollars(850_000, 'cents'),
      formatDollars(-1_234, 'cents'),
      formatDollars(12.5, 'cents'),
      formatDollars(0, 'cents'),
    ]).toEqual(['$850,000', '-$1,234', '$12.50', '$0']);
  });

  it('knows the state of a zip code', () => {
    expect([
      stateOfZip('10001'),
      stateOfZip('60601'),
      stateOfZip('29201'),
      stateOfZip('73101'),
      stateOfZip('94105'),
      stateOfZip('00901'),
      stateOfZip('abc'),
    ]).toEqual(['NY', 'IL', 'SC', 'OK', 'CA', undefined, undefined]);
  });
});
