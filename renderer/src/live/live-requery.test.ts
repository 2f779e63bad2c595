import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveRequery } from './live-requery.js';

/** A refresh that counts its calls and resolves when the test lets it (as a re-render landing). */
function fakeRefresh() {
  const pending: (() => void)[] = [];
  const refresh = vi.fn(() => new Promise<void>((resolve) => pending.push(resolve)));
  return {
    refresh,
    /** Lets the oldest query land, after `draw` has put the new render's sources on the page. */
    async land(draw: () => void = () => undefined) {
      draw();
      pending.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LiveRequery: when the draft page is queried again (docs/architecture.md#live-preview)', () => {
  it('given the editor links a new block, when the page shows it after the query, then one query ran', async () => {
    const fake = fakeRefresh();
    const requery = new LiveRequery(fake.refresh);
    const stop = requery.show('StaticPage:page', 'old', ['page', 'text']);
    requery.linksChanged('StaticPage:page', 'new', ['page', 'text', 'grid']);
    expect(fake.refresh).toHaveBeenCalledTimes(1);
    await fake.land(() => {
      stop();
      requery.show('StaticPage:page', 'new', ['page', 'text', 'grid']);
    });
    expect(requery.waiting).toBe(false);
    await vi.runAllTimersAsync();
    expect(fake.refresh).toHaveBeenCalledTimes(1);
  });

  it('given the editor’s update comes before its save, when the query still draws the old links, then it queries again after 250, 500 … ms until they show', async () => {
    const fake = fakeRefresh();
    const requery = new LiveRequery(fake.refresh);
    requery.show('StaticPage:page', 'old', ['page']);
    requery.linksChanged('StaticPage:page', 'new', ['page', 'grid']);
    await fake.land();
    expect(requery.waiting).toBe(true);
    await vi.advanceTimersByTimeAsync(249);
    expect(fake.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.refresh).toHaveBeenCalledTimes(2);
    await fake.land();
    await vi.advanceTimersByTimeAsync(500);
    expect(fake.refresh).toHaveBeenCalledTimes(3);
    await fake.land(() => requery.show('StaticPage:page', 'new', ['page', 'grid']));
    expect(requery.waiting).toBe(false);
    await vi.runAllTimersAsync();
    expect(fake.refresh).toHaveBeenCalledTimes(3);
  });

  it('given links that never show (the save never came), when the pauses run out, then it stops querying', async () => {
    const fake = fakeRefresh();
    const requery = new LiveRequery(fake.refresh, [10, 20]);
    requery.show('StaticPage:page', 'old', ['page']);
    requery.linksChanged('StaticPage:page', 'new', ['page', 'grid']);
    for (let i = 0; i < 3; i++) {
      await fake.land();
      await vi.advanceTimersByTimeAsync(20);
    }
    expect(fake.refresh).toHaveBeenCalledTimes(3);
    expect(requery.waiting).toBe(false);
  });

  it('given requests while a query runs, when it lands, then exactly one more query runs', async () => {
    const fake = fakeRefresh();
    const requery = new LiveRequery(fake.refresh);
    requery.show('CardGrid:grid', 'g', ['grid', 'card-1']);
    requery.saved('grid', true);
    requery.saved('card-1', false);
    requery.saved('grid', true);
    expect(fake.refresh).toHaveBeenCalledTimes(1);
    await fake.land();
    expect(fake.refresh).toHaveBeenCalledTimes(2);
    await fake.land();
    expect(fake.refresh).toHaveBeenCalledTimes(2);
  });

  it('given a save, when the page shows the entity (tagged or in a source’s data) or waits for it, then it queries; otherwise not', async () => {
    const fake = fakeRefresh();
    const requery = new LiveRequery(fake.refresh);
    // A new rich-text block drawn empty: no tagged element of its own, but in the page's data.
    requery.show('StaticPage:page', 'p', ['page', 'new-text']);
    requery.saved('somewhere-else', false);
    expect(fake.refresh).not.toHaveBeenCalled();
    requery.saved('new-text', false);
    expect(fake.refresh).toHaveBeenCalledTimes(1);
    await fake.land();
    requery.saved('tagged-elsewhere', true);
    expect(fake.refresh).toHaveBeenCalledTimes(2);
    await fake.land();
    // A card the editor's data links and the page does not draw yet.
    requery.linksChanged('StaticPage:page', 'p2', ['page', 'new-text', 'card-9']);
    await fake.land();
    requery.saved('card-9', false);
    expect(fake.refresh).toHaveBeenCalledTimes(4);
  });

  it('given the editor’s data back to the drawn links (an undo), or a source that left the page, then it waits for nothing', async () => {
    const fake = fakeRefresh();
    const requery = new LiveRequery(fake.refresh);
    const stop = requery.show('CardGrid:grid', 'two-cards', ['grid']);
    requery.linksChanged('CardGrid:grid', 'three-cards', ['grid', 'card-3']);
    requery.linksChanged('CardGrid:grid', 'two-cards', ['grid']);
    expect(requery.waiting).toBe(false);
    requery.linksChanged('CardGrid:grid', 'three-cards', ['grid', 'card-3']);
    // The first query lands, then the one the last change queued, which no longer draws the grid.
    await fake.land();
    await fake.land(stop);
    expect(requery.waiting).toBe(false);
    await vi.runAllTimersAsync();
    expect(fake.refresh).toHaveBeenCalledTimes(2);
  });
});
