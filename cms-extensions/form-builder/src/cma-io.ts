import type { FieldAppSDK } from '@contentful/app-sdk';
import { FORM_FIELD_COMPONENT, FORM_FIELD_VALIDATION_TYPE } from '@insurer/content-model/model';
import type { BuilderField, BuilderOption } from './model.js';
import { newKey } from './model.js';

type Cma = FieldAppSDK['cma'];
type Fields = Record<string, Record<string, unknown>>;

/** A link to an entry, as a Contentful reference field stores it. */
export interface EntryLink {
  sys: { type: 'Link'; linkType: 'Entry'; id: string };
}

/** A link to `id`. */
export function entryLink(id: string): EntryLink {
  return { sys: { type: 'Link', linkType: 'Entry', id } };
}

/** The linked entry ids of a links field value (anything else is no link). */
export function linkIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const id = (item as { sys?: { id?: unknown } } | null)?.sys?.id;
    return typeof id === 'string' ? [id] : [];
  });
}

function text(fields: Fields, id: string, locale: string): string {
  const value = fields[id]?.[locale];
  return typeof value === 'string' ? value : '';
}

function oneOf<T extends string>(list: readonly T[], value: string): T | undefined {
  return (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * Reads the form's `formField` entries (and their `listOption` entries) through the SDK's CMA, in
 * the order of the links. A link whose entry is missing is left out.
 */
export async function loadFields(cma: Cma, ids: readonly string[], locale: string): Promise<BuilderField[]> {
  const loaded = await Promise.all(
    ids.map(async (entryId): Promise<BuilderField | undefined> => {
      const entry = await cma.entry.get({ entryId }).catch(() => undefined);
      if (!entry) return undefined;
      const fields = entry.fields as Fields;
      const optionEntries = await Promise.all(
        linkIds(fields.listOptions?.[locale]).map((id) => cma.entry.get({ entryId: id }).catch(() => undefined)),
      );
      const options: BuilderOption[] = optionEntries.flatMap((option) =>
        option
          ? [
              {
                text: text(option.fields as Fields, 'text', locale),
                value: text(option.fields as Fields, 'value', locale),
                entryId: option.sys.id,
              },
            ]
          : [],
      );
      return {
        key: newKey(),
        entryId,
        fieldName: text(fields, 'fieldName', locale),
        component: oneOf(FORM_FIELD_COMPONENT, text(fields, 'component', locale)) ?? 'TextInput',
        type: text(fields, 'type', locale),
        formLabel: text(fields, 'formLabel', locale),
        placeholder: text(fields, 'placeholder', locale),
        defaultValue: text(fields, 'defaultValue', locale),
        autoComplete: text(fields, 'autoComplete', locale),
        required: fields.required?.[locale] === true,
        invalidMessage: text(fields, 'invalidMessage', locale),
        validationType: oneOf(FORM_FIELD_VALIDATION_TYPE, text(fields, 'validationType', locale)) ?? '',
        fieldDependencyName: text(fields, 'fieldDependencyName', locale),
        fieldDependencyValue: text(fields, 'fieldDependencyValue', locale),
        options,
      };
    }),
  );
  return loaded.filter((field): field is BuilderField => field !== undefined);
}

/** Creates or updates an entry with `values` (empty strings and undefined are left out), then publishes it. */
async function writeEntry(cma: Cma, contentTypeId: string, entryId: string | undefined, values: Record<string, unknown>, locale: string) {
  const fields: Fields = {};
  for (const [id, value] of Object.entries(values)) {
    if (value !== '' && value !== undefined) fields[id] = { [locale]: value };
  }
  const saved = entryId
    ? await cma.entry.update({ entryId }, { ...(await cma.entry.get({ entryId })), fields })
    : await cma.entry.create({ contentTypeId }, { fields });
  // The form's fields are published with it: the site reads published entries only.
  const published = await cma.entry.publish({ entryId: saved.sys.id }, saved);
  return published.sys.id;
}

/**
 * Writes every field (and its options) as published `formField` and `listOption` entries through
 * the SDK's CMA, and answers the links for the form's `formFields`, in order. The caller checks
 * `builderProblems` first; the entries of removed fields are left as they are (other forms may
 * link them).
 */
export async function saveFields(
  cma: Cma,
  fields: readonly BuilderField[],
  locale: string,
): Promise<{ links: EntryLink[]; fields: BuilderField[] }> {
  const saved: BuilderField[] = [];
  for (const field of fields) {
    const options: BuilderOption[] = [];
    for (const option of field.options) {
      const id = await writeEntry(cma, 'listOption', option.entryId, { text: option.text, value: option.value }, locale);
      options.push({ ...option, entryId: id });
    }
    const dependent = field.validationType === 'required_if';
    const entryId = await writeEntry(
      cma,
      'formField',
      field.entryId,
      {
        fieldName: field.fieldName,
        component: field.component,
        type: field.type,
        formLabel: field.formLabel,
        placeholder: field.placeholder,
        defaultValue: field.defaultValue,
        autoComplete: field.autoComplete,
        required: field.required,
        invalidMessage: field.invalidMessage,
        validationType: field.validationType,
        fieldDependencyName: dependent ? field.fieldDependencyName : '',
        fieldDependencyValue: dependent ? field.fieldDependencyValue : '',
        listOptions: options.length > 0 ? options.map((option) => entryLink(option.entryId ?? '')) : undefined,
      },
      locale,
    );
    saved.push({ ...field, entryId, options });
  }
  return { links: saved.map((field) => entryLink(field.entryId ?? '')), fields: saved };
}
