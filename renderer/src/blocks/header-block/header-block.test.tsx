import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HeaderBlockBlockFragment } from '@insurer/content-model/types';
import { axeViolations } from '../../test/axe.js';
import { imageEntry, linkEntry } from '../../test/fixtures.js';
import { stubContext } from '../../test/query-stub.js';
import { paragraph, richDoc } from '../../test/rich-text-nodes.js';
import { fromHeaderBlock } from './from-header-block.js';
import { HeaderBlock } from './header-block.js';
import { headerBlock } from './index.js';

const noLinks = () => ({ assets: {}, entries: {} });

const raw: HeaderBlockBlockFragment = {
  sys: { id: 'header-1' },
  eyebrow: 'Dental insurance',
  title: 'Smile with confidence',
  description: { json: richDoc(paragraph('Plans for individuals and families.')) },
  image: imageEntry('smile'),
  linksCollection: {
    items: [
      linkEntry('quote', 'Get a quote', '#get-a-quote'),
      linkEntry('compare', 'Compare plans', '/products/dental-insurance/comparison', { variant: 'Secondary' }),
    ],
  },
  backgroundColor: 'white',
  padding: 'None',
};

describe('HeaderBlock', () => {
  it('given a header among the content blocks, when rendered, then eyebrow, h2, text, calls to action and a lazy image show', async () => {
    const { container } = render(<HeaderBlock {...fromHeaderBlock(raw, noLinks)} />);
    const section = screen.getByRole('region', { name: 'Smile with confidence' });
    expect(section.getAttribute('data-background')).toBe('white');
    expect(screen.getByText('Dental insurance').getAttribute('data-contentful-field-id')).toBe('eyebrow');
    expect(screen.getByRole('heading', { level: 2, name: 'Smile with confidence' }).getAttribute('data-contentful-field-id')).toBe('title');
    expect(screen.getByText('Plans for individuals and families.')).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href'), a.className]),
    ).toEqual([
      ['Get a quote', '#get-a-quote', 'btn btn--primary'],
      ['Compare plans', '/products/dental-insurance/comparison', 'btn btn--secondary'],
    ]);
    expect(screen.getByRole('img', { name: 'Alt of smile' }).getAttribute('loading')).toBe('lazy');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the header drawn as the page hero, when rendered with heading level 1, then the title is the h1 and the image loads eagerly', async () => {
    const { container } = render(<HeaderBlock {...fromHeaderBlock(raw, noLinks)} headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Smile with confidence' })).toBeTruthy();
    const img = screen.getByRole('img', { name: 'Alt of smile' });
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given only a title, when rendered, then no image, text or links are drawn', async () => {
    const { container } = render(
      <HeaderBlock
        {...fromHeaderBlock(
          { ...raw, eyebrow: null, description: null, image: null, linksCollection: null, backgroundColor: null },
          noLinks,
        )}
      />,
    );
    expect(container.querySelectorAll('img, a, p, ul')).toHaveLength(0);
    expect(container.querySelector('section')?.getAttribute('data-background')).toBe('default');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given ids, when the block loads, then it queries them, sends no embeds query for a plain description, and maps the props', async () => {
    const context = stubContext({ HeaderBlockBlocks: { headerBlockCollection: { items: [raw] } } }, { locale: 'en-US' });
    const loaded = await headerBlock.load(['header-1'], context);
    expect(context.calls).toEqual([{ operation: 'HeaderBlockBlocks', variables: { ids: ['header-1'], preview: false, locale: 'en-US' } }]);
    const props = loaded.get('header-1');
    expect(props).toMatchObject({ id: 'header-1', title: 'Smile with confidence', headingLevel: 2, backgroundColor: 'white' });
    expect(props && headerBlock.padding?.(props)).toBe('None');
  });
});
