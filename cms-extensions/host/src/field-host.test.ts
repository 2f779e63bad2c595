import type { ContentTypeProps, EntryProps } from 'contentful-management';
import { describe, expect, it, vi } from 'vitest';
import { mountFieldApp } from './field-host.js';

const contentType = {
  sys: { id: 'quoteWidget', type: 'ContentType' },
  name: 'Quote widget',
  displayField: 'heading',
  fields: [
    { id: 'heading', name: 'Heading', type: 'Symbol', required: false, localized: false, validations: [] },
    { id: 'flags', name: 'Flags', type: 'Object', required: false, localized: false, validations: [] },
  ],
} as unknown as ContentTypeProps;
const entry = {
  sys: { id: 'qw-1', type: 'Entry', version: 3, contentType: { sys: { id: 'quoteWidget' } } },
  fields: { heading: { 'en-US': 'Get a quote' }, flags: { 'en-US': { okAgebandExpansion: true } } },
} as unknown as EntryProps;

function setup() {
  const adapter = { makeRequest: vi.fn(async () => ({ sys: { id: 'e1' } })) };
  const onFieldChange = vi.fn();
  const host = mountFieldApp(document.body, {
    src: 'about:blank',
    appId: 'app-1',
    spaceId: 'space',
    environmentId: 'master',
    entry,
    contentType,
    fieldId: 'flags',
    locale: 'en-US',
    adapter,
    onFieldChange,
  });
  const app = host.iframe.contentWindow as Window;
  const posted: unknown[] = [];
  vi.spyOn(app, 'postMessage').mockImplementation((message: unknown) => void posted.push(message));
  const send = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, source: app }));
  return { host, posted, send, adapter, onFieldChange };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('field host (App SDK postMessage protocol)', () => {
  it('answers init with the connect message of an entry-field location: the entry, its fields and the app’s field', () => {
    const { host, posted, send } = setup();
    expect(host.iframe.title).toBe('App for the Flags field');
    send({ id: 0, method: 'init', params: [] });
    const [connect] = posted as { method: string; params: [Record<string, any>, unknown[]] }[];
    expect(connect?.method).toBe('connect');
    const message = connect!.params[0];
    expect(message.location).toBe('entry-field');
    expect(message.ids).toMatchObject({ space: 'space', environment: 'master', entry: 'qw-1', field: 'flags', app: 'app-1' });
    expect(message.field).toMatchObject({ id: 'flags', locale: 'en-US', type: 'Object', value: { okAgebandExpansion: true } });
    expect(message.fieldInfo.map((f: { id: string; values: unknown }) => [f.id, f.values])).toEqual([
      ['heading', { 'en-US': 'Get a quote' }],
      ['flags', { 'en-US': { okAgebandExpansion: true } }],
    ]);
    expect(message.locales.default).toBe('en-US');
    host.destroy();
  });

  it('applies setValue and removeValue, tells the app and the embedder, and answers each call by id', async () => {
    const { host, posted, send, onFieldChange } = setup();
    send({ source: 'x', id: 4, method: 'setValue', params: ['flags', 'en-US', { dentalRefreshAgeRanges: false }] });
    await tick();
    expect(posted).toEqual([
      { method: 'valueChanged', params: ['flags', 'en-US', { dentalRefreshAgeRanges: false }] },
      { id: 4, result: { dentalRefreshAgeRanges: false } },
    ]);
    expect(onFieldChange).toHaveBeenCalledWith('flags', { dentalRefreshAgeRanges: false });
    send({ source: 'x', id: 5, method: 'removeValue', params: ['heading', 'en-US'] });
    send({ source: 'x', id: 6, method: 'setInvalid', params: [true, 'en-US'] });
    await tick();
    expect(host.values()).toEqual({ flags: { dentalRefreshAgeRanges: false } });
    expect(host.invalid()).toBe(true);
    host.destroy();
  });

  it('forwards the SDK’s CMA calls to the adapter, sizes the iframe, and refuses unknown methods with an error', async () => {
    const { host, posted, send, adapter } = setup();
    const request = { entityType: 'Entry', action: 'get', params: { entryId: 'e1' } };
    send({ source: 'x', id: 7, method: 'CMAAdapterCall', params: [request] });
    send({ source: 'x', id: 8, method: 'openDialog', params: [] });
    send({ source: 'x', id: 9, method: 'setHeight', params: [432.2] });
    await tick();
    expect(adapter.makeRequest).toHaveBeenCalledWith(request);
    expect(posted).toContainEqual({ id: 7, result: { sys: { id: 'e1' } } });
    expect(posted).toContainEqual({ id: 8, error: { message: 'The host does not support openDialog' } });
    expect(host.iframe.style.height).toBe('433px');
    host.destroy();
  });
});
