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
