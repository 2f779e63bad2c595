import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { linkSignature } from './link-structure.js';
import { LiveRequery } from './live-requery.js';
import { LiveRequeryContext, liveSourceKey, useLinkStructure } from './use-link-structure.js';

const raw = {
  __typename: 'CardGrid',
  sys: { id: 'grid' },
  title: 'Our cover',
  cardsCollection: { items: [{ __typename: 'Card', sys: { id: 'card-1' }, title: 'Life' }] },
};

function Source({ data, source = raw }: { data: unknown; source?: typeof raw }) {
  useLinkStructure(liveSourceKey('CardGrid', source), source, data);
  return null;
}

describe('useLinkStructure: a live source reports its links (docs/architecture.md#live-preview)', () => {
  it('given a drawn grid, when the editor edits a title and then links a second card, then only the link has the page queried', () => {
    const requery = new LiveRequery(() => new Promise(() => undefined));
    const show = vi.spyOn(requery, 'show');
    const refresh = vi.spyOn(requery as unknown as { refresh: () => Promise<void> }, 'refresh');
    const view = render(
      <LiveRequeryContext.Provider value={requery}>
        <Source data={raw} />
      </LiveRequeryContext.Provider>,
    );
    expect(show).toHaveBeenCalledWith('CardGrid:grid', linkSignature(raw), ['grid', 'card-1']);
    const retitled = { ...raw, title: 'Our cover, for you' };
    view.rerender(
      <LiveRequeryContext.Provider value={requery}>
        <Source data={retitled} />
      </LiveRequeryContext.Provider>,
    );
    expect(refresh).not.toHaveBeenCalled();
    const twoCards = { ...raw, cardsCollection: { items: [...raw.cardsCollection.items, { __typename: 'Card', sys: { id: 'card-2' } }] } };
    view.rerender(
      <LiveRequeryContext.Provider value={requery}>
        <Source data={twoCards} />
      </LiveRequeryContext.Provider>,
    );
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(requery.waiting).toBe(true);
  });

  it('given no live preview root, when a source renders, then nothing is reported and nothing fails', () => {
    expect(() => render(<Source data={{ ...raw, cardsCollection: { items: [] } }} />)).not.toThrow();
  });
});
