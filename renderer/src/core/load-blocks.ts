import { enableInspector } from '../inspector.js';
import { liveContextOf } from '../live/live-source.js';
import { withEditorAids, type LiveSources, type LoadContext } from './query.js';
import type { BlockRef, BlockRegistry, BlockTypename, LoadedBlock } from './types.js';

/** True when `typename` has a renderer in `registry`. */
export function hasRenderer(registry: BlockRegistry, typename: string): typename is BlockTypename {
  return Object.prototype.hasOwnProperty.call(registry, typename);
}

/**
 * Loads the props of every block of a page or article with the loaders of `registry`, one query
 * per block type, in parallel, keeping the editor's order. A block with no renderer is skipped
 * with a console warning (docs/requirements.md#page-blocks "A block with no matching renderer is skipped with a
 * console warning only"); so is a block whose entry cannot be loaded (unpublished, or its query
 * failed).
 */
export async function loadBlocksWith(
  registry: BlockRegistry,
  refs: readonly (BlockRef | null | undefined)[],
  context: LoadContext,
): Promise<LoadedBlock[]> {
  if (withEditorAids(context)) enableInspector();
  const byType = new Map<BlockTypename, string[]>();
  for (const ref of refs) {
    if (!ref) continue;
    if (!hasRenderer(registry, ref.__typename)) {
      console.warn(`[renderer] no renderer for block type ${ref.__typename} (entry ${ref.sys.id}); skipped`);
      continue;
    }
    byType.set(ref.__typename, [...(byType.get(ref.__typename) ?? []), ref.sys.id]);
  }
  const loaded = new Map<string, Map<string, LoadedBlock['props']>>();
  // Draft mode: the loaders record the raw items for the live preview (docs/architecture.md#live-preview).
  const liveSources: LiveSources | undefined = withEditorAids(context) ? new Map() : undefined;
  const loadContext: LoadContext = liveSources ? { ...context, liveSources } : context;
  await Promise.all(
    [...byType].map(async ([typename, ids]) => {
      try {
        loaded.set(typename, await registry[typename].load([...new Set(ids)], loadContext));
      } catch (error) {
        console.warn(`[renderer] loading ${typename} blocks failed; skipped`, error);
      }
    }),
  );
  const blocks: LoadedBlock[] = [];
  for (const ref of refs) {
    if (!ref || !hasRenderer(registry, ref.__typename)) continue;
    const props = loaded.get(ref.__typename)?.get(ref.sys.id);
    if (!props) continue;
    const live = liveSources?.get(ref.sys.id);
    blocks.push({
      typename: ref.__typename,
      id: ref.sys.id,
      props,
      ...(live ? { live: { typename: ref.__typename, ...live, context: liveContextOf(context) } } : {}),
    });
  }
  return blocks;
}
