import { useEffect, useState } from 'react';

/** What the editor column shows: entries (with the list), the asset library, or the compliance records. */
export type View = 'entries' | 'media' | 'releases' | 'records';

const VIEWS: readonly View[] = ['entries', 'media', 'releases', 'records'];

/** The part of the workbench kept in the address: the open entry, the preview's page, the view. */
export interface Address {
  entryId: string | undefined;
  slug: string | undefined;
  view: View;
}

/** The open entry, preview page and view live in the address (`?entry=…&slug=…&view=media|records`), so a reload or a second tab opens the same. */
export function readAddress(search: string): Address {
  const params = new URLSearchParams(search);
  return {
    entryId: params.get('entry') ?? undefined,
    slug: params.get('slug') ?? undefined,
    view: VIEWS.find((view) => view === params.get('view')) ?? 'entries',
  };
}

/** The query string of an address (`''` when there is nothing to keep). */
export function addressQuery({ entryId, slug, view }: Address): string {
  const params = new URLSearchParams();
  if (entryId) params.set('entry', entryId);
  if (slug) params.set('slug', slug);
  if (view !== 'entries') params.set('view', view);
  return params.size ? `?${params}` : '';
}

/**
 * The workbench's address as state: read from the page's URL, pushed to the history on each
 * change (a new history entry, so Back returns), read again on Back and Forward (`onPop` runs
 * then: the workbench closes the entries opened above the root).
 */
export function useAddress(onPop: () => void): [Address, (change: (now: Address) => Address) => void] {
  const [address, setAddress] = useState(() => readAddress(window.location.search));
  useEffect(() => {
    const pop = () => {
      setAddress(readAddress(window.location.search));
      onPop();
    };
    window.addEventListener('popstate', pop);
    return () => window.removeEventListener('popstate', pop);
  }, [onPop]);
  const { entryId, slug, view } = address;
  useEffect(() => {
    const next = `${window.location.pathname}${addressQuery({ entryId, slug, view })}`;
    if (next !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', next);
  }, [entryId, slug, view]);
  return [address, setAddress];
}
