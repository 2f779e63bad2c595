import type { FieldAppSDK } from '@contentful/app-sdk';
import { Select, Text } from '@contentful/f36-components';
import { BESPOKE_FORM_IDS, BESPOKE_FORM_NAMES } from '@insurer/contracts/forms';
import type { EntryProps } from 'contentful-management';
import { useEffect, useState } from 'react';

/** One form an editor can put in a form block: its form id and its name. */
export interface FormChoice {
  formId: string;
  name: string;
}

/** The bespoke forms (docs/requirements.md#form-selection), by name. */
export const BESPOKE_FORM_CHOICES: readonly FormChoice[] = BESPOKE_FORM_IDS.map((formId) => ({ formId, name: BESPOKE_FORM_NAMES[formId] }))
  .slice()
  .sort((a, b) => a.name.localeCompare(b.name));

/**
 * The form definitions of the space (content type `form`, migrations/0003-forms.ts), by name: a
 * definition's heading, else its form id; definitions without a form id are left out.
 */
export function formDefinitionChoices(definitions: readonly EntryProps[], locale: string): FormChoice[] {
  const read = (entry: EntryProps, id: string) => {
    const value = (entry.fields[id] as Record<string, unknown> | undefined)?.[locale];
    return typeof value === 'string' ? value.trim() : '';
  };
  return definitions
    .map((entry) => ({ formId: read(entry, 'formId'), name: read(entry, 'heading') || read(entry, 'formId') }))
    .filter((choice) => choice.formId)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The form block's `formId` field as a picker (issue 42: the editor typed `gl-contact-us-hc`):
 * the bespoke forms and the space's form definitions, listed by name with their id, in two
 * groups; choosing one stores its form id, exactly what the site reads
 * (docs/requirements.md#decision-form-block-form-id). An id stored before that names no form is
 * kept and shown as "not found" until another is chosen.
 */
export function FormIdPicker({ sdk }: { sdk: FieldAppSDK }) {
  const [value, setValue] = useState(() => (typeof sdk.field.getValue() === 'string' ? (sdk.field.getValue() as string) : ''));
  const [definitions, setDefinitions] = useState<FormChoice[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(
    () =>
      sdk.field.onValueChanged((next: unknown) => {
        setValue(typeof next === 'string' ? next : '');
      }),
    [sdk],
  );
  useEffect(() => {
    let current = true;
    sdk.cma.entry.getMany({ query: { content_type: 'form', limit: 1000, 'sys.archivedVersion[exists]': 'false' } }).then(
      (answer) => current && setDefinitions(formDefinitionChoices(answer.items, sdk.field.locale)),
      (e: unknown) => current && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      current = false;
    };
  }, [sdk]);
  const known = [...BESPOKE_FORM_CHOICES, ...(definitions ?? [])].some((choice) => choice.formId === value);
  return (
    <>
      <Select
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          void (next ? sdk.field.setValue(next) : sdk.field.removeValue());
        }}
      >
        <Select.Option value="">Choose a form</Select.Option>
        {value && !known ? <Select.Option value={value}>{definitions ? `${value} (not found)` : value}</Select.Option> : null}
        <optgroup label="Bespoke forms">
          {BESPOKE_FORM_CHOICES.map((choice) => (
            <Select.Option key={choice.formId} value={choice.formId}>
              {`${choice.name} (${choice.formId})`}
            </Select.Option>
          ))}
        </optgroup>
        <optgroup label="Form definitions">
          {(definitions ?? []).map((choice) => (
            <Select.Option key={choice.formId} value={choice.formId}>
              {`${choice.name} (${choice.formId})`}
            </Select.Option>
          ))}
        </optgroup>
      </Select>
      {error ? (
        <Text as="p" role="alert" fontColor="red600" marginTop="spacing2Xs">
          The form definitions could not be listed: {error}
        </Text>
      ) : null}
    </>
  );
}
