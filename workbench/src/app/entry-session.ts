import type { ContentTypeProps, EditorInterfaceProps, EntryProps } from 'contentful-management';
import { cmaError } from './cma.js';
import { EntryStore } from './entry-store.js';
import type { SdkContext } from './field-sdk.js';
import type { GoingLive } from './page-parts.js';

/** Milliseconds after the last keystroke before the editor saves, as Contentful's web app autosaves. */
export const AUTOSAVE_DELAY_MS = 600;

/** The conflict message an editor sees when someone else saved the entry first (HTTP 409). */
export const CONFLICT_MESSAGE =
  'Someone else changed this entry while you were editing it. Your changes are still here and have not been saved yet.';

/** Where the entry's save stands: saved at a version, saving, edited since, refused by a 409 (with their version), or failed. */
export type SaveState =
  | { kind: 'saved'; version: number }
  | { kind: 'saving' }
  | { kind: 'unsaved' }
  | { kind: 'conflict'; theirs: EntryProps }
  | { kind: 'error'; message: string };

/** A message under the publish bar: an outcome of publish, unpublish or a lifecycle action. */
export interface EditorNote {
  variant: 'negative' | 'positive';
  text: string;
}

/** What the editor shows of one entry; a new object on every change (React's `useSyncExternalStore` snapshot). */
export interface SessionState {
  save: SaveState;
  sys: EntryProps['sys'];
  note: EditorNote | undefined;
  /** An action under way: its button shows a spinner and the others wait. */
  busy: 'publishing' | 'unpublishing' | 'working' | undefined;
  /** Publishes so far: the "used on" and version panels read again on each. */
  publishCount: number;
}

/** What the session tells the workbench, and the two things it asks of the page. */
export interface SessionEvents {
  /** A field edit, for the live preview (`entryId`, field id, value). */
  onEdit(entryId: string, fieldId: string, value: unknown): void;
  /** The entry as the Management API answered a save, publish, unpublish, archive or unarchive. */
  onSaved(entry: EntryProps, contentType: ContentTypeProps): void;
  /** A page URL the preview should show (a new page's URL, once saved). */
  onPreviewSlug(slug: string): void;
  /** The entry was deleted, or duplicated into `openId`. */
  onGone(openId?: string): void;
  /** Asks the editor to confirm (a delete); `window.confirm` in the browser. */
  confirm(message: string): boolean;
  /** Brings a field into view (the first field a refused publish names). */
  reveal(fieldId: string): void;
  /**
   * Shows what a publish with linked entries puts live (the entry first, then each linked entry
   * and asset with its change) and answers whether the editor goes on. Without it such a publish
   * goes ahead unasked (scripts, tests of other parts).
   */
  confirmPublish?(items: readonly GoingLive[]): Promise<boolean>;
}

/** An entry as the editor opens it: the entry, its content type and its editor interface (none: defaults). */
export interface LoadedEntry {
  entry: EntryProps;
  contentType: ContentTypeProps;
  editorInterface: EditorInterfaceProps | undefined;
}

/**
 * Reads the entry, its content type (from the context's list, else the API) and its editor interface.
 * @throws the Management API's error (an entry that does not exist: 404).
 */
export async function loadEntry(context: SdkContext, entryId: string): Promise<LoadedEntry> {
  const { cma } = context;
  const entry = await cma.entry.get({ entryId });
  const contentTypeId = entry.sys.contentType.sys.id;
  const contentType = context.contentTypes.find((ct) => ct.sys.id === contentTypeId) ?? (await cma.contentType.get({ contentTypeId }));
  const editorInterface = await cma.editorInterface.get({ contentTypeId: contentType.sys.id }).catch(() => undefined);
  return { entry, contentType, editorInterface };
}

/** A page the entry belongs to, for the preview: its own `url`, or that of a page linking to it (three links up at most). */
export async function previewSlugOf(context: SdkContext, entry: EntryProps): Promise<string | undefined> {
  let current: EntryProps | undefined = entry;
  for (let depth = 0; current && depth < 4; depth++) {
    const url = (current.fields.url as Record<string, unknown> | undefined)?.[context.config.locale];
    if (typeof url === 'string' && url.startsWith('/')) return url;
    const parents: { items: EntryProps[] } = await context.cma.entry.getMany({ query: { links_to_entry: current.sys.id, limit: 1 } });
    current = parents.items[0];
  }
  return undefined;
}

/**
 * One open entry, without React: its store, its state, the autosave (`AUTOSAVE_DELAY_MS` after
 * the last edit, at once after a link edit, one save at a time, each over the version the last answered) and the conflict
 * (a 409 stops the autosave, keeps every edit and waits for "keep mine" or "use theirs"). The
 * editor component renders `state` and calls the actions; publishing and the lifecycle actions
 * (`entry-publishing.ts`, `entry-lifecycle.ts`) use `saveNow`, `update` and `conflicted`.
 */
export class EntrySession {
  readonly store: EntryStore;
  readonly contentType: ContentTypeProps;
  private current: SessionState;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | undefined;
  private stopEdits: (() => void) | undefined;
  /** A 409 is unresolved: nothing saves until the editor chooses. */
  conflicted = false;

  constructor(
    loaded: { entry: EntryProps; contentType: ContentTypeProps },
    readonly context: SdkContext,
    readonly events: SessionEvents,
  ) {
    this.contentType = loaded.contentType;
    this.store = new EntryStore(loaded.entry, context.config.locale);
    this.current = {
      save: { kind: 'saved', version: loaded.entry.sys.version },
      sys: loaded.entry.sys,
      note: undefined,
      busy: undefined,
      publishCount: 0,
    };
  }

  get state(): SessionState {
    return this.current;
  }

  /** Listens to state changes. @returns a function that stops listening. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getState = (): SessionState => this.current;

  update(change: Partial<SessionState>): void {
    this.current = { ...this.current, ...change };
    for (const listener of [...this.listeners]) listener();
  }

  /** Starts the autosave: every edit goes to `onEdit` and, unless in conflict, is saved after the delay. */
  start(): void {
    this.stopEdits ??= this.store.onEdit(({ fieldId, value }) => {
      this.events.onEdit(this.store.entry.sys.id, fieldId, value);
      if (this.conflicted) return;
      this.update({ save: { kind: 'unsaved' } });
      this.cancelAutosave();
      // A link edit (a block added, removed or moved) saves at once: the live preview can draw a
      // new link only once the Content Preview API has it (docs/architecture.md#live-preview).
      this.timer = setTimeout(() => void this.saveNow(), this.linksField(fieldId) ? 0 : AUTOSAVE_DELAY_MS);
    });
  }

  /** True when `fieldId` is a reference field (a link, or a list of links). */
  private linksField(fieldId: string): boolean {
    const field = this.contentType.fields.find((f) => f.id === fieldId);
    return field?.type === 'Link' || (field?.type === 'Array' && field.items?.type === 'Link');
  }

  cancelAutosave(): void {
    clearTimeout(this.timer);
  }

  /** The editor closes (a nested block's "Back to the page"): the autosave stops and what is unsaved is saved. */
  close(): void {
    this.cancelAutosave();
    this.stopEdits?.();
    this.stopEdits = undefined;
    if (this.store.dirty.size) void this.saveNow();
  }

  /** Saves the edited values over the version the store holds; a 409 turns autosave off until the editor decides. */
  async saveNow(): Promise<void> {
    const { store, contentType } = this;
    if (this.conflicted) return;
    if (this.inFlight) await this.inFlight;
    if (!store.dirty.size || this.conflicted) return;
    const sent = { ...store.values };
    this.update({ save: { kind: 'saving' } });
    const run = (async () => {
      try {
        const answer = await this.context.cma.entry.update(
          { entryId: store.entry.sys.id },
          { sys: store.entry.sys, fields: store.fieldsToSave(), metadata: store.entry.metadata },
        );
        store.saved(answer, sent);
        this.update({ sys: answer.sys });
        // A page given its URL (a new page) shows in the preview as soon as that URL is saved.
        const url = sent.url;
        if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) this.events.onPreviewSlug(url);
        this.update({ save: store.dirty.size ? { kind: 'unsaved' } : { kind: 'saved', version: answer.sys.version } });
        this.events.onSaved(answer, contentType);
      } catch (e) {
        const error = cmaError(e);
        if (error.status === 409) {
          this.conflicted = true;
          const theirs = await this.context.cma.entry.get({ entryId: store.entry.sys.id });
          this.update({ save: { kind: 'conflict', theirs } });
        } else {
          this.update({ save: { kind: 'error', message: `Your changes could not be saved: ${error.message}` } });
        }
      }
    })();
    this.inFlight = run;
    await run;
    this.inFlight = undefined;
  }

  /** Resolves a conflict with the editor's edited fields on top of their version, and saves. */
  async keepMine(): Promise<void> {
    if (this.current.save.kind !== 'conflict') return;
    const theirs = await this.context.cma.entry.get({ entryId: this.store.entry.sys.id });
    this.store.rebase(theirs, this.store.dirty);
    this.conflicted = false;
    await this.saveNow();
  }

  /** Resolves a conflict with their version: the editor's edits are dropped and the preview shows theirs. */
  async takeTheirs(): Promise<void> {
    if (this.current.save.kind !== 'conflict') return;
    const theirs = await this.context.cma.entry.get({ entryId: this.store.entry.sys.id });
    this.store.rebase(theirs, new Set());
    this.store.dirty.clear();
    this.conflicted = false;
    this.update({ sys: theirs.sys, save: { kind: 'saved', version: theirs.sys.version } });
    for (const [fieldId, value] of Object.entries(this.store.values)) this.events.onEdit(theirs.sys.id, fieldId, value);
  }
}
