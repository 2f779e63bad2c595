import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PullQuoteBlockFragment } from '@insurer/content-model/types';
import { axeViolations } from '../../test/axe.js';
import { imageEntry, loadContext } from '../../test/fixtures.js';
import { fromPullQuote } from './from-pull-quote.js';
import { pullQuoteBlock } from './index.js';
import { PullQuote } from './pull-quote.js';

const raw: PullQuoteBlockFragment = {
  sys: { id: 'quote-1' },
  quote: 'Planning early gave our family choices.\n\nWe sleep better now.',
  attribution: 'Dana Reyes',
  attributionTitle: 'Policyholder since 2012',
  padding: 'Large',
  image: imageEntry('portrait'),
};

describe('PullQuote', () => {
  it('given a full pull quote, when rendered, then the quotation, attribution, role and portrait show in a figure', async () => {
    const { container } = render(<PullQuote {...fromPullQuote(raw)} />);
    const figure = screen.getByRole('figure');
    const quote = figure.querySelector('blockquote');
    expect([...(quote?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual([
      'Planning early gave our family choices.',
      'We sleep better now.',
    ]);
    expect(quote?.getAttribute('data-contentful-field-id')).toBe('quote');
    expect(figure.querySelector('figcaption')?.textContent).toBe('Dana ReyesPolicyholder since 2012');
    expect(screen.getByText('Dana Reyes').getAttribute('data-contentful-field-id')).toBe('attribution');
    expect(screen.getByText('Policyholder since 2012').getAttribute('data-contentful-field-id')).toBe('attributionTitle');
    expect(screen.getByRole('img', { name: 'Alt of portrait' }).getAttribute('sizes')).toBe('120px');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a quote without attribution or image, when rendered, then there is no caption and no image', async () => {
    const { container } = render(<PullQuote {...fromPullQuote({ ...raw, attribution: null, attributionTitle: ' ', image: null })} />);
    expect(container.querySelector('figcaption, img')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a draft without a quote, when rendered, then nothing is drawn', () => {
    const { container } = render(<PullQuote {...fromPullQuote({ ...raw, quote: null })} />);
    expect(container.innerHTML).toBe('');
  });

  it('given ids, when the block loads, then it queries them and keeps the padding', async () => {
    const context = loadContext({ pullQuoteCollection: { items: [raw] } });
    const loaded = await pullQuoteBlock.load(['quote-1'], context);
    expect(context.calls).toEqual([{ variables: { ids: ['quote-1'], preview: false } }]);
    expect(loaded.get('quote-1')).toMatchObject({ id: 'quote-1', attribution: 'Dana Reyes', padding: 'Large' });
  });
});
