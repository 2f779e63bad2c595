import { Button, Menu } from '@contentful/f36-components';
import type { ContentTypeProps, PlainClientAPI } from 'contentful-management';
import { useEffect, useMemo, useState, useSyncExternalStore, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { TaggedElement } from './live-preview-host.js';
import { dropIndex, moveBlock, undoKey, type PageBlocks } from './page-blocks.js';

/** What the in-place block controls need of the workbench: the model, and making and opening an entry. */
export interface BlockActions {
  contentTypes: readonly ContentTypeProps[];
  /** Creates an empty entry of `contentTypeId` (a new block). @returns its id. */
  create(contentTypeId: string): Promise<string>;
  /** Opens the entry above the page, as "Create new entry and link" does. */
  open(entryId: string): void;
}

type Box = { left: number; top: number; width: number; height: number };

/** The box around a block's tagged elements in the frame's coordinates, or undefined when none is drawn. */
export function blockBox(elements: readonly TaggedElement[], entryId: string): Box | undefined {
  const mine = elements.filter((e) => e.entryId === entryId && e.isVisible && e.coordinates.width > 0 && e.coordinates.height > 0);
  if (!mine.length) return undefined;
  const left = Math.min(...mine.map((e) => e.coordinates.x));
  const top = Math.min(...mine.map((e) => e.coordinates.y));
  const right = Math.max(...mine.map((e) => e.coordinates.x + e.coordinates.width));
  const bottom = Math.max(...mine.map((e) => e.coordinates.y + e.coordinates.height));
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * Blocks in place (issue 42, item 2): over each block the preview draws, a toolbar — Add above, Add
 * below (a menu of the types the page's blocks field allows; the new block opens above the page),
 * Move up, Move down, Remove, and a handle to drag it to another place — shown while the pointer
 * is over the block or a toolbar button has focus. Each action edits the page's blocks through its
 * editor (`PageBlocks`), so it is saved through the Management API at once and undone by Ctrl+Z.
 * The toolbar is counter-scaled so its buttons keep their size when the frame is scaled to fit.
 */
export function BlockControls({
  blocks,
  actions,
  elements,
  hovered,
  scale,
  stage,
}: {
  blocks: PageBlocks;
  actions: BlockActions;
  elements: readonly TaggedElement[];
  /** The entry under the pointer in the preview. */
  hovered: string | undefined;
  /** The frame's scale in the pane (1: actual size). */
  scale: number;
  /** The scaled stage the frame and the overlay are drawn in (for the pointer's place while dragging). */
  stage: RefObject<HTMLDivElement | null>;
}) {
  const ids = useSyncExternalStore(blocks.onChange, blocks.ids);
  const [drag, setDrag] = useState<{ index: number; y: number } | undefined>();
  const boxes = ids.map((id) => blockBox(elements, id));
  const names = new Map(actions.contentTypes.map((ct) => [ct.sys.id, ct.name]));
  const types = blocks.allowedTypes.filter((id) => names.has(id)).sort((a, b) => names.get(a)!.localeCompare(names.get(b)!));

  const stageY = (event: { clientY: number }) => (event.clientY - (stage.current?.getBoundingClientRect().top ?? 0)) / scale;
  const add = async (index: number, contentTypeId: string) => {
    const id = await actions.create(contentTypeId);
    const next = [...ids];
    next.splice(index, 0, id);
    blocks.set(next);
    actions.open(id);
  };
  const startDrag = (index: number) => (event: ReactPointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ index, y: stageY(event) });
  };
  const moveDrag = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (drag) setDrag({ ...drag, y: stageY(event) });
  };
  const endDrag = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (!drag) return;
    const to = dropIndex(boxes, drag.index, stageY(event));
    setDrag(undefined);
    if (to !== drag.index) blocks.set(moveBlock(ids, drag.index, to));
  };

  return (
    <div className="block-controls" data-dragging={drag ? 'true' : undefined}>
      {ids.map((id, index) => {
        const box = boxes[index];
        if (!box) return null;
        const label = `block ${index + 1}`;
        return (
          <div
            key={`${id}/${index}`}
            role="group"
            aria-label={`Block ${index + 1} of ${ids.length}`}
            className={`block-controls__bar${hovered === id || drag?.index === index ? ' is-shown' : ''}`}
            data-block-id={id}
            style={{ left: box.left + box.width, top: box.top, transform: scale < 1 ? `scale(${1 / scale})` : undefined }}
          >
            <AddMenu label={`Add above ${label}`} text="Add above" types={types} names={names} onAdd={(type) => void add(index, type)} />
            <AddMenu
              label={`Add below ${label}`}
              text="Add below"
              types={types}
              names={names}
              onAdd={(type) => void add(index + 1, type)}
            />
            <Button
              size="small"
              variant="secondary"
              aria-label={`Move ${label} up`}
              isDisabled={index === 0}
              onClick={() => blocks.set(moveBlock(ids, index, index - 1))}
            >
              ↑
            </Button>
            <Button
              size="small"
              variant="secondary"
              aria-label={`Move ${label} down`}
              isDisabled={index === ids.length - 1}
              onClick={() => blocks.set(moveBlock(ids, index, index + 1))}
            >
              ↓
            </Button>
            <Button
              size="small"
              variant="negative"
              aria-label={`Remove ${label}`}
              onClick={() => blocks.set(ids.filter((_, i) => i !== index))}
            >
              ✕
            </Button>
            <button
              type="button"
              className="block-controls__handle"
              aria-label={`Drag ${label} to move it`}
              onPointerDown={startDrag(index)}
              onPointerMove={moveDrag}
              onPointerUp={endDrag}
              onPointerCancel={() => setDrag(undefined)}
            >
              ⠿
            </button>
          </div>
        );
      })}
      {drag ? <div className="block-controls__drop" style={{ top: drag.y }} aria-hidden="true" /> : null}
    </div>
  );
}

/** "Add above" / "Add below": a menu of the block types the page allows. */
function AddMenu({
  label,
  text,
  types,
  names,
  onAdd,
}: {
  label: string;
  text: string;
  types: readonly string[];
  names: ReadonlyMap<string, string>;
  onAdd(contentTypeId: string): void;
}) {
  return (
    <Menu>
      <Menu.Trigger>
        <Button size="small" variant="secondary" aria-label={label}>
          {text}
        </Button>
      </Menu.Trigger>
      <Menu.List className="block-controls__menu">
        {types.map((type) => (
          <Menu.Item key={type} onClick={() => onAdd(type)}>
            {names.get(type)}
          </Menu.Item>
        ))}
      </Menu.List>
    </Menu>
  );
}

/**
 * The workbench's side of blocks in place: the open page's blocks (set by its root editor), the
 * actions the controls take, and Ctrl+Z / Ctrl+Shift+Z (⌘Z, ⌘⇧Z, Ctrl+Y) undoing and redoing the
 * page's block changes of this session anywhere but in a text field, whose keys stay its own.
 */
export function useBlockEditing(
  cma: PlainClientAPI | undefined,
  contentTypes: readonly ContentTypeProps[] | undefined,
  openNested: (kind: 'Entry', id: string) => void,
) {
  const [pageBlocks, setPageBlocks] = useState<PageBlocks | undefined>();
  const blockActions = useMemo<BlockActions | undefined>(
    () =>
      cma && contentTypes
        ? {
            contentTypes,
            create: async (contentTypeId) => (await cma.entry.create({ contentTypeId }, { fields: {} })).sys.id,
            open: (id) => openNested('Entry', id),
          }
        : undefined,
    [cma, contentTypes, openNested],
  );
  useEffect(() => {
    if (!pageBlocks) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const which = undoKey(event);
      if (which && (which === 'undo' ? pageBlocks.undo() : pageBlocks.redo())) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pageBlocks]);
  return { pageBlocks, setPageBlocks, blockActions };
}
