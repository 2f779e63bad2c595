import type Migration from 'contentful-migration';

/**
 * The site sanitises custom HTML (renderer/src/blocks/custom-html/sanitize.ts): scripts, event
 * handlers and unknown tags are removed. The editors' help text now says so.
 */
export default function migrate(migration: Migration): void {
  const html = migration.editContentType('customHtml');
  html.changeFieldControl('html', 'builtin', 'multipleLine', {
    helpText:
      'Sanitised before display: scripts, inline event handlers, styles and unknown tags are removed. Use for simple markup such as tables or embeds from the allow-list.',
  });
}
