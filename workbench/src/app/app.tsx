import { Button, Note, Notification, Spinner } from '@contentful/f36-components';
import type { AssetProps, ContentTypeProps, EntryProps, PlainClientAPI } from 'contentful-management';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WorkbenchConfig } from '../server/server.js';
import { AssetEditor } from './asset-editor.js';
import { AssetLibrary, AssetPicker, type AssetPickRequest } from './asset-library.js';
import { cmaError, sessionHeaders, workbenchClient } from './cma.js';
import { EntryEditor } from './entry-editor.js';
import { EntryList } from './entry-list.js';
import { EntryPicker, type PickRequest } from './entry-picker.js';
import type { SdkContext } from './field-sdk.js';
import type { LivePreviewHost } from './live-preview-host.js';
import { PreviewPane } from './preview-pane.js';

/** What the editor column shows: entries (with the list) or the asset library. */
type View = 'entries' | 'media';

/** Milliseconds a closed nested editor stays mounted, past the text editors' 300 ms hand-over. */
const CLOSE_DELAY_MS = 1000;

/** An entry or asset opened above the root entry (Contentful's slide-in). */
interface Nested {
  kind: 'Entry' | 'Asset';
  id: string;
}

/** The open entry, preview page and view live in the address (`?entry=…&slug=…&view=media`), so a reload or a second tab opens the same. */
function readLocation(): { entryId: string | undefined; slug: string | undefined; view: View } {
  const params = new URLSearchParams(window.location.search);
  return {
    entryId: params.get('entry') ?? undefined,
    slug: params.get('slug') ?? undefined,
    view: params.get('view') === 'media' ? 'media' : 'entries',
  };
}

function writeLocation(entryId: string | undefined, slug: string | undefined, view: View): void {
  const params = new URLSearchParams();
  if (entryId) params.set('entry', entryId);
  if (slug) params.set('slug', slug);
  if (view === 'media') params.set('view', 'media');
  const next = `${window.location.pathname}${params.size ? `?${params}` : ''}`;
  if (next !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', next);
}

/**
 * The workbench: the entry browser (or the asset library), the entry editor with the entries and
 * assets opened from its fields stacked above it, and the live preview side by side. Everything
 * goes through Contentful's APIs (the Management API proxy and the preview site).
 */
export function App() {
  const [config, setConfig] = useState<WorkbenchConfig | undefined>();
  const [contentTypes, setContentTypes] = useState<ContentTypeProps[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [{ entryId, slug, view }, setLocation] = useState(readLocation);
  const [stack, setStack] = useState<Nested[]>([]);
  // An entry or asset opened above the root stays mounted (hidden) for a second after it is
  // closed: a text editor hands its last keystrokes to the SDK 300 ms later, and they must still
  // save (the editor saves what is unsaved when it unmounts). Then it unmounts: two editors of one
  // content type would share the field editors' element ids.
  const [opened, setOpened] = useState<Nested[]>([]);
  const [pick, setPick] = useState<PickRequest | undefined>();
  const [pickAssets, setPickAssets] = useState<AssetPickRequest | undefined>();
  const [mediaAsset, setMediaAsset] = useState<string | undefined>();
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
    const onPop = () => {
      setLocation(readLocation());
      setStack([]);
      setOpened([]);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => writeLocation(entryId, slug, view), [entryId, slug, view]);

  const openEntry = useCallback((id: string) => {
    setStack([]);
    setOpened([]);
    setLocation((now) => ({ ...now, entryId: id, view: 'entries' }));
  }, []);
  const openNested = useCallback((kind: 'Entry' | 'Asset', id: string) => {
    setStack((now) => (now.some((n) => n.id === id) ? now : [...now, { kind, id }]));
    setOpened((now) => (now.some((n) => n.id === id) ? now : [...now, { kind, id }]));
  }, []);
  const stackRef = useRef(stack);
  useEffect(() => {
    stackRef.current = stack;
  }, [stack]);
  const closeNested = useCallback(() => {
    const closed = stackRef.current[stackRef.current.length - 1];
    if (!closed) return;
    setStack((now) => now.filter((n) => n.id !== closed.id));
    setTimeout(
      () => setOpened((all) => all.filter((n) => n.id !== closed.id || stackRef.current.some((s) => s.id === closed.id))),
      CLOSE_DELAY_MS,
    );
  }, []);
  const setSlug = useCallback((next: string) => setLocation((now) => (now.slug === next ? now : { ...now, slug: next })), []);
  const setView = useCallback((next: View) => setLocation((now) => ({ ...now, view: next })), []);
  const onHost = useCallback((next: LivePreviewHost | undefined) => {
    host.current = next;
  }, []);
  // Fields edited since the last save that the preview could not show live, by entry: a save
  // refreshes the preview's server-drawn parts only when there are some (or on publish). A save of
  // text the preview already shows skips that refresh, which would redraw the page under the
  // editor's next keystrokes (the tail of keystroke-to-preview, scripts/bench/live-preview.ts).
  const unshown = useRef(new Map<string, Set<string>>());
  // Listeners of saved entries and assets, by `Type:id` (the reference cards).
  const [entityListeners] = useState(() => new Map<string, Set<(entity: unknown) => void>>());
  const entityChanged = useCallback(
    (type: 'Entry' | 'Asset', entity: { sys: { id: string } }) => {
      for (const listener of [...(entityListeners.get(`${type}:${entity.sys.id}`) ?? [])]) listener(entity);
    },
    [entityListeners],
  );
  const onEntityChanged = useCallback(
    (type: 'Entry' | 'Asset', id: string, listener: (entity: unknown) => void) => {
      const key = `${type}:${id}`;
      let set = entityListeners.get(key);
      if (!set) entityListeners.set(key, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
    [entityListeners],
  );
  const onEdit = useCallback((id: string, fieldId: string, value: unknown) => {
    const shown = host.current?.edit(id, fieldId, value) ?? false;
    let fields = unshown.current.get(id);
    if (!fields) unshown.current.set(id, (fields = new Set()));
    if (shown) fields.delete(fieldId);
    else fields.add(fieldId);
  }, []);
  const onSaved = useCallback(
    (entry: EntryProps, contentType: ContentTypeProps) => {
      const fields = unshown.current.get(entry.sys.id);
      const publishing = entry.sys.publishedVersion !== undefined && entry.sys.version === entry.sys.publishedVersion + 1;
      if (fields?.size !== 0 || publishing) host.current?.saved(entry, contentType);
      unshown.current.set(entry.sys.id, new Set());
      entityChanged('Entry', entry);
      setRefreshKey((k) => k + 1);
    },
    [entityChanged],
  );
  const onAssetChanged = useCallback(
    (asset: AssetProps) => {
      host.current?.saved(asset, undefined);
      entityChanged('Asset', asset);
      setRefreshKey((k) => k + 1);
    },
    [entityChanged],
  );
  const onFieldClick = useCallback((id: string, fieldId: string) => {
    setStack([]);
    setOpened([]);
    setLocation((now) => ({ ...now, entryId: id, view: 'entries' }));
    setFocus({ entryId: id, fieldId, nonce: Date.now() });
  }, []);
  const noSlug = useCallback(() => undefined, []);

  const context = useMemo<SdkContext | undefined>(
    () =>
      config && cma && contentTypes
        ? {
            config,
            cma,
            contentTypes,
            openEntry,
            openNested,
            onEntityChanged,
            notify: (message, kind) => (kind === 'success' ? Notification.success(message) : Notification.error(message)),
            pickEntries: (options) =>
              new Promise((resolve) => setPick({ ...options, resolve: (entries) => (setPick(undefined), resolve(entries)) })),
            pickAssets: (options) =>
              new Promise((resolve) => setPickAssets({ ...options, resolve: (assets) => (setPickAssets(undefined), resolve(assets)) })),
          }
        : undefined,
    [config, cma, contentTypes, openEntry, openNested, onEntityChanged],
  );

  if (error) return <Note variant="negative">The workbench could not reach the Content Management API: {error}</Note>;
  if (!config || !cma || !contentTypes || !context) return <Spinner aria-label="Loading the workbench" />;
  const top = stack[stack.length - 1];
  return (
    <div className="workbench">
      <header className="workbench__header">
        <h1>Authoring workbench</h1>
        <span>
          Space <code>{config.spaceId}</code> · {config.environmentId} · {config.locale}
        </span>
        <nav aria-label="Workbench views" className="workbench__views">
          <Button
            size="small"
            variant={view === 'entries' ? 'primary' : 'secondary'}
            aria-current={view === 'entries' ? 'page' : undefined}
            onClick={() => setView('entries')}
          >
            Entries
          </Button>
          <Button
            size="small"
            variant={view === 'media' ? 'primary' : 'secondary'}
            aria-current={view === 'media' ? 'page' : undefined}
            onClick={() => setView('media')}
          >
            Media
          </Button>
        </nav>
      </header>
      <div className="workbench__columns">
        {view === 'media' ? (
          <div className="workbench__library">
            <AssetLibrary
              cma={cma}
              spaceId={config.spaceId}
              locale={config.locale}
              mode="browse"
              refreshKey={refreshKey}
              onOpen={(asset) => setMediaAsset(asset.sys.id)}
            />
          </div>
        ) : (
          <EntryList
            cma={cma}
            contentTypes={contentTypes}
            locale={config.locale}
            selectedId={entryId}
            refreshKey={refreshKey}
            onOpen={openEntry}
          />
        )}
        <main className="workbench__editor">
          {view === 'media' ? (
            mediaAsset ? (
              <AssetEditor
                key={mediaAsset}
                assetId={mediaAsset}
                cma={cma}
                contentTypes={contentTypes}
                spaceId={config.spaceId}
                locale={config.locale}
                onOpenEntry={openEntry}
                onChanged={onAssetChanged}
              />
            ) : (
              <p>Choose an asset to edit it, or drop files on the library to upload them.</p>
            )
          ) : entryId ? (
            <>
              {top ? (
                <nav aria-label="Open entries" className="workbench__stack">
                  <Button size="small" variant="secondary" onClick={closeNested}>
                    {stack.length > 1 ? 'Back to the previous entry' : 'Back to the page'}
                  </Button>
                </nav>
              ) : null}
              <div hidden={Boolean(top)}>
                <EntryEditor
                  key={entryId}
                  entryId={entryId}
                  context={context}
                  focusField={focus}
                  onEdit={onEdit}
                  onSaved={onSaved}
                  onPreviewSlug={setSlug}
                  onGone={(openId) => (openId ? openEntry(openId) : setLocation((now) => ({ ...now, entryId: undefined })))}
                />
              </div>
              {opened.map((nested) => (
                <div key={nested.id} hidden={nested.id !== top?.id}>
                  {nested.kind === 'Entry' ? (
                    <EntryEditor
                      entryId={nested.id}
                      context={context}
                      nested
                      focusField={focus}
                      onEdit={onEdit}
                      onSaved={onSaved}
                      onPreviewSlug={noSlug}
                      onGone={(openId) => (openId ? openNested('Entry', openId) : closeNested())}
                    />
                  ) : (
                    <AssetEditor
                      assetId={nested.id}
                      cma={cma}
                      contentTypes={contentTypes}
                      spaceId={config.spaceId}
                      locale={config.locale}
                      onOpenEntry={openEntry}
                      onChanged={onAssetChanged}
                    />
                  )}
                </div>
              ))}
            </>
          ) : (
            <p>Choose an entry to edit it, or create one. Pages and the blocks on them open with their page in the live preview.</p>
          )}
        </main>
        {slug ? <PreviewPane slug={slug} siteUrl={config.siteUrl} onHost={onHost} onFieldClick={onFieldClick} /> : null}
      </div>
      {pick ? <EntryPicker request={pick} cma={cma} contentTypes={contentTypes} locale={config.locale} /> : null}
      {pickAssets ? <AssetPicker request={pickAssets} cma={cma} spaceId={config.spaceId} locale={config.locale} /> : null}
    </div>
  );
}
