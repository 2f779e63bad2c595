'use client';

import { useEffect, useRef, useState } from 'react';
import { debounce, throttle } from 'throttle-debounce';
import { RESIZE_DEBOUNCE_MS, SCROLL_THROTTLE_MS } from '../../layout/header/header-rules.js';
import { CtaLink, type LinkProps } from '../../shared/link.js';
import { useHydratedMark } from '../../shared/use-hydrated.js';
/** Windows at least this tall (px) use the small scroll threshold (docs/requirements.md#floating-call-to-action). */
export const TALL_WINDOW = 1080;
/** scrollY (px) a tall window must exceed (docs/requirements.md#floating-call-to-action "scrollY above 10"). */
export const TALL_WINDOW_SCROLL = 10;
/** Shorter windows show the button after scrolling past the hero height minus this (px). */
export const HERO_OFFSET = 100;
/**
 * How the page's hero is found: the page layout marks it with `data-hero`; otherwise the first
 * element of `<main>` is taken as the hero.
 */
export const HERO_SELECTOR = '[data-hero]';

/** What the visibility rule reads, in CSS px (rects relative to the viewport, as getBoundingClientRect). */
export interface FloatingMeasures {
  windowHeight: number;
  scrollY: number;
  heroHeight: number;
  markerTop: number;
  markerBottom: number;
}

/**
 * docs/requirements.md#floating-call-to-action: while the block's marker is below the fold, the button
 * shows after a scroll threshold — scrollY above 10 in windows at least 1080 px tall, else
 * scrollY past the hero height minus 100; otherwise (marker reached) it shows only while the
 * marker is not visible.
 */
export function floatingCtaVisible({ windowHeight, scrollY, heroHeight, markerTop, markerBottom }: FloatingMeasures): boolean {
  if (markerTop > windowHeight) {
    return windowHeight >= TALL_WINDOW ? scrollY > TALL_WINDOW_SCROLL : scrollY > heroHeight - HERO_OFFSET;
  }
  const markerVisible = markerTop < windowHeight && markerBottom > 0;
  return !markerVisible;
}

function heroHeight(): number {
  const hero = document.querySelector(HERO_SELECTOR) ?? document.querySelector('main > :first-child');
  return hero?.getBoundingClientRect().height ?? 0;
}

/**
 * The floating call to action: the button sits inline where the editor placed the block (the
 * marker), and a floating copy appears per `floatingCtaVisible`, re-checked on scroll (throttled
 * at 10 ms) and on resize (debounced 500 ms: docs/requirements.md#decision-resize-debounce). The
 * floating copy is `hidden` while closed, so it is not focusable.
 */
export function FloatingCallToActionIsland({
  id,
  text,
  link,
  inspector = false,
}: {
  id: string;
  text?: string;
  link: LinkProps;
  /** Draft mode: emit inspector tags (the server parent passes `inspectorEnabled()`). */
  inspector?: boolean;
}) {
  const marker = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const mark = useHydratedMark();

  useEffect(() => {
    const update = () => {
      const rect = marker.current?.getBoundingClientRect();
      if (!rect) return;
      setVisible(
        floatingCtaVisible({
          windowHeight: window.innerHeight,
          scrollY: window.scrollY,
          heroHeight: heroHeight(),
          markerTop: rect.top,
          markerBottom: rect.bottom,
        }),
      );
    };
    const onScroll = throttle(SCROLL_THROTTLE_MS, update);
    const onResize = debounce(RESIZE_DEBOUNCE_MS, update);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      onScroll.cancel();
      onResize.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const state = visible ? 'open' : 'closed';
  return (
    <>
      <div ref={marker} className="floating-cta__marker" {...mark}>
        {text ? <p className="floating-cta__text">{text}</p> : null}
        <CtaLink link={link} inspector={inspector} />
      </div>
      <div id={`floating-cta-${id}`} className="floating-cta__float" data-state={state} hidden={!visible}>
        {text ? <p className="floating-cta__text">{text}</p> : null}
        <CtaLink link={link} inspector={inspector} />
      </div>
    </>
  );
}
