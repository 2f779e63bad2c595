import type { EntryProps } from 'contentful-management';

/** A validation error of one field as the field editors show it (Contentful's 422 item, with a `message`). */
export interface SchemaError {
  name: string;
  message: string;
  path: (string | number)[];
  [key: string]: unknown;
}

type Listener<T> = (value: T) => void;

function listeners<T>(): { add(fn: Listener<T>): () => void; emit(value: T): void } {
  const set = new Set<Listener<T>>();
  return {
    add(fn) {
      set.add(fn);
      return () => set.delete(fn);
    },
    emit(value) {
      for (const fn of [...set]) fn(value);
    },
  };
}

/**
 * One entry being edited: the values the editor sees (its own edits included, saved or not), the
 * entry as the Management API last answered it, and the validation errors of each field. The
 * field editors' SDKs read and write it; the editor saves it.
 */
export class EntryStore {
  entry: EntryProps;
  /** The values in the edited locale, by field id (undefined: empty). */
  readonly values: Record<string, unknown> = {};
  /** Fields edited here since the last successful save. */
  readonly dirty = new Set<string>();
  private readonly errors: Record<string, SchemaError[]> = {};
  private readonly valueListeners = new Map<string, ReturnType<typeof listeners<unknown>>>();
  private readonly errorListeners = new Map<string, ReturnType<typeof listeners<SchemaError[]>>>();
  private readonly sysListeners = listeners<EntryProps['sys']>();
  private readonly editListeners = listeners<{ fieldId: string; value: unknown }>();

  constructor(
    entry: EntryProps,
    readonly locale: string,
  ) {
    this.entry = entry;
    for (const [fieldId, localized] of Object.entries(entry.fields ?? {}))
      this.values[fieldId] = (localized as Record<string, unknown>)[locale];
  }

  private valueListenersOf(fieldId: string) {
    let set = this.valueListeners.get(fieldId);
    if (!set) this.valueListeners.set(fieldId, (set = listeners<unknown>()));
    return set;
  }

  private errorListenersOf(fieldId: string) {
    let set = this.errorListeners.get(fieldId);
    if (!set) this.errorListeners.set(fieldId, (set = listeners<SchemaError[]>()));
    return set;
  }

  /** An edit from a field editor: kept, marked unsaved, its field's errors cleared, announced to `onEdit` listeners. */
  edit(fieldId: string, value: unknown): void {
    if (value === undefined) delete this.values[fieldId];
    else this.values[fieldId] = value;
    this.dirty.add(fieldId);
    this.setErrors(fieldId, []);
    this.editListeners.emit({ fieldId, value });
  }

  /**
   * Replaces every field's value with `values` (a version being restored): each changed field is
   * an edit of this editor (autosaved, sent to the live preview) and its field editor is told.
   */
  restore(values: Record<string, unknown>): void {
    for (const fieldId of new Set([...Object.keys(this.values), ...Object.keys(values)])) {
      const next = values[fieldId];
      if (JSON.stringify(this.values[fieldId]) === JSON.stringify(next)) continue;
      this.edit(fieldId, next);
      this.valueListenersOf(fieldId).emit(next);
    }
  }

  /** Listens to edits made in this editor (the live preview and the autosave). */
  onEdit(fn: Listener<{ fieldId: string; value: unknown }>): () => void {
    return this.editListeners.add(fn);
  }

  onValueChanged(fieldId: string, fn: Listener<unknown>): () => void {
    return this.valueListenersOf(fieldId).add(fn);
  }

  /** The entry's `fields` with this editor's values in its locale (what a save sends). */
  fieldsToSave(): EntryProps['fields'] {
    const fields: EntryProps['fields'] = {};
    for (const [fieldId, localized] of Object.entries(this.entry.fields ?? {})) fields[fieldId] = { ...(localized as object) };
    for (const fieldId of new Set([...Object.keys(fields), ...Object.keys(this.values)])) {
      const value = this.values[fieldId];
      const localized = { ...(fields[fieldId] as Record<string, unknown> | undefined) };
      if (value === undefined) delete localized[this.locale];
      else localized[this.locale] = value;
      if (Object.keys(localized).length) fields[fieldId] = localized;
      else delete fields[fieldId];
    }
    return fields;
  }

  /** A save answered: the new `sys` (version), the saved fields no longer unsaved unless edited again meanwhile. */
  saved(entry: EntryProps, sent: Record<string, unknown>): void {
    this.entry = entry;
    for (const fieldId of [...this.dirty]) {
      if (JSON.stringify(this.values[fieldId]) === JSON.stringify(sent[fieldId])) this.dirty.delete(fieldId);
    }
    this.sysListeners.emit(entry.sys);
  }

  /** The sys changed without a field change (publish, unpublish). */
  updateSys(entry: EntryProps): void {
    this.entry = { ...entry, fields: this.entry.fields };
    this.entry.sys = entry.sys;
    this.sysListeners.emit(entry.sys);
  }

  /**
   * Someone else's version replaces this one, except for the fields in `keep` (this editor's
   * unsaved edits, merged on top); every field editor showing a changed value is told.
   */
  rebase(entry: EntryProps, keep: ReadonlySet<string>): void {
    this.entry = entry;
    const theirs: Record<string, unknown> = {};
    for (const [fieldId, localized] of Object.entries(entry.fields ?? {}))
      theirs[fieldId] = (localized as Record<string, unknown>)[this.locale];
    for (const fieldId of new Set([...Object.keys(theirs), ...Object.keys(this.values)])) {
      if (keep.has(fieldId)) continue;
      const before = this.values[fieldId];
      if (theirs[fieldId] === undefined) delete this.values[fieldId];
      else this.values[fieldId] = theirs[fieldId];
      if (JSON.stringify(before) !== JSON.stringify(theirs[fieldId])) this.valueListenersOf(fieldId).emit(theirs[fieldId]);
    }
    this.sysListeners.emit(entry.sys);
  }

  onSysChanged(fn: Listener<EntryProps['sys']>): () => void {
    return this.sysListeners.add(fn);
  }

  errorsOf(fieldId: string): SchemaError[] {
    return this.errors[fieldId] ?? [];
  }

  setErrors(fieldId: string, errors: SchemaError[]): void {
    if (!errors.length && !this.errors[fieldId]?.length) return;
    this.errors[fieldId] = errors;
    this.errorListenersOf(fieldId).emit(errors);
  }

  /** Replaces every field's errors (a publish answered 422, or succeeded: none). */
  setAllErrors(byField: Record<string, SchemaError[]>): void {
    for (const fieldId of new Set([...Object.keys(this.errors), ...Object.keys(byField)])) this.setErrors(fieldId, byField[fieldId] ?? []);
  }

  onErrorsChanged(fieldId: string, fn: Listener<SchemaError[]>): () => void {
    return this.errorListenersOf(fieldId).add(fn);
  }
}
