import { Note, Notification, Spinner } from '@contentful/f36-components';
import type { ContentTypeProps, EntryProps, PlainClientAPI } from 'contentful-management';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WorkbenchConfig } from '../server/server.js';
import { cmaError, sessionHeaders, workbenchClient } from './cma.js';
import { EntryEditor } from './entry-editor.js';
import { EntryList } from './entry-list.js';
import { EntryPicker, type PickRequest } from './entry-picker.js';
import type { SdkContext } from './field-sdk.js';
import type { LivePreviewHost } from './live-preview-host.js';
import { PreviewPane } from './preview-pane.js';

/** The open entry and preview page live in the address (`?entry=…&slug=…`), so a reload or a second tab opens the same. */
function readLocation(): { entryId: string | undefined; slug: string | undefined } {
  const params = new URLSearchParams(window.location.search);
  return { entryId: params.get('entry') ?? undefined, slug: params.get('slug') ?? undefined };
}

function writeLocation(entryId: string | undefined, slug: string | undefined): void {
  const params = new URLSearchParams();
  if (entryId) params.set('entry', entryId);
  if (slug) params.set('slug', slug);
  const next = `${window.location.pathname}${params.size ? `?${params}` : ''}`;
  if (next !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', next);
}

/**
 * The workbench: the entry browser, the entry editor and the live preview side by side.
 * Everything goes through Contentful's APIs (the Management API proxy and the preview site).
 */
export function App() {
  const [config, setConfig] = useState<WorkbenchConfig | undefined>();
  const [contentTypes, setContentTypes] = useState<ContentTypeProps[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [{ entryId, slug }, setLocation] = useState(readLocation);
  const [pick, setPick] = useState<PickRequest | undefined>();
  const [focus, setFocus] = useState<{ entryId: string; fieldId: string; nonce: number } | undefined>();
  const [refreshKey, setRefreshKey] = useState(0);
  const host = useRef<LivePreviewHost | undefined>(undefined);

  useEffect(() => {
    fetch('/api/config', { headers: sessionHeaders() })
      .then((r) => r.json() as Promise<WorkbenchConfig>)
      .then(setConfig, (e: unknown) => setError(String(e)));
  }, []);
  const cma = useMemo<PlainClientAPI | undefined>(() => (config ? workbenchClient(config) : undefined), [config]);
  useEffect(() => {
    if (!cma) return;
    cma.contentType.getMany({ query: { limit: 1000 } }).then(
      (answer) => setContentTypes(answer.items),
      (e: unknown) => setError(cmaError(e).message),
    );
  }, [cma]);
  useEffect(() => {
    const onPop = () => setLocation(readLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => writeLocation(entryId, slug), [entryId, slug]);

  const openEntry = useCallback((id: string) => setLocation((now) => ({ ...now, entryId: id })), []);
  const setSlug = useCallback((next: string) => setLocation((now) => (now.slug === next ? now : { ...now, slug: next })), []);
  const onHost = useCallback((next: LivePreviewHost | undefined) => {
    host.current = next;
  }, []);
  const onEdit = useCallback((id: string, fieldId: string, value: unknown) => host.current?.edit(id, fieldId, value), []);
  const onSaved = useCallback((entry: EntryProps, contentType: ContentTypeProps) => {
    host.current?.saved(entry, contentType);
    setRefreshKey((k) => k + 1);
  }, []);
  const onFieldClick = useCallback((id: string, fieldId: string) => {
    setLocation((now) => ({ ...now, entryId: id }));
    setFocus({ entryId: id, fieldId, nonce: Date.now() });
  }, []);

  const context = useMemo<SdkContext | undefined>(
    () =>
      config && cma && contentTypes
        ? {
            config,
            cma,
            contentTypes,
            openEntry,
            notify: (message, kind) => (kind === 'success' ? Notification.success(message) : Notification.error(message)),
            pickEntries: (options) =>
              new Promise((resolve) => setPick({ ...options, resolve: (entries) => (setPick(undefined), resolve(entries)) })),
          }
        : undefined,
    [config, cma, contentTypes, openEntry],
  );

  if (error) return <Note variant="negative">The workbench could not reach the Content Management API: {error}</Note>;
  if (!config || !cma || !contentTypes || !context) return <Spinner aria-label="Loading the workbench" />;
  return (
    <div className="workbench">
      <header className="workbench__header">
        <h1>Authoring workbench</h1>
        <span>
          Space <code>{config.spaceId}</code> · {config.environmentId} · {config.locale}
        </span>
      </header>
      <div className="workbench__columns">
        <EntryList
          cma={cma}
          contentTypes={contentTypes}
          locale={config.locale}
          selectedId={entryId}
          refreshKey={refreshKey}
          onOpen={openEntry}
        />
        <main className="workbench__editor">
          {entryId ? (
            <EntryEditor
              key={entryId}
              entryId={entryId}
              context={context}
              focusField={focus}
              onEdit={onEdit}
              onSaved={onSaved}
              onPreviewSlug={setSlug}
            />
          ) : (
            <p>Choose an entry to edit it. Pages and the blocks on them open with their page in the live preview.</p>
          )}
        </main>
        {slug ? <PreviewPane slug={slug} siteUrl={config.siteUrl} onHost={onHost} onFieldClick={onFieldClick} /> : null}
      </div>
      {pick ? <EntryPicker request={pick} cma={cma} contentTypes={contentTypes} locale={config.locale} /> : null}
    </div>
  );
}
