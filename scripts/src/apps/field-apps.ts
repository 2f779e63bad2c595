/**
 * The CMS field apps (cms-extensions/) and the field each edits: the single list the build, the
 * deploy script, the content service's static route and the harness agree on
 * (docs/architecture.md "Field apps").
 */
export interface FieldAppSpec {
  /** The app's folder under cms-extensions/, also its path under the apps' base URL. */
  dir: 'form-builder' | 'rila-config' | 'state-content' | 'quote-widget';
  /** The app definition's name (how the deploy script finds an existing definition). */
  name: string;
  /** The content type and field the app is assigned to. */
  contentType: string;
  fieldId: string;
  /** The field's type, for the definition's `entry-field` location. */
  fieldType: { type: 'Object' } | { type: 'Array'; items: { type: 'Link'; linkType: 'Entry' } };
}

export const FIELD_APPS: readonly FieldAppSpec[] = [
  {
    dir: 'form-builder',
    name: 'Form builder',
    contentType: 'form',
    fieldId: 'formFields',
    fieldType: { type: 'Array', items: { type: 'Link', linkType: 'Entry' } },
  },
  { dir: 'rila-config', name: 'RILA configuration', contentType: 'rilaWidget', fieldId: 'config', fieldType: { type: 'Object' } },
  {
    dir: 'state-content',
    name: 'State content',
    contentType: 'stateContentDropdown',
    fieldId: 'stateMapping',
    fieldType: { type: 'Object' },
  },
  { dir: 'quote-widget', name: 'Quote widget defaults', contentType: 'quoteWidget', fieldId: 'flags', fieldType: { type: 'Object' } },
];
