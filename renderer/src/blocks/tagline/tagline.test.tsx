import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TaglineBlockFragment } from '@insurer/content-model/types';
import { axeViolations } from '../../test/axe.js';
import { loadContext } from '../../test/fixtures.js';
import { fromTagline } from './from-tagline.js';
import { taglineBlock } from './index.js';
import { Tagline } from './tagline.js';

const raw: TaglineBlockFragment = { sys: { id: 'tagline-1' }, text: '  Protect what matters most.  ', padding: 'Medium' };

describe('Tagline', () => {
  it('given a tagline entry, when rendered, then its trimmed text shows as one paragraph tagged for the inspector', async () => {
    const { container } = render(<Tagline {...fromTagline(raw)} />);
    const text = screen.getByText('Protect what matters most.');
    expect(text.tagName).toBe('P');
    expect(text.getAttribute('data-contentful-entry-id')).toBe('tagline-1');
    expect(text.getAttribute('data-contentful-field-id')).toBe('text');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a draft without text, when rendered, then nothing is drawn', () => {
    const { container } = render(<Tagline {...fromTagline({ ...raw, text: null })} />);
    expect(container.innerHTML).toBe('');
  });

  it('given ids and a locale, when the block loads, then it queries them with the preview flag and locale and keeps the padding', async () => {
    const context = loadContext({ taglineCollection: { items: [raw, null] } }, { preview: true, locale: 'en-US' });
    const loaded = await taglineBlock.load(['tagline-1'], context);
    expect(context.calls).toEqual([{ variables: { ids: ['tagline-1'], preview: true, locale: 'en-US' } }]);
    const props = loaded.get('tagline-1');
    expect(props).toEqual({ id: 'tagline-1', text: 'Protect what matters most.', padding: 'Medium' });
    expect(props && taglineBlock.padding?.(props)).toBe('Medium');
  });
});
