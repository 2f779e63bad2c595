import type { CSSProperties, ReactNode } from 'react';
import { HeaderEnhancer } from './header-enhancer.js';

/**
 * The header's frame (a server component): `[data-site-header]`, not sticky, no panel open,
 * transparent when the navigation says so. `HeaderEnhancer` adds the timed behaviours
 * (`enhanceHeader`: `data-sticky`, the measured top-hat height, which panel is open) once the
 * page is idle; until then, and without JavaScript, the CSS opens desktop sub-navigations on
 * hover and focus and the menu and search toggles are native popovers.
 */
export function HeaderFrame({ transparent, children }: { transparent: boolean; children: ReactNode }) {
  return (
    <div
      className="site-header"
      data-site-header=""
      data-sticky="false"
      data-transparent={transparent}
      data-panel="none"
      style={{ '--site-header-top-hat-height': '0px' } as CSSProperties}
    >
      {children}
      <HeaderEnhancer />
    </div>
  );
}
