import type { EntryFieldAPI, FieldAppSDK } from '@contentful/app-sdk';
import { createFakeLocalesAPI } from '@contentful/field-editor-test-utils';

/** The entry a fake field location edits: its fields' values in the default locale ('en-US'). */
export interface FakeEntryInput {
  /** The content type id, e.g. 'quoteWidget'. */
  contentType: string;
  /** The field the app is assigned to, e.g. 'flags'. */
  fieldId: string;
  /** Field values by id; a missing id is an empty field. */
  values: Record<string, unknown>;
  /** Every field id of the content type (fields without a value included); the keys of `values` unless given. */
  fields?: string[];
  /** The entry id; 'entry-1' unless given. */
  entryId?: string;
  /** The SDK's CMA client (`sdk.cma`), for apps that write linked entries. */
  cma?: unknown;
}

/** A fake field-location SDK and what a test reads back from it. */
export interface FakeFieldSdk {
  sdk: FieldAppSDK;
  /** The current value of a field (after the app's `setValue` calls). */
  value(fieldId: string): unknown;
  /** Every `setValue` of the app, in order: `[fieldId, value]`. */
  writes: [string, unknown][];
  /** The `setInvalid` calls of the app's own field, in order. */
  invalid: boolean[];
  /** Changes a field as another editor (or the entry editor) would; the app's listeners run. */
  change(fieldId: string, value: unknown): void;
}

/**
 * A fake App SDK for the field location (`locations.LOCATION_ENTRY_FIELD`), for component tests:
 * the entry's fields keep their values in memory, `setValue` and `onValueChanged` behave as in the
 * web app (the toolkit's `useFieldValue` works on it), and the locales come from
 * `@contentful/field-editor-test-utils`. Only the parts of `FieldAppSDK` the apps use are
 * implemented; the object is typed as the SDK so the apps' code is checked against the real type.
 */
export function fakeFieldSdk(input: FakeEntryInput): FakeFieldSdk {
  const values = new Map<string, unknown>(Object.entries(input.values));
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const writes: [string, unknown][] = [];
  const invalid: boolean[] = [];
  const locales = createFakeLocalesAPI();
  const locale = locales.default;

  const emit = (fieldId: string, value: unknown) => {
    for (const listener of listeners.get(fieldId) ?? []) listener(value);
  };
  const set = (fieldId: string, value: unknown) => {
    if (value === undefined) values.delete(fieldId);
    else values.set(fieldId, value);
  };
  const listen = (fieldId: string, handler: (value: unknown) => void) => {
    const set = listeners.get(fieldId) ?? new Set();
    set.add(handler);
    listeners.set(fieldId, set);
    return () => set.delete(handler);
  };

  const entryField = (fieldId: string): EntryFieldAPI => {
    const api = {
      id: fieldId,
      name: fieldId,
      locales: [locale],
      required: false,
      type: 'Object',
      validations: [],
      getValue: () => values.get(fieldId),
      setValue: async (value: unknown) => {
        writes.push([fieldId, value]);
        set(fieldId, value);
        return value;
      },
      removeValue: async () => {
        writes.push([fieldId, undefined]);
        set(fieldId, undefined);
      },
      onValueChanged: (localeOrHandler: string | ((value: unknown) => void), maybeHandler?: (value: unknown) => void) => {
        const handler = typeof localeOrHandler === 'function' ? localeOrHandler : maybeHandler;
        return handler ? listen(fieldId, handler) : () => undefined;
      },
      onIsDisabledChanged: () => () => undefined,
      getForLocale: () => fieldLocale(fieldId),
    };
    return api as unknown as EntryFieldAPI;
  };

  const fieldLocale = (fieldId: string) => ({
    id: fieldId,
    name: fieldId,
    locale,
    type: 'Object',
    required: false,
    validations: [],
    getValue: () => values.get(fieldId),
    setValue: async (value: unknown) => {
      writes.push([fieldId, value]);
      set(fieldId, value);
      return value;
    },
    removeValue: async () => {
      writes.push([fieldId, undefined]);
      set(fieldId, undefined);
    },
    setInvalid: (isInvalid: boolean) => {
      invalid.push(isInvalid);
    },
    onValueChanged: (handler: (value: unknown) => void) => listen(fieldId, handler),
    onIsDisabledChanged: () => () => undefined,
    onSchemaErrorsChanged: () => () => undefined,
    getIsDisabled: () => false,
    getSchemaErrors: () => [],
  });

  const fieldIds = new Set([...(input.fields ?? []), ...Object.keys(input.values), input.fieldId]);
  const entryId = input.entryId ?? 'entry-1';
  const sys = {
    id: entryId,
    type: 'Entry',
    version: 1,
    contentType: { sys: { id: input.contentType, type: 'Link', linkType: 'ContentType' } },
  };
  const sdk = {
    location: { is: (location: string) => location === 'entry-field' },
    ids: { space: 'local', environment: 'master', entry: entryId, field: input.fieldId, contentType: input.contentType, app: 'app' },
    locales,
    parameters: { installation: {}, instance: {}, invocation: undefined },
    field: fieldLocale(input.fieldId),
    entry: {
      fields: Object.fromEntries([...fieldIds].map((id) => [id, entryField(id)])),
      getSys: () => sys,
      onSysChanged: () => () => undefined,
      save: async () => undefined,
      publish: async () => undefined,
    },
    contentType: { sys: { id: input.contentType }, fields: [...fieldIds].map((id) => ({ id, name: id })) },
    window: { startAutoResizer: () => undefined, stopAutoResizer: () => undefined, updateHeight: () => undefined },
    notifier: { success: () => undefined, error: () => undefined, warning: () => undefined },
    cma: input.cma,
  };
  return {
    sdk: sdk as unknown as FieldAppSDK,
    value: (fieldId) => values.get(fieldId),
    writes,
    invalid,
    change: (fieldId, value) => {
      set(fieldId, value);
      emit(fieldId, value);
    },
  };
}
