import { parse } from 'flatted';
import { mergeFieldEdit, showsFieldLive } from './live-merge.js';

/** An element the preview's inspector mode tagged, as its `TAGGED_ELEMENTS` message describes it. */
export interface TaggedElement {
  /** Where it is inside the preview frame's viewport, in CSS pixels. */
  coordinates: { x: number; y: number; width: number; height: number };
  isVisible: boolean;
  isHovered: boolean;
  entryId: string;
  fieldId: string;
}

interface Subscription {
  data: unknown;
}

/** What the preview pane hears from the host. */
export interface LivePreviewListener {
  /** The SDK in the frame connected (a load or a reload of the page). */
  connected(): void;
  /** The tagged elements and where they are, whenever that changes. */
  taggedElements(elements: TaggedElement[]): void;
  /** A tagged element was clicked through the SDK's own `openEntryInEditor` call. */
  fieldClicked(entryId: string, fieldId: string): void;
}

/** The SDK's message source marker and the editor's. */
const SDK_SOURCE = 'live-preview-sdk';
const EDITOR_SOURCE = 'live-preview-editor';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * The editor's side of Contentful's live-preview protocol for one framed preview
 * (docs/architecture.md#live-preview), as Contentful's web app speaks it: keeps the data each
 * `SUBSCRIBED` message carries (a flatted config), merges every field edit into it and answers
 * `ENTRY_UPDATED` per subscription, announces saves (`ENTRY_SAVED`), turns the SDK's inspector
 * mode on (`INSPECTOR_MODE_CHANGED`) and reports the tagged elements it sends back. Edits made
 * before a subscription arrives (a block drawn again after a refresh) are merged into it at once.
 */
export class LivePreviewHost {
  private readonly subscriptions = new Map<string, Subscription>();
  /** Every edit of this session by entry and field: a new subscription gets them too. */
  private readonly edits = new Map<string, Map<string, unknown>>();
  private readonly onMessage = (event: MessageEvent): void => this.receive(event);

  constructor(
    private readonly frame: () => HTMLIFrameElement | null,
    private readonly siteOrigin: string,
    private readonly listener: LivePreviewListener,
  ) {
    window.addEventListener('message', this.onMessage);
  }

  /** Stops listening. */
  dispose(): void {
    window.removeEventListener('message', this.onMessage);
    this.subscriptions.clear();
  }

  /** How many subscriptions the preview holds now. */
  get subscriptionCount(): number {
    return this.subscriptions.size;
  }

  private post(message: Record<string, unknown>): void {
    this.frame()?.contentWindow?.postMessage({ ...message, source: EDITOR_SOURCE }, this.siteOrigin);
  }

  private receive(event: MessageEvent): void {
    const frame = this.frame();
    if (event.origin !== this.siteOrigin || !frame || event.source !== frame.contentWindow) return;
    const data = record(event.data);
    if (data.source !== SDK_SOURCE) return;
    switch (data.method) {
      case 'CONNECTED':
        this.subscriptions.clear();
        this.post({ method: 'INSPECTOR_MODE_CHANGED', isInspectorActive: true });
        this.listener.connected();
        return;
      case 'SUBSCRIBED': {
        if (typeof data.id !== 'string' || typeof data.config !== 'string') return;
        const config = record(parse(data.config));
        let subscribed = config.data;
        for (const [entryId, fields] of this.edits) {
          for (const [fieldId, value] of fields) subscribed = mergeFieldEdit(subscribed, entryId, fieldId, value);
        }
        this.subscriptions.set(data.id, { data: subscribed });
        if (subscribed !== config.data) this.post({ method: 'ENTRY_UPDATED', subscriptionId: data.id, data: subscribed });
        return;
      }
      case 'UNSUBSCRIBED':
        if (typeof data.id === 'string') this.subscriptions.delete(data.id);
        return;
      case 'TAGGED_ELEMENTS': {
        const elements = Array.isArray(data.elements) ? data.elements : [];
        this.listener.taggedElements(
          elements.flatMap((raw): TaggedElement[] => {
            const element = record(raw);
            const attributes = record(element.attributes);
            const coordinates = record(element.coordinates);
            const entryId = attributes.entryId;
            const fieldId = attributes.fieldId;
            if (typeof entryId !== 'string' || typeof fieldId !== 'string') return [];
            return [
              {
                entryId,
                fieldId,
                isVisible: element.isVisible === true,
                isHovered: element.isHovered === true,
                coordinates: {
                  x: Number(coordinates.x ?? coordinates.left ?? 0),
                  y: Number(coordinates.y ?? coordinates.top ?? 0),
                  width: Number(coordinates.width ?? 0),
                  height: Number(coordinates.height ?? 0),
                },
              },
            ];
          }),
        );
        return;
      }
      case 'TAGGED_FIELD_CLICKED':
        if (typeof data.entityId === 'string' && typeof data.fieldId === 'string') this.listener.fieldClicked(data.entityId, data.fieldId);
        return;
      default:
        return;
    }
  }

  /**
   * An edit of `fieldId` of entry `entryId` (its CMA value in the preview's locale): merged into
   * every subscription that shows it, each sent back at once.
   * @returns true when the preview shows the edit live (a subscription draws that field from a
   *   value without links), so a save of it needs no refresh of the server-drawn parts.
   */
  edit(entryId: string, fieldId: string, value: unknown): boolean {
    let fields = this.edits.get(entryId);
    if (!fields) this.edits.set(entryId, (fields = new Map()));
    fields.set(fieldId, value);
    let shown = false;
    for (const [id, subscription] of this.subscriptions) {
      if (showsFieldLive(subscription.data, entryId, fieldId, value)) shown = true;
      const merged = mergeFieldEdit(subscription.data, entryId, fieldId, value);
      if (merged === subscription.data) continue;
      subscription.data = merged;
      this.post({ method: 'ENTRY_UPDATED', subscriptionId: id, data: merged });
    }
    return shown;
  }

  /** A save of `entity` (the CMA entry as saved): the preview refreshes what only the server draws. */
  saved(entity: unknown, contentType: unknown): void {
    this.post({ method: 'ENTRY_SAVED', entity, contentType });
  }
}
