import type Migration from 'contentful-migration';
import { BLOCK_TYPES } from './0006-pages-and-articles.js';
import { createType, internalNameField, paddingField, symbolField, textField } from './lib/fields.js';

/**
 * Every block a page may hold: 0006's list plus the retirement calculator. (A migration replaces a
 * field's whole link list; a later migration adding a block extends this one.)
 */
export const PAGE_BLOCK_TYPES = [...BLOCK_TYPES, 'retirementCalculator'] as const;

/** The seven readiness levels' recommendation fields, worst first (docs/requirements.md#retirement-calculator). */
const RECOMMENDATIONS = [
  ['recommendationOops', "Recommendation: 'Oops!'"],
  ['recommendationUhOh', "Recommendation: 'Uh oh!'"],
  ['recommendationNeedsAttention', "Recommendation: 'Needs attention'"],
  ['recommendationFair', "Recommendation: 'Fair'"],
  ['recommendationGood', "Recommendation: 'Good'"],
  ['recommendationOnTarget', "Recommendation: 'On target'"],
  ['recommendationAheadOfSchedule', "Recommendation: 'Ahead of schedule'"],
] as const;

/**
 * The retirement calculator (docs/requirements.md#retirement-calculator) as a page block whose
 * seven readiness recommendations editors maintain, and the site settings holding the brand name
 * the share flow's labels, titles and e-mail subjects use (docs/requirements.md#decision-brand-name).
 */
export default function migrate(migration: Migration): void {
  createType(
    migration,
    'siteSettings',
    {
      name: 'Site settings',
      displayField: 'internalName',
      description: 'Values the whole site uses, such as the brand name. Keep one published entry.',
    },
    (settings) => {
      internalNameField(settings);
      symbolField(settings, 'brandName', 'Brand name', {
        required: true,
        validations: [{ size: { max: 60 }, message: 'The brand name is at most 60 characters.' }],
        helpText:
          'The insurer’s name in the tools and e-mails, e.g. “Connect me to a {brand} Financial Professional”. At most 60 characters.',
      });
    },
  );

  createType(
    migration,
    'retirementCalculator',
    {
      name: 'Retirement calculator',
      displayField: 'internalName',
      description: 'The retirement readiness calculator, its chart, and the share / talk-to-a-professional form.',
    },
    (calculator) => {
      internalNameField(calculator);
      symbolField(calculator, 'heading', 'Heading', { helpText: 'e.g. Are you on track for retirement?' });
      textField(calculator, 'introduction', 'Introduction', { helpText: 'One or two sentences above the calculator.' });
      for (const [id, name] of RECOMMENDATIONS) {
        textField(calculator, id, name, {
          required: true,
          validations: [{ size: { max: 600 }, message: 'A recommendation is at most 600 characters.' }],
          helpText: 'Shown with the result when the visitor reaches this level. At most 600 characters.',
        });
      }
      textField(calculator, 'disclaimer', 'Disclaimer', { helpText: 'Shown under the results, e.g. that they are hypothetical.' });
      paddingField(calculator);
    },
  );

  const page = migration.editContentType('staticPage');
  page.editField('contentBlocks').items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: [...PAGE_BLOCK_TYPES] }] });
}
