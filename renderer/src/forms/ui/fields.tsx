import { createContext, useContext, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useField, type FieldMetaState } from 'react-final-form';
import type { InspectorTags } from '../../inspector.js';
import type { FieldOption } from '@insurer/contracts/forms';

/** The DOM id base of one rendered form (from `useId`), so two copies of a form on a page never share ids. */
export const FormIdBase = createContext('form');

/** The DOM id of a field's control in the current form (a nested name such as 'spouse.age' as 'spouse-age'). */
export function useFieldId(name: string): string {
  return `${useContext(FormIdBase)}-${name.replace(/[^\w-]/g, '-')}`;
}

/**
 * A tooltip that opens on click and stays open until clicked again (docs/requirements.md#quote-forms):
 * a disclosure button (`aria-expanded`) and the text it shows; the field names the text in its
 * `aria-describedby`.
 */
export function Tooltip({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <span className="quote-tooltip">
      <button
        type="button"
        className="quote-tooltip__button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`About ${label}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">?</span>
      </button>
      <span id={id} className="quote-tooltip__text" role="note" hidden={!open}>
        {children}
      </span>
    </span>
  );
}

/**
 * The message a field shows: after a submit attempt, its validation error; else the server's
 * message (422) until the visitor edits the field.
 */
export function shownError(meta: FieldMetaState): string | undefined {
  if (!meta.submitFailed) return undefined;
  if (typeof meta.error === 'string') return meta.error;
  if (typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit) return meta.submitError;
  return undefined;
}

const ERROR_SUBSCRIPTION = { error: true, submitError: true, submitFailed: true, dirtySinceLastSubmit: true } as const;

interface BaseFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  /** Inspector tags of the label (content-service fields). */
  labelInspect?: InspectorTags;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <p id={id} className="form-field__error">
      {error}
    </p>
  );
}

/**
 * What ties a control to its error and tooltip: `aria-invalid` while it shows an error, and
 * `aria-describedby` naming the tooltip's text (`tipId`, when it has one) and the error.
 */
function errorAttributes(error: string | undefined, errorId: string, tipId?: string) {
  const describedBy = [tipId, error ? errorId : undefined].filter(Boolean).join(' ');
  return { ...(error ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
}

/** The tooltip after a field's label, when it has one. */
function FieldTooltip({ id, label, name, tooltip }: { id: string; label: ReactNode; name: string; tooltip: ReactNode }) {
  return tooltip ? (
    <Tooltip id={id} label={typeof label === 'string' ? label : name}>
      {tooltip}
    </Tooltip>
  ) : null;
}

export interface TextFieldProps extends BaseFieldProps {
  /** The input type: text (default), email, tel, or another from content. */
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
  /** A short explanation behind a '?' button after the label (the quote forms, docs/requirements.md#quote-forms). */
  tooltip?: ReactNode;
  /** A unit drawn before the input, e.g. '$' (hidden from assistive technology: the label names the unit). */
  prefix?: string;
}

/** A labelled text input or textarea bound to the form field `name`, with its error under it. */
export function TextField({
  name,
  label,
  required,
  labelInspect,
  type = 'text',
  autoComplete,
  placeholder,
  maxLength,
  inputMode,
  multiline,
  tooltip,
  prefix,
}: TextFieldProps) {
  const id = useFieldId(name);
  const errorId = `${id}-error`;
  const tipId = tooltip ? `${id}-tip` : undefined;
  const { input, meta } = useField<string, HTMLInputElement | HTMLTextAreaElement>(name, {
    subscription: { value: true, ...ERROR_SUBSCRIPTION },
  });
  const error = shownError(meta);
  const common = {
    ...input,
    value: input.value ?? '',
    id,
    'data-field': name,
    className: 'form-field__control',
    placeholder,
    maxLength,
    'aria-required': required || undefined,
    ...errorAttributes(error, errorId, tipId),
  };
  const control = multiline ? (
    <textarea {...common} rows={5} autoComplete={autoComplete} />
  ) : (
    <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />
  );
  return (
    <div className="form-field" data-state={error ? 'invalid' : 'valid'}>
      <label htmlFor={id} className="form-field__label" {...labelInspect}>
        {label}
      </label>
      {tipId ? <FieldTooltip id={tipId} label={label} name={name} tooltip={tooltip} /> : null}
      {prefix ? (
        <span className="form-field__affix">
          <span className="form-field__prefix" aria-hidden="true">
            {prefix}
          </span>
          {control}
        </span>
      ) : (
        control
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface SelectFieldProps extends BaseFieldProps {
  options: readonly FieldOption[];
  /** The text of the empty first choice. */
  placeholder?: string;
  autoComplete?: string;
  /** A short explanation behind a '?' button after the label (the quote forms, docs/requirements.md#quote-forms). */
  tooltip?: ReactNode;
}

/** A labelled select with an empty first choice, bound to the form field `name`. */
export function SelectField({
  name,
  label,
  required,
  labelInspect,
  options,
  placeholder = 'Select one',
  autoComplete,
  tooltip,
}: SelectFieldProps) {
  const id = useFieldId(name);
  const errorId = `${id}-error`;
  const tipId = tooltip ? `${id}-tip` : undefined;
  const { input, meta } = useField<string, HTMLSelectElement>(name, { subscription: { value: true, ...ERROR_SUBSCRIPTION } });
  const error = shownError(meta);
  return (
    <div className="form-field" data-state={error ? 'invalid' : 'valid'}>
      <label htmlFor={id} className="form-field__label" {...labelInspect}>
        {label}
      </label>
      {tipId ? <FieldTooltip id={tipId} label={label} name={name} tooltip={tooltip} /> : null}
      <select
        {...input}
        value={input.value ?? ''}
        id={id}
        data-field={name}
        className="form-field__control"
        autoComplete={autoComplete}
        aria-required={required || undefined}
        {...errorAttributes(error, errorId, tipId)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

function Choice({
  name,
  type,
  option,
  index,
  error,
}: {
  name: string;
  type: 'radio' | 'checkbox';
  option: FieldOption;
  index: number;
  error?: string;
}) {
  const id = `${useFieldId(name)}-${index}`;
  const { input } = useField<string, HTMLInputElement>(name, { type, value: option.value, subscription: { value: true } });
  return (
    <div className="form-choice">
      <input
        {...input}
        id={id}
        className="form-choice__control"
        data-field={index === 0 ? name : undefined}
        aria-invalid={error ? true : undefined}
      />
      <label htmlFor={id} className="form-choice__label">
        {option.text}
      </label>
    </div>
  );
}

export interface ChoiceGroupProps extends BaseFieldProps {
  type: 'radio' | 'checkbox';
  options: readonly FieldOption[];
}

/**
 * Radio buttons or checkboxes in a fieldset whose legend is `label`; checkboxes give the list of
 * checked values. The group's error is announced with the group (`aria-describedby`).
 */
export function ChoiceGroup({ name, label, labelInspect, type, options }: ChoiceGroupProps) {
  const id = useFieldId(name);
  const errorId = `${id}-error`;
  const { meta } = useField(name, { subscription: ERROR_SUBSCRIPTION });
  const error = shownError(meta);
  return (
    <fieldset className="form-group" data-state={error ? 'invalid' : 'valid'} aria-describedby={error ? errorId : undefined}>
      <legend className="form-field__label" {...labelInspect}>
        {label}
      </legend>
      {options.map((option, index) => (
        <Choice key={option.value} name={name} type={type} option={option} index={index} error={error} />
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** One checkbox with its label (a consent or yes/no field); submits 'true' when ticked. */
export function SingleCheckbox({ name, label, required, labelInspect }: BaseFieldProps) {
  const id = useFieldId(name);
  const errorId = `${id}-error`;
  const { input, meta } = useField<boolean, HTMLInputElement>(name, {
    type: 'checkbox',
    subscription: { value: true, ...ERROR_SUBSCRIPTION },
  });
  const error = shownError(meta);
  return (
    <div className="form-field" data-state={error ? 'invalid' : 'valid'}>
      <div className="form-choice">
        <input
          {...input}
          value="true"
          id={id}
          data-field={name}
          className="form-choice__control"
          aria-required={required || undefined}
          {...errorAttributes(error, errorId)}
        />
        <label htmlFor={id} className="form-choice__label" {...labelInspect}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * A honeypot text input (docs/requirements.md#dental-network-form `pardot_extra_field`): off-screen, out of the tab order and
 * hidden from assistive technology, so only bots fill it.
 */
export function Honeypot({ name }: { name: string }) {
  const id = useFieldId(name);
  const { input } = useField<string, HTMLInputElement>(name, { subscription: { value: true } });
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input {...input} value={input.value ?? ''} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
