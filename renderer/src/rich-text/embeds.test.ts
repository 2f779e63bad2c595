import { describe, expect, it } from 'vitest';
import { asset, imageEntry, linkEntry } from '../test/fixtures.js';
import { stubContext } from '../test/query-stub.js';
import {
  assetHyperlink,
  embeddedAsset,
  embeddedEntry,
  entryHyperlink,
  inlineEntry,
  paragraph,
  richDoc,
  table,
} from '../test/rich-text-nodes.js';
import { embeddedIds, loadEmbeds } from './embeds.js';

const video = { __typename: 'Video', sys: { id: 'vid' }, title: 'Claims in 2 minutes', wistiaId: 'abcde12345', transcript: null };

describe('embeddedIds', () => {
  it('given documents with embedded and hyperlinked entries and assets, when read, then each id is listed once in document order', () => {
    const first = richDoc(
      paragraph('See ', entryHyperlink('link-a', 'our plans'), ' and ', inlineEntry('vid')),
      embeddedEntry('img'),
      table(['Plan'], ['Basic']),
      paragraph(assetHyperlink('pdf', 'the brochure')),
    );
    const second = richDoc(embeddedAsset('photo'), embeddedEntry('link-a'));
    expect(embeddedIds([first, second])).toEqual({ entryIds: ['link-a', 'vid', 'img'], assetIds: ['pdf', 'photo'] });
  });
});

describe('loadEmbeds', () => {
  it('given documents that embed nothing, when loaded, then no query is sent', async () => {
    const context = stubContext({});
    const links = await loadEmbeds([richDoc(paragraph('Plain text'))], context);
    expect(context.calls).toEqual([]);
    expect(links(richDoc(paragraph('Plain text')))).toEqual({ assets: {}, entries: {} });
  });

  it('given embedded links, videos, images and assets, when loaded, then one entryCollection and assetCollection query by their sys ids resolves them', async () => {
    const one = richDoc(embeddedEntry('link-a'), embeddedEntry('vid'));
    const two = richDoc(embeddedEntry('img'), embeddedAsset('photo'), embeddedEntry('gone'));
    const context = stubContext(
      {
        RichTextEmbeds: {
          entryCollection: {
            items: [
              { __typename: 'Link', ...linkEntry('link-a', 'Find an agent', '/financial-representative') },
              video,
              { __typename: 'Image', ...imageEntry('img') },
              { __typename: 'Callout', sys: { id: 'other' } },
            ],
          },
          assetCollection: { items: [asset('photo'), null] },
        },
      },
      { preview: true, locale: 'en-US' },
    );
    const links = await loadEmbeds([one, two], context);
    expect(context.calls).toEqual([
      {
        operation: 'RichTextEmbeds',
        variables: { entryIds: ['link-a', 'vid', 'img', 'gone'], assetIds: ['photo'], preview: true, locale: 'en-US' },
      },
    ]);
    expect(links(one)).toEqual({
      assets: {},
      entries: {
        'link-a': {
          kind: 'link',
          link: { id: 'link-a', title: 'Find an agent', href: '/financial-representative', newTab: false, variant: 'Primary' },
        },
        vid: { kind: 'video', video: { wistiaId: 'abcde12345', title: 'Claims in 2 minutes' } },
      },
    });
    expect(Object.keys(links(two).entries)).toEqual(['img']);
    expect(links(two).assets.photo).toMatchObject({ src: 'http://localhost:4000/images/space/photo/tok/photo.png', width: 1600 });
  });

  it('given 150 embedded entries, when loaded, then they are fetched 100 per query', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => `entry-${i}`);
    const context = stubContext({ RichTextEmbeds: { entryCollection: { items: [] }, assetCollection: { items: [] } } });
    await loadEmbeds([richDoc(...ids.map(embeddedEntry))], context);
    expect(context.calls.map((c) => [(c.variables.entryIds as string[]).length, c.variables.assetIds])).toEqual([
      [100, []],
      [50, []],
    ]);
  });
});
