/**
 * Every message of the quote forms, in one module (docs/requirements.md#quote-forms,
 * docs/requirements.md#decision-unstated-messages). Quoted ones are the specification's words;
 * the others are this product's, in the same style.
 */

/** Labels of the age-range selects, which the required message repeats. */
export const AGE_RANGE_LABELS = {
  primary: 'Your age range',
  spouse: "Your spouse's age range",
  dependent: "Your dependent's age range",
} as const;

/** '{label} is required' (docs/requirements.md#quote-forms, docs/requirements.md#error-catalogue), e.g. 'Your age range is required'. */
export function requiredMessage(label: string): string {
  return `${label} is required`;
}

export const QUOTE_MESSAGES = {
  firstNameRequired: requiredMessage('First name'),
  firstNameLetters: 'First name should be only letters.',
  zipRequired: 'Enter your zip code',
  zipInvalid: 'Enter a valid 5-digit zip code',
  genderRequired: 'Select M or F',
  tobaccoRequired: requiredMessage('Tobacco use'),
  occupationRequired: requiredMessage('Occupation'),
  accidentSpouseUnder65: 'Spouse/Partner age must be under 65 to qualify',
  accidentScNoPlans: 'There are no accident plans in South Carolina for a 19 to 64 year old with a spouse or partner 65 or older.',
  oklahomaBand: 'The 16-17 age range is available only with an Oklahoma zip code.',
  disabilityAge: 'Age must be between 18 and 55',
  disabilityIncome: 'Annual income must be at least $40,000',
  lifeAge: 'Age must be between 18 and 75',
  lifeIncome: 'Income must be between $10,000 and $5,000,000',
  retirementAge: 'Age must be between 60 and 100',
  qualifiedSavings: 'Savings must be between $0 and $10,000,000',
  annualContributions: 'Contributions must be between $0 and $1,000,000',
  annualRetirementIncome: 'Annual spending must be between $1 and $1,000,000',
} as const;

/** 'Age must be between 1 and your retirement age ({n})' (docs/requirements.md#quote-forms). */
export function currentAgeMessage(retirementAge: number): string {
  return `Age must be between 1 and your retirement age (${retirementAge})`;
}

/** What a results page says when `info` is missing, tampered with or too long (docs/requirements.md#quote-destinations). */
export const INFO_MESSAGES = {
  missing: 'Fill in the form below to see your quote.',
  invalid: "We couldn't read your quote details. Please fill in the form again.",
} as const;
