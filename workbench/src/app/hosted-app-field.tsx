import { Note, Spinner } from '@contentful/f36-components';
import { mountFieldApp } from '@insurer/cms-host';
import type { ContentTypeProps } from 'contentful-management';
import { useEffect, useRef, useState } from 'react';
import { cmaError, workbenchAdapter } from './cma.js';
import type { EntryStore } from './entry-store.js';
import type { SdkContext } from './field-sdk.js';

/** `sdk.entry.save()` and `publish()` of a field app: the workbench's own save and publish. */
export type EntryMethod = (method: string) => Promise<unknown>;

/**
 * A field whose editor interface control names an app (`widgetNamespace: 'app'`, `widgetId` = the
 * app definition id): the app definition's `src` is read through the workbench's CMA proxy and
 * mounted in an iframe with `@insurer/cms-host` (the App SDK's postMessage protocol), in place of
 * the default editor. The app's writes go into the entry store like any field editor's (so the
 * autosave and the live preview get them), its `sdk.cma` calls go through the proxy (the token
 * stays on the server), and `sdk.entry.save()`/`publish()` are the workbench's.
 * Shows "The app for this field could not be loaded: {message}" when the definition cannot be read.
 */
export function HostedAppField({
  appDefinitionId,
  store,
  contentType,
  fieldId,
  context,
  entryMethod,
}: {
  appDefinitionId: string;
  store: EntryStore;
  contentType: ContentTypeProps;
  fieldId: string;
  context: SdkContext;
  entryMethod: EntryMethod;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'mounted' } | { kind: 'error'; message: string }>({ kind: 'loading' });
  const latest = useRef({ context, entryMethod });
  useEffect(() => {
    latest.current = { context, entryMethod };
  });

  useEffect(() => {
    let current = true;
    const cleanups: (() => void)[] = [];
    (async () => {
      const { config, cma } = latest.current.context;
      const definition = await cma.appDefinition.get({ organizationId: config.organizationId, appDefinitionId });
      if (!definition.src) throw new Error(`The app ${definition.name} has no src.`);
      if (!current || !container.current) return;
      // A value set from outside the app (a conflict resolved with their version) is told to the
      // app without counting as the app's own edit.
      let external = false;
      const host = mountFieldApp(container.current, {
        src: definition.src,
        appId: definition.sys.id,
        spaceId: config.spaceId,
        environmentId: config.environmentId,
        locale: config.locale,
        entry: { ...store.entry, fields: store.fieldsToSave() },
        contentType,
        fieldId,
        adapter: workbenchAdapter(),
        onFieldChange: (id, value) => {
          if (!external) store.edit(id, value);
        },
        entryMethod: (method) => latest.current.entryMethod(method),
        onNotify: (notice) => latest.current.context.notify(notice.message, notice.type === 'error' ? 'error' : 'success'),
      });
      cleanups.push(() => host.destroy());
      cleanups.push(store.onSysChanged((sys) => host.setSys(sys)));
      for (const field of contentType.fields) {
        cleanups.push(
          store.onValueChanged(field.id, (value) => {
            external = true;
            host.setField(field.id, value);
            external = false;
          }),
        );
      }
      setState({ kind: 'mounted' });
    })().catch((e: unknown) => current && setState({ kind: 'error', message: cmaError(e).message }));
    return () => {
      current = false;
      for (const cleanup of cleanups) cleanup();
    };
  }, [appDefinitionId, store, contentType, fieldId]);

  return (
    <>
      {state.kind === 'loading' ? <Spinner aria-label="Loading the field’s app" /> : null}
      {state.kind === 'error' ? <Note variant="negative">The app for this field could not be loaded: {state.message}</Note> : null}
      <div ref={container} className="entry-editor__app" />
    </>
  );
}
