/**
 * Field builders shared by the numbered migrations: each creates one field with the
 * contentful-migration DSL and sets its editor widget and help text in the same step, so a
 * migration reads as a list of fields.
 *
 * Applied migrations are replayed on every fresh space, so these helpers are append-only:
 * never change what an existing helper produces; add a new helper (or pass new options) instead.
 */
import type Migration from 'contentful-migration';
import type { ContentType, IContentTypeOptions, IValidation } from 'contentful-migration';

/** Built-in editor widgets used by the model (a subset of contentful-migration's `BuiltinEditor`). */
export type Widget =
  | 'singleLine'
  | 'urlEditor'
  | 'slugEditor'
  | 'multipleLine'
  | 'markdown'
  | 'dropdown'
  | 'radio'
  | 'checkbox'
  | 'tagEditor'
  | 'listInput'
  | 'boolean'
  | 'numberEditor'
  | 'datePicker'
  | 'objectEditor'
  | 'richTextEditor'
  | 'entryLinkEditor'
  | 'entryLinksEditor'
  | 'entryCardEditor'
  | 'assetLinkEditor';

export interface FieldOptions {
  /** Shown under the field in the entry editor. */
  helpText?: string;
  required?: boolean;
  validations?: IValidation[];
}

/**
 * An item limit of the requirements, enforced at publish as a `size` validation. Both the validation
 * message and the help text name the limit, so an editor learns it before and at publish time.
 */
export interface ItemLimit {
  max: number;
  /** The 422 `details` an editor sees when publishing one item too many, e.g. 'A card grid holds at most 18 cards.' */
  message: string;
}

/** The `size` validation of an item limit. */
export function sizeLimit(limit: ItemLimit): IValidation {
  return { size: { max: limit.max }, message: limit.message };
}

interface Control {
  fieldId: string;
  widget: Widget;
  settings: Record<string, string | boolean>;
}

/** Editor controls of the content types being defined by `createType`, set once their fields exist. */
const pendingControls = new WeakMap<ContentType, Control[]>();

/**
 * Creates content type `id`; `define` adds its fields with the builders below, then every
 * field's editor control (widget and help text) is set in one step. The grouping matters:
 * contentful-migration saves and publishes the content type again for every field created
 * after an editor-interface change, so interleaving would cost two requests per field.
 */
export function createType(migration: Migration, id: string, init: IContentTypeOptions, define: (ct: ContentType) => void): void {
  const ct = migration.createContentType(id, init);
  const controls: Control[] = [];
  pendingControls.set(ct, controls);
  define(ct);
  pendingControls.delete(ct);
  for (const c of controls) ct.changeFieldControl(c.fieldId, 'builtin', c.widget, c.settings);
}

/**
 * Queues the editor control of a field of a content type being defined by `createType`.
 * @throws Error when `ct` is not inside `createType`'s `define`.
 */
function control(ct: ContentType, fieldId: string, widget: Widget, settings: Record<string, string | boolean | undefined>): void {
  const controls = pendingControls.get(ct);
  if (!controls) throw new Error(`Field ${ct.id}.${fieldId}: define fields inside createType(…) so their editor controls are set.`);
  const defined = Object.fromEntries(
    Object.entries(settings).filter((entry): entry is [string, string | boolean] => entry[1] !== undefined),
  );
  controls.push({ fieldId, widget, settings: defined });
}

/** A short text (Symbol, at most 256 characters). `unique` refuses a second published entry with the same value. */
export function symbolField(
  ct: ContentType,
  id: string,
  name: string,
  options: FieldOptions & { widget?: 'singleLine' | 'urlEditor' | 'slugEditor'; unique?: boolean; defaultValue?: string } = {},
): void {
  const validations = [...(options.unique ? [{ unique: true as const }] : []), ...(options.validations ?? [])];
  const field = ct
    .createField(id)
    .name(name)
    .type('Symbol')
    .required(options.required ?? false)
    .validations(validations);
  if (options.defaultValue !== undefined) field.defaultValue({ 'en-US': options.defaultValue });
  control(ct, id, options.widget ?? 'singleLine', { helpText: options.helpText });
}

/** A long plain text (Text). */
export function textField(
  ct: ContentType,
  id: string,
  name: string,
  options: FieldOptions & { widget?: 'multipleLine' | 'markdown' } = {},
): void {
  ct.createField(id)
    .name(name)
    .type('Text')
    .required(options.required ?? false)
    .validations(options.validations ?? []);
  control(ct, id, options.widget ?? 'multipleLine', { helpText: options.helpText });
}

/** A closed list of values (Symbol with an `in` validation), edited with a dropdown or radio buttons. */
export function choiceField(
  ct: ContentType,
  id: string,
  name: string,
  values: readonly string[],
  options: Omit<FieldOptions, 'validations'> & { defaultValue?: string; widget?: 'dropdown' | 'radio'; message?: string } = {},
): void {
  const field = ct
    .createField(id)
    .name(name)
    .type('Symbol')
    .required(options.required ?? false)
    .validations([{ in: [...values], ...(options.message ? { message: options.message } : {}) }]);
  if (options.defaultValue !== undefined) field.defaultValue({ 'en-US': options.defaultValue });
  control(ct, id, options.widget ?? 'dropdown', { helpText: options.helpText });
}

/** A closed list of whole numbers (Integer with an `in` validation). */
export function integerChoiceField(
  ct: ContentType,
  id: string,
  name: string,
  values: readonly number[],
  options: Omit<FieldOptions, 'validations'> & { defaultValue?: number } = {},
): void {
  const field = ct
    .createField(id)
    .name(name)
    .type('Integer')
    .required(options.required ?? false)
    .validations([{ in: [...values] }]);
  if (options.defaultValue !== undefined) field.defaultValue({ 'en-US': options.defaultValue });
  control(ct, id, 'dropdown', { helpText: options.helpText });
}

/** Several values of a closed list (Array of Symbol, each item `in` the list), edited with checkboxes. */
export function multiChoiceField(
  ct: ContentType,
  id: string,
  name: string,
  values: readonly string[],
  options: FieldOptions & { itemMessage?: string } = {},
): void {
  ct.createField(id)
    .name(name)
    .type('Array')
    .items({ type: 'Symbol', validations: [{ in: [...values], ...(options.itemMessage ? { message: options.itemMessage } : {}) }] })
    .required(options.required ?? false)
    .validations(options.validations ?? []);
  control(ct, id, 'checkbox', { helpText: options.helpText });
}

/** A list of free short texts (Array of Symbol). */
export function listField(
  ct: ContentType,
  id: string,
  name: string,
  options: FieldOptions & { itemValidations?: IValidation[]; widget?: 'tagEditor' | 'listInput' } = {},
): void {
  ct.createField(id)
    .name(name)
    .type('Array')
    .items({ type: 'Symbol', validations: options.itemValidations ?? [] })
    .required(options.required ?? false)
    .validations(options.validations ?? []);
  control(ct, id, options.widget ?? 'listInput', { helpText: options.helpText });
}

/** A yes/no choice (Boolean) with radio buttons labelled `trueLabel` / `falseLabel`. */
export function booleanField(
  ct: ContentType,
  id: string,
  name: string,
  options: Omit<FieldOptions, 'validations'> & { defaultValue?: boolean; trueLabel?: string; falseLabel?: string } = {},
): void {
  const field = ct
    .createField(id)
    .name(name)
    .type('Boolean')
    .required(options.required ?? false);
  if (options.defaultValue !== undefined) field.defaultValue({ 'en-US': options.defaultValue });
  control(ct, id, 'boolean', { helpText: options.helpText, trueLabel: options.trueLabel ?? 'Yes', falseLabel: options.falseLabel ?? 'No' });
}

/** A whole number (Integer); `min`/`max` become a `range` validation with `message`. */
export function integerField(
  ct: ContentType,
  id: string,
  name: string,
  options: Omit<FieldOptions, 'validations'> & { min?: number; max?: number; message?: string; defaultValue?: number } = {},
): void {
  const range =
    options.min !== undefined || options.max !== undefined
      ? [{ range: { min: options.min, max: options.max }, ...(options.message ? { message: options.message } : {}) }]
      : [];
  const field = ct
    .createField(id)
    .name(name)
    .type('Integer')
    .required(options.required ?? false)
    .validations(range);
  if (options.defaultValue !== undefined) field.defaultValue({ 'en-US': options.defaultValue });
  control(ct, id, 'numberEditor', { helpText: options.helpText });
}

/** A date (ISO 8601); `withTime` adds the time and time zone inputs. */
export function dateField(ct: ContentType, id: string, name: string, options: FieldOptions & { withTime?: boolean } = {}): void {
  ct.createField(id)
    .name(name)
    .type('Date')
    .required(options.required ?? false)
    .validations(options.validations ?? []);
  control(ct, id, 'datePicker', { helpText: options.helpText, format: options.withTime ? 'timeZ' : 'dateonly' });
}

/** A JSON value (Object). Field apps of `cms-extensions/` replace the built-in JSON editor. */
export function jsonField(ct: ContentType, id: string, name: string, options: Omit<FieldOptions, 'validations'> = {}): void {
  ct.createField(id)
    .name(name)
    .type('Object')
    .required(options.required ?? false);
  control(ct, id, 'objectEditor', { helpText: options.helpText });
}

/** Rich text node types an editor may use in the model's rich text fields. */
const TEXT_NODES = [
  'heading-2',
  'heading-3',
  'heading-4',
  'heading-5',
  'heading-6',
  'ordered-list',
  'unordered-list',
  'hr',
  'blockquote',
  'hyperlink',
  'entry-hyperlink',
  'asset-hyperlink',
];

/**
 * A rich text field. `embed` lists the content types that may be embedded as blocks or inline
 * entries (none by default); `assets` allows embedded assets; `table` allows tables.
 */
export function richTextField(
  ct: ContentType,
  id: string,
  name: string,
  options: Omit<FieldOptions, 'validations'> & { embed?: readonly string[]; assets?: boolean; table?: boolean } = {},
): void {
  const embed = options.embed ?? [];
  const nodeTypes = [
    ...TEXT_NODES,
    ...(options.table ? ['table'] : []),
    ...(embed.length ? ['embedded-entry-block', 'embedded-entry-inline'] : []),
    ...(options.assets ? ['embedded-asset-block'] : []),
  ];
  const validations: IValidation[] = [
    {
      enabledMarks: ['bold', 'italic', 'underline', 'superscript', 'subscript'],
      message: 'Only bold, italic, underline, superscript and subscript are allowed.',
    },
    { enabledNodeTypes: nodeTypes, message: 'This rich text node type is not allowed here.' },
  ];
  if (embed.length) {
    const links = [{ linkContentType: [...embed], message: `Embed only entries of type ${embed.join(', ')}.` }];
    validations.push({ nodes: { 'embedded-entry-block': links, 'embedded-entry-inline': links } });
  }
  ct.createField(id)
    .name(name)
    .type('RichText')
    .required(options.required ?? false)
    .validations(validations);
  control(ct, id, 'richTextEditor', { helpText: options.helpText });
}

/** A link to one entry of the given content types. */
export function entryLinkField(
  ct: ContentType,
  id: string,
  name: string,
  types: readonly string[],
  options: Omit<FieldOptions, 'validations'> = {},
): void {
  ct.createField(id)
    .name(name)
    .type('Link')
    .linkType('Entry')
    .required(options.required ?? false)
    .validations([{ linkContentType: [...types] }]);
  control(ct, id, 'entryLinkEditor', { helpText: options.helpText });
}

/**
 * Links to entries of the given content types, at most `limit.max` of them (a `size`
 * validation whose message and the help text name the limit).
 */
export function entryLinksField(
  ct: ContentType,
  id: string,
  name: string,
  types: readonly string[],
  options: Omit<FieldOptions, 'validations'> & { limit?: ItemLimit } = {},
): void {
  ct.createField(id)
    .name(name)
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: [...types] }] })
    .required(options.required ?? false)
    .validations(options.limit ? [sizeLimit(options.limit)] : []);
  control(ct, id, 'entryLinksEditor', { helpText: options.helpText, bulkEditing: false });
}

/** A link to one asset; `images` restricts it to image files. */
export function assetLinkField(
  ct: ContentType,
  id: string,
  name: string,
  options: Omit<FieldOptions, 'validations'> & { images?: boolean } = {},
): void {
  ct.createField(id)
    .name(name)
    .type('Link')
    .linkType('Asset')
    .required(options.required ?? false)
    .validations(options.images ? [{ linkMimetypeGroup: ['image'], message: 'Choose an image file.' }] : []);
  control(ct, id, 'assetLinkEditor', { helpText: options.helpText });
}

/** The name editors see in entry lists; not rendered on the site. Used as the display field. */
export function internalNameField(ct: ContentType): void {
  symbolField(ct, 'internalName', 'Internal name', {
    required: true,
    helpText: 'Shown to editors in entry lists and references; never shown on the site.',
  });
}

/** Padding values of a block; 'Small (default)' is the requirements' default (docs/requirements.md#page-blocks). */
export const PADDING = ['None', 'Small (default)', 'Medium', 'Large'] as const;

/** The vertical padding around a block (docs/requirements.md#page-blocks "Default padding 'Small (default)'"). */
export function paddingField(ct: ContentType): void {
  choiceField(ct, 'padding', 'Padding', PADDING, {
    defaultValue: 'Small (default)',
    helpText: 'Space above and below the block. Small (default) unless the design asks otherwise.',
  });
}

/**
 * A closed list of values of which each published entry holds a different one (Symbol with `in`
 * and `unique`), edited with a dropdown: one entry per value, e.g. one compliance code per product form.
 */
export function uniqueChoiceField(
  ct: ContentType,
  id: string,
  name: string,
  values: readonly string[],
  options: Omit<FieldOptions, 'validations'> & { message?: string } = {},
): void {
  ct.createField(id)
    .name(name)
    .type('Symbol')
    .required(options.required ?? false)
    .validations([{ unique: true }, { in: [...values], ...(options.message ? { message: options.message } : {}) }]);
  control(ct, id, 'dropdown', { helpText: options.helpText });
}
