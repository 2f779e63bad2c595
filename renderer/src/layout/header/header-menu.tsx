'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHeaderPanel } from './header-frame.js';
import { hideBackground } from './hide-background.js';
import { MENU_SLIDE_DELAY_MS } from './header-rules.js';

/** The id of the menu panel the mobile toggle controls. */
const MENU_ID = 'site-menu';

/**
 * The header's menu (an island; children rendered on the server): at desktop width the panel is
 * simply shown (CSS); below 992 px the 'Menu' button toggles it (docs/requirements.md#header-and-navigation "Mobile: a toggle
 * menu"). Opening shows the panel at once and sets `data-state="open"` 200 ms later, which slides
 * it out (docs/requirements.md#navigation-behaviour); while open the body does not scroll, `#main` and the footer are inert and
 * hidden from assistive technology, and Escape closes the menu and returns focus to the button.
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useHeaderPanel('menu');
  const [slid, setSlid] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const slide = setTimeout(() => setSlid(true), MENU_SLIDE_DELAY_MS);
    const restore = hideBackground(document);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(slide);
      restore();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen]);

  const state = open && slid ? 'open' : 'closed';
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="site-header__menu-toggle"
        aria-expanded={open}
        aria-controls={MENU_ID}
        data-state={open ? 'open' : 'closed'}
        onClick={() => {
          setSlid(false);
          setOpen(!open);
        }}
      >
        <span className="site-header__menu-icon" aria-hidden="true" />
        Menu
      </button>
      <div id={MENU_ID} className="site-menu" data-state={state} data-shown={open}>
        {children}
      </div>
    </>
  );
}
