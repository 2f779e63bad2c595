'use client';

import { Activity, lazy, memo, Suspense, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated.js';

/**
 * Loads an island's module and answers its component. Write it as a dynamic `import()` so the
 * bundler gives the island a chunk of its own (docs/requirements.md#decision-javascript-budget).
 */
export type IslandLoader<P> = () => Promise<ComponentType<P>>;

/** What stands in for an island while its chunk loads in a render without server HTML. */
export type IslandFallback<P> = ReactNode | ((props: P) => ReactNode);

/** How `lazyIsland` shows its island. */
export interface LazyIslandOptions<P> {
  /**
   * Shown in its place while the chunk loads in a render without server HTML (a client
   * navigation, the live preview), given the island's props when it is a function. Never in the
   * server's HTML: that always holds the island itself. Nothing by default.
   */
  fallback?: IslandFallback<P>;
}

/** How `lazyNearViewport` shows its island. */
export interface NearViewportOptions<P> extends LazyIslandOptions<P> {
  /** How close to the viewport (CSS margin, e.g. '600px') the island starts loading. */
  rootMargin?: string;
  /** The wrapper `<div>`'s class. */
  className?: string;
}

/**
 * The boundary around a lazy island (docs/requirements.md#decision-island-html-in-place).
 *
 * - Over server HTML (on the server and while hydrating) it is `<Activity mode="visible">`.
 *   React 19.2's server renderer moves a finished `<Suspense>` boundary of more than 500 bytes out
 *   of place once the page has sent 12,800 bytes (its `progressiveChunkSize`, which Next.js does
 *   not let an app set): the island's HTML goes into a hidden `<div>` at the end of the document
 *   and an inline script moves it back a frame after the first paint. Without script a visitor
 *   never sees it; with script what follows it shifts. An `<Activity>` is never moved, yet it is
 *   a hydration boundary like `<Suspense>`: while the island's chunk loads (or its gate is shut),
 *   React keeps its server HTML and hydrates the rest of the page.
 * - In a render without server HTML (mounted after hydration) it is `<Suspense>` with the
 *   fallback, so the chunk's load never holds up the rest of the update.
 *
 * Which of the two is decided at mount and never changes, so the island is never remounted.
 */
function IslandBoundary<P>({ fallback, props, children }: { fallback: IslandFallback<P>; props: P; children: ReactNode }) {
  const hydrated = useHydrated();
  const [overServerHtml] = useState(!hydrated);
  // The same element on the re-render `useHydrated` makes once the page has hydrated: a boundary
  // whose props change before it has hydrated is rendered again from scratch in the browser,
  // which would throw away the island's server HTML and whatever the visitor typed or chose in it.
  return useMemo(
    () =>
      overServerHtml ? (
        <Activity mode="visible">{children}</Activity>
      ) : (
        <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>{children}</Suspense>
      ),
    [overServerHtml, children, fallback, props],
  );
}

/** `load` in the shape `React.lazy` takes. */
function asModule<P>(load: IslandLoader<P>): () => Promise<{ default: ComponentType<P> }> {
  return () => load().then((component) => ({ default: component }));
}

/**
 * An island in a chunk of its own, fetched when it first renders, its server HTML in place
 * (docs/requirements.md#decision-island-html-in-place). Answers a component taking the island's
 * props.
 *
 * - The server renders the island in full, where it stands in the page: it is in the HTML at once
 *   and without script. (The module's `React.lazy` resolves on the first render after a start;
 *   the start's warm-up requests make that render.)
 * - In the browser the rest of the page hydrates while the chunk loads; then the island does.
 *
 * @param load imports the island's module and answers its component.
 */
export function lazyIsland<P extends object>(load: IslandLoader<P>, { fallback = null }: LazyIslandOptions<P> = {}): ComponentType<P> {
  const Island = lazy(asModule(load));
  // memo: a parent that renders again with equal props (one reading the address after hydration)
  // leaves a still-dehydrated island alone; see IslandBoundary.
  return memo(function LazyIsland(props: P) {
    return (
      <IslandBoundary fallback={fallback} props={props}>
        <Island {...props} />
      </IslandBoundary>
    );
  });
}

/**
 * An island that loads and hydrates only when it comes near the viewport
 * (docs/requirements.md#decision-islands-below-the-fold), its server HTML in place as with
 * `lazyIsland`. Answers a component taking the island's props.
 *
 * - The server renders the island in full (one `React.lazy` for the module), so its markup is in
 *   the HTML at once and without script.
 * - In the browser that server HTML stays as it is, not hydrated and its chunk not fetched, until
 *   the wrapper `<div>` comes within `rootMargin` of the viewport; then `load` runs and React
 *   hydrates the island. A visitor who never scrolls there never downloads it. Tabbing into it or
 *   following a link to it scrolls it into view, which opens the gate.
 * - Without IntersectionObserver it loads at once.
 *
 * @param load imports the island's module and answers its component.
 */
export function lazyNearViewport<P extends object>(
  load: IslandLoader<P>,
  { fallback = null, rootMargin = '600px', className }: NearViewportOptions<P> = {},
): ComponentType<P> {
  const toModule = asModule(load);
  const Eager = lazy(toModule);
  return memo(function NearViewportIsland(props: P) {
    const anchor = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => {
      if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return undefined;
      let open: () => void = () => undefined;
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { open, Island: lazy(() => opened.then(toModule)) };
    });
    useEffect(() => {
      const element = anchor.current;
      if (!gate || !element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          gate.open();
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [gate]);
    const Island = gate?.Island ?? Eager;
    return (
      <div ref={anchor} className={className}>
        <IslandBoundary fallback={fallback} props={props}>
          <Island {...props} />
        </IslandBoundary>
      </div>
    );
  });
}
