import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLOSE_DELAY_MS, useEntryStack } from './use-entry-stack.js';

describe('the entries and assets opened above the page (workbench/README.md#what-an-editor-does, step 6)', () => {
  it('given blocks opened from a page, then the last is on top, and opening one again leaves the stack as it is', () => {
    const { result } = renderHook(() => useEntryStack());
    act(() => result.current.openNested('Entry', 'block-1'));
    act(() => result.current.openNested('Asset', 'image-1'));
    act(() => result.current.openNested('Entry', 'block-1'));
    expect(result.current.stack).toEqual([
      { kind: 'Entry', id: 'block-1' },
      { kind: 'Asset', id: 'image-1' },
    ]);
    expect(result.current.top).toEqual({ kind: 'Asset', id: 'image-1' });
  });

  it('given the top one closed, then it leaves the stack at once and stays mounted until its last keystrokes are handed over', async () => {
    const { result } = renderHook(() => useEntryStack());
    act(() => result.current.openNested('Entry', 'block-1'));
    act(() => result.current.openNested('Entry', 'block-2'));
    const closed = Date.now();
    act(() => result.current.closeNested());
    expect(result.current.top).toEqual({ kind: 'Entry', id: 'block-1' });
    expect(result.current.opened.map((n) => n.id)).toEqual(['block-1', 'block-2']);
    await waitFor(() => expect(result.current.opened.map((n) => n.id)).toEqual(['block-1']), { timeout: CLOSE_DELAY_MS + 1000 });
    expect(Date.now() - closed).toBeGreaterThanOrEqual(CLOSE_DELAY_MS - 20);
  });

  it('given one closed and opened again within the delay, then it stays mounted; clearing closes everything at once', async () => {
    const { result } = renderHook(() => useEntryStack());
    act(() => result.current.openNested('Entry', 'block-1'));
    act(() => result.current.closeNested());
    act(() => result.current.openNested('Entry', 'block-1'));
    await new Promise((resolve) => setTimeout(resolve, CLOSE_DELAY_MS + 100));
    expect(result.current.opened.map((n) => n.id)).toEqual(['block-1']);
    act(() => result.current.clearStack());
    expect([result.current.stack, result.current.opened, result.current.top]).toEqual([[], [], undefined]);
    act(() => result.current.closeNested());
    expect(result.current.stack).toEqual([]);
  });
});
