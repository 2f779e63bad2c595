import { describe, expect, it } from 'vitest';
import { isTagged, savedEntityId } from './editor-messages.js';

const EDITORS = ['https://app.contentful.com', 'http://localhost:3001'];
const saved = (id: unknown) => ({ source: 'live-preview-editor', method: 'ENTRY_SAVED', entity: { sys: { id } } });

describe('the editor’s save announcements (docs/architecture.md#live-preview)', () => {
  it('given ENTRY_SAVED from an editor origin, when read, then it names the saved entity', () => {
    expect(savedEntityId({ origin: 'https://app.contentful.com', data: saved('card-1') }, EDITORS)).toBe('card-1');
    expect(savedEntityId({ origin: 'http://localhost:3001', data: saved('page') }, EDITORS)).toBe('page');
  });

  it('given another origin, another method or source, or no id, when read, then it names nothing', () => {
    expect(savedEntityId({ origin: 'https://evil.example', data: saved('card-1') }, EDITORS)).toBeUndefined();
    expect(savedEntityId({ origin: EDITORS[0]!, data: { ...saved('x'), method: 'ENTRY_UPDATED' } }, EDITORS)).toBeUndefined();
    expect(savedEntityId({ origin: EDITORS[0]!, data: { ...saved('x'), source: 'live-preview-sdk' } }, EDITORS)).toBeUndefined();
    expect(savedEntityId({ origin: EDITORS[0]!, data: saved(7) }, EDITORS)).toBeUndefined();
    expect(savedEntityId({ origin: EDITORS[0]!, data: 'ENTRY_SAVED' }, EDITORS)).toBeUndefined();
    expect(savedEntityId({ origin: EDITORS[0]!, data: null }, EDITORS)).toBeUndefined();
  });

  it('given a page, when asked whether an entity is tagged, then entries and assets with inspector tags are', () => {
    document.body.innerHTML =
      '<div data-contentful-entry-id="text" data-contentful-field-id="body"></div><img data-contentful-asset-id="photo" data-contentful-field-id="file">';
    expect(isTagged(document, 'text')).toBe(true);
    expect(isTagged(document, 'photo')).toBe(true);
    expect(isTagged(document, 'grid')).toBe(false);
    expect(isTagged(document, 'a"] , body, [x="')).toBe(false);
  });
});
