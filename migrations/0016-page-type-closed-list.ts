import type Migration from 'contentful-migration';

/**
 * The page types a static page may have (issue 41, item 2): the ones the demo content uses. Product
 * and tool pages need a compliance approval (docs/requirements.md#decision-compliance-approval,
 * `APPROVAL_PAGE_TYPES` in contracts/src/compliance.ts), so the field that decides it is a closed
 * list, not free text a typo ('products', 'Tools ') could slip past.
 */
const PAGE_TYPES = [
  'product',
  'tool',
  'campaign',
  'hub',
  'segment',
  'legal',
  'confirmation',
  'careers',
  'account',
  'service',
  'lead',
  'find',
  'home',
  'utility',
  'provider',
  'resource',
] as const;

/** `staticPage.type` becomes a closed list edited with a dropdown, with the approval rule in its help text. */
export default function migrate(migration: Migration): void {
  const page = migration.editContentType('staticPage');
  page.editField('type').validations([
    {
      in: [...PAGE_TYPES],
      message: 'Choose a page type from the list (product and tool pages need a compliance approval).',
    },
  ]);
  page.changeFieldControl('type', 'builtin', 'dropdown', {
    helpText:
      'Product and tool pages present products or compute figures for them: they need a compliance number and its expiration date before publishing, and visitors never see them without one.',
  });
}
