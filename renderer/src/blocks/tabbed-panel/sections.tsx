import { use } from 'react';
// A type-only import: erased at build time, so it adds no runtime edge to the cycle described below.
import type { Blocks } from '../../blocks.js';
import type { LoadedBlock } from '../../types.js';

type BlocksModule = { Blocks: typeof Blocks };

/** A promise carrying its outcome in `status`/`value`, which `use` reads to answer synchronously. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

let loading: TrackedPromise<BlocksModule> | undefined;

/**
 * Imports `Blocks` when first needed. `Blocks` draws through the registry, and the registry holds
 * the tabbed panel: a static import would close the cycle registry → tabbed panel → blocks →
 * registry, which breaks (a `const` read before its module ran) when a module of the cycle is
 * evaluated first. The tabbed panel's `load` awaits this, so by render time the promise is
 * fulfilled and `use` answers at once: the sections render in place, with no suspension.
 */
export function loadSectionRenderer(): Promise<BlocksModule> {
  if (!loading) {
    const promise: TrackedPromise<BlocksModule> = import('../../blocks.js');
    promise.status = 'pending';
    promise.then(
      (module) => Object.assign(promise, { status: 'fulfilled', value: module }),
      (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
    );
    loading = promise;
  }
  return loading;
}

/**
 * A tab's sections, drawn like page blocks (`Blocks`, inspector parent field `sections`). If the
 * renderer was not imported yet in this process, it suspends until it is; there is deliberately
 * no Suspense boundary of its own, so the server HTML holds the sections in place (React streams
 * a boundary's content out of place once the page passes its progressive chunk size, ~12.8 kB).
 */
export function TabSections({ blocks }: { blocks: readonly LoadedBlock[] }) {
  const renderer = use(loadSectionRenderer());
  return <renderer.Blocks blocks={blocks} fieldId="sections" />;
}
