import { describe, expect, it } from 'vitest';
import {
  calculateRetirement,
  futureValue,
  levelOf,
  presentValueGrowingAnnuityDue,
  projectBalances,
  type RetirementInput,
} from './retirement-math.js';

/** A short worked example, checkable by hand (see each step). */
const small: RetirementInput = {
  currentAge: 65,
  retirementAge: 67,
  lifeExpectancy: 69,
  qualifiedSavings: 10_000,
  nonQualifiedSavings: 0,
  annualQualifiedContributions: 1_000,
  annualNonQualifiedContributions: 0,
  annualRetirementIncome: 10_000,
  inflationRate: 0,
  taxBracket: 0.2,
  preRetirementReturn: 0.05,
  postRetirementReturn: 0.1,
};

/** The §9 assumptions (docs/requirements.md#retirement-calculator). */
const assumptions: RetirementInput = {
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
};

describe('futureValue', () => {
  it('given a balance and year-end contributions, when grown, then each year earns on the last balance and adds the contribution', () => {
    // 10,000 × 1.05 = 10,500 + 1,000 = 11,500; × 1.05 = 12,075 + 1,000 = 13,075
    expect(futureValue(10_000, 1_000, 0.05, 2)).toBeCloseTo(13_075, 6);
  });
  it('given no return, then contributions simply add up', () => {
    expect(futureValue(100_000, 10_000, 0, 5)).toBe(150_000);
  });
  it('given no years, then the balance is unchanged', () => {
    expect(futureValue(5_000, 1_000, 0.07, 0)).toBe(5_000);
  });
});

describe('presentValueGrowingAnnuityDue', () => {
  it('given payments at each year start, then the first is undiscounted and the next discounted once', () => {
    // 1,000 + 1,000 / 1.1 = 1,909.0909…
    expect(presentValueGrowingAnnuityDue(1_000, 0, 0.1, 2)).toBeCloseTo(1_909.0909, 3);
  });
  it('given growth equal to the return, then it is the payment times the years', () => {
    expect(presentValueGrowingAnnuityDue(40_000, 0.05, 0.05, 20)).toBeCloseTo(800_000, 6);
  });
  it('given growing payments, then each is grown and discounted', () => {
    // 1,000 + 1,020/1.05 + 1,040.40/1.1025 = 1,000 + 971.4286 + 943.6735
    expect(presentValueGrowingAnnuityDue(1_000, 0.02, 0.05, 3)).toBeCloseTo(2_915.102, 2);
  });
});

describe('calculateRetirement', () => {
  it('given the small worked example, then goal, savings, shortfall, progress and level follow by hand', () => {
    // qualified at 67: 13,075 (above), after the 20% bracket 10,460; goal: 10,000 at 67 and 10,000/1.1 at 68 = 19,090.91
    const result = calculateRetirement(small);
    expect(result).toEqual({
      goal: 19_091,
      savings: 10_460,
      shortfall: 8_631,
      progress: expect.closeTo(0.5479, 4),
      result: 'Needs attention',
    });
  });

  it('given no returns, inflation or tax, then savings add up and the goal is the spending times the years', () => {
    const result = calculateRetirement({
      ...small,
      currentAge: 60,
      retirementAge: 65,
      lifeExpectancy: 85,
      qualifiedSavings: 100_000,
      nonQualifiedSavings: 20_000,
      annualQualifiedContributions: 10_000,
      annualNonQualifiedContributions: 5_000,
      annualRetirementIncome: 40_000,
      taxBracket: 0,
      preRetirementReturn: 0,
      postRetirementReturn: 0,
    });
    // 100,000 + 5 × 10,000 + 20,000 + 5 × 5,000 = 195,000; 40,000 × 20 years = 800,000
    expect(result).toEqual({ goal: 800_000, savings: 195_000, shortfall: 605_000, progress: 0.24375, result: 'Uh oh!' });
  });

  it('given the §9 assumptions, then the 18-year-old saving $250 a year reaches about 18% of the goal', () => {
    // 49 years at 7%: qualified 10,000 × 1.07^49 + 250 × (1.07^49 − 1)/0.07 = 370,049.05, after 22% tax 288,638.26;
    // non-qualified 2,000 × 1.07^49 = 55,059.86; savings 343,698.12.
    // First year's income 50,000 × 1.02^49 = 131,940.59, for 18 years growing 2% and discounted 5%: 1,877,342.60.
    const result = calculateRetirement(assumptions);
    expect(result.savings).toBe(343_698);
    expect(result.goal).toBe(1_877_343);
    expect(result.shortfall).toBe(1_533_644);
    expect(result.progress).toBeCloseTo(0.18308, 5);
    expect(result.result).toBe('Uh oh!');
  });

  it('given savings above the goal, then there is no shortfall and the visitor is ahead of schedule', () => {
    const result = calculateRetirement({
      ...assumptions,
      currentAge: 45,
      qualifiedSavings: 300_000,
      annualQualifiedContributions: 20_000,
      nonQualifiedSavings: 50_000,
      annualNonQualifiedContributions: 5_000,
      annualRetirementIncome: 60_000,
    });
    expect(result.shortfall).toBe(0);
    expect(result.savings).toBe(2_267_752);
    expect(result.goal).toBe(1_319_837);
    expect(result.result).toBe('Ahead of schedule');
  });

  it('given a visitor already at retirement age, then savings are today’s after-tax balance', () => {
    const result = calculateRetirement({ ...small, currentAge: 67 });
    expect(result.savings).toBe(8_000);
  });
});

describe('levelOf', () => {
  it('given each band, then the seven labels in order', () => {
    expect([0, 0.149, 0.15, 0.35, 0.55, 0.75, 0.95, 1.149, 1.15, 3].map(levelOf)).toEqual([
      'Oops!',
      'Oops!',
      'Uh oh!',
      'Needs attention',
      'Fair',
      'Good',
      'On target',
      'On target',
      'Ahead of schedule',
      'Ahead of schedule',
    ]);
  });
});

describe('projectBalances', () => {
  it('given the small example, then the balance grows to retirement and is drawn down until the life expectancy', () => {
    // 65: 10,000 × 0.8; 66: 11,500 × 0.8; 67: 13,075 × 0.8; 68: (10,460 − 10,000) × 1.1 = 506; 69: runs out
    expect(projectBalances(small)).toEqual([
      { age: 65, balance: 8_000 },
      { age: 66, balance: 9_200 },
      { age: 67, balance: 10_460 },
      { age: 68, balance: 506 },
      { age: 69, balance: 0 },
    ]);
  });
});
