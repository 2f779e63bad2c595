'use client';

import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { inspectTags } from '../../inspector.js';
import type { NavigationGroupProps } from './from-navigation.js';
import { isDesktopViewport, SUBNAV_CLOSE_DELAY_MS } from './header-rules.js';
import { NavLink } from './nav-link.js';

export interface PrimaryNavigationProps {
  /** The navigation entry's id, for inspector tags. */
  navigationId: string;
  groups: NavigationGroupProps[];
  /** Draft mode: emit inspector tags (the header passes `inspectorEnabled()`). */
  inspector?: boolean;
}

/** How the open sub-navigation was opened: a click pins it, hover and focus open it in passing. */
type OpenedBy = 'pointer' | 'focus' | 'click';

/** The DOM id of a group's sub-navigation. */
function subNavigationId(groupId: string): string {
  return `site-nav-${groupId}`;
}

/**
 * The primary navigation, following the WAI-ARIA disclosure navigation pattern: each group is a
 * button (`aria-expanded`, `aria-controls`, `data-state`) showing its sub-navigation; a group
 * with only a landing link is a plain link. At desktop width (docs/requirements.md#navigation-behaviour) hover or focus opens a
 * sub-navigation, which closes 300 ms after the pointer leaves, when focus leaves it, on a click
 * elsewhere, or on Escape (focus returns to its button); clicking a hover-opened group keeps it
 * open. Below 992 px the buttons toggle the groups as an accordion inside the mobile menu.
 */
export function PrimaryNavigation({ navigationId, groups, inspector = false }: PrimaryNavigationProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  // Mirrors of the state for handlers that run before React re-renders (pointer → focus → click).
  const openRef = useRef<string | null>(null);
  const openedBy = useRef<OpenedBy | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const skipFocusOpen = useRef(false);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const cancelClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  const show = (id: string | null, by: OpenedBy | null) => {
    cancelClose();
    openRef.current = id;
    openedBy.current = by;
    setOpenId(id);
  };

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (openId === null) return;
    const close = () => {
      clearTimeout(closeTimer.current);
      openRef.current = null;
      openedBy.current = null;
      setOpenId(null);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (isDesktopViewport() && !navRef.current?.contains(event.target as Node)) close();
    };
    // Escape dismisses a sub-navigation wherever focus is (WCAG 1.4.13, content on hover or focus);
    // focus inside it goes back to its button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isDesktopViewport()) return;
      const button = buttons.current.get(openId);
      const focusInside = button?.parentElement?.contains(document.activeElement) ?? false;
      close();
      if (button && focusInside && document.activeElement !== button) {
        skipFocusOpen.current = true;
        button.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId]);

  const handlers = (id: string) => ({
    onPointerEnter: () => {
      if (!isDesktopViewport()) return;
      if (openRef.current === id) cancelClose();
      else show(id, 'pointer');
    },
    onPointerLeave: () => {
      if (!isDesktopViewport() || openRef.current !== id) return;
      cancelClose();
      closeTimer.current = setTimeout(() => {
        if (openRef.current === id) show(null, null);
      }, SUBNAV_CLOSE_DELAY_MS);
    },
    onFocus: () => {
      if (skipFocusOpen.current) {
        skipFocusOpen.current = false;
        return;
      }
      if (isDesktopViewport() && openRef.current !== id) show(id, 'focus');
    },
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      const leaving = !event.currentTarget.contains(event.relatedTarget as Node | null);
      if (leaving && isDesktopViewport() && openRef.current === id && openedBy.current !== 'pointer') show(null, null);
    },
  });

  const onToggle = (id: string) => {
    if (openRef.current === id && openedBy.current === 'pointer' && isDesktopViewport()) {
      // The pointer opened it on its way to the click: keep it open.
      cancelClose();
      openedBy.current = 'click';
      return;
    }
    show(openRef.current === id ? null : id, openRef.current === id ? null : 'click');
  };

  return (
    <nav ref={navRef} className="site-nav" aria-label="Main" {...inspectTags(inspector, navigationId, 'navigationGroups')}>
      <ul className="site-nav__list">
        {groups.map((group) => {
          if (!group.items.length && group.link) {
            return (
              <li key={group.id} className="site-nav__item">
                <NavLink inspector={inspector} link={group.link} label={group.title} className="site-nav__link" />
              </li>
            );
          }
          const open = openId === group.id;
          const state = open ? 'open' : 'closed';
          return (
            <li key={group.id} className="site-nav__item" data-state={state} {...handlers(group.id)}>
              <button
                ref={(button) => {
                  if (button) buttons.current.set(group.id, button);
                  else buttons.current.delete(group.id);
                }}
                type="button"
                className="site-nav__toggle"
                aria-expanded={open}
                aria-controls={subNavigationId(group.id)}
                data-state={state}
                onClick={() => onToggle(group.id)}
                {...inspectTags(inspector, group.id, 'title')}
              >
                {group.title}
              </button>
              <div id={subNavigationId(group.id)} className="site-nav__panel" data-state={state} hidden={!open}>
                <ul className="site-nav__sublist">
                  {group.link ? (
                    <li>
                      <NavLink inspector={inspector} link={group.link} className="site-nav__sublink site-nav__sublink--overview" />
                    </li>
                  ) : null}
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <NavLink inspector={inspector} link={item} className="site-nav__sublink" />
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
