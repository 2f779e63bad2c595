import { useSyncExternalStore } from 'react';

const noSubscription = (): (() => void) => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true from then on (and in a render
 * without server HTML). Islands mark their form `data-hydrated` with it, which browser tests wait
 * for before they type: a click on server HTML that is not hydrated yet does the browser's default.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The attribute a hydrated island puts on its root element: `{ 'data-hydrated': '' }` once `useHydrated` is true, `{}` before. */
export type HydratedMark = { 'data-hydrated'?: '' };

/**
 * `useHydrated` as the attribute to spread on an island's root element, which browser tests wait
 * for before they click: `<div {...useHydratedMark()}>`.
 */
export function useHydratedMark(): HydratedMark {
  return useHydrated() ? { 'data-hydrated': '' } : {};
}
