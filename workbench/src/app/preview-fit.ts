import { useEffect, useState, type RefObject } from 'react';

/**
 * The preview's device widths, in CSS pixels: a phone, a tablet (the site's `md` breakpoint) and
 * a desktop (1280, above the site's `xl` breakpoint, where its content column stops growing). The
 * frame is always drawn at the device's width, so the site lays itself out as on that device, and
 * scaled down to fit the pane when the pane is narrower (issue 42: "Desktop" drew the phone layout
 * in a pane narrower than the desktop breakpoints).
 */
export const DEVICES = [
  { id: 'phone', label: 'Phone', width: 390 },
  { id: 'tablet', label: 'Tablet', width: 768 },
  { id: 'desktop', label: 'Desktop', width: 1280 },
] as const;

export type Device = (typeof DEVICES)[number]['id'];

/** Where the frame sits in the pane: its scale, its size before scaling and its left offset (px) that centres it. */
export interface FrameFit {
  /** 1 when the device fits, else pane width / device width. */
  scale: number;
  /** The frame's layout width: the device's, in CSS pixels. */
  width: number;
  /** The frame's layout height, so that once scaled it fills the pane's height. */
  height: number;
  /** Left offset of the scaled frame, centring it in the pane. */
  left: number;
}

/**
 * How a frame of `deviceWidth` CSS pixels fits a pane of `paneWidth` × `paneHeight`: never
 * enlarged, scaled down to the pane's width when wider, as tall as the pane once scaled. A pane not
 * measured yet (0 × 0, e.g. before layout) gets the device at scale 1.
 */
export function fitFrame(deviceWidth: number, paneWidth: number, paneHeight: number): FrameFit {
  if (paneWidth <= 0) return { scale: 1, width: deviceWidth, height: Math.max(paneHeight, 0), left: 0 };
  const scale = Math.min(1, paneWidth / deviceWidth);
  return {
    scale,
    width: deviceWidth,
    height: paneHeight / scale,
    left: Math.max(0, (paneWidth - deviceWidth * scale) / 2),
  };
}

/** The size of `element` (its content box, CSS pixels), kept current with a ResizeObserver; 0 × 0 until measured. */
export function useElementSize(element: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const node = element.current;
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((now) => (now.width === width && now.height === height ? now : { width, height }));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return size;
}
