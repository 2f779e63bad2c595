import { describe, expect, it } from 'vitest';

/**
 * The renderer imported as a React Server Components bundler sees it (the `react-server`
 * condition): nothing may touch browser globals or client-only React APIs at import time, so a
 * shared block cannot drag browser code into a server component.
 */
describe('renderer under the react-server condition', () => {
  it('given the react-server condition, when the public entry is imported, then it loads with every block registered', async () => {
    expect(typeof window).toBe('undefined');
    const renderer = await import('../src/index.js');
    const { blockRegistry } = await import('../src/core/registry.js');
    expect(Object.keys(blockRegistry).sort()).toContain('Callout');
    expect(Object.keys(blockRegistry).length).toBeGreaterThanOrEqual(24);
    expect(typeof renderer.loadBlocks).toBe('function');
  });

  it('given the react-server condition, when React is resolved, then it is the server build without client hooks', async () => {
    const react = (await import('react')) as Record<string, unknown>;
    expect(react.useState).toBeUndefined();
  });
});
