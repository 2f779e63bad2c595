import { Note, Spinner } from '@contentful/f36-components';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SessionAnswer, SessionUser } from '../shared/sign-in.js';
import { AssetEditor } from './asset-editor.js';
import { AssetLibrary, AssetPicker, type AssetPickRequest } from './asset-library.js';
import { EntryColumn } from './entry-column.js';
import type { FocusRequest } from './entry-fields.js';
import { EntryList } from './entry-list.js';
import { EntryPicker, type PickRequest } from './entry-picker.js';
import type { SdkContext } from './field-sdk.js';
import { PreviewBridge } from './preview-bridge.js';
import { useBlockEditing } from './block-controls.js';
import { NoPreview, PreviewPane } from './preview-pane.js';
import { RecordsView } from './records-view.js';
import { ReleasesView } from './releases-view.js';
import { SignInForm } from './sign-in-form.js';
import { Toasts, useToasts } from './toasts.js';
import { useAddress, type View } from './use-address.js';
import { useConnection } from './use-connection.js';
import { useEntryStack } from './use-entry-stack.js';
import { WorkbenchHeader } from './workbench-header.js';
import { fetchSession, signOut } from './workbench-api.js';

type SignedIn = SessionAnswer & { user: SessionUser };

/**
 * The workbench behind its sign-in (docs/requirements.md#decision-workbench-roles-and-review): the
 * session first (`/api/session`); nobody signed in (sign-in required) shows the sign-in page, as
 * does "Sign in as someone else" in the local mode; then the workbench for that user, mounted
 * afresh for each user.
 */
export function App() {
  const [session, setSession] = useState<SessionAnswer | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [signingIn, setSigningIn] = useState(false);
  useEffect(() => {
    fetchSession().then(setSession, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);
  if (error) return <Note variant="negative">The workbench could not be reached: {error}</Note>;
  if (!session) return <Spinner aria-label="Loading the workbench" />;
  const { user } = session;
  if (!user || signingIn) {
    return (
      <SignInForm
        mode={session.mode}
        onSignedIn={(answer) => {
          setSession(answer);
          setSigningIn(false);
        }}
        {...(user ? { onCancel: () => setSigningIn(false) } : {})}
      />
    );
  }
  return (
    <Workbench
      key={user.id}
      session={{ ...session, user }}
      onSignInAs={() => setSigningIn(true)}
      onSignOut={() => void signOut().then(setSession, (e: unknown) => setError(e instanceof Error ? e.message : String(e)))}
    />
  );
}

/**
 * The address moves the editor makes: open an entry (the nested editors close), show a page in the
 * preview, and open a just-created entry, which is on no page yet, so the previous page's preview
 * goes at once (issue 42).
 */
function useNavigation(clearStack: () => void, setAddress: ReturnType<typeof useAddress>[1]) {
  const openEntry = useCallback(
    (id: string) => {
      clearStack();
      setAddress((now) => ({ ...now, entryId: id, view: 'entries' }));
    },
    [clearStack, setAddress],
  );
  const setSlug = useCallback(
    (next: string | undefined) => setAddress((now) => (now.slug === next ? now : { ...now, slug: next })),
    [setAddress],
  );
  const openCreated = useCallback(
    (id: string) => {
      clearStack();
      setAddress((now) => ({ ...now, entryId: id, slug: undefined, view: 'entries' }));
    },
    [clearStack, setAddress],
  );
  return { openEntry, setSlug, openCreated };
}

/**
 * The workbench for a signed-in user: the entry browser (or the asset library, or the records),
 * the entry editor with the entries and assets opened from its fields stacked above it, and the
 * live preview side by side. Everything goes through Contentful's APIs (the Management API proxy
 * and the preview site). Its parts: the connection (`useConnection`), the address (`useAddress`),
 * the stack of nested editors (`useEntryStack`), the preview bridge (`PreviewBridge`), the header
 * and the editor column.
 */
function Workbench({ session, onSignOut, onSignInAs }: { session: SignedIn; onSignOut(): void; onSignInAs(): void }) {
  const { config, cma, contentTypes, error } = useConnection();
  const { stack, opened, openNested, closeNested, clearStack } = useEntryStack();
  const [{ entryId, slug, view }, setAddress] = useAddress(clearStack);
  const [pick, setPick] = useState<PickRequest | undefined>();
  const [pickAssets, setPickAssets] = useState<AssetPickRequest | undefined>();
  const [mediaAsset, setMediaAsset] = useState<string | undefined>();
  const [focus, setFocus] = useState<FocusRequest | undefined>();
  const [refreshKey, setRefreshKey] = useState(0);
  const [bridge] = useState(() => new PreviewBridge());
  const { toasts, notify, dismiss } = useToasts();

  const { openEntry, setSlug, openCreated } = useNavigation(clearStack, setAddress);
  const { pageBlocks, setPageBlocks, blockActions } = useBlockEditing(cma, contentTypes, openNested);
  const setView = useCallback((next: View) => setAddress((now) => ({ ...now, view: next })), [setAddress]);
  const onSaved = useCallback<PreviewBridge['entrySaved']>(
    (entry, contentType) => {
      bridge.entrySaved(entry, contentType);
      setRefreshKey((k) => k + 1);
    },
    [bridge],
  );
  const onAssetChanged = useCallback<PreviewBridge['assetSaved']>(
    (asset) => {
      bridge.assetSaved(asset);
      setRefreshKey((k) => k + 1);
    },
    [bridge],
  );
  const onFieldClick = useCallback(
    (id: string, fieldId: string) => {
      openEntry(id);
      setFocus({ entryId: id, fieldId, nonce: Date.now() });
    },
    [openEntry],
  );

  const context = useMemo<SdkContext | undefined>(
    () =>
      config && cma && contentTypes
        ? {
            config,
            cma,
            contentTypes,
            openEntry,
            openNested,
            onEntityChanged: bridge.onEntityChanged,
            onEntrySaved: bridge.onEntrySaved,
            notify,
            pickEntries: (options) =>
              new Promise((resolve) => setPick({ ...options, resolve: (entries) => (setPick(undefined), resolve(entries)) })),
            pickAssets: (options) =>
              new Promise((resolve) => setPickAssets({ ...options, resolve: (assets) => (setPickAssets(undefined), resolve(assets)) })),
            user: session.user,
          }
        : undefined,
    [config, cma, contentTypes, openEntry, openNested, bridge, session.user, notify],
  );
  const listEnvironment = useMemo(() => (config ? { spaceId: config.spaceId, environmentId: config.environmentId } : undefined), [config]);

  if (error) return <Note variant="negative">The workbench could not reach the Content Management API: {error}</Note>;
  if (!config || !cma || !contentTypes || !context) return <Spinner aria-label="Loading the workbench" />;
  const { locale, spaceId } = config;
  return (
    <div className="workbench">
      <WorkbenchHeader config={config} view={view} onView={setView} session={session} onSignOut={onSignOut} onSignInAs={onSignInAs} />
      {view === 'records' ? (
        <RecordsView cma={cma} contentTypes={contentTypes} locale={locale} />
      ) : view === 'releases' ? (
        <ReleasesView context={context} onPublished={() => setRefreshKey((k) => k + 1)} />
      ) : (
        <div className="workbench__columns">
          {view === 'media' ? (
            <div className="workbench__library">
              <AssetLibrary
                cma={cma}
                spaceId={spaceId}
                locale={locale}
                mode="browse"
                refreshKey={refreshKey}
                onOpen={(asset) => setMediaAsset(asset.sys.id)}
              />
            </div>
          ) : (
            <EntryList
              cma={cma}
              contentTypes={contentTypes}
              locale={locale}
              environment={listEnvironment}
              selectedId={entryId}
              refreshKey={refreshKey}
              onOpen={openEntry}
              onCreated={openCreated}
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
                  spaceId={spaceId}
                  locale={locale}
                  onOpenEntry={openEntry}
                  onChanged={onAssetChanged}
                />
              ) : (
                <p>Choose an asset to edit it, or drop files on the library to upload them.</p>
              )
            ) : (
              <EntryColumn
                entryId={entryId}
                context={context}
                stack={stack}
                opened={opened}
                focus={focus}
                onEdit={bridge.edit}
                onSaved={onSaved}
                onAssetChanged={onAssetChanged}
                onPreviewSlug={setSlug}
                onOpenEntry={openEntry}
                onOpenNested={openNested}
                onCloseNested={closeNested}
                onCloseRoot={() => setAddress((now) => ({ ...now, entryId: undefined }))}
                onPageBlocks={setPageBlocks}
              />
            )}
          </main>
          {slug ? (
            <PreviewPane
              slug={slug}
              siteUrl={config.siteUrl}
              onHost={bridge.connect}
              onFieldClick={onFieldClick}
              blocks={view === 'entries' ? pageBlocks : undefined}
              blockActions={blockActions}
            />
          ) : (
            <NoPreview />
          )}
        </div>
      )}
      {pick ? <EntryPicker request={pick} cma={cma} contentTypes={contentTypes} locale={locale} /> : null}
      {pickAssets ? <AssetPicker request={pickAssets} cma={cma} spaceId={spaceId} locale={locale} /> : null}
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}
