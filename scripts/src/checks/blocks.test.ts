import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockListProblems, readBlockLists } from './blocks.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');

describe('one list of blocks (scripts/src/checks/blocks.ts)', () => {
  it('given the repository, when its lists of blocks are compared with the model, then they agree', () => {
    expect(blockListProblems(readBlockLists(ROOT))).toEqual([]);
  });

  it('given a throwaway block added to the model and given its stylesheet, when nothing else names it, then each place it must appear is named', () => {
    const lists = readBlockLists(ROOT);
    const problems = blockListProblems({
      ...lists,
      model: [...lists.model, 'Throwaway'],
      stylesheets: [...lists.stylesheets, 'blocks/throwaway/throwaway.css'],
    });
    expect(problems).toEqual([
      'Throwaway: missing from blockRegistry (renderer/src/core/registry.tsx)',
      'Throwaway: missing from LIVE_BLOCKS (renderer/src/live/live-blocks.ts; null keeps its server render)',
      'Throwaway: missing from the site search (a `... on Throwaway` in SearchBlockText, preview-app/src/queries/search-index.graphql, or BLOCKS_WITHOUT_SEARCH_TEXT in preview-app/src/lib/search-blocks.ts)',
      'Throwaway: no entry in the demo content (seed/src/content/, then npm run seed:build)',
      'renderer/src/blocks/throwaway/throwaway.css: not imported by renderer/src/styles/index.css',
    ]);
  });

  it('given a list that names a block the model does not allow, then that is named too', () => {
    const lists = readBlockLists(ROOT);
    expect(blockListProblems({ ...lists, live: [...lists.live, 'Retired'] })).toEqual([
      'Retired: in LIVE_BLOCKS (renderer/src/live/live-blocks.ts; null keeps its server render) but no content type allows it',
    ]);
  });
});
