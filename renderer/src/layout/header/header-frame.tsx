'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { debounce, throttle } from 'throttle-debounce';
import { isDesktopViewport, isHeaderSticky, RESIZE_DEBOUNCE_MS, SCROLL_THROTTLE_MS } from './header-rules.js';

/** The header's panels; at most one is open. */
export type HeaderPanel = 'menu' | 'search';

interface HeaderContextValue {
  openPanel: HeaderPanel | null;
  setOpenPanel(update: (current: HeaderPanel | null) => HeaderPanel | null): void;
}

const HeaderContext = createContext<HeaderContextValue | null>(null);

/**
 * Open state of one header panel. Inside a `HeaderFrame` opening one panel closes the other;
 * outside one (a panel used on its own) the state is local.
 */
export function useHeaderPanel(panel: HeaderPanel): [open: boolean, setOpen: (open: boolean) => void] {
  const context = useContext(HeaderContext);
  const [localOpen, setLocalOpen] = useState(false);
  const setOpen = useCallback(
    (open: boolean) => {
      if (context) context.setOpenPanel((current) => (open ? panel : current === panel ? null : current));
      else setLocalOpen(open);
    },
    [context, panel],
  );
  return [context ? context.openPanel === panel : localOpen, setOpen];
}

const subscribeNothing = () => () => undefined;

/**
 * The header's client frame (an island; props serialisable, children rendered on the server).
 * Marks itself `data-enhanced` once hydrated (the CSS falls back to hover and focus-within
 * dropdowns before), keeps `data-sticky` per docs/requirements.md#sticky-header (scroll throttled 10 ms, resize debounced
 * 500 ms, docs/requirements.md#business-constants), measures the top-hat height so only the bar sticks, holds which panel is
 * open, and closes the mobile menu when the window grows to desktop width.
 */
export function HeaderFrame({ transparent, children }: { transparent: boolean; children: ReactNode }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [openPanel, setOpenPanelState] = useState<HeaderPanel | null>(null);
  const [sticky, setSticky] = useState(false);
  const [topHatHeight, setTopHatHeight] = useState(0);
  const enhanced = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const update = () => {
      const bar = root.querySelector<HTMLElement>('[data-header-bar]');
      setSticky(
        isHeaderSticky({ desktop: isDesktopViewport(), scrollY: window.scrollY, navigationTop: bar?.getBoundingClientRect().top ?? 0 }),
      );
    };
    const measure = () => setTopHatHeight(root.querySelector<HTMLElement>('[data-header-top-hat]')?.offsetHeight ?? 0);
    const onScroll = throttle(SCROLL_THROTTLE_MS, update);
    const onResize = debounce(RESIZE_DEBOUNCE_MS, () => {
      measure();
      update();
      if (isDesktopViewport()) setOpenPanelState((current) => (current === 'menu' ? null : current));
    });
    // The page may load scrolled (back navigation, #anchor): start from the real position.
    const initial = requestAnimationFrame(() => {
      measure();
      update();
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(initial);
      onScroll.cancel();
      onResize.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const value = useMemo<HeaderContextValue>(() => ({ openPanel, setOpenPanel: setOpenPanelState }), [openPanel]);
  return (
    <HeaderContext.Provider value={value}>
      <div
        ref={rootRef}
        className="site-header"
        data-sticky={sticky}
        data-transparent={transparent}
        data-panel={openPanel ?? 'none'}
        {...(enhanced ? { 'data-enhanced': '' } : {})}
        style={{ '--site-header-top-hat-height': `${topHatHeight}px` } as CSSProperties}
      >
        {children}
      </div>
    </HeaderContext.Provider>
  );
}
