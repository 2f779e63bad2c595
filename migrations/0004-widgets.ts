import type Migration from 'contentful-migration';
import {
  createType,
  choiceField,
  integerField,
  internalNameField,
  jsonField,
  multiChoiceField,
  paddingField,
  richTextField,
  symbolField,
} from './lib/fields.js';

/** Widget types of the widget block (docs/requirements.md#widget-block). */
const WIDGET_TYPES = [
  'Find a Financial Representative',
  'Find a Sales Office',
  'Financial Representative Careers',
  'Direct Dental',
  'Direct Vision',
] as const;

/** Quote widget tabs, in their display order (docs/requirements.md#quote-widget). */
const QUOTE_TABS = ['Life', 'Disability', 'Dental', 'Vision', 'Accident', 'Retirement'] as const;

/** Annuity planning widget variants (docs/requirements.md#annuity-widget). */
const ANNUITY_VARIANTS = ['5-step', '4-step'] as const;

/**
 * The interactive tools an editor configures: the widget block (docs/requirements.md#widget-block), the quote widget
 * (docs/requirements.md#quote-widget, defaults edited by the quote-widget field app), the RILA tool (docs/requirements.md#rila-tool,
 * configuration edited by the rila-config field app) and the annuity planning widget
 * (docs/requirements.md#annuity-widget, newer 5-step or older 4-step variant).
 */
export default function migrate(migration: Migration): void {
  createType(
    migration,
    'widgetBlock',
    {
      name: 'Widget block',
      displayField: 'internalName',
      description: 'A coded widget: representative or sales-office finder, careers, direct dental or vision.',
    },
    (widget) => {
      internalNameField(widget);
      choiceField(widget, 'widgetType', 'Widget type', WIDGET_TYPES, { required: true });
      symbolField(widget, 'heading', 'Heading');
      richTextField(widget, 'description', 'Description');
      paddingField(widget);
    },
  );

  createType(
    migration,
    'quoteWidget',
    {
      name: 'Quote widget',
      displayField: 'internalName',
      description: 'Multi-product quote forms in tabs; each tab sends the visitor to its results page.',
    },
    (quote) => {
      internalNameField(quote);
      symbolField(quote, 'heading', 'Heading', { helpText: 'e.g. Get a quote.' });
      multiChoiceField(quote, 'tabs', 'Tabs', QUOTE_TABS, {
        required: true,
        validations: [{ size: { min: 1, max: 6 }, message: 'A quote widget shows 1 to 6 tabs.' }],
        helpText: 'Tabs shown, always in the order Life, Disability, Dental, Vision, Accident, Retirement; one tab hides the tab bar.',
      });
      choiceField(quote, 'defaultTab', 'Default tab', QUOTE_TABS, {
        helpText: 'Open first; must be one of the tabs shown. The first tab otherwise.',
      });
      jsonField(quote, 'flags', 'Flags', {
        helpText:
          'Feature flags for the forms, e.g. {"dentalRefreshAgeRanges": true, "okAgebandExpansion": false}. Edited by the quote-widget app.',
      });
      paddingField(quote);
    },
  );

  createType(
    migration,
    'rilaWidget',
    {
      name: 'RILA widget',
      displayField: 'internalName',
      description: 'The market-performance (RILA) tool: inputs, hypothetical outcomes, share and connect flows.',
    },
    (rila) => {
      internalNameField(rila);
      symbolField(rila, 'heading', 'Heading');
      jsonField(rila, 'config', 'Configuration', {
        required: true,
        helpText: 'Rates, limits and outcome scenarios. Edited by the rila-config app.',
      });
      richTextField(rila, 'disclaimer', 'Disclaimer');
      paddingField(rila);
    },
  );

  createType(
    migration,
    'annuityPlanningWidget',
    {
      name: 'Annuity planning widget',
      displayField: 'internalName',
      description: 'The step-by-step annuity planning widget that hands its choices to the RILA tool.',
    },
    (annuity) => {
      internalNameField(annuity);
      symbolField(annuity, 'heading', 'Heading');
      choiceField(annuity, 'variant', 'Variant', ANNUITY_VARIANTS, {
        required: true,
        defaultValue: '5-step',
        widget: 'radio',
        helpText:
          '5-step (newer): amount, term, crediting strategy, protection, index. 4-step (older): no crediting strategy; opens the results page.',
      });
      integerField(annuity, 'minInvestment', 'Minimum investment', { min: 0, helpText: 'In US dollars.' });
      integerField(annuity, 'maxInvestment', 'Maximum investment', { min: 0, helpText: 'In US dollars.' });
      symbolField(annuity, 'invalidAmountMessage', 'Invalid amount message', {
        helpText: 'Shown when the amount is outside the range; the helper text reads “Enter an amount between {min} to {max}”.',
      });
      paddingField(annuity);
    },
  );
}
