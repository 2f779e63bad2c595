import { describe, expect, it } from 'vitest';
import { framingEditorOrigins } from './editor-origins.js';

const EDITORS = ['https://app.contentful.com', 'https://app.eu.contentful.com', 'http://localhost:3001'];

describe('the editors the live preview talks to (issue 42: ~700 postMessage warnings a workbench session)', () => {
  it('given the page framed by the workbench, then only the workbench', () => {
    expect(framingEditorOrigins(EDITORS, ['http://localhost:3001'])).toEqual(['http://localhost:3001']);
  });

  it('given the page framed by Contentful’s EU web app, then only that app', () => {
    expect(framingEditorOrigins(EDITORS, ['https://app.eu.contentful.com', 'https://example.com'])).toEqual([
      'https://app.eu.contentful.com',
    ]);
  });

  it('given a browser that does not say who frames the page, or a framer that is no editor, then every editor, as the SDK had them', () => {
    expect(framingEditorOrigins(EDITORS, undefined)).toEqual(EDITORS);
    expect(framingEditorOrigins(EDITORS, [])).toEqual(EDITORS);
    expect(framingEditorOrigins(EDITORS, ['https://evil.example'])).toEqual(EDITORS);
  });
});
