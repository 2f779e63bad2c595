import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { doc, imageEntry, linkEntry, loadContext } from '../../test/fixtures.js';
import { Callout } from './callout.js';
import { fromCallout } from './from-callout.js';
import { calloutBlock } from './index.js';
import type { CalloutBlockFragment } from '@insurer/content-model/types';

const raw: CalloutBlockFragment = {
  sys: { id: 'callout-1' },
  eyebrow: 'Did you know?',
  title: 'Most families are underinsured',
  backgroundColor: 'light-blue',
  padding: 'Large',
  body: { json: doc('A policy that replaces ten times your income is a common rule of thumb.') },
  link: linkEntry('link-1', 'Estimate your need', '/life-insurance/calculator'),
  image: imageEntry('img-1'),
};

describe('Callout', () => {
  it('given a full callout entry, when rendered, then the eyebrow, heading, text and link show with inspector tags', async () => {
    const { container } = render(<Callout {...fromCallout(raw)} />);
    expect(screen.getByRole('complementary', { name: 'Most families are underinsured' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Most families are underinsured' }).getAttribute('data-contentful-field-id')).toBe(
      'title',
    );
    expect(screen.getByText('A policy that replaces ten times your income is a common rule of thumb.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Estimate your need' }).getAttribute('href')).toBe('/life-insurance/calculator');
    expect(screen.getByRole('img', { name: 'Alt of img-1' }).getAttribute('src')).toBe(
      'http://localhost:4000/images/space/img-1-asset/tok/img-1-asset.png?w=960&fm=webp&q=75',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given only a title, when rendered, then nothing else is drawn', async () => {
    const { container } = render(<Callout {...fromCallout({ ...raw, eyebrow: null, body: null, link: null, image: null })} />);
    expect(container.querySelectorAll('a, img, p')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given ids, when the block loads, then it queries them with the preview flag and maps each item', async () => {
    const context = loadContext({ calloutCollection: { items: [raw, null] } }, { preview: true });
    const loaded = await calloutBlock.load(['callout-1'], context);
    expect(context.calls).toEqual([{ variables: { ids: ['callout-1'], preview: true } }]);
    expect(loaded.get('callout-1')).toMatchObject({ id: 'callout-1', title: 'Most families are underinsured', padding: 'Large' });
  });
});
