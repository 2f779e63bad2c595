import type { FieldAppSDK } from '@contentful/app-sdk';
import { Field, FieldWrapper, getDefaultWidgetId } from '@contentful/default-field-editors';
import type { EditorInterfaceProps } from 'contentful-management';
import { useEffect, useMemo, useRef } from 'react';
import { watchAccessibility } from './a11y-repairs.js';
import { appEntryMethod } from './entry-lifecycle.js';
import type { EntrySession } from './entry-session.js';
import { createFieldSdk } from './field-sdk.js';
import { watchStickyBar } from './sticky-bar.js';
import { HostedAppField } from './hosted-app-field.js';
import { renderWorkbenchEditor } from './workbench-editors.js';

/** The widgets whose value is the text of their one input (the live preview reads each keystroke there). */
const TYPED_WIDGETS = new Set(['singleLine', 'multipleLine', 'urlEditor', 'slugEditor']);

/** A field to focus once the entry is shown (a click in the preview); `nonce` repeats a request. */
export interface FocusRequest {
  entryId: string;
  fieldId: string;
  nonce: number;
}

/**
 * Every field of the entry (not disabled, not omitted) in its frame (label, validation errors,
 * help text): in the editor its editor interface names (`builtin`), else Contentful's default for
 * the field type; a control naming an app (`widgetNamespace: 'app'`, the field apps of
 * cms-extensions/README.md) mounts that app instead. Each frame's DOM id is `fieldDomId(field)`.
 */
export function EntryFields({
  session,
  editorInterface,
  focusField,
  fieldDomId,
}: {
  session: EntrySession;
  editorInterface: EditorInterfaceProps | undefined;
  focusField: FocusRequest | undefined;
  fieldDomId(fieldId: string): string;
}) {
  const { store, contentType, context } = session;
  const root = useRef<HTMLDivElement>(null);
  const fields = useMemo(
    () =>
      contentType.fields
        .filter((f) => !f.disabled && !f.omitted)
        .map((field) => {
          const control = editorInterface?.controls?.find((c) => c.fieldId === field.id);
          const settings = (control?.settings as Record<string, unknown> | undefined) ?? {};
          const sdk = createFieldSdk(store, contentType, field.id, context, settings);
          const builtin = control?.widgetNamespace === 'builtin' && control.widgetId;
          const widgetId = builtin || getDefaultWidgetId(sdk as Parameters<typeof getDefaultWidgetId>[0]);
          const appDefinitionId = control?.widgetNamespace === 'app' && control.widgetId ? control.widgetId : undefined;
          return { field, sdk, widgetId, appDefinitionId };
        }),
    [store, contentType, editorInterface, context],
  );

  useEffect(() => {
    if (!focusField || focusField.entryId !== store.entry.sys.id) return;
    const container = document.getElementById(fieldDomId(focusField.fieldId));
    if (!container) return;
    container.scrollIntoView({ block: 'center' });
    const target = container.querySelector<HTMLElement>('input:not([type=hidden]), textarea, [contenteditable="true"], select, button');
    target?.focus();
  }, [focusField, store, fields, fieldDomId]);

  useEffect(() => (root.current ? watchAccessibility(root.current) : undefined), [fields]);
  useEffect(() => (root.current ? watchStickyBar(root.current) : undefined), []);

  /**
   * The text editors hand their value to the SDK 300 ms after the last keystroke (Contentful's
   * FieldConnector debounce, which also paces the autosave); the live preview gets every
   * keystroke at once from the input itself.
   */
  const previewKeystroke = (target: EventTarget, fieldId: string) => {
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
      session.events.onEdit(store.entry.sys.id, fieldId, target.value);
  };

  return (
    <div className="entry-editor__fields" ref={root}>
      {fields.map(({ field, sdk, widgetId, appDefinitionId }) => (
        <div
          key={field.id}
          id={fieldDomId(field.id)}
          className="entry-editor__field"
          data-field-id={field.id}
          onInput={TYPED_WIDGETS.has(widgetId) ? (event) => previewKeystroke(event.target, field.id) : undefined}
        >
          <FieldWrapper sdk={sdk as FieldAppSDK as Parameters<typeof FieldWrapper>[0]['sdk']} name={field.name}>
            {appDefinitionId ? (
              <HostedAppField
                appDefinitionId={appDefinitionId}
                store={store}
                contentType={contentType}
                fieldId={field.id}
                context={context}
                entryMethod={(method) => appEntryMethod(session, method)}
              />
            ) : (
              <Field
                sdk={sdk as Parameters<typeof Field>[0]['sdk']}
                widgetId={widgetId}
                renderFieldEditor={(id, fieldSdk) => renderWorkbenchEditor(id, fieldSdk as unknown as FieldAppSDK)}
              />
            )}
          </FieldWrapper>
        </div>
      ))}
    </div>
  );
}
