import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel, entryLink, openSession, startAppFixture, type AppFixture } from '../../test/app-fixture.js';
import { blockIds, dropIndex, moveBlock, pageBlocksOf, undoKey } from './page-blocks.js';

let fx: AppFixture;
beforeAll(async () => {
  fx = await startAppFixture();
  await createTestModel(fx);
  // A page type with the demo model's blocks field (`contentBlocks`), as the static page has.
  await fx.contentType('landing', {
    name: 'Landing page',
    displayField: 'title',
    fields: [
      { id: 'title', name: 'Title', type: 'Symbol', required: true, localized: false },
      {
        id: 'contentBlocks',
        name: 'Content blocks',
        type: 'Array',
        items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['tagline', 'accordion'] }] },
        required: false,
        localized: false,
      },
    ],
  });
});
afterAll(() => fx?.close());

describe('blocks in place (issue 42, item 2)', () => {
  it('given a list of blocks, then moves, drops and keys land where the editor meant', () => {
    expect(moveBlock(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveBlock(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveBlock(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveBlock(['a'], 3, 0)).toEqual(['a']);
    const boxes = [
      { top: 0, height: 100 },
      { top: 100, height: 100 },
      { top: 200, height: 100 },
    ];
    expect(dropIndex(boxes, 0, 260)).toBe(2);
    expect(dropIndex(boxes, 2, 10)).toBe(0);
    expect(dropIndex(boxes, 1, 140)).toBe(1);
    expect(dropIndex([boxes[0], undefined, boxes[2]], 2, 120)).toBe(2);
    expect(blockIds([entryLink('x'), { nope: 1 }, entryLink('y')])).toEqual(['x', 'y']);
    expect(blockIds('x')).toEqual([]);
    const key = (key: string, extra: Partial<KeyboardEvent> = {}) =>
      undoKey({ key, ctrlKey: true, metaKey: false, shiftKey: false, target: document.body, ...extra });
    expect([key('z'), key('Z', { shiftKey: true }), key('y'), key('z', { ctrlKey: false }), key('a')]).toEqual([
      'undo',
      'redo',
      'redo',
      undefined,
      undefined,
    ]);
    expect(key('z', { target: document.createElement('input') })).toBeUndefined();
  });

  it('given a page open in the editor, when its blocks are moved, removed and undone, then each is an edit the Management API saves and undo and redo walk them back and forth', async () => {
    const [a, b, c] = [
      await fx.entry('tagline', { text: 'A' }),
      await fx.entry('tagline', { text: 'B' }),
      await fx.entry('tagline', { text: 'C' }),
    ];
    const page = await fx.entry('landing', { title: 'In place', contentBlocks: [a, b, c].map((e) => entryLink(e.sys.id)) });
    const { session } = await openSession(fx, page.sys.id);
    const blocks = pageBlocksOf(session)!;
    expect(blocks.allowedTypes).toEqual(['tagline', 'accordion']);
    const seen: string[][] = [];
    blocks.onChange((ids) => seen.push(ids));
    const saved = async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await session.saveNow();
      return blockIds((await fx.cma.entry.get({ entryId: page.sys.id })).fields.contentBlocks?.['en-US']);
    };
    const [ia, ib, ic] = [a.sys.id, b.sys.id, c.sys.id];
    blocks.set(moveBlock(blocks.ids(), 2, 0));
    expect(await saved()).toEqual([ic, ia, ib]);
    blocks.set(blocks.ids().filter((id) => id !== ia));
    expect(await saved()).toEqual([ic, ib]);
    expect(blocks.undo()).toBe(true);
    expect(await saved()).toEqual([ic, ia, ib]);
    expect(blocks.undo()).toBe(true);
    expect(await saved()).toEqual([ia, ib, ic]);
    expect(blocks.undo()).toBe(false);
    expect(blocks.redo()).toBe(true);
    expect(await saved()).toEqual([ic, ia, ib]);
    // A new change drops what could be redone.
    blocks.set(moveBlock(blocks.ids(), 0, 2));
    expect(blocks.redo()).toBe(false);
    expect(await saved()).toEqual([ia, ib, ic]);
    expect(seen).toEqual([
      [ic, ia, ib],
      [ic, ib],
      [ic, ia, ib],
      [ia, ib, ic],
      [ic, ia, ib],
      [ia, ib, ic],
    ]);
    expect(session.store.values.contentBlocks).toEqual([ia, ib, ic].map(entryLink));
  });

  it('given an entry without a blocks field, then it has no blocks to edit in place', async () => {
    const { session } = await openSession(fx, (await fx.entry('tagline', { text: 'No blocks' })).sys.id);
    expect(pageBlocksOf(session)).toBeUndefined();
  });
});
