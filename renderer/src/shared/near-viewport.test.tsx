import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyNearViewport } from './near-viewport.js';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without IntersectionObserver (jsdom) loads the island at once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Island = lazyNearViewport(load, { fallback: <p>Loading…</p> });
    render(<Island name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing until the wrapper nears the viewport, then renders the island', async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, ...(options ? { options } : {}) });
        }
        observe() {}
        disconnect() {}
      },
    );
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Island = lazyNearViewport(load, { fallback: <p>Loading…</p>, rootMargin: '300px' });
    render(<Island name="Ada" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).not.toHaveBeenCalled();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe('300px');

    act(() => observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
