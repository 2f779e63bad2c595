'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** How `lazyNearViewport` shows its island. */
export interface NearViewportOptions {
  /** Shown in its place when the browser renders it without server HTML (a client navigation). */
  fallback?: ReactNode;
  /** How close to the viewport (CSS margin, e.g. '600px') the island starts loading. */
  rootMargin?: string;
  /** The wrapper `<div>`'s class. */
  className?: string;
}

/**
 * An island that loads and hydrates only when it comes near the viewport
 * (docs/requirements.md#decision-islands-below-the-fold). Answers a component taking the island's
 * props.
 *
 * - The server renders the island in full (one `React.lazy` for the module, resolved once), so
 *   its markup is in the HTML at once and without script.
 * - In the browser that server HTML stays as it is, not hydrated and its chunk not fetched (React
 *   keeps a suspended boundary's server HTML), until the wrapper `<div>` comes within
 *   `rootMargin` of the viewport; then `load` runs and React hydrates the island. A visitor who
 *   never scrolls there never downloads it. Tabbing into it or following a link to it scrolls it
 *   into view, which opens the gate.
 * - Without IntersectionObserver it loads at once.
 *
 * @param load imports the island's module and answers its component (a dynamic `import()`, so the
 *   bundler gives it a chunk of its own).
 */
export function lazyNearViewport<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = null, rootMargin = '600px', className }: NearViewportOptions = {},
): ComponentType<P> {
  const toModule = () => load().then((component) => ({ default: component }));
  const Eager = lazy(toModule);
  return function NearViewportIsland(props: P) {
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
        <Suspense fallback={fallback}>
          <Island {...props} />
        </Suspense>
      </div>
    );
  };
}
