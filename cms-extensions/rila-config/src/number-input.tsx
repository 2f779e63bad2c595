import { TextInput } from '@contentful/f36-components';

/** A number as typed: an empty or non-numeric entry is `NaN`, which the configuration schema refuses. */
export function typedNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** A number input whose value is a number (`NaN` shows as empty); `label` is its accessible name. */
export function NumberInput({
  label,
  value,
  onChange,
  id,
  step,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  id?: string;
  step?: string;
}) {
  return (
    <TextInput
      id={id}
      type="number"
      size="small"
      step={step ?? 'any'}
      aria-label={id ? undefined : label}
      value={Number.isNaN(value) ? '' : String(value)}
      onChange={(event) => onChange(typedNumber(event.target.value))}
    />
  );
}
