/**
 * The attributes Contentful's live-preview inspector mode reads to open an entry's field in the
 * editor (https://www.contentful.com/developers/docs/tutorials/general/live-preview/#inspector-mode).
 */
export interface InspectorAttributes {
  'data-contentful-entry-id': string;
  'data-contentful-field-id': string;
}

/** Attributes tagging an element as showing `fieldId` of entry `entryId`. */
export function inspect(entryId: string, fieldId: string): InspectorAttributes {
  return { 'data-contentful-entry-id': entryId, 'data-contentful-field-id': fieldId };
}
