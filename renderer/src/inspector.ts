import { cache } from 'react';

/**
 * The attributes Contentful's live-preview inspector mode reads to open an entry's field in the
 * editor (https://www.contentful.com/developers/docs/tutorials/general/live-preview/#inspector-mode).
 */
export interface InspectorAttributes {
  'data-contentful-entry-id': string;
  'data-contentful-field-id': string;
}

/** The inspector attributes of an element, or none outside draft mode. */
export type InspectorTags = InspectorAttributes | Record<string, never>;

/**
 * Whether the current server render is a draft-mode one. React `cache()` gives one box per
 * request under the react-server condition (a server component render); anywhere else (SSR of
 * client components, the browser, plain tests) it hands out a fresh box each call, so the answer
 * there is "off" unless the browser switch below is on.
 */
const requestMode = cache((): { enabled: boolean } => ({ enabled: false }));

/** Set in the browser only, by the draft-mode live preview (never during SSR: `window` is absent). */
let browserEnabled = false;

/**
 * Turns inspector tags on for the rest of this server request. The loaders call it when their
 * `LoadContext.preview` is true (draft mode), before anything of the request renders
 * (docs/requirements.md#live-preview).
 */
export function enableInspector(): void {
  requestMode().enabled = true;
}

/**
 * Turns inspector tags on or off in the browser: the draft-mode live preview turns them on before
 * it re-renders a block from live data. A no-op on the server, where one process serves
 * production and draft requests at once.
 */
export function setBrowserInspector(enabled: boolean): void {
  if (typeof window !== 'undefined') browserEnabled = enabled;
}

/** True when inspector tags are emitted: a draft-mode server render, or the live preview in the browser. */
export function inspectorEnabled(): boolean {
  return browserEnabled || requestMode().enabled;
}

/** Attributes tagging an element as showing `fieldId` of entry `entryId`, when `enabled`; none otherwise. */
export function inspectTags(enabled: boolean, entryId: string, fieldId: string): InspectorTags {
  return enabled ? { 'data-contentful-entry-id': entryId, 'data-contentful-field-id': fieldId } : {};
}

/**
 * Attributes tagging an element as showing `fieldId` of entry `entryId`, in draft mode only:
 * production HTML carries no inspector attributes (docs/requirements.md#live-preview). Server
 * components call this; client islands take an `inspector` prop from their server parent and
 * call `inspectTags` (their SSR cannot see the request's mode).
 */
export function inspect(entryId: string, fieldId: string): InspectorTags {
  return inspectTags(inspectorEnabled(), entryId, fieldId);
}
