import type { FloatingCallToActionBlockFragment } from '@insurer/content-model/types';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { linkEntry, loadContext } from '../../test/fixtures.js';
import { prerender } from '../../test/prerender.js';
import { FloatingCallToAction } from './floating-call-to-action.js';
import { floatingCtaVisible } from './floating-call-to-action-island.js';
import { fromFloatingCallToAction } from './from-floating-call-to-action.js';
import { floatingCallToActionBlock } from './index.js';

const raw: FloatingCallToActionBlockFragment = {
  sys: { id: 'fcta-1' },
  text: 'Ready to protect your family?',
  link: linkEntry('l1', 'Get a quote', '/life-insurance/term/calculator-quote'),
};

/** The fake page: window height, scroll position, hero height and where the marker sits in the viewport. */
const page = { innerHeight: 1080, scrollY: 0, hero: 600, markerTop: 2400 };

function setWindow() {
  Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: page.innerHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: page.scrollY });
}

function scrollTo(y: number, markerTop = page.markerTop) {
  page.scrollY = y;
  page.markerTop = markerTop;
  setWindow();
  fireEvent.scroll(window);
}

let hero: HTMLElement;
beforeEach(() => {
  Object.assign(page, { innerHeight: 1080, scrollY: 0, hero: 600, markerTop: 2400 });
  setWindow();
  hero = document.createElement('div');
  hero.setAttribute('data-hero', '');
  document.body.prepend(hero);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this === hero) return DOMRect.fromRect({ y: -page.scrollY, width: 1200, height: page.hero });
    if (this.classList.contains('floating-cta__marker')) return DOMRect.fromRect({ y: page.markerTop, width: 600, height: 60 });
    return DOMRect.fromRect({});
  });
});
afterEach(() => {
  hero.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const floating = (container: HTMLElement) => container.querySelector('.floating-cta__float')!;

/**
 * Renders the block and waits until its island (a lazy chunk of its own) has mounted and listens
 * to scroll: its effect can run a moment after the call to action shows. Then fakes the clock that
 * the 10 ms scroll throttle reads.
 */
async function renderBlock() {
  const listen = vi.spyOn(window, 'addEventListener');
  const result = render(<FloatingCallToAction {...fromFloatingCallToAction(raw)} />);
  await waitFor(() => expect(listen).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true }));
  vi.useFakeTimers();
  return result;
}

describe('floatingCtaVisible', () => {
  it.each([
    [{ windowHeight: 1080, scrollY: 10, heroHeight: 600, markerTop: 2000, markerBottom: 2060 }, false],
    [{ windowHeight: 1080, scrollY: 11, heroHeight: 600, markerTop: 2000, markerBottom: 2060 }, true],
    [{ windowHeight: 800, scrollY: 500, heroHeight: 600, markerTop: 2000, markerBottom: 2060 }, false],
    [{ windowHeight: 800, scrollY: 501, heroHeight: 600, markerTop: 2000, markerBottom: 2060 }, true],
    [{ windowHeight: 800, scrollY: 900, heroHeight: 600, markerTop: 300, markerBottom: 360 }, false],
    [{ windowHeight: 800, scrollY: 1500, heroHeight: 600, markerTop: -200, markerBottom: -140 }, true],
  ])('given %j, when checked, then visible is %s', (measures, expected) => {
    expect(floatingCtaVisible(measures)).toBe(expected);
  });
});

describe('FloatingCallToAction', () => {
  it('given a tall window and the marker below the fold, when scrolled past 10 px, then the floating button appears', async () => {
    const { container } = await renderBlock();
    expect(screen.getAllByRole('link', { name: 'Get a quote' })).toHaveLength(1);
    expect(floating(container).getAttribute('data-state')).toBe('closed');
    expect(floating(container).hasAttribute('hidden')).toBe(true);

    act(() => scrollTo(10));
    act(() => vi.advanceTimersByTime(10));
    expect(floating(container).getAttribute('data-state')).toBe('closed');
    act(() => vi.advanceTimersByTime(10));
    act(() => scrollTo(11));
    expect(floating(container).getAttribute('data-state')).toBe('open');
    expect(floating(container).hasAttribute('hidden')).toBe(false);
    expect(screen.getAllByRole('link', { name: 'Get a quote' }).map((a) => a.getAttribute('href'))).toEqual([
      '/life-insurance/term/calculator-quote',
      '/life-insurance/term/calculator-quote',
    ]);
    expect(screen.getAllByText('Ready to protect your family?')).toHaveLength(2);
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a shorter window, when scrolled to the hero height minus 100 and past it, then the button appears only past it', async () => {
    page.innerHeight = 900;
    setWindow();
    const { container } = await renderBlock();
    act(() => scrollTo(500));
    expect(floating(container).getAttribute('data-state')).toBe('closed');
    act(() => vi.advanceTimersByTime(10));
    act(() => scrollTo(501));
    act(() => vi.advanceTimersByTime(10));
    expect(floating(container).getAttribute('data-state')).toBe('open');
  });

  it('given the marker in view, then scrolled above the viewport, when scrolling, then the button hides and then shows again', async () => {
    page.innerHeight = 900;
    page.markerTop = 400;
    setWindow();
    const { container } = await renderBlock();
    expect(floating(container).getAttribute('data-state')).toBe('closed');
    act(() => scrollTo(2000, -300));
    expect(floating(container).getAttribute('data-state')).toBe('open');
  });

  it('given rapid scroll events, when they come within 10 ms, then the position is re-read once at the end of the throttle window', async () => {
    const { container } = await renderBlock();
    act(() => scrollTo(0));
    act(() => scrollTo(200));
    expect(floating(container).getAttribute('data-state')).toBe('closed');
    act(() => vi.advanceTimersByTime(10));
    expect(floating(container).getAttribute('data-state')).toBe('open');
  });

  it('given a resize that uncovers the marker, when the window is resized, then the button follows only after 500 ms without resizing', async () => {
    page.innerHeight = 900;
    page.markerTop = 2000;
    setWindow();
    const { container } = await renderBlock();
    act(() => scrollTo(600));
    act(() => vi.advanceTimersByTime(10));
    expect(floating(container).getAttribute('data-state')).toBe('open');
    // The window grows so that the marker comes into view: the button should go, once resizing stops.
    const resize = (height: number) => {
      page.innerHeight = height;
      setWindow();
      fireEvent(window, new Event('resize'));
    };
    act(() => resize(2100));
    act(() => vi.advanceTimersByTime(300));
    act(() => resize(2200));
    act(() => vi.advanceTimersByTime(499));
    expect(floating(container).getAttribute('data-state')).toBe('open');
    act(() => vi.advanceTimersByTime(1));
    expect(floating(container).getAttribute('data-state')).toBe('closed');
  });

  it('given the block, when rendered to HTML on the server, then the inline call to action is there and the floating copy is hidden', async () => {
    const html = await prerender(<FloatingCallToAction {...fromFloatingCallToAction(raw)} />);
    expect(html).toContain('href="/life-insurance/term/calculator-quote"');
    expect(html).toMatch(/class="floating-cta__float" data-state="closed" hidden=""/);
  });

  it('given no link, when rendered, then nothing is drawn', () => {
    const { container } = render(<FloatingCallToAction {...fromFloatingCallToAction({ ...raw, link: null })} />);
    expect(container.innerHTML).toBe('');
  });

  it('given ids, when the block loads, then it queries them and maps the text and link', async () => {
    const ctx = loadContext({ floatingCallToActionCollection: { items: [raw] } });
    const loaded = await floatingCallToActionBlock.load(['fcta-1'], ctx);
    expect(ctx.calls).toEqual([{ variables: { ids: ['fcta-1'], preview: false } }]);
    expect(loaded.get('fcta-1')).toMatchObject({
      text: 'Ready to protect your family?',
      link: { href: '/life-insurance/term/calculator-quote' },
    });
    expect(floatingCallToActionBlock.padding).toBeUndefined();
  });
});
