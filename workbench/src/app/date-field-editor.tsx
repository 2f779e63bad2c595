import type { FieldAppSDK } from '@contentful/app-sdk';
import { Button, Calendar, Flex, Popover, Select, TextInput, TextLink } from '@contentful/f36-components';
import { FormControl } from './form-control.js';
import { zoneOffsets } from '@contentful/field-editor-date';
import { format, isValid, parse } from 'date-fns';
import { useEffect, useId, useRef, useState } from 'react';

/** The earliest year the date fields take: nothing the site dates (posts, expiries, compliance approvals) is older. */
export const FIRST_YEAR = 1900;
/** How many years ahead the date fields reach: an approval or expiry is set a few years out, never a century. */
export const YEARS_AHEAD = 20;

/** The years a date field takes at `now`: `FIRST_YEAR` to this year + `YEARS_AHEAD` (decision: docs/requirements.md#decision-workbench-date-field). */
export function yearRange(now = new Date()): { from: number; to: number } {
  return { from: FIRST_YEAR, to: now.getFullYear() + YEARS_AHEAD };
}

/**
 * The ways an editor may type a date, in date-fns's notation: ISO 8601 first (`2027-12-31`, what
 * the field stores), then "31 Dec 2027", "Dec 31, 2027" and the US "12/31/2027".
 */
export const TYPED_DATE_FORMATS = ['yyyy-MM-dd', 'd MMM yyyy', 'd MMMM yyyy', 'MMM d, yyyy', 'MMMM d, yyyy', 'M/d/yyyy'] as const;

/** The message under a date that cannot be read. */
export const UNREADABLE_DATE = 'Type the date as YYYY-MM-DD, for example 2027-12-31.';

/** What an editor typed into a date field: nothing, a date (`YYYY-MM-DD`), or why it is not one. */
export type TypedDate = { kind: 'empty' } | { kind: 'date'; value: string } | { kind: 'invalid'; message: string };

/**
 * Reads a typed date (`TYPED_DATE_FORMATS`, surrounding spaces ignored) and checks its year
 * against `yearRange(now)`: "2027-12-31" is a date, "2027-02-30" and "31/12/2027" are not
 * (`UNREADABLE_DATE`), "1850-01-01" is out of range ("Choose a year from 1900 to 2046.").
 */
export function readTypedDate(text: string, now = new Date()): TypedDate {
  const typed = text.trim();
  if (!typed) return { kind: 'empty' };
  const date = TYPED_DATE_FORMATS.map((pattern) => parse(typed, pattern, now)).find(isValid);
  if (!date) return { kind: 'invalid', message: UNREADABLE_DATE };
  const { from, to } = yearRange(now);
  if (date.getFullYear() < from || date.getFullYear() > to) return { kind: 'invalid', message: `Choose a year from ${from} to ${to}.` };
  return { kind: 'date', value: format(date, 'yyyy-MM-dd') };
}

/** A Date field's stored value split into its parts: `2027-12-31`, `2027-12-31T09:30`, `2027-12-31T09:30+02:00` (Contentful's formats). */
export function splitDateValue(value: unknown): { date: string; time: string; zone: string } {
  const match =
    typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(value) : null;
  if (!match) return { date: '', time: '', zone: '+00:00' };
  const zone =
    !match[3] || match[3] === 'Z' ? '+00:00' : match[3].includes(':') ? match[3] : `${match[3].slice(0, 3)}:${match[3].slice(3)}`;
  return { date: match[1]!, time: match[2] ?? '', zone };
}

/** The field value of the parts, in the field's format (`dateonly`, `time` or `timeZ`): what Contentful's date editor stores. */
export function joinDateValue(parts: { date: string; time: string; zone: string }, dateFormat: string): string {
  if (dateFormat === 'dateonly') return parts.date;
  const time = parts.time || '00:00';
  return dateFormat === 'time' ? `${parts.date}T${time}` : `${parts.date}T${time}${parts.zone}`;
}

/**
 * The workbench's editor of Date fields (widget `datePicker`), in place of Contentful's, whose
 * Forma 36 date picker reads only "31 Dec 2027", marks "2027-12-31" invalid without a word, and
 * offers the years 1000 to 2126 (issue 42). Here a typed date (`readTypedDate`) is saved as
 * soon as it reads as one; one that does not says why under the field once the editor leaves it
 * (Forma 36's validation message of the field: an assertive live region the input names in
 * `aria-describedby`, the input marked invalid), and nothing is saved. The calendar
 * button opens Forma 36's calendar with the years of `yearRange`. With the field's `format`
 * `time` or `timeZ` (migrations/lib/fields.ts `withTime`), a time and a UTC offset follow, as in
 * Contentful's editor; Clear removes the value.
 */
export function DateFieldEditor({ sdk }: { sdk: FieldAppSDK }) {
  const dateFormat = String((sdk.parameters.instance as Record<string, unknown> | undefined)?.format ?? 'timeZ');
  const [parts, setParts] = useState(() => splitDateValue(sdk.field.getValue()));
  const [text, setText] = useState(parts.date);
  const [message, setMessage] = useState<string | undefined>();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const saved = useRef<unknown>(sdk.field.getValue());
  const ids = { time: useId(), zone: useId() };
  const { from, to } = yearRange();

  // Another change of the value (a restored version, their version after a conflict) shows here.
  useEffect(
    () =>
      sdk.field.onValueChanged((value: unknown) => {
        if (value === saved.current) return;
        saved.current = value;
        const next = splitDateValue(value);
        setParts(next);
        setText(next.date);
        setMessage(undefined);
      }),
    [sdk],
  );

  const save = (next: typeof parts) => {
    setParts(next);
    const value = next.date ? joinDateValue(next, dateFormat) : undefined;
    if (value === saved.current) return;
    saved.current = value;
    void (value === undefined ? sdk.field.removeValue() : sdk.field.setValue(value));
  };
  /** Saves what was typed when it reads as a date (or is empty); `explain` shows why not otherwise. */
  const typed = (value: string, explain: boolean) => {
    const read = readTypedDate(value);
    if (read.kind === 'invalid') {
      if (explain) setMessage(read.message);
      return;
    }
    setMessage(undefined);
    save({ ...parts, date: read.kind === 'date' ? read.value : '' });
  };
  const selected = parts.date ? parse(parts.date, 'yyyy-MM-dd', new Date()) : undefined;
  return (
    <div className="date-field">
      <Flex gap="spacingXs" alignItems="center" flexWrap="wrap">
        <TextInput
          className="date-field__date"
          value={text}
          placeholder="YYYY-MM-DD"
          autoComplete="off"
          isInvalid={Boolean(message)}
          onChange={(event) => {
            setText(event.target.value);
            typed(event.target.value, false);
          }}
          onBlur={(event) => typed(event.target.value, true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') typed(event.currentTarget.value, true);
          }}
        />
        <Popover isOpen={calendarOpen} onClose={() => setCalendarOpen(false)}>
          <Popover.Trigger>
            <Button variant="secondary" aria-expanded={calendarOpen} onClick={() => setCalendarOpen((open) => !open)}>
              Calendar
            </Button>
          </Popover.Trigger>
          <Popover.Content>
            <Calendar
              mode="single"
              selected={selected}
              defaultMonth={selected}
              fromYear={from}
              toYear={to}
              onSelect={(day: Date | undefined) => {
                if (!day) return;
                const value = format(day, 'yyyy-MM-dd');
                setText(value);
                setMessage(undefined);
                save({ ...parts, date: value });
                setCalendarOpen(false);
              }}
            />
          </Popover.Content>
        </Popover>
        {dateFormat === 'dateonly' ? null : (
          <TextInput
            id={ids.time}
            type="time"
            className="date-field__time"
            aria-label={`${sdk.field.name}: time`}
            value={parts.time}
            onChange={(event) => save({ ...parts, time: event.target.value })}
          />
        )}
        {dateFormat === 'timeZ' ? (
          <Select
            id={ids.zone}
            className="date-field__zone"
            aria-label={`${sdk.field.name}: UTC offset`}
            value={parts.zone}
            onChange={(event) => save({ ...parts, zone: event.target.value })}
          >
            {zoneOffsets.map((offset) => (
              <Select.Option key={offset} value={offset}>
                UTC{offset}
              </Select.Option>
            ))}
          </Select>
        ) : null}
        {parts.date || text ? (
          <TextLink
            as="button"
            onClick={() => {
              setText('');
              setMessage(undefined);
              save({ date: '', time: '', zone: parts.zone });
            }}
          >
            Clear
          </TextLink>
        ) : null}
      </Flex>
      {message ? <FormControl.ValidationMessage>{message}</FormControl.ValidationMessage> : null}
    </div>
  );
}
