import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeaturedPromoBlockFragment } from '@insurer/content-model/types';
import { axeViolations } from '../../test/axe.js';
import { imageEntry, linkEntry } from '../../test/fixtures.js';
import { stubContext } from '../../test/query-stub.js';
import { entryHyperlink, paragraph, richDoc } from '../../test/rich-text-nodes.js';
import { FeaturedPromo } from './featured-promo.js';
import { fromFeaturedPromo } from './from-featured-promo.js';
import { featuredPromoBlock } from './index.js';

const noLinks = () => ({ assets: {}, entries: {} });

const raw = (overrides: Partial<FeaturedPromoBlockFragment> = {}): FeaturedPromoBlockFragment => ({
  sys: { id: 'promo-1' },
  eyebrow: 'Retirement',
  title: 'Plan the retirement you want',
  body: { json: richDoc(paragraph('Our planners help you set goals.')) },
  image: imageEntry('couple'),
  video: null,
  linksCollection: { items: [linkEntry('cta', 'Meet a planner', '/financial-representative'), null] },
  orientation: 'Media Left',
  backgroundColor: 'Light blue',
  padding: 'Medium',
  ...overrides,
});

const video = { sys: { id: 'promo-video' }, title: 'A day with a planner', wistiaId: 'plan123456', transcript: null };

describe('FeaturedPromo', () => {
  it.each([
    ['Media Left', 'media-left'],
    ['Media Right', 'media-right'],
    ['Full size image', 'full-size'],
  ])(
    'given orientation %s, when rendered, then the promo is laid out %s with its texts, image and call to action',
    async (orientation, layout) => {
      const { container } = render(<FeaturedPromo {...fromFeaturedPromo(raw({ orientation }), noLinks)} />);
      const section = screen.getByRole('region', { name: 'Plan the retirement you want' });
      expect([
        section.getAttribute('data-orientation'),
        section.getAttribute('data-media'),
        section.getAttribute('data-background'),
      ]).toEqual([layout, 'image', 'light-blue']);
      expect(screen.getByText('Retirement').getAttribute('data-contentful-field-id')).toBe('eyebrow');
      expect(screen.getByRole('heading', { level: 2, name: 'Plan the retirement you want' }).getAttribute('data-contentful-field-id')).toBe(
        'title',
      );
      expect(screen.getByText('Our planners help you set goals.')).toBeTruthy();
      expect(screen.getByRole('img', { name: 'Alt of couple' }).getAttribute('sizes')).toBe(
        orientation === 'Full size image'
          ? '(min-width: 1200px) 1168px, 100vw'
          : '(min-width: 1200px) 584px, (min-width: 992px) 50vw, 100vw',
      );
      expect(within(section).getByRole('link', { name: 'Meet a planner' }).getAttribute('href')).toBe('/financial-representative');
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it('given both a video and an image, when rendered, then the video replaces the image', async () => {
    const { container } = render(<FeaturedPromo {...fromFeaturedPromo(raw({ video, orientation: 'Media Right' }), noLinks)} />);
    expect(container.querySelector('section')?.getAttribute('data-media')).toBe('video');
    expect(screen.getByTitle('A day with a planner').getAttribute('src')).toBe('https://fast.wistia.net/embed/iframe/plan123456');
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.featured-promo__media')?.getAttribute('data-contentful-field-id')).toBe('video');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given no media and an unknown orientation, when rendered, then the text stands alone in the Media Left layout', async () => {
    const { container } = render(<FeaturedPromo {...fromFeaturedPromo(raw({ image: null, orientation: 'Diagonal' }), noLinks)} />);
    const section = container.querySelector('section');
    expect([section?.getAttribute('data-orientation'), section?.getAttribute('data-media')]).toEqual(['media-left', 'none']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given ids and a body linking to an entry, when the block loads, then the link is resolved by sys id and drawn', async () => {
    const promo = raw({ body: { json: richDoc(paragraph('Ask ', entryHyperlink('planner-link', 'a planner'), '.')) } });
    const context = stubContext({
      FeaturedPromoBlocks: { featuredPromoCollection: { items: [promo] } },
      RichTextEmbeds: {
        entryCollection: { items: [{ __typename: 'Link', ...linkEntry('planner-link', 'Planner', '/financial-representative') }] },
        assetCollection: { items: [] },
      },
    });
    const loaded = await featuredPromoBlock.load(['promo-1'], context);
    expect(context.calls).toEqual([
      { operation: 'FeaturedPromoBlocks', variables: { ids: ['promo-1'], preview: false } },
      { operation: 'RichTextEmbeds', variables: { entryIds: ['planner-link'], assetIds: [], preview: false } },
    ]);
    const props = loaded.get('promo-1');
    if (!props) throw new Error('not loaded');
    expect(featuredPromoBlock.padding?.(props)).toBe('Medium');
    render(<FeaturedPromo {...props} />);
    expect(screen.getByRole('link', { name: 'a planner' }).getAttribute('href')).toBe('/financial-representative');
  });
});
