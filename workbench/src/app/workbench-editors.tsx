import type { FieldAppSDK } from '@contentful/app-sdk';
import type { ReactElement } from 'react';
import { DateFieldEditor } from './date-field-editor.js';
import { FormIdPicker } from './form-id-picker.js';

/**
 * The field editors the workbench draws itself in place of Contentful's defaults, through
 * `Field`'s `renderFieldEditor` (@contentful/default-field-editors): every Date field
 * (`datePicker`: `DateFieldEditor`, typed dates and a sensible year range) and the form block's
 * form id (`FormIdPicker`, forms by name). Any other field keeps Contentful's editor (null).
 */
export function renderWorkbenchEditor(widgetId: string, sdk: FieldAppSDK): ReactElement | null {
  if (widgetId === 'datePicker') return <DateFieldEditor sdk={sdk} />;
  if (sdk.contentType.sys.id === 'formBlock' && sdk.field.id === 'formId') return <FormIdPicker sdk={sdk} />;
  return null;
}
