import type Migration from 'contentful-migration';
import type { IValidation, MigrationContext } from 'contentful-migration';

/**
 * Link limits on every rich text field (docs/requirements.md#decision-rich-text-link-limits):
 * a `size` per link node type in the field's `nodes` validation, so Contentful's GraphQL Content
 * API prices a field's `links` at the sum of its limits instead of 1000 ("Query complexity
 * limits", Rich Text), and an editor learns the limit at publish. A node type the field's
 * `enabledNodeTypes` leaves out gets a limit of 0: Contentful sums the limits whatever the
 * enabled node types, so an unlimited disabled kind would still cost 1000.
 *
 * The field's other validations (`enabledMarks`, `enabledNodeTypes`, the `linkContentType` of its
 * embeds) are read from the space and kept as they are.
 */

/** Long-form texts: an article's content and the rich text block's body. */
const LONG_FORM = new Set(['article.content', 'richTextBlock.body']);

/** The link node types, each with its limit in long-form and in other texts and what it counts. */
const LINK_NODES: { nodeType: string; longForm: number; other: number; counts: string }[] = [
  { nodeType: 'entry-hyperlink', longForm: 25, other: 10, counts: 'links to pages or other entries' },
  { nodeType: 'embedded-entry-block', longForm: 15, other: 5, counts: 'embedded entries' },
  { nodeType: 'embedded-entry-inline', longForm: 10, other: 5, counts: 'inline entries' },
  { nodeType: 'embedded-asset-block', longForm: 10, other: 5, counts: 'embedded images or files' },
  { nodeType: 'asset-hyperlink', longForm: 10, other: 5, counts: 'links to files' },
];

/** The publish message of a limit, naming it ('At most 10 links to files.'; 'No inline entries here.' for 0). */
const limitMessage = (max: number, counts: string): string => (max === 0 ? `No ${counts} here.` : `At most ${max} ${counts}.`);

type Rule = { size?: { min?: number; max?: number }; message?: string | null; [key: string]: unknown };
type FieldValidation = { enabledNodeTypes?: string[]; nodes?: Record<string, Rule[]>; [key: string]: unknown };
interface ContentTypeRecord {
  sys: { id: string };
  fields: { id: string; type: string; validations?: FieldValidation[] }[];
}

/**
 * The validations of rich text field `key` (`contentType.field`) with a `size` rule on every link
 * node type: earlier `size` rules of those node types replaced, other rules kept.
 */
function withLinkLimits(key: string, validations: readonly FieldValidation[]): FieldValidation[] {
  const enabled = validations.find((v) => Array.isArray(v.enabledNodeTypes))?.enabledNodeTypes;
  const existing = validations.find((v) => v.nodes)?.nodes ?? {};
  const nodes: Record<string, Rule[]> = { ...existing };
  for (const link of LINK_NODES) {
    const max = enabled && !enabled.includes(link.nodeType) ? 0 : LONG_FORM.has(key) ? link.longForm : link.other;
    const kept = (existing[link.nodeType] ?? []).filter((rule) => !rule.size);
    nodes[link.nodeType] = [...kept, { size: { max }, message: limitMessage(max, link.counts) }];
  }
  return [...validations.filter((v) => !v.nodes), { nodes }];
}

export default async function migrate(migration: Migration, context?: MigrationContext): Promise<void> {
  if (!context) throw new Error('0014-rich-text-link-limits reads the content types: run it with contentful-migration (npm run migrate).');
  const { items } = (await context.makeRequest({ method: 'GET', url: '/content_types?limit=1000' })) as { items: ContentTypeRecord[] };
  for (const ct of [...items].sort((a, b) => a.sys.id.localeCompare(b.sys.id))) {
    const richText = ct.fields.filter((f) => f.type === 'RichText');
    if (!richText.length) continue;
    const edit = migration.editContentType(ct.sys.id);
    for (const field of richText) {
      edit.editField(field.id).validations(withLinkLimits(`${ct.sys.id}.${field.id}`, field.validations ?? []) as IValidation[]);
    }
  }
}
