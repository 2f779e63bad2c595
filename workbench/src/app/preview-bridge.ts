import type { AssetProps, ContentTypeProps, EntryProps } from 'contentful-management';
import type { LivePreviewHost } from './live-preview-host.js';

type EntityListener = (entity: unknown) => void;

/**
 * Between the editors and the live preview, without React: each edit goes to the preview's host
 * (`LivePreviewHost.edit`), each save refreshes the preview's server-drawn parts only when needed,
 * and the reference cards hear of every entry or asset this workbench saves.
 */
export class PreviewBridge {
  /** The protocol host of the preview's current frame (none while there is no preview). */
  private host: LivePreviewHost | undefined;
  // Fields edited since the last save that the preview could not show live, by entry: a save
  // refreshes the preview's server-drawn parts only when there are some (or on publish). A save of
  // text the preview already shows skips that refresh, which would redraw the page under the
  // editor's next keystrokes (the tail of keystroke-to-preview, scripts/bench/live-preview.ts).
  private readonly unshown = new Map<string, Set<string>>();
  /**
   * Every edit of this session, by entry and field (the latest value): a preview frame that
   * connects later (a new page's preview, drawn once its URL is saved) is handed them, so an edit
   * typed while its document was still loading shows once its SDK subscribes, instead of waiting
   * for a save whose ENTRY_SAVED reached a frame that was not listening yet.
   */
  private readonly edits = new Map<string, Map<string, unknown>>();
  /** Listeners of saved entries and assets, by `Type:id` (the reference cards). */
  private readonly listeners = new Map<string, Set<EntityListener>>();
  /** Listeners of every entry saved here ("used on", which a save of another entry changes). */
  private readonly entryListeners = new Set<(entry: EntryProps) => void>();

  /** The preview's frame changed: its protocol host, or none. The new host gets this session's edits. */
  connect = (host: LivePreviewHost | undefined): void => {
    this.host = host;
    for (const [entryId, fields] of this.edits) for (const [fieldId, value] of fields) host?.edit(entryId, fieldId, value);
  };

  /** A field edit: shown live when the preview can, else remembered for the next save. */
  edit = (entryId: string, fieldId: string, value: unknown): void => {
    let values = this.edits.get(entryId);
    if (!values) this.edits.set(entryId, (values = new Map()));
    values.set(fieldId, value);
    const shown = this.host?.edit(entryId, fieldId, value) ?? false;
    let fields = this.unshown.get(entryId);
    if (!fields) this.unshown.set(entryId, (fields = new Set()));
    if (shown) fields.delete(fieldId);
    else fields.add(fieldId);
  };

  /**
   * An entry saved (or published, unpublished, archived): the preview refreshes unless every
   * edit since the last save already shows live (a publish, and a save of an entry never
   * published, always refresh); the cards hear of it.
   */
  entrySaved = (entry: EntryProps, contentType: ContentTypeProps): void => {
    const fields = this.unshown.get(entry.sys.id);
    const publishing = entry.sys.publishedVersion !== undefined && entry.sys.version === entry.sys.publishedVersion + 1;
    // An entry never published is one being built (a new card, block or page): the preview may
    // hold its data and still not draw it (a card's mapper waiting for fields it lacks keeps the
    // block's last render), so each of its saves refreshes what the server draws.
    const building = entry.sys.publishedVersion === undefined;
    if (fields?.size !== 0 || publishing || building) this.host?.saved(entry, contentType);
    this.unshown.set(entry.sys.id, new Set());
    this.changed('Entry', entry);
    for (const listener of [...this.entryListeners]) listener(entry);
  };

  /** An asset saved or published: the preview refreshes and the cards hear of it. */
  assetSaved = (asset: AssetProps): void => {
    this.host?.saved(asset, undefined);
    this.changed('Asset', asset);
  };

  /** Calls `listener` with the entry or asset each time it is saved here. @returns a function that stops listening. */
  onEntityChanged = (type: 'Entry' | 'Asset', id: string, listener: EntityListener): (() => void) => {
    const key = `${type}:${id}`;
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => void set.delete(listener);
  };

  /** Calls `listener` with every entry saved here. @returns a function that stops listening. */
  onEntrySaved = (listener: (entry: EntryProps) => void): (() => void) => {
    this.entryListeners.add(listener);
    return () => void this.entryListeners.delete(listener);
  };

  private changed(type: 'Entry' | 'Asset', entity: { sys: { id: string } }): void {
    for (const listener of [...(this.listeners.get(`${type}:${entity.sys.id}`) ?? [])]) listener(entity);
  }
}
