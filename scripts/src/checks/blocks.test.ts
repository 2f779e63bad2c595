import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockListProblems, readBlockLists } from './blocks.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');

describe('one list of blocks (scripts/src/checks/blocks.ts)', () => {
  it('given the repository, when its lists of blocks are compared with the model, then they agree', () => {
    expect(blockListProblems(readBlockLists(ROOT))).toEqual([]);
  });

  it('given a throwaway block added to the model and given a layout stylesheet, when nothing else names them, then each place they must appear is named', () => {
    const lists = readBlockLists(ROOT);
    const problems = blockListProblems({
      ...lists,
      model: [...lists.model, 'Throwaway'],
      stylesheets: [...lists.stylesheets, 'layout/throwaway/throwaway.css'],
    });
    expect(problems).toEqual([
      'Throwaway: missing from blockRegistry (renderer/src/core/registry.tsx)',
      'Throwaway: no block folder (renderer/src/blocks/<block>/ whose query selects its `{type}Collection`)',
      'Throwaway: no entry in the demo content (seed/src/content/, then npm run seed:build)',
      'renderer/src/layout/throwaway/throwaway.css: not imported by renderer/src/styles/index.css',
    ]);
  });

  it('given a registry line or a block folder for a block the model does not allow, then that is named too', () => {
    const lists = readBlockLists(ROOT);
    expect(
      blockListProblems({ ...lists, registry: [...lists.registry, 'Retired'], folders: { ...lists.folders, retired: 'Retired' } }),
    ).toEqual([
      'Retired: in blockRegistry (renderer/src/core/registry.tsx) but no content type allows it',
      'renderer/src/blocks/retired: its type Retired is allowed by no content type',
    ]);
  });
});
