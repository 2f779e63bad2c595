import type { LoadContext } from './data/query.js';
import { blockRegistry, isRegistered } from './registry.js';
import type { BlockRef, LoadedBlock } from './types.js';

/**
 * Loads the props of every block of a page or article, one query per block type, in parallel,
 * keeping the editor's order. A block with no renderer is skipped with a console warning
 * (seed 001 §2 "A block with no matching renderer is skipped with a console warning only"); so
 * is a block whose entry cannot be loaded (unpublished, or its query failed).
 */
export async function loadBlocks(refs: readonly (BlockRef | null | undefined)[], context: LoadContext): Promise<LoadedBlock[]> {
  const byType = new Map<string, string[]>();
  for (const ref of refs) {
    if (!ref) continue;
    if (!isRegistered(ref.__typename)) {
      console.warn(`[renderer] no renderer for block type ${ref.__typename} (entry ${ref.sys.id}); skipped`);
      continue;
    }
    byType.set(ref.__typename, [...(byType.get(ref.__typename) ?? []), ref.sys.id]);
  }
  const loaded = new Map<string, Map<string, LoadedBlock['props']>>();
  await Promise.all(
    [...byType].map(async ([typename, ids]) => {
      try {
        loaded.set(typename, await blockRegistry[typename as keyof typeof blockRegistry].load([...new Set(ids)], context));
      } catch (error) {
        console.warn(`[renderer] loading ${typename} blocks failed; skipped`, error);
      }
    }),
  );
  const blocks: LoadedBlock[] = [];
  for (const ref of refs) {
    if (!ref || !isRegistered(ref.__typename)) continue;
    const props = loaded.get(ref.__typename)?.get(ref.sys.id);
    if (props) blocks.push({ typename: ref.__typename, id: ref.sys.id, props });
  }
  return blocks;
}
