import type { ReactNode } from 'react';

/** The id of the menu panel the mobile toggle controls. */
const MENU_ID = 'site-menu';

/**
 * The header's menu (a server component): at desktop width the panel is simply shown (CSS);
 * below 992 px the 'Menu' button opens it (docs/requirements.md#header-and-navigation "Mobile: a
 * toggle menu"). Without script the button is a native popover toggle for the panel; the header's
 * script (`enhanceHeader`) takes it over and adds the 200 ms slide, the scroll lock, the inert
 * background and Escape (docs/requirements.md#navigation-behaviour).
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  return (
    <>
      <button type="button" className="site-header__menu-toggle" aria-controls={MENU_ID} data-state="closed" popoverTarget={MENU_ID}>
        <span className="site-header__menu-icon" aria-hidden="true" />
        Menu
      </button>
      <div id={MENU_ID} className="site-menu" data-state="closed" data-shown="false" popover="auto">
        {children}
      </div>
    </>
  );
}
