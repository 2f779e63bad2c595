import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccentHeadingBlockFragment } from '@insurer/content-model/types';
import { axeViolations } from '../../test/axe.js';
import { loadContext } from '../../test/fixtures.js';
import { AccentHeading } from './accent-heading.js';
import { fromAccentHeading } from './from-accent-heading.js';
import { accentHeadingBlock } from './index.js';

const raw = (level: string | null): AccentHeadingBlockFragment => ({
  sys: { id: 'accent-1' },
  text: 'Why choose us',
  level,
  padding: null,
});

describe('AccentHeading', () => {
  it.each([
    ['h2', 2],
    ['h3', 3],
    ['h4', 4],
  ] as const)('given level %s, when rendered, then the text is a heading of level %i tagged for the inspector', async (level, expected) => {
    const { container } = render(<AccentHeading {...fromAccentHeading(raw(level))} />);
    const heading = screen.getByRole('heading', { level: expected, name: 'Why choose us' });
    expect(heading.getAttribute('data-contentful-entry-id')).toBe('accent-1');
    expect(heading.getAttribute('data-contentful-field-id')).toBe('text');
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([null, 'h1', 'H3'])('given level %s (empty or not offered by the model), when mapped, then the heading is an h2', (level) => {
    expect(fromAccentHeading(raw(level)).level).toBe(2);
  });

  it('given a draft without text, when rendered, then nothing is drawn', () => {
    const { container } = render(<AccentHeading {...fromAccentHeading({ ...raw('h3'), text: '  ' })} />);
    expect(container.innerHTML).toBe('');
  });

  it('given ids, when the block loads, then it queries them and maps each item', async () => {
    const context = loadContext({ accentHeadingCollection: { items: [raw('h3')] } });
    const loaded = await accentHeadingBlock.load(['accent-1', 'missing'], context);
    expect(context.calls).toEqual([{ variables: { ids: ['accent-1', 'missing'], preview: false } }]);
    expect([...loaded.values()]).toEqual([{ id: 'accent-1', text: 'Why choose us', level: 3 }]);
  });
});
