import { Radio, Stack, TextInput } from '@contentful/f36-components';
import { FormControl } from '@insurer/cms-shared/form-control';
import { useFieldValue } from '@contentful/react-apps-toolkit';
import { FORM_FORM_TYPE } from '@insurer/content-model/model';
import type { BuilderFormSettings } from './model.js';

const TEXTS: { id: keyof BuilderFormSettings; label: string; help: string; required?: boolean }[] = [
  { id: 'heading', label: 'Heading', help: 'Shown above the form.' },
  { id: 'submitLabel', label: 'Submit label', help: 'Text of the submit button; Submit otherwise.' },
  { id: 'formRequiredMessage', label: 'Required message', help: 'Shown for a required field without its own invalid message.' },
  { id: 'formSubmitUrl', label: 'Submit URL', help: 'The form is posted (urlencoded) to this address.', required: true },
];

function useText(id: string): [string, (value: string) => void] {
  const [value, setValue] = useFieldValue<string>(id);
  return [typeof value === 'string' ? value : '', (next) => void setValue(next === '' ? undefined : next)];
}

/** The form entry's own fields the builder edits, read and written through the SDK's entry API. */
export function useFormSettings(): [BuilderFormSettings, Record<keyof BuilderFormSettings, (value: string) => void>] {
  const [formId, setFormId] = useText('formId');
  const [formType, setFormType] = useText('formType');
  const [formSubmitUrl, setFormSubmitUrl] = useText('formSubmitUrl');
  const [heading, setHeading] = useText('heading');
  const [submitLabel, setSubmitLabel] = useText('submitLabel');
  const [formRequiredMessage, setFormRequiredMessage] = useText('formRequiredMessage');
  return [
    { formId, formType, formSubmitUrl, heading, submitLabel, formRequiredMessage },
    {
      formId: setFormId,
      formType: setFormType,
      formSubmitUrl: setFormSubmitUrl,
      heading: setHeading,
      submitLabel: setSubmitLabel,
      formRequiredMessage: setFormRequiredMessage,
    },
  ];
}

/** The form-level fields: heading, submit label, required message, submit URL and form type. */
export function FormSettings({
  settings,
  set,
}: {
  settings: BuilderFormSettings;
  set: Record<keyof BuilderFormSettings, (value: string) => void>;
}) {
  return (
    <Stack flexDirection="column" alignItems="stretch" spacing="spacingXs">
      {TEXTS.map((text) => (
        <FormControl key={text.id} isRequired={text.required} marginBottom="none">
          <FormControl.Label htmlFor={`form-${text.id}`}>{text.label}</FormControl.Label>
          <TextInput id={`form-${text.id}`} value={settings[text.id]} onChange={(e) => set[text.id](e.target.value)} />
          <FormControl.HelpText>{text.help}</FormControl.HelpText>
        </FormControl>
      ))}
      <FormControl as="fieldset" marginBottom="none">
        <FormControl.Label as="legend">Form type</FormControl.Label>
        <Stack>
          {FORM_FORM_TYPE.map((type) => (
            <Radio
              key={type}
              name="form-type"
              value={type}
              isChecked={(settings.formType || 'non-pardot') === type}
              onChange={() => set.formType(type)}
            >
              {type}
            </Radio>
          ))}
        </Stack>
      </FormControl>
    </Stack>
  );
}
