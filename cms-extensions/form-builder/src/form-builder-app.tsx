import type { FieldAppSDK } from '@contentful/app-sdk';
import { Box, Button, Flex, Heading, List, Note, Select, Stack } from '@contentful/f36-components';
import { useSDK } from '@contentful/react-apps-toolkit';
import { FORM_FIELD_COMPONENT } from '@insurer/content-model/model';
import type { FieldComponent } from '@insurer/contracts/forms';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { linkIds, loadFields, saveFields } from './cma-io.js';
import { FieldEditor } from './field-editor.js';
import { FormPreview } from './form-preview.js';
import { FormSettings, useFormSettings } from './form-settings.js';
import {
  MAX_FIELDS,
  TOO_MANY_FIELDS,
  builderProblems,
  emptyField,
  missingTrackingFields,
  previewDefinition,
  type BuilderField,
} from './model.js';

/** The status line after a save. */
export const SAVED = 'Fields saved and published. Publish the form to put it on the site.';

/**
 * The form-builder field app, on `form.formFields` (docs/requirements.md#content-service-form):
 * the fields of the form (add up to 30, reorder with buttons or Alt+Arrow keys, remove), each
 * field's settings, hidden tracking fields in one click, the form-level fields, and beside them a
 * live preview drawn by the site's own form component. "Save fields" writes the `formField` and
 * `listOption` entries through the SDK's CMA (published, so the site can read them) and links
 * them in order; it is refused while a limit or rule is broken, and the field is marked invalid.
 */
export function FormBuilderApp() {
  const sdk = useSDK<FieldAppSDK>();
  const locale = sdk.locales.default;
  const [fields, setFields] = useState<BuilderField[] | undefined>(undefined);
  const [open, setOpen] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const [newComponent, setNewComponent] = useState<FieldComponent>('TextInput');
  const [settings, set] = useFormSettings();
  const focusKey = useRef<string | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void loadFields(sdk.cma, linkIds(sdk.field.getValue()), locale).then((loaded) => {
      if (live) setFields(loaded);
    });
    return () => {
      live = false;
    };
  }, [sdk, locale]);

  const problems = fields ? builderProblems(fields) : [];
  useEffect(() => {
    if (fields) void sdk.field.setInvalid(problems.length > 0);
  }, [sdk, fields, problems.length]);
  useEffect(() => {
    if (!focusKey.current) return;
    document.querySelector<HTMLElement>(`[data-field-key="${focusKey.current}"] [data-handle]`)?.focus();
    focusKey.current = undefined;
  });

  if (!fields) return <p>Loading the form’s fields…</p>;

  const change = (next: BuilderField[]) => {
    setStatus('');
    setFields(next);
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const field = fields[index];
    if (!field || to < 0 || to >= fields.length) return;
    const next = fields.filter((_, i) => i !== index);
    next.splice(to, 0, field);
    focusKey.current = field.key;
    change(next);
    setStatus(`${field.fieldName || 'Field'} moved to position ${to + 1} of ${fields.length}.`);
  };
  const onHandleKey = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? -1 : 1);
  };
  const add = (field: BuilderField) => {
    change([...fields, field]);
    setOpen(field.key);
  };
  const save = async () => {
    if (problems.length > 0) return;
    setSaving(true);
    try {
      const result = await saveFields(sdk.cma, fields, locale);
      await sdk.field.setValue(result.links);
      setFields(result.fields);
      setStatus(SAVED);
    } catch (error) {
      setStatus(`Not saved: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex gap="spacingL" flexWrap="wrap" padding="spacingS">
      <Box style={{ flex: '1 1 420px', minWidth: 0 }}>
        <Heading as="h2">Form</Heading>
        <FormSettings settings={settings} set={set} />
        <Heading as="h2" marginTop="spacingM">
          Fields ({fields.length} of {MAX_FIELDS})
        </Heading>
        <ol aria-label="Fields" style={{ listStyle: 'none', padding: 0 }}>
          {fields.map((field, index) => {
            const isOpen = open === field.key;
            const name = field.fieldName || `Field ${index + 1}`;
            return (
              <li key={field.key} data-field-key={field.key} style={{ border: '1px solid #cfd9e0', borderRadius: 6, marginBottom: 8 }}>
                <Stack padding="spacingXs" spacing="spacingXs" flexWrap="wrap">
                  <Button
                    variant="transparent"
                    size="small"
                    data-handle=""
                    aria-expanded={isOpen}
                    aria-describedby="reorder-help"
                    onClick={() => setOpen(isOpen ? undefined : field.key)}
                    onKeyDown={onHandleKey(index)}
                  >
                    {`${index + 1}. ${name} (${field.component})`}
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`Move ${name} up`}
                    isDisabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    Up
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`Move ${name} down`}
                    isDisabled={index === fields.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    Down
                  </Button>
                  <Button
                    size="small"
                    variant="negative"
                    aria-label={`Remove ${name}`}
                    onClick={() => change(fields.filter((f) => f.key !== field.key))}
                  >
                    Remove
                  </Button>
                </Stack>
                {isOpen && (
                  <FieldEditor
                    field={field}
                    others={fields.filter((f) => f.key !== field.key)}
                    onChange={(next) => change(fields.map((f) => (f.key === field.key ? next : f)))}
                  />
                )}
              </li>
            );
          })}
        </ol>
        <p id="reorder-help">Open a field with its name; Alt+Arrow Up or Down on the name moves it.</p>
        <Stack flexWrap="wrap" alignItems="flex-end">
          <Select
            aria-label="Component of the new field"
            value={newComponent}
            onChange={(e) => setNewComponent(e.target.value as FieldComponent)}
          >
            {FORM_FIELD_COMPONENT.map((component) => (
              <Select.Option key={component} value={component}>
                {component}
              </Select.Option>
            ))}
          </Select>
          <Button isDisabled={fields.length >= MAX_FIELDS} onClick={() => add(emptyField(newComponent))}>
            Add field
          </Button>
          <Button
            isDisabled={missingTrackingFields(fields).length === 0}
            onClick={() => change([...fields, ...missingTrackingFields(fields)])}
          >
            Add hidden tracking fields
          </Button>
        </Stack>
        {fields.length >= MAX_FIELDS && <Note variant="warning">{TOO_MANY_FIELDS}</Note>}
        {problems.length > 0 && (
          <Note variant="negative" title="Fix these before saving">
            <List>
              {problems.map((problem, i) => (
                <List.Item key={`${i}-${problem.message}`}>{problem.message}</List.Item>
              ))}
            </List>
          </Note>
        )}
        <Stack marginTop="spacingS">
          <Button variant="primary" isDisabled={problems.length > 0 || saving} isLoading={saving} onClick={() => void save()}>
            Save fields
          </Button>
          <p role="status">{status}</p>
        </Stack>
      </Box>
      <Box style={{ flex: '1 1 360px', minWidth: 0 }}>
        <FormPreview definition={previewDefinition(settings, fields)} />
      </Box>
    </Flex>
  );
}
