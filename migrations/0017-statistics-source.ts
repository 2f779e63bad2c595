import type Migration from 'contentful-migration';

/**
 * The blocks that can show statistics (issue 41, item 6; FINRA Rule 2210(b)(4)(A) keeps "the
 * source of any statistical table, chart, graph or other illustration"): the chart block, and the
 * rich text and custom HTML blocks, which can hold a table. Each gets an optional `source`, shown
 * under the block as "Source: …" and kept in the compliance record. It is required on a regulated
 * page (a product or tool page) for a chart, and for a rich text or custom HTML block that holds a
 * table: `complianceProblems` in contracts/src/compliance.ts (docs/requirements.md#decision-statistics-sources),
 * which the workbench checks before publishing and the site before serving.
 */
const BLOCKS = [
  { id: 'customChart', help: 'Where the figures come from, e.g. “Lanternfield Mutual annual statements, 2021–2025”.' },
  {
    id: 'richTextBlock',
    help: 'Where the figures of a table in the body come from, e.g. “Social Security Administration, 2026”.',
  },
  {
    id: 'customHtml',
    help: 'Where the figures of a table in the HTML come from, e.g. “Internal Revenue Service, Publication 590-B (2025)”.',
  },
] as const;

/** Adds `source` (Symbol, at most 250 characters) with its help text to each block of `BLOCKS`. */
export default function migrate(migration: Migration): void {
  for (const block of BLOCKS) {
    const type = migration.editContentType(block.id);
    type
      .createField('source')
      .name('Source')
      .type('Symbol')
      .validations([{ size: { max: 250 }, message: 'A source is at most 250 characters.' }]);
    type.changeFieldControl('source', 'builtin', 'singleLine', {
      helpText: `${block.help} Shown under the block as “Source: …”. Required on product and tool pages for a chart and for a table. At most 250 characters.`,
    });
  }
}
