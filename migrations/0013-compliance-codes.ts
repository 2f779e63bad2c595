import type Migration from 'contentful-migration';
import { createType, dateField, symbolField, uniqueChoiceField } from './lib/fields.js';
import { COMPLIANCE_CODE_FORMS } from './lib/taxonomy.js';

/**
 * The product forms' compliance codes as content (docs/requirements.md#decision-compliance-codes):
 * one `complianceCode` entry per product form, with the code compliance gave it and the date it
 * expires; the tools' and quote leads and the results e-mails carry the code in force. And the
 * support phone the e-mails show, in the site settings (docs/requirements.md#contact-e-mails).
 */
export default function migrate(migration: Migration): void {
  createType(
    migration,
    'complianceCode',
    {
      name: 'Compliance code',
      displayField: 'code',
      description: 'The approval code compliance gave a product form, and when it expires. One entry per product form.',
    },
    (code) => {
      uniqueChoiceField(code, 'formId', 'Product form', COMPLIANCE_CODE_FORMS, {
        required: true,
        message: 'Choose one of the product forms.',
        helpText: 'The form whose leads and e-mails carry this code. Each product form has one entry.',
      });
      symbolField(code, 'code', 'Compliance code', {
        required: true,
        validations: [{ size: { max: 60 }, message: 'A compliance code is at most 60 characters.' }],
        helpText: 'As compliance issued it, e.g. LFM-RILA-2026-0042. At most 60 characters.',
      });
      dateField(code, 'expirationDate', 'Expiration date', {
        required: true,
        helpText: 'The code holds through this day. The workbench refuses to publish an expired code; the site logs it when used.',
      });
    },
  );

  const settings = migration.editContentType('siteSettings');
  settings
    .createField('supportPhone')
    .name('Support phone')
    .type('Symbol')
    .validations([
      { regexp: { pattern: '^[0-9()+. -]{7,20}$' }, message: 'Enter a phone number of digits, spaces, dashes, dots or parentheses.' },
    ]);
  settings.changeFieldControl('supportPhone', 'builtin', 'singleLine', {
    helpText: 'The toll-free number the e-mails show, e.g. 1-800-555-0142.',
  });
}
