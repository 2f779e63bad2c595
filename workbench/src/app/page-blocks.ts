import type { EntrySession } from './entry-session.js';

/**
 * A page's blocks edited in place in the preview (issue 42, item 2): the list of the page's block
 * links (`contentBlocks`), read and written through the page's open editor session, so every
 * change is the editor's own edit (the field editor shows it, it is saved at once as a link edit
 * through the Management API, and the preview follows), plus an undo history of those changes for
 * Ctrl+Z / Ctrl+Shift+Z. No React here.
 */

/** The field of a page that holds its blocks (the static page's and the article's). */
export const BLOCKS_FIELD = 'contentBlocks';

type BlockLink = { sys: { type: 'Link'; linkType: 'Entry'; id: string } };
const link = (id: string): BlockLink => ({ sys: { type: 'Link', linkType: 'Entry', id } });

/** The ids of a blocks field's value (a list of entry links); anything else reads as none. */
export function blockIds(value: unknown): string[] {
  return Array.isArray(value)
    ? value.map((item) => (item as { sys?: { id?: unknown } })?.sys?.id).filter((id): id is string => typeof id === 'string')
    : [];
}

/** `ids` with the block at `from` moved to index `to` (both 0-based; `to` counts in the list after removal). */
export function moveBlock(ids: readonly string[], from: number, to: number): string[] {
  if (from < 0 || from >= ids.length) return [...ids];
  const next = ids.filter((_, i) => i !== from);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, ids[from]!);
  return next;
}

/**
 * Where a block dragged to vertical position `y` lands: the number of the other blocks whose
 * middle is above `y` (`boxes` are the blocks' boxes in the same coordinates, in page order;
 * a block with no box keeps its place relative to its neighbours).
 */
export function dropIndex(boxes: readonly ({ top: number; height: number } | undefined)[], dragged: number, y: number): number {
  let index = 0;
  boxes.forEach((box, i) => {
    if (i === dragged) return;
    const above = box ? box.top + box.height / 2 < y : i < dragged;
    if (above) index += 1;
  });
  return index;
}

/** A page open in the editor whose blocks the preview edits in place. */
export interface PageBlocks {
  /** The page entry's id. */
  entryId: string;
  /** The content types a new block may be (the field's `linkContentType` validation), by id. */
  allowedTypes: readonly string[];
  /** The blocks' ids, in page order. */
  ids(): string[];
  /** Sets the blocks (an edit of the page, saved at once). */
  set(ids: readonly string[]): void;
  /** Listens to every change of the blocks (from here, the field editor or a restore). @returns a function that stops listening. */
  onChange(listener: (ids: string[]) => void): () => void;
  /** Undoes the last change of the blocks in this session; false when there is none. */
  undo(): boolean;
  /** Redoes the last undone change; false when there is none. */
  redo(): boolean;
}

/** The most changes the undo history keeps. */
const HISTORY = 100;

/**
 * The blocks of the page in `session`, or undefined when its content type has no blocks field.
 * Every change of the field (here, in the field editor, by a restore) joins the undo history;
 * an undo or redo is itself an edit of the field, which the history does not record again.
 */
export function pageBlocksOf(session: EntrySession): PageBlocks | undefined {
  const field = session.contentType.fields.find((f) => f.id === BLOCKS_FIELD && f.type === 'Array' && f.items?.linkType === 'Entry');
  if (!field) return undefined;
  const { store } = session;
  const allowedTypes = field.items?.validations?.find((v) => v.linkContentType)?.linkContentType ?? [];
  const done: string[][] = [];
  const undone: string[][] = [];
  let current = blockIds(store.values[BLOCKS_FIELD]);
  let replaying = false;
  const listeners = new Set<(ids: string[]) => void>();
  const apply = (ids: readonly string[]) => store.restore({ ...store.values, [BLOCKS_FIELD]: ids.map(link) });
  store.onEdit(({ fieldId, value }) => {
    if (fieldId !== BLOCKS_FIELD) return;
    const next = blockIds(value);
    if (!replaying) {
      done.push(current);
      if (done.length > HISTORY) done.shift();
      undone.length = 0;
    }
    current = next;
    for (const listener of [...listeners]) listener(next);
  });
  const replay = (from: string[][], to: string[][]): boolean => {
    const target = from.pop();
    if (!target) return false;
    to.push(current);
    replaying = true;
    try {
      apply(target);
    } finally {
      replaying = false;
    }
    return true;
  };
  return {
    entryId: store.entry.sys.id,
    allowedTypes,
    ids: () => current,
    set: (ids) => apply(ids),
    onChange: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    undo: () => replay(done, undone),
    redo: () => replay(undone, done),
  };
}

/**
 * Whether a key press is the workbench's undo (Ctrl+Z, ⌘Z) or redo (Ctrl+Shift+Z, ⌘⇧Z, Ctrl+Y) of
 * block changes. A press in a text field or rich-text editor is left to it (its own typing undo).
 */
export function undoKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>): 'undo' | 'redo' | undefined {
  if (!(event.ctrlKey || event.metaKey)) return undefined;
  const target = event.target as HTMLElement | null;
  if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' ? 'redo' : undefined;
}
