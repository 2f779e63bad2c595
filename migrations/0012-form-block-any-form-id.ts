import type Migration from 'contentful-migration';
import type { MigrationContext } from 'contentful-migration';

/**
 * A form block names its form by id (docs/requirements.md#form-selection, issue 34 item 3): a
 * bespoke form's id, or the form id of a form definition ("any other id loads the form definition
 * from the content service"). Until now `formId` only took the 7 bespoke ids and other forms were
 * linked as entries.
 *
 * - `formId` takes any id in the form definitions' own format (letters, digits, dashes,
 *   underscores) and is edited as a single line instead of a dropdown. Contentful cannot check at
 *   publish that another entry has the id; the site does (docs/requirements.md#decision-form-block-form-id).
 * - Existing content keeps working: a block that links a form definition and has no id gets the
 *   definition's form id (published blocks stay published, drafts stay drafts). The link stays,
 *   for editors who would rather pick the entry; the id wins when both are set.
 */
export default async function migrate(migration: Migration, context?: MigrationContext): Promise<void> {
  const formIds = context ? await formIdsBySysId(context) : new Map<string, string>();

  const block = migration.editContentType('formBlock');
  block.description('Places a form on a page by its id: a bespoke form, or the form id of a form definition.');
  block
    .editField('formId')
    .name('Form id')
    .validations([
      {
        regexp: { pattern: '^[A-Za-z0-9_-]+$' },
        message: 'Use a bespoke form id (e.g. gl-contact-us-hc) or the form id of a form definition: letters, digits, dashes, underscores.',
      },
    ]);
  block.changeFieldControl('formId', 'builtin', 'singleLine', {
    helpText:
      'A bespoke form: safe-guard-360-hc, global-citizens-hc, annuities-form-hc, dental-network-sf-hc, gl-contact-us-hc, schedule-meeting-hc or connect-with-FP-hc. Any other id loads the form definition with that form id.',
  });
  block.changeFieldControl('form', 'builtin', 'entryLinkEditor', {
    helpText: 'Or pick the form definition instead of typing its id; the form id wins when both are set.',
  });

  migration.transformEntries({
    contentType: 'formBlock',
    from: ['formId', 'form'],
    to: ['formId'],
    shouldPublish: 'preserve',
    transformEntryForLocale: (fields, locale) => {
      if (fields.formId?.[locale]) return undefined;
      const linked = (fields.form?.[locale] as { sys?: { id?: string } } | undefined)?.sys?.id;
      const formId = linked ? formIds.get(linked) : undefined;
      return formId ? { formId } : undefined;
    },
  });
}

/** Every form definition's form id (default locale) by sys id, read through the Management API. */
async function formIdsBySysId({ makeRequest }: MigrationContext): Promise<Map<string, string>> {
  const formIds = new Map<string, string>();
  const locales = (await makeRequest({ method: 'GET', url: '/locales' })) as { items: { code: string; default?: boolean }[] };
  const locale = locales.items.find((l) => l.default)?.code ?? 'en-US';
  for (let skip = 0; ; skip += 100) {
    const page = (await makeRequest({ method: 'GET', url: `/entries?content_type=form&limit=100&skip=${skip}` })) as {
      items: { sys: { id: string }; fields: { formId?: Record<string, string> } }[];
      total: number;
    };
    for (const entry of page.items) {
      const formId = entry.fields.formId?.[locale];
      if (formId) formIds.set(entry.sys.id, formId);
    }
    if (skip + page.items.length >= page.total || page.items.length === 0) return formIds;
  }
}
