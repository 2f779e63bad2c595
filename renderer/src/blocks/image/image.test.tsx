import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { asset, imageEntry, loadContext } from '../../test/fixtures.js';
import { fromImageBlock } from './from-image.js';
import { ImageBlock } from './image.js';
import { imageBlock } from './index.js';

describe('ImageBlock', () => {
  it('given an image entry, when rendered, then a lazy webp image with its alt text and srcset shows tagged for the inspector', async () => {
    const { container } = render(<ImageBlock {...fromImageBlock(imageEntry('team'))} />);
    const img = screen.getByRole('img', { name: 'Alt of team' });
    expect(img.getAttribute('src')).toBe('http://localhost:4000/images/space/team-asset/tok/team-asset.png?w=960&fm=webp&q=75');
    expect(img.getAttribute('srcset')).toContain(
      'http://localhost:4000/images/space/team-asset/tok/team-asset.png?w=1600&fm=webp&q=75 1600w',
    );
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(container.firstElementChild?.getAttribute('data-contentful-field-id')).toBe('media');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a mobile crop, when rendered, then a picture offers it below 768 px', async () => {
    const { container } = render(
      <ImageBlock {...fromImageBlock({ ...imageEntry('team'), mobileMedia: asset('team-mobile', 800, 800) })} />,
    );
    expect(container.querySelector('source')?.getAttribute('media')).toBe('(max-width: 767.98px)');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a decorative image, when rendered, then its alt text is empty', async () => {
    const { container } = render(<ImageBlock {...fromImageBlock({ ...imageEntry('swirl'), decorative: true })} />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given an entry whose media is missing, when rendered, then nothing is drawn', () => {
    const { container } = render(<ImageBlock {...fromImageBlock({ ...imageEntry('broken'), media: null })} />);
    expect(container.innerHTML).toBe('');
  });

  it('given ids, when the block loads, then it queries them and has no padding of its own', async () => {
    const context = loadContext({ imageCollection: { items: [imageEntry('team')] } });
    const loaded = await imageBlock.load(['team'], context);
    expect(context.calls).toEqual([{ variables: { ids: ['team'], preview: false } }]);
    const props = loaded.get('team');
    expect(props).toMatchObject({ id: 'team', image: { alt: 'Alt of team', width: 1600, height: 900 } });
    expect(props && imageBlock.padding?.(props)).toBeUndefined();
  });
});
