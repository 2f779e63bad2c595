import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RichTextBlockBlockFragment } from '@insurer/content-model/types';
import { axeViolations } from '../../test/axe.js';
import { asset, imageEntry, linkEntry } from '../../test/fixtures.js';
import { stubContext } from '../../test/query-stub.js';
import {
  assetHyperlink,
  embeddedAsset,
  embeddedEntry,
  entryHyperlink,
  heading,
  hyperlink,
  inlineEntry,
  paragraph,
  richDoc,
  table,
} from '../../test/rich-text-nodes.js';
import { richTextBlock } from './index.js';
import { RichTextBlock } from './rich-text-block.js';

const body = richDoc(
  heading(2, 'Choosing coverage'),
  paragraph('Compare ', entryHyperlink('link-plans', 'our plans'), ', read ', assetHyperlink('brochure', 'the brochure'), '.'),
  paragraph('Watch ', inlineEntry('vid'), ' or visit ', hyperlink('https://www.example.org/guide', 'the guide'), '.'),
  table(['Plan', 'Monthly premium'], ['Basic', '$20'], ['Plus', '$35']),
  embeddedEntry('link-quote'),
  embeddedEntry('img'),
  embeddedEntry('vid'),
  embeddedAsset('brochure'),
  embeddedEntry('unpublished'),
);

const raw: RichTextBlockBlockFragment = { sys: { id: 'rt-1' }, padding: 'Medium', source: null, body: { json: body } };

const embeds = {
  entryCollection: {
    items: [
      { __typename: 'Link', ...linkEntry('link-plans', 'Plans', '/life-insurance') },
      { __typename: 'Link', ...linkEntry('link-quote', 'Get a quote', '#get-a-quote') },
      { __typename: 'Image', ...imageEntry('img') },
      {
        __typename: 'Video',
        sys: { id: 'vid' },
        title: 'Choosing coverage in 2 minutes',
        wistiaId: 'abcde12345',
        transcript: 'We explain.',
      },
    ],
  },
  assetCollection: { items: [asset('brochure')] },
};

async function loadAndRender() {
  const context = stubContext({ RichTextBlockBlocks: { richTextBlockCollection: { items: [raw] } }, RichTextEmbeds: embeds });
  const props = (await richTextBlock.load(['rt-1'], context)).get('rt-1');
  if (!props) throw new Error('not loaded');
  return { context, props, ...render(<RichTextBlock {...props} />) };
}

describe('RichTextBlock', () => {
  it('given ids, when the block loads, then it queries the blocks, then the entries and assets their bodies embed by sys id', async () => {
    const { context, props } = await loadAndRender();
    expect(context.calls).toEqual([
      { operation: 'RichTextBlockBlocks', variables: { ids: ['rt-1'], preview: false } },
      {
        operation: 'RichTextEmbeds',
        variables: { entryIds: ['link-plans', 'vid', 'link-quote', 'img', 'unpublished'], assetIds: ['brochure'], preview: false },
      },
    ]);
    expect(props.padding).toBe('Medium');
    expect(richTextBlock.padding?.(props)).toBe('Medium');
  });

  it('given a body with headings, a table and embedded entries, when rendered, then each shows as a visitor expects', async () => {
    const { container } = await loadAndRender();
    expect(screen.getByRole('heading', { level: 2, name: 'Choosing coverage' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Plan', 'col'],
      ['Monthly premium', 'col'],
    ]);
    expect(screen.getByRole('cell', { name: '$35' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'our plans' }).getAttribute('href')).toBe('/life-insurance');
    expect(screen.getByRole('link', { name: 'the brochure' }).getAttribute('href')).toBe(
      'http://localhost:4000/images/space/brochure/tok/brochure.png',
    );
    expect(screen.getByRole('link', { name: 'Choosing coverage in 2 minutes' }).getAttribute('href')).toBe(
      'https://fast.wistia.net/embed/iframe/abcde12345',
    );
    const guide = screen.getByText('the guide').closest('a');
    expect([guide?.textContent, guide?.getAttribute('href'), guide?.getAttribute('target')]).toEqual([
      'the guide (opens in a new tab)',
      'https://www.example.org/guide',
      '_blank',
    ]);
    expect(screen.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('#get-a-quote');
    expect(screen.getByRole('img', { name: 'Alt of img' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Description of brochure' })).toBeTruthy();
    expect(screen.getByTitle('Choosing coverage in 2 minutes').getAttribute('src')).toBe('https://fast.wistia.net/embed/iframe/abcde12345');
    expect(within(container.querySelector('details') as HTMLElement).getByText('We explain.')).toBeTruthy();
    const root = container.firstElementChild;
    expect([root?.getAttribute('data-contentful-entry-id'), root?.getAttribute('data-contentful-field-id')]).toEqual(['rt-1', 'body']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a body that embeds nothing, when the block loads, then only the block query is sent', async () => {
    const plain: RichTextBlockBlockFragment = {
      sys: { id: 'rt-2' },
      padding: null,
      source: null,
      body: { json: richDoc(paragraph('Just words.')) },
    };
    const context = stubContext({ RichTextBlockBlocks: { richTextBlockCollection: { items: [plain, null] } } });
    const loaded = await richTextBlock.load(['rt-2'], context);
    expect(context.calls.map((c) => c.operation)).toEqual(['RichTextBlockBlocks']);
    const { container } = render(<RichTextBlock {...loaded.get('rt-2')!} />);
    expect(screen.getByText('Just words.').tagName).toBe('P');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a draft without a body, when rendered, then nothing is drawn', () => {
    const { container } = render(<RichTextBlock id="rt-3" />);
    expect(container.innerHTML).toBe('');
  });

  it('given a table and its source (docs/requirements.md#decision-statistics-sources), when rendered, then “Source: …” shows under the body, tagged for the inspector', async () => {
    const sourced: RichTextBlockBlockFragment = {
      sys: { id: 'rt-4' },
      padding: null,
      source: ' Social Security Administration, 2026 ',
      body: { json: richDoc(table(['Age', 'Benefit'], ['62', '70%'])) },
    };
    const context = stubContext({ RichTextBlockBlocks: { richTextBlockCollection: { items: [sourced] } } });
    const { container } = render(<RichTextBlock {...(await richTextBlock.load(['rt-4'], context)).get('rt-4')!} />);
    const source = screen.getByText('Source: Social Security Administration, 2026');
    expect([source.tagName, source.className, source.getAttribute('data-contentful-field-id')]).toEqual([
      'P',
      'rich-text-block__source',
      'source',
    ]);
    expect(container.querySelector('[data-contentful-field-id="body"] table')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
