import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressQuery, readAddress, useAddress } from './use-address.js';

describe('the workbench’s address (workbench/README.md#what-an-editor-does)', () => {
  it('given an address, then the entry, the preview’s page and the view are read from it; anything else is the entries view', () => {
    expect(readAddress('?entry=abc&slug=%2Fdental&view=media')).toEqual({ entryId: 'abc', slug: '/dental', view: 'media' });
    expect(readAddress('?view=records')).toEqual({ entryId: undefined, slug: undefined, view: 'records' });
    expect(readAddress('?view=other')).toEqual({ entryId: undefined, slug: undefined, view: 'entries' });
    expect(readAddress('')).toEqual({ entryId: undefined, slug: undefined, view: 'entries' });
  });

  it('given a state, then its query string keeps only what is set, and reads back the same', () => {
    expect(addressQuery({ entryId: 'abc', slug: '/dental', view: 'media' })).toBe('?entry=abc&slug=%2Fdental&view=media');
    expect(addressQuery({ entryId: undefined, slug: undefined, view: 'entries' })).toBe('');
    expect(readAddress(addressQuery({ entryId: 'x', slug: '/a b', view: 'entries' }))).toEqual({
      entryId: 'x',
      slug: '/a b',
      view: 'entries',
    });
  });

  it('given a change, then it is pushed to the history; Back reads the address again and closes the nested editors', async () => {
    window.history.replaceState(null, '', '/');
    let popped = 0;
    const { result } = renderHook(() => useAddress(() => (popped += 1)));
    expect(result.current[0]).toEqual({ entryId: undefined, slug: undefined, view: 'entries' });
    act(() => result.current[1]((now) => ({ ...now, entryId: 'e1' })));
    expect(window.location.search).toBe('?entry=e1');
    act(() => result.current[1]((now) => ({ ...now, slug: '/life' })));
    expect(window.location.search).toBe('?entry=e1&slug=%2Flife');
    const length = window.history.length;
    act(() => result.current[1]((now) => ({ ...now })));
    expect(window.history.length).toBe(length);
    window.history.replaceState(null, '', '/?entry=e0&view=media');
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current[0]).toEqual({ entryId: 'e0', slug: undefined, view: 'media' });
    expect(popped).toBe(1);
  });
});
