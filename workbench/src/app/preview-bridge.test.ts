import { stringify } from 'flatted';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContentTypeProps, EntryProps } from 'contentful-management';
import { LivePreviewHost } from './live-preview-host.js';
import { PreviewBridge } from './preview-bridge.js';

/** The framed preview: an iframe whose window receives what the host posts. */
let frame: HTMLIFrameElement;
let received: Record<string, unknown>[];
let host: LivePreviewHost;

beforeEach(() => {
  frame = document.createElement('iframe');
  document.body.append(frame);
  received = [];
  frame.contentWindow!.addEventListener('message', (event) => received.push(event.data as Record<string, unknown>));
  host = new LivePreviewHost(() => frame, window.location.origin, {
    connected: () => undefined,
    taggedElements: () => undefined,
    fieldClicked: () => undefined,
  });
});
afterEach(() => {
  host.dispose();
  frame.remove();
});

/** A message from the SDK in the frame, as the browser delivers it (its origin and source). */
function fromPreview(data: Record<string, unknown>): void {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { source: 'live-preview-sdk', ...data },
      origin: window.location.origin,
      source: frame.contentWindow,
    }),
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const entry = (id: string, version: number, publishedVersion?: number) =>
  ({ sys: { id, type: 'Entry', version, publishedVersion } }) as unknown as EntryProps;
const tagline = { sys: { id: 'tagline' } } as ContentTypeProps;

describe('the preview bridge (workbench/README.md#how-it-works)', () => {
  it('given a title typed before the new page’s preview connects, when its SDK subscribes, then the preview gets the title at once', async () => {
    const bridge = new PreviewBridge();
    bridge.edit('page', 'url', '/spring-campaign');
    // The preview frame of the new URL is created, then the title is typed while its document loads.
    bridge.connect(undefined);
    bridge.edit('page', 'title', 'Spring campaign');
    bridge.connect(host);
    expect(received).toEqual([]);
    fromPreview({
      method: 'SUBSCRIBED',
      id: 'title',
      config: stringify({ data: { sys: { id: 'page' }, __typename: 'StaticPage', title: null } }),
    });
    await settle();
    expect(received).toEqual([
      expect.objectContaining({
        method: 'ENTRY_UPDATED',
        subscriptionId: 'title',
        data: expect.objectContaining({ title: 'Spring campaign' }),
      }),
    ]);
  });

  it('given an edit of a published entry the preview shows live, when saved, then the preview is not refreshed; an edit it cannot show refreshes it', async () => {
    const bridge = new PreviewBridge();
    bridge.connect(host);
    fromPreview({
      method: 'SUBSCRIBED',
      id: 'hero',
      config: stringify({ data: { sys: { id: 'e1' }, __typename: 'Tagline', text: 'Before' } }),
    });
    await settle();
    bridge.edit('e1', 'text', 'After');
    await settle();
    expect(received.map((m) => m.method)).toEqual(['ENTRY_UPDATED']);
    bridge.entrySaved(entry('e1', 3, 1), tagline);
    await settle();
    expect(received.map((m) => m.method)).toEqual(['ENTRY_UPDATED']);
    bridge.edit('e1', 'image', { sys: { type: 'Link', linkType: 'Asset', id: 'a1' } });
    bridge.entrySaved(entry('e1', 4, 1), tagline);
    await settle();
    expect(received.map((m) => m.method)).toEqual(['ENTRY_UPDATED', 'ENTRY_SAVED']);
  });

  it('given a new card never published, when its title shown live is saved, then the preview still refreshes what the server draws', async () => {
    const bridge = new PreviewBridge();
    bridge.connect(host);
    fromPreview({
      method: 'SUBSCRIBED',
      id: 'grid',
      config: stringify({ data: { sys: { id: 'card' }, __typename: 'Card', title: null } }),
    });
    await settle();
    bridge.edit('card', 'title', 'Card 1');
    bridge.entrySaved(entry('card', 2), tagline);
    await settle();
    expect(received.map((m) => m.method)).toEqual(['ENTRY_UPDATED', 'ENTRY_SAVED']);
  });

  it('given a publish, then the preview refreshes even when every edit showed live', async () => {
    const bridge = new PreviewBridge();
    bridge.connect(host);
    bridge.entrySaved(entry('e2', 2), tagline);
    bridge.entrySaved(entry('e2', 3, 2), tagline);
    await settle();
    expect(received.filter((m) => m.method === 'ENTRY_SAVED')).toHaveLength(2);
  });

  it('given an asset saved, then the preview refreshes and the asset’s listeners hear of it, not the entry’s', async () => {
    const bridge = new PreviewBridge();
    bridge.connect(host);
    const heard: string[] = [];
    bridge.onEntityChanged('Asset', 'a1', () => heard.push('asset a1'));
    bridge.onEntityChanged('Entry', 'a1', () => heard.push('entry a1'));
    bridge.assetSaved({ sys: { id: 'a1' } } as never);
    await settle();
    expect(heard).toEqual(['asset a1']);
    expect(received.map((m) => m.method)).toEqual(['ENTRY_SAVED']);
  });

  it('given a listener stopped, then it hears nothing more; without a preview, saves still reach the cards', () => {
    const bridge = new PreviewBridge();
    const heard: number[] = [];
    const stop = bridge.onEntityChanged('Entry', 'e3', (saved) => heard.push((saved as EntryProps).sys.version));
    bridge.entrySaved(entry('e3', 2), tagline);
    stop();
    bridge.entrySaved(entry('e3', 3), tagline);
    expect(heard).toEqual([2]);
  });

  it('given the preview closed, then nothing is posted to the old frame', async () => {
    const bridge = new PreviewBridge();
    bridge.connect(host);
    bridge.connect(undefined);
    bridge.entrySaved(entry('e4', 2), tagline);
    bridge.edit('e4', 'text', 'x');
    await settle();
    expect(received).toEqual([]);
  });
});
