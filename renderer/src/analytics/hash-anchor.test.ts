import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToHashOnceReady } from './hash-anchor.js';

describe('hash anchors (docs/requirements.md#hash-anchors)', () => {
  let target: HTMLElement;
  let scrolled: ReturnType<typeof vi.fn<(arg?: boolean | ScrollIntoViewOptions) => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    target = document.createElement('section');
    target.id = 'plans';
    document.body.append(target);
    scrolled = vi.fn<(arg?: boolean | ScrollIntoViewOptions) => void>();
    target.scrollIntoView = scrolled;
    window.history.replaceState(null, '', '/dental-insurance#plans');
  });
  afterEach(() => {
    vi.useRealTimers();
    target.remove();
    window.history.replaceState(null, '', '/');
  });

  it('given a hash, when the script loads within 5 s, then the page scrolls smoothly to its element', async () => {
    let loaded!: () => void;
    const ready = new Promise<void>((resolve) => (loaded = resolve));
    const outcome = scrollToHashOnceReady(ready);
    await vi.advanceTimersByTimeAsync(4_900);
    expect(scrolled).not.toHaveBeenCalled();
    loaded();
    expect(await outcome).toBe(true);
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('given a script that has not loaded after 5 s, then it gives up', async () => {
    const outcome = scrollToHashOnceReady(new Promise<void>(() => undefined));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await outcome).toBe(false);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('given no hash or no such element, then nothing scrolls', async () => {
    window.history.replaceState(null, '', '/dental-insurance');
    expect(await scrollToHashOnceReady(Promise.resolve())).toBe(false);
    window.history.replaceState(null, '', '/dental-insurance#nowhere');
    expect(await scrollToHashOnceReady(Promise.resolve())).toBe(false);
    expect(scrolled).not.toHaveBeenCalled();
  });
});
