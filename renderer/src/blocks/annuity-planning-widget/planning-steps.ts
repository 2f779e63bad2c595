/**
 * The annuity planning widget's steps and rules, as pure data and functions
 * (docs/requirements.md#annuity-widget): the steps of each variant, the options of each radio step,
 * which options an earlier answer disables (and why, for the tooltip), and what going back resets.
 */
import type { AnnuityPlanningWidgetVariant } from '@insurer/content-model/model';
import type { WidgetProtection, WidgetStrategy, WidgetTerm } from '@insurer/contracts/rila';

/** The widget's state (docs/requirements.md#annuity-widget); '' is "not chosen". */
export interface PlanningValues {
  initialInvestment: string;
  strategyTerm: WidgetTerm | '';
  creditingStrategy: WidgetStrategy | '';
  levelOfProtection: WidgetProtection | '';
  index: string;
}

export type ChoiceField = 'strategyTerm' | 'creditingStrategy' | 'levelOfProtection' | 'index';
export type StepField = 'initialInvestment' | ChoiceField;

/** The fields in step order: 5 steps (newer), 4 without the crediting strategy (older). */
export function stepsOf(variant: AnnuityPlanningWidgetVariant): StepField[] {
  return variant === '5-step'
    ? ['initialInvestment', 'strategyTerm', 'creditingStrategy', 'levelOfProtection', 'index']
    : ['initialInvestment', 'strategyTerm', 'levelOfProtection', 'index'];
}

/** Each radio step's question and options (value, label). */
export const CHOICE_STEPS: Record<ChoiceField, { question: string; options: { value: string; label: string }[] }> = {
  strategyTerm: {
    question: 'Choose a strategy term',
    options: [
      { value: 'short', label: '1-year' },
      { value: 'mid', label: '3-year' },
      { value: 'long', label: '6-year' },
    ],
  },
  creditingStrategy: {
    question: 'Choose a crediting strategy',
    options: [
      { value: 'capPar', label: 'Cap with Par' },
      { value: 'capParSpread', label: 'Cap w Par & Spread' },
      { value: 'triggerRate', label: 'Step-Up Trigger' },
    ],
  },
  levelOfProtection: {
    question: 'Choose your level of protection',
    options: [
      { value: 'risky', label: '-10% Buffer' },
      { value: 'moderate', label: '-20% Buffer' },
      { value: 'conservative', label: '-30% Buffer' },
    ],
  },
  index: {
    question: 'Choose an index',
    options: [
      { value: 'SPX', label: 'S&P 500' },
      { value: 'EFA', label: 'MSCI EAFE' },
      { value: 'NDX', label: 'Nasdaq-100' },
      { value: 'SMC', label: 'SG Smart Climate' },
    ],
  },
};

/** The value going back from a step resets its field to (docs/requirements.md#annuity-widget). */
export const BACK_RESETS: Partial<Record<ChoiceField, string>> = {
  creditingStrategy: 'capPar',
  levelOfProtection: 'risky',
  index: 'SPX',
};

/**
 * Why an option is disabled, given the earlier answers, or undefined when it is enabled
 * (docs/requirements.md#annuity-widget). Newer: a mid or long term disables the trigger-rate
 * strategy; a short or mid term disables conservative; a spread or trigger-rate strategy disables
 * EFA and SMC. Older: a long term disables conservative; a short term disables EFA.
 */
export function disabledReason(
  variant: AnnuityPlanningWidgetVariant,
  field: ChoiceField,
  value: string,
  values: PlanningValues,
): string | undefined {
  const term = values.strategyTerm;
  if (variant === '5-step') {
    if (field === 'creditingStrategy' && value === 'triggerRate' && (term === 'mid' || term === 'long')) {
      return 'Step-Up Trigger is available with a 1-year strategy term only.';
    }
    if (field === 'levelOfProtection' && value === 'conservative' && (term === 'short' || term === 'mid')) {
      return 'The -30% Buffer is available with a 6-year strategy term only.';
    }
    if (
      field === 'index' &&
      (value === 'EFA' || value === 'SMC') &&
      (values.creditingStrategy === 'capParSpread' || values.creditingStrategy === 'triggerRate')
    ) {
      return `${value === 'EFA' ? 'MSCI EAFE' : 'SG Smart Climate'} is available with the Cap with Par crediting strategy only.`;
    }
    return undefined;
  }
  if (field === 'levelOfProtection' && value === 'conservative' && term === 'long')
    return 'The -30% Buffer is not available with a 6-year strategy term.';
  if (field === 'index' && value === 'EFA' && term === 'short') return 'MSCI EAFE is not available with a 1-year strategy term.';
  return undefined;
}

/** The first values: no amount and no choices (each radio step asks for one: 'Choice is required.'). */
export const INITIAL_VALUES: PlanningValues = {
  initialInvestment: '',
  strategyTerm: '',
  creditingStrategy: '',
  levelOfProtection: '',
  index: '',
};

/** Values after going back from the step of `field`: that field is reset to its default, if it has one. */
export function backFrom(field: StepField, values: PlanningValues): PlanningValues {
  if (field === 'initialInvestment' || field === 'strategyTerm') return values;
  const reset = BACK_RESETS[field];
  return reset === undefined ? values : ({ ...values, [field]: reset } as PlanningValues);
}

/** The message of a radio step without a choice, or whose choice is now disabled. */
export const CHOICE_REQUIRED = 'Choice is required.';

/**
 * The error of leaving a step, or undefined: step 1 needs a whole amount (digits only, after
 * stripping commas and dollar signs) within `min`..`max`, else the editor's message; a radio step
 * needs an enabled choice, else 'Choice is required.'.
 */
export function stepError(
  variant: AnnuityPlanningWidgetVariant,
  field: StepField,
  values: PlanningValues,
  range: { min: number; max: number; invalidAmountMessage: string },
): string | undefined {
  if (field === 'initialInvestment') {
    const text = values.initialInvestment.replace(/[,$]/g, '').trim();
    if (!/^\d{1,9}$/.test(text)) return range.invalidAmountMessage;
    const amount = Number(text);
    return amount >= range.min && amount <= range.max ? undefined : range.invalidAmountMessage;
  }
  const value = values[field];
  if (!value || disabledReason(variant, field, value, values)) return CHOICE_REQUIRED;
  return undefined;
}
