import type Migration from 'contentful-migration';
import { createType, choiceField, internalNameField, jsonField, textField } from './lib/fields.js';

/** Products whose results pages price from editors' rates (docs/requirements.md#quote-destinations). */
const RATED_PRODUCTS = ['Life', 'Disability', 'Dental', 'Vision', 'Accident'] as const;

/**
 * The quote drawer and the quote results pages (docs/requirements.md#quote-widget,
 * docs/requirements.md#quote-destinations, docs/requirements.md#decision-quote-results):
 * - `navigation.quoteWidget`: the site's quote widget, opened in a drawer by the header's 'Get a
 *   quote' and by the #get-a-quote hash on every page using that navigation;
 * - `quoteRates`: the illustrative rates or plans of one product, maintained by editors;
 * - `quoteWidget.view` and `quoteWidget.rates`: a widget in the 'Results' view shows the results
 *   of its single tab for the `info` in the address (its form when `info` is missing or invalid).
 */
export default function migrate(migration: Migration): void {
  createType(
    migration,
    'quoteRates',
    {
      name: 'Quote rates',
      displayField: 'internalName',
      description: 'Illustrative rates or plans of one product, for its quote results page.',
    },
    (rates) => {
      internalNameField(rates);
      choiceField(rates, 'product', 'Product', RATED_PRODUCTS, { required: true });
      jsonField(rates, 'rates', 'Rates', {
        required: true,
        helpText:
          'Life: {"coverageMultiple": 10, "periods": [10, 20, 30], "ratePerThousand": {"10": [[18, 0.08]…]}, "tobaccoMultiplier": 2.5}. Disability: {"benefitShare": 0.6, "maxMonthlyBenefit": 15000, "ratePer100": {"EP3": {"M24": 1.9…}}}. Dental, Vision, Accident: {"plans": [{"name", "features": [], "monthly": {"14": 20, "19": 32…}}]}. See docs/requirements.md#decision-quote-results.',
      });
      textField(rates, 'disclaimer', 'Disclaimer', {
        required: true,
        helpText: 'Shown under the figures; must say they are illustrative, not an offer.',
      });
    },
  );

  const quote = migration.editContentType('quoteWidget');
  quote
    .createField('view')
    .name('View')
    .type('Symbol')
    .required(false)
    .validations([{ in: ['Form', 'Results'] }])
    .defaultValue({ 'en-US': 'Form' });
  quote
    .createField('rates')
    .name('Rates')
    .type('Link')
    .linkType('Entry')
    .required(false)
    .validations([{ linkContentType: ['quoteRates'] }]);
  quote.changeFieldControl('view', 'builtin', 'radio', {
    helpText: "Form: the tabs and forms. Results: on a results page, the single tab's quote for the address's info, priced from Rates.",
  });
  quote.changeFieldControl('rates', 'builtin', 'entryLinkEditor', { helpText: 'The rates of the Results view (one tab only).' });

  const navigation = migration.editContentType('navigation');
  navigation
    .createField('quoteWidget')
    .name('Quote drawer widget')
    .type('Link')
    .linkType('Entry')
    .required(false)
    .validations([{ linkContentType: ['quoteWidget'] }]);
  navigation.changeFieldControl('quoteWidget', 'builtin', 'entryLinkEditor', {
    helpText: "The quote widget the header's 'Get a quote' and the #get-a-quote hash open in a drawer, on every page with this navigation.",
  });
}
