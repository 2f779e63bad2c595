import { Button, Checkbox, IconButton, Select, Stack, Table, TextInput, Textarea } from '@contentful/f36-components';
import { FormControl } from '@insurer/cms-shared/form-control';
import { FORM_FIELD_COMPONENT, FORM_FIELD_VALIDATION_TYPE } from '@insurer/content-model/model';
import type { FieldComponent, ValidationType } from '@insurer/contracts/forms';
import { useState } from 'react';
import { MAX_OPTIONS, TOO_MANY_OPTIONS, hasOptions, pastedOptions, type BuilderField } from './model.js';

/** Shown when a paste would take a field over the 80-option limit. */
export const OPTIONS_TRUNCATED = `Only the first ${MAX_OPTIONS} options were kept: ${TOO_MANY_OPTIONS}`;

const TEXT_PROPS: {
  key: 'formLabel' | 'placeholder' | 'defaultValue' | 'autoComplete' | 'invalidMessage' | 'type';
  label: string;
  help?: string;
}[] = [
  { key: 'formLabel', label: 'Label' },
  { key: 'placeholder', label: 'Placeholder', help: 'PhoneInput defaults to 999-999-9999.' },
  { key: 'defaultValue', label: 'Default value', help: 'Pre-filled value; the value of a HiddenInput; for checkbox groups a comma list.' },
  { key: 'autoComplete', label: 'Autocomplete', help: 'HTML autocomplete token, e.g. given-name, email, postal-code.' },
  { key: 'invalidMessage', label: 'Invalid message', help: 'Shown when the field is required and empty or its value is invalid.' },
  { key: 'type', label: 'Input type', help: 'Optional HTML input type of a TextInput, e.g. date.' },
];

/**
 * The editor of one form field: name, component (the 9), the texts, required and its message, the
 * validation type with required_if's dependency picked from the form's own fields and their
 * option values, and list options (add, remove, bulk paste) up to 80.
 */
export function FieldEditor({
  field,
  others,
  onChange,
}: {
  field: BuilderField;
  /** The form's other fields, the candidates of a required_if dependency. */
  others: readonly BuilderField[];
  onChange: (field: BuilderField) => void;
}) {
  const [paste, setPaste] = useState('');
  const [pasteNote, setPasteNote] = useState('');
  const id = (name: string) => `${field.key}-${name}`;
  const patch = (next: Partial<BuilderField>) => onChange({ ...field, ...next });
  const dependency = others.find((other) => other.fieldName === field.fieldDependencyName);
  const candidates = others.filter((other) => other.fieldName !== '' && other.component !== 'HiddenInput');

  const addPasted = () => {
    const all = [...field.options, ...pastedOptions(paste)];
    setPasteNote(all.length > MAX_OPTIONS ? OPTIONS_TRUNCATED : '');
    patch({ options: all.slice(0, MAX_OPTIONS) });
    setPaste('');
  };

  return (
    <Stack flexDirection="column" alignItems="stretch" spacing="spacingXs" padding="spacingS">
      <FormControl isRequired marginBottom="none">
        <FormControl.Label htmlFor={id('name')}>Field name</FormControl.Label>
        <TextInput id={id('name')} value={field.fieldName} onChange={(e) => patch({ fieldName: e.target.value })} />
        <FormControl.HelpText>The name submitted with the value, e.g. first_name.</FormControl.HelpText>
      </FormControl>
      <FormControl isRequired marginBottom="none">
        <FormControl.Label htmlFor={id('component')}>Component</FormControl.Label>
        <Select id={id('component')} value={field.component} onChange={(e) => patch({ component: e.target.value as FieldComponent })}>
          {FORM_FIELD_COMPONENT.map((component) => (
            <Select.Option key={component} value={component}>
              {component}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
      {TEXT_PROPS.filter((prop) => prop.key !== 'type' || field.component === 'TextInput').map((prop) => (
        <FormControl key={prop.key} marginBottom="none">
          <FormControl.Label htmlFor={id(prop.key)}>{prop.label}</FormControl.Label>
          <TextInput id={id(prop.key)} value={field[prop.key]} onChange={(e) => patch({ [prop.key]: e.target.value })} />
          {prop.help && <FormControl.HelpText>{prop.help}</FormControl.HelpText>}
        </FormControl>
      ))}
      <Checkbox id={id('required')} isChecked={field.required} onChange={(e) => patch({ required: e.target.checked })}>
        Required
      </Checkbox>
      <FormControl marginBottom="none">
        <FormControl.Label htmlFor={id('validation')}>Validation type</FormControl.Label>
        <Select
          id={id('validation')}
          value={field.validationType}
          onChange={(e) => patch({ validationType: e.target.value as ValidationType | '' })}
        >
          <Select.Option value="">None</Select.Option>
          {FORM_FIELD_VALIDATION_TYPE.map((type) => (
            <Select.Option key={type} value={type}>
              {type}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
      {field.validationType === 'required_if' && (
        <Stack alignItems="flex-end">
          <FormControl marginBottom="none">
            <FormControl.Label htmlFor={id('dep-name')}>Shown when field</FormControl.Label>
            <Select
              id={id('dep-name')}
              value={field.fieldDependencyName}
              onChange={(e) => patch({ fieldDependencyName: e.target.value, fieldDependencyValue: '' })}
            >
              <Select.Option value="">Choose a field</Select.Option>
              {candidates.map((other) => (
                <Select.Option key={other.key} value={other.fieldName}>
                  {other.formLabel ? `${other.formLabel} (${other.fieldName})` : other.fieldName}
                </Select.Option>
              ))}
            </Select>
          </FormControl>
          <FormControl marginBottom="none">
            <FormControl.Label htmlFor={id('dep-value')}>holds the value</FormControl.Label>
            {dependency && (dependency.options.length > 0 || dependency.component === 'Checkbox') ? (
              <Select
                id={id('dep-value')}
                value={field.fieldDependencyValue}
                onChange={(e) => patch({ fieldDependencyValue: e.target.value })}
              >
                <Select.Option value="">Choose a value</Select.Option>
                {(dependency.options.length > 0 ? dependency.options : [{ text: 'Ticked', value: 'true' }]).map((option) => (
                  <Select.Option key={option.value} value={option.value}>
                    {option.text}
                  </Select.Option>
                ))}
              </Select>
            ) : (
              <TextInput
                id={id('dep-value')}
                value={field.fieldDependencyValue}
                onChange={(e) => patch({ fieldDependencyValue: e.target.value })}
              />
            )}
          </FormControl>
        </Stack>
      )}
      {hasOptions(field.component) && (
        <section aria-label={`List options of ${field.fieldName || 'this field'}`}>
          <Table>
            <Table.Head>
              <Table.Row>
                <Table.Cell>Text</Table.Cell>
                <Table.Cell>Value</Table.Cell>
                <Table.Cell>Remove</Table.Cell>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {field.options.map((option, i) => (
                <Table.Row key={option.entryId ?? `${i}`}>
                  <Table.Cell>
                    <TextInput
                      size="small"
                      aria-label={`Text of option ${i + 1}`}
                      value={option.text}
                      onChange={(e) => patch({ options: field.options.map((o, j) => (j === i ? { ...o, text: e.target.value } : o)) })}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <TextInput
                      size="small"
                      aria-label={`Value of option ${i + 1}`}
                      value={option.value}
                      onChange={(e) => patch({ options: field.options.map((o, j) => (j === i ? { ...o, value: e.target.value } : o)) })}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <IconButton
                      size="small"
                      variant="transparent"
                      aria-label={`Remove option ${i + 1}`}
                      icon={<span aria-hidden="true">×</span>}
                      onClick={() => patch({ options: field.options.filter((_, j) => j !== i) })}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
          <Stack marginTop="spacingXs" alignItems="flex-end">
            <Button
              size="small"
              isDisabled={field.options.length >= MAX_OPTIONS}
              onClick={() => patch({ options: [...field.options, { text: '', value: '' }] })}
            >
              Add option
            </Button>
            <span>
              {field.options.length} of {MAX_OPTIONS} options
            </span>
          </Stack>
          <FormControl marginTop="spacingXs" marginBottom="none">
            <FormControl.Label htmlFor={id('paste')}>Paste options</FormControl.Label>
            <Textarea id={id('paste')} rows={3} value={paste} onChange={(e) => setPaste(e.target.value)} />
            <FormControl.HelpText>One option a line: Text|value, or Text alone.</FormControl.HelpText>
          </FormControl>
          <Button size="small" isDisabled={paste.trim() === ''} onClick={addPasted}>
            Add pasted options
          </Button>
          {pasteNote && <p role="status">{pasteNote}</p>}
        </section>
      )}
    </Stack>
  );
}
