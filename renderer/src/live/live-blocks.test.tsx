import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadBlocks } from '../core/registry.js';
import { DEFAULT_SITE_FLAGS } from '@insurer/contracts/flags';
import { stubContext } from '../test/query-stub.js';
import { LIVE_BLOCKS } from './live-blocks.generated.js';

const tagline = {
  __typename: 'Tagline',
  sys: { __typename: 'Sys', id: 'tagline-1' },
  text: 'Protect what matters most.',
  padding: 'Medium',
};
const answers = { TaglineBlocks: { taglineCollection: { items: [tagline] } } };
const refs = [{ __typename: 'Tagline', sys: { id: 'tagline-1' } }];

describe('live source (docs/architecture.md#live-preview)', () => {
  it('given production, when blocks load, then they carry no live source', async () => {
    const [block] = await loadBlocks(refs, stubContext(answers));
    expect(block?.live).toBeUndefined();
  });

  it('given draft mode, when blocks load, then each carries the raw GraphQL item it was rendered from and its context', async () => {
    const [block] = await loadBlocks(refs, stubContext(answers, { preview: true, placement: 'hero' }));
    expect(block?.live).toEqual({
      typename: 'Tagline',
      raw: tagline,
      links: { entries: {}, assets: {} },
      context: { now: '2026-11-21T12:00:00.000Z', onStaticPage: true, flags: expect.any(Object), placement: 'hero' },
    });
  });

  it('given drafts for a shared preview link (no editor aids), when blocks load, then they are the drafts and carry no live source', async () => {
    const context = stubContext(answers, { preview: true, editorAids: false });
    const [block] = await loadBlocks(refs, context);
    expect(block?.props).toMatchObject({ text: 'Protect what matters most.' });
    expect(block?.live).toBeUndefined();
    expect(context.calls[0]?.variables).toMatchObject({ preview: true });
  });

  it('given the editor changed the item, when the live render runs, then the same mapper and component draw the edit', async () => {
    const [block] = await loadBlocks(refs, stubContext(answers, { preview: true }));
    const render$ = LIVE_BLOCKS.Tagline!;
    const node = await render$({ ...tagline, text: '  Protect what matters most, today.  ' }, block!.live!);
    render(<>{node}</>);
    const text = screen.getByText('Protect what matters most, today.');
    expect(text.getAttribute('data-contentful-entry-id')).toBe('tagline-1');
    expect(text.getAttribute('data-contentful-field-id')).toBe('text');
  });

  it('given a mapper that needs another query, when the live render runs, then it refuses (the block keeps its last render)', async () => {
    const dynamic = LIVE_BLOCKS.DynamicList!;
    await expect(
      dynamic(
        { __typename: 'DynamicList', sys: { id: 'list-1' }, title: 'Latest' },
        {
          typename: 'DynamicList',
          raw: {},
          links: { entries: {}, assets: {} },
          context: { now: '2026-11-21T12:00:00.000Z', onStaticPage: true, flags: DEFAULT_SITE_FLAGS },
        },
      ),
    ).rejects.toThrow('the live preview renders from the subscribed data only; no queries');
  });
});
