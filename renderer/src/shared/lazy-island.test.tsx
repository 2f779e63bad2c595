import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyIsland, lazyNearViewport } from './lazy-island.js';

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

/** An island of some size (React moves a finished Suspense boundary out of place only above 500 bytes). */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <p>{'Terms and conditions apply. '.repeat(40)}</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        {label} {count}
      </button>
    </section>
  );
}

/** A page that has sent more than React's 12,800-byte progressive chunk before the island, and a button after it. */
function Page({ Island, onOuter = () => undefined }: { Island: ComponentType<{ label: string }>; onOuter?: () => void }) {
  return (
    <main>
      <p>{'Lanternfield Mutual. '.repeat(800)}</p>
      <Island label="Island clicks" />
      <button type="button" onClick={onOuter}>
        Outer
      </button>
    </main>
  );
}

/** The whole HTML React's streaming server renderer sends for `element`. */
async function serverHtml(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

/** An island's chunk still on its way: `load` answers it once `deliver` is called. */
function pendingChunk() {
  let deliver: (component: ComponentType<{ label: string }>) => void = () => undefined;
  const chunk = new Promise<ComponentType<{ label: string }>>((resolve) => {
    deliver = resolve;
  });
  return { load: () => chunk, deliver };
}

/** Lets React finish what the last step scheduled (hydration, a lazy module resolving). */
function settle() {
  return act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

/** The server's own island button answers a click: hydrated, not rendered again. */
async function expectServerButtonHydrated(serverButton: HTMLElement) {
  await act(async () => serverButton.click());
  expect(serverButton.textContent).toBe('Island clicks 1');
  expect(serverButton.isConnected).toBe(true);
}

describe('lazyIsland', () => {
  let container: HTMLDivElement | undefined;
  afterEach(() => {
    container?.remove();
    container = undefined;
  });

  it("keeps a large island's server HTML in place, where a Suspense boundary is moved into a hidden div", async () => {
    const inPlace = await serverHtml(<Page Island={lazyIsland(() => Promise.resolve(Counter))} />);
    expect(inPlace).not.toContain('hidden id="S:');
    expect(inPlace.indexOf('Island clicks')).toBeGreaterThan(-1);
    expect(inPlace.indexOf('Island clicks')).toBeLessThan(inPlace.indexOf('Outer'));

    // What the plain Suspense wrapper it replaces sent: the island after the rest, hidden until a script runs.
    const Lazy = lazy(() => Promise.resolve({ default: Counter }));
    const InSuspense = (props: { label: string }) => (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
    await serverHtml(<Page Island={InSuspense} />);
    const moved = await serverHtml(<Page Island={InSuspense} />);
    expect(moved).toContain('<div hidden id="S:0">');
    expect(moved.indexOf('Island clicks')).toBeGreaterThan(moved.indexOf('Outer'));
  });

  it('hydrates the rest of the page while the chunk loads, keeps the server HTML, then hydrates the island', async () => {
    container = document.createElement('div');
    container.innerHTML = await serverHtml(<Page Island={lazyIsland(() => Promise.resolve(Counter))} />);
    document.body.append(container);
    const { load, deliver } = pendingChunk();
    const BrowserIsland = lazyIsland(load);
    const onOuter = vi.fn();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container!, <Page Island={BrowserIsland} onOuter={onOuter} />, { onRecoverableError: (error) => errors.push(error) });
    });
    await settle();

    screen.getByRole('button', { name: 'Outer' }).click();
    expect(onOuter).toHaveBeenCalledTimes(1);
    const serverButton = screen.getByRole('button', { name: 'Island clicks 0' });

    await act(async () => deliver(Counter));
    await settle();
    // Hydrated, not rendered again: the very element of the server's HTML now answers clicks.
    await expectServerButtonHydrated(serverButton);
    expect(errors).toEqual([]);
  });

  it('in a render without server HTML, shows the fallback (given the props) until the chunk arrives', async () => {
    const { load, deliver } = pendingChunk();
    const Island = lazyIsland(load, { fallback: ({ label }) => <p>Loading {label}…</p> });
    render(<Island label="the form" />);
    expect(await screen.findByText('Loading the form…')).toBeTruthy();
    await act(async () => deliver(Counter));
    expect(await screen.findByRole('button', { name: 'the form 0' })).toBeTruthy();
  });
});

describe('lazyNearViewport over server HTML', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the server HTML in place and unhydrated while the gate is shut, then loads and hydrates the island', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<Page Island={lazyNearViewport(() => Promise.resolve(Counter))} />);
    expect(container.innerHTML).not.toContain('hidden');
    document.body.append(container);
    // The server has no IntersectionObserver (jsdom neither); the browser's is stubbed from here.
    const observers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const load = vi.fn(() => Promise.resolve(Counter));
    const onOuter = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page Island={lazyNearViewport(load)} onOuter={onOuter} />);
    });
    await settle();
    screen.getByRole('button', { name: 'Outer' }).click();
    expect(onOuter).toHaveBeenCalledTimes(1);
    const serverButton = screen.getByRole('button', { name: 'Island clicks 0' });
    await act(async () => serverButton.click());
    expect(serverButton.textContent).toBe('Island clicks 0');
    expect(load).not.toHaveBeenCalled();

    act(() => observers[0]!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    await expectServerButtonHydrated(serverButton);
    container.remove();
  });
});

describe('lazyIsland under a parent that renders again after hydration', () => {
  it('keeps the pending island’s server HTML when the parent passes equal props again', async () => {
    const noSubscription = () => () => undefined;
    /** Renders again once hydrated (as a parent reading the address after hydration does), with equal props. */
    function Parent({ Island }: { Island: ComponentType<{ label: string }> }) {
      const query = useSyncExternalStore(
        noSubscription,
        () => '?utm_source=newsletter',
        () => '',
      );
      return (
        <main data-query={query}>
          <p>{'Lanternfield Mutual. '.repeat(800)}</p>
          <Island label="Island clicks" />
        </main>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<Parent Island={lazyIsland(() => Promise.resolve(Counter))} />);
    document.body.append(container);
    const { load, deliver } = pendingChunk();
    await act(async () => {
      hydrateRoot(container, <Parent Island={lazyIsland(load)} />);
    });
    await settle();
    const serverButton = screen.getByRole('button', { name: 'Island clicks 0' });

    await act(async () => deliver(Counter));
    await settle();
    await expectServerButtonHydrated(serverButton);
    container.remove();
  });
});
