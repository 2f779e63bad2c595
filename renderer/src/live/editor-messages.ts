/** The editor's marker on its live-preview messages (Contentful's web app and the workbench alike). */
const EDITOR_SOURCE = 'live-preview-editor';

/**
 * The id of the entry or asset an editor announces as saved (`ENTRY_SAVED`, Contentful's
 * live-preview protocol: `{ source: 'live-preview-editor', method: 'ENTRY_SAVED', entity }`), when
 * `event` is one from an editor origin the site talks to; undefined for any other message.
 * @param origins the editor origins of the live preview (`editorOrigins`: Contentful's web app, the workbench)
 */
export function savedEntityId(event: Pick<MessageEvent, 'origin' | 'data'>, origins: readonly string[]): string | undefined {
  if (!origins.includes(event.origin)) return undefined;
  const data = event.data as { source?: unknown; method?: unknown; entity?: { sys?: { id?: unknown } } } | null;
  if (typeof data !== 'object' || data === null || data.source !== EDITOR_SOURCE || data.method !== 'ENTRY_SAVED') return undefined;
  const id = data.entity?.sys?.id;
  return typeof id === 'string' && id ? id : undefined;
}

/** True when an element of `root` carries the inspector tags of entry or asset `id`. */
export function isTagged(root: ParentNode, id: string): boolean {
  const quoted = JSON.stringify(id);
  return root.querySelector(`[data-contentful-entry-id=${quoted}], [data-contentful-asset-id=${quoted}]`) !== null;
}
