import type { ContentTypeProps } from 'contentful-management';
import { describe, expect, it } from 'vitest';
import { compareFields, describeValue } from './version-history.js';

const contentType = {
  sys: { id: 'staticPage' },
  fields: [
    { id: 'title', name: 'Title', type: 'Symbol' },
    { id: 'disclaimer', name: 'Disclaimer', type: 'RichText' },
    { id: 'hero', name: 'Hero', type: 'Link' },
    { id: 'secret', name: 'Omitted', type: 'Symbol', omitted: true },
  ],
} as unknown as ContentTypeProps;

const paragraph = (value: string) => ({
  nodeType: 'document',
  data: {},
  content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value, marks: [], data: {} }] }],
});

describe('version history: a version compared with the current draft (workbench/README.md)', () => {
  it('given a version and the draft, then only the fields that differ are listed, each value as text', () => {
    const version = {
      title: 'Term life',
      disclaimer: paragraph('Old terms.'),
      hero: { sys: { type: 'Link', linkType: 'Entry', id: 'hero-1' } },
    };
    const current = {
      title: 'Term life, updated',
      disclaimer: paragraph('Old terms.'),
      hero: { sys: { type: 'Link', linkType: 'Entry', id: 'hero-2' } },
      secret: 'x',
    };
    expect(compareFields(contentType, version, current)).toEqual([
      { fieldId: 'title', name: 'Title', then: 'Term life', now: 'Term life, updated' },
      { fieldId: 'hero', name: 'Hero', then: 'Entry hero-1', now: 'Entry hero-2' },
    ]);
  });

  it('given empty, list and rich-text values, then they read as a person would', () => {
    expect(describeValue(undefined)).toBe('(empty)');
    expect(describeValue(['a', 'b'])).toBe('a, b');
    expect(describeValue(paragraph('Hello there.'))).toBe('Hello there.');
    expect(describeValue(true)).toBe('true');
  });
});
