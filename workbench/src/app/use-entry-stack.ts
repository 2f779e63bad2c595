import { useCallback, useEffect, useRef, useState } from 'react';

/** Milliseconds a closed nested editor stays mounted, past the text editors' 300 ms hand-over. */
export const CLOSE_DELAY_MS = 1000;

/** An entry or asset opened above the root entry (Contentful's slide-in). */
export interface Nested {
  kind: 'Entry' | 'Asset';
  id: string;
}

/**
 * The entries and assets opened above the root entry. `stack` is what shows (the top one);
 * `opened` is what is mounted: a closed one stays mounted (hidden) for `CLOSE_DELAY_MS`, since a
 * text editor hands its last keystrokes to the SDK 300 ms later and they must still save (the
 * editor saves what is unsaved when it unmounts). Then it unmounts: two editors of one content
 * type would share the field editors' element ids.
 */
export function useEntryStack() {
  const [stack, setStack] = useState<Nested[]>([]);
  const [opened, setOpened] = useState<Nested[]>([]);
  const stackRef = useRef(stack);
  useEffect(() => {
    stackRef.current = stack;
  }, [stack]);
  /** Opens `id` above the others (once: opening it again leaves the stack as it is). */
  const openNested = useCallback((kind: 'Entry' | 'Asset', id: string) => {
    setStack((now) => (now.some((n) => n.id === id) ? now : [...now, { kind, id }]));
    setOpened((now) => (now.some((n) => n.id === id) ? now : [...now, { kind, id }]));
  }, []);
  /** Closes the top one ("Back to the page"). */
  const closeNested = useCallback(() => {
    const closed = stackRef.current[stackRef.current.length - 1];
    if (!closed) return;
    setStack((now) => now.filter((n) => n.id !== closed.id));
    setTimeout(
      () => setOpened((all) => all.filter((n) => n.id !== closed.id || stackRef.current.some((s) => s.id === closed.id))),
      CLOSE_DELAY_MS,
    );
  }, []);
  /** Closes them all at once (another root entry opens). */
  const clearStack = useCallback(() => {
    setStack([]);
    setOpened([]);
  }, []);
  return { stack, opened, top: stack[stack.length - 1], openNested, closeNested, clearStack };
}
