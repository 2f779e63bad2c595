import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion } from './blocks/accordion/accordion.js';
import { inspect, inspectTags, setBrowserInspector } from './inspector.js';

afterEach(() => setBrowserInspector(true));

const accordion = {
  id: 'acc-1',
  title: 'Questions',
  mode: 'Standard' as const,
  expandAll: false,
  activateFirstItem: true,
  items: [{ id: 'item-1', title: 'Who can apply?' }],
};

describe('inspector tags (docs/requirements.md#live-preview)', () => {
  it('given production (inspector off), when a block renders, then no element carries an inspector attribute', async () => {
    setBrowserInspector(false);
    expect(inspect('acc-1', 'title')).toEqual({});
    const { container } = render(<Accordion {...accordion} />);
    await screen.findByRole('button', { name: 'Who can apply?' });
    expect(container.querySelectorAll('[data-contentful-entry-id], [data-contentful-field-id]')).toHaveLength(0);
  });

  it('given draft mode (inspector on), when a block renders, then its fields and its island items are tagged', async () => {
    setBrowserInspector(true);
    const { container } = render(<Accordion {...accordion} />);
    await screen.findByRole('button', { name: 'Who can apply?' });
    const tagged = [...container.querySelectorAll('[data-contentful-entry-id]')].map(
      (element) => `${element.getAttribute('data-contentful-entry-id')}:${element.getAttribute('data-contentful-field-id')}`,
    );
    expect(tagged).toEqual(['acc-1:title', 'item-1:title', 'item-1:accordionDescription']);
  });

  it('given an explicit mode, when tags are asked for, then they follow it', () => {
    expect(inspectTags(false, 'e', 'f')).toEqual({});
    expect(inspectTags(true, 'e', 'f')).toEqual({ 'data-contentful-entry-id': 'e', 'data-contentful-field-id': 'f' });
  });
});
