import type { AssetProps } from 'contentful-management';
import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from './asset-upload.js';

/** An asset whose en-US file is `file` (none: no file yet). */
const asset = (file?: { url?: string; contentType: string }) =>
  ({ fields: { title: { 'en-US': 'A' }, ...(file ? { file: { 'en-US': file } } : {}) } }) as unknown as AssetProps;

describe('asset thumbnails (workbench/README.md#what-an-editor-does, step 7)', () => {
  it('given an image, then its Images API address, cropped to fill the size asked for (160×120 by default)', () => {
    const image = asset({ url: '//images.ctfassets.net/space/a1/hero.jpg', contentType: 'image/jpeg' });
    expect(thumbnailUrl(image, 'en-US')).toBe('//images.ctfassets.net/space/a1/hero.jpg?w=160&h=120&fit=fill');
    expect(thumbnailUrl(image, 'en-US', 480, 320)).toBe('//images.ctfassets.net/space/a1/hero.jpg?w=480&h=320&fit=fill');
  });

  it('given a PDF, a file not processed yet, no file or another locale, then no thumbnail', () => {
    expect(thumbnailUrl(asset({ url: '//assets.ctfassets.net/brochure.pdf', contentType: 'application/pdf' }), 'en-US')).toBeUndefined();
    expect(thumbnailUrl(asset({ contentType: 'image/png' }), 'en-US')).toBeUndefined();
    expect(thumbnailUrl(asset(), 'en-US')).toBeUndefined();
    expect(thumbnailUrl(asset({ url: '//images.ctfassets.net/x.png', contentType: 'image/png' }), 'de-DE')).toBeUndefined();
  });
});
