import { Note, Spinner } from '@contentful/f36-components';
import { needsApproval } from '@insurer/contracts/compliance';
import type { ContentTypeProps, EditorInterfaceProps, EntryProps } from 'contentful-management';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cmaError } from './cma.js';
import { EntryFields, type FocusRequest } from './entry-fields.js';
import { EntrySession, loadEntry, previewSlugOf } from './entry-session.js';
import { pageBlocksOf, type PageBlocks } from './page-blocks.js';
import type { SdkContext } from './field-sdk.js';
import { EditorNotes, PublishBar } from './publish-bar.js';
import { PublishList, type PublishRequest } from './publish-list.js';
import { ReviewPanel } from './review-panel.js';
import { SchedulePanel } from './schedule-panel.js';
import { UsedOn } from './used-on.js';
import { VersionHistory } from './version-history.js';

/** The entry editor's props: which entry, the workbench's context, and what it tells the workbench. */
export interface EntryEditorProps {
  entryId: string;
  context: SdkContext;
  /** Opened from another entry's field (a block of a page): its field ids are prefixed by the entry's id. */
  nested?: boolean;
  /** A field to focus once the entry is shown (a click in the preview); `nonce` repeats a request. */
  focusField: FocusRequest | undefined;
  onEdit(entryId: string, fieldId: string, value: unknown): void;
  onSaved(entry: EntryProps, contentType: ContentTypeProps): void;
  /** The page the preview shows: the entry's own or its page's URL, or none (a new entry, a block on no page). */
  onPreviewSlug(slug: string | undefined): void;
  /** The entry was deleted, or duplicated into `openId`: the workbench opens that or closes this editor. */
  onGone(openId?: string): void;
  /** A page's blocks, for the preview to edit in place (the root editor of a page only), or undefined once it closes. */
  onPageBlocks?(blocks: PageBlocks | undefined): void;
}

/**
 * One entry in Contentful's own field editors (`EntryFields`), with the publish bar above
 * (`PublishBar`, `EditorNotes`), a product or tool page's review (`ReviewPanel`), and "used on" and
 * the versions beside. Loading, the autosave and
 * the conflict are `EntrySession`'s (entry-session.ts); publish and unpublish are
 * entry-publishing.ts's, the lifecycle actions entry-lifecycle.ts's. Edits go to the live preview
 * as they happen (`onEdit`). The app mounts one editor per entry (keyed by id).
 */
export function EntryEditor(props: EntryEditorProps) {
  const { entryId, context, nested = false, focusField } = props;
  const { cma, config } = context;
  const [loaded, setLoaded] = useState<{ session: EntrySession; editorInterface: EditorInterfaceProps | undefined } | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [publishRequest, setPublishRequest] = useState<PublishRequest | undefined>();
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  /** The DOM id of a field's frame: `wb-field-{field}`, prefixed by the entry's id in a nested editor (two editors are in the page then). */
  const fieldDomId = useCallback(
    (fieldId: string): string => (nested ? `wb-field-${entryId}-${fieldId}` : `wb-field-${fieldId}`),
    [nested, entryId],
  );
  const domId = useRef(fieldDomId);
  useEffect(() => {
    domId.current = fieldDomId;
  });

  useEffect(() => {
    let current = true;
    let session: EntrySession | undefined;
    (async () => {
      const { context } = latest.current;
      const { entry, contentType, editorInterface } = await loadEntry(context, entryId);
      if (!current) return;
      session = new EntrySession({ entry, contentType }, context, {
        onEdit: (...args) => latest.current.onEdit(...args),
        onSaved: (...args) => latest.current.onSaved(...args),
        onPreviewSlug: (slug) => latest.current.onPreviewSlug(slug),
        onGone: (openId) => latest.current.onGone(openId),
        confirm: (message) => window.confirm(message),
        reveal: (fieldId) => document.getElementById(domId.current(fieldId))?.scrollIntoView({ block: 'center' }),
        confirmPublish: (items) =>
          new Promise<boolean>((resolve) =>
            setPublishRequest({
              items,
              resolve: (go) => {
                setPublishRequest(undefined);
                resolve(go);
              },
            }),
          ),
      });
      session.start();
      setLoaded({ session, editorInterface });
      if (!nested) latest.current.onPageBlocks?.(pageBlocksOf(session));
      const slug = await previewSlugOf(context, entry);
      // No page: the preview must not go on showing the previous entry's (issue 42).
      if (current) latest.current.onPreviewSlug(slug);
    })().catch((e: unknown) => current && setLoadError(cmaError(e).message));
    return () => {
      current = false;
      // An editor closed (a nested block's "Back to the page") saves what it has not saved yet.
      session?.close();
      if (!nested) latest.current.onPageBlocks?.(undefined);
    };
  }, [entryId, cma, config.locale, nested]);

  if (loadError) return <Note variant="negative">The entry could not be opened: {loadError}</Note>;
  if (!loaded) return <Spinner aria-label="Loading the entry" />;
  return (
    <>
      <LoadedEntry
        session={loaded.session}
        editorInterface={loaded.editorInterface}
        entryId={entryId}
        focusField={focusField}
        fieldDomId={fieldDomId}
      />
      <PublishList request={publishRequest} />
    </>
  );
}

/** The editor of a loaded entry: it redraws on each change of the session's state. */
function LoadedEntry({
  session,
  editorInterface,
  entryId,
  focusField,
  fieldDomId,
}: {
  session: EntrySession;
  editorInterface: EditorInterfaceProps | undefined;
  entryId: string;
  focusField: FocusRequest | undefined;
  fieldDomId(fieldId: string): string;
}) {
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const { store, contentType, context } = session;
  const { cma, config } = context;
  return (
    <section aria-labelledby={`entry-heading-${entryId}`} className="entry-editor" data-entry-id={entryId}>
      <PublishBar session={session} state={state} headingId={`entry-heading-${entryId}`} />
      <EditorNotes session={session} state={state} />
      {contentType.sys.id === 'staticPage' && needsApproval(store.values.type) ? (
        <ReviewPanel entryId={entryId} user={context.user} refreshKey={state.sys.version + state.publishCount} />
      ) : null}
      <EntryFields session={session} editorInterface={editorInterface} focusField={focusField} fieldDomId={fieldDomId} />
      <aside aria-label="About this entry" className="entry-editor__aside">
        <UsedOn
          cma={cma}
          contentTypes={context.contentTypes}
          kind="Entry"
          id={entryId}
          locale={config.locale}
          refreshKey={state.publishCount}
          onOpenEntry={context.openEntry}
          onEntrySaved={context.onEntrySaved}
        />
        <SchedulePanel
          cma={cma}
          spaceId={config.spaceId}
          environmentId={config.environmentId}
          entryId={entryId}
          regulated={contentType.sys.id === 'staticPage' && needsApproval(store.values.type)}
          refreshKey={state.publishCount}
        />
        <VersionHistory
          cma={cma}
          entryId={entryId}
          contentType={contentType}
          contentTypes={context.contentTypes}
          locale={config.locale}
          current={store.values}
          refreshKey={state.publishCount}
          onRestore={(values) => store.restore(values)}
          onLinkedRestored={(entries) => {
            // As if typed: the preview shows each restored value live, and the session's edits (which
            // a newly connected preview is handed) hold the restored values, not the replaced ones.
            for (const entry of entries) {
              for (const [fieldId, localized] of Object.entries(entry.fields))
                session.events.onEdit(entry.sys.id, fieldId, localized[config.locale]);
              const type = context.contentTypes.find((ct) => ct.sys.id === entry.sys.contentType.sys.id);
              if (type) session.events.onSaved(entry, type);
            }
          }}
        />
      </aside>
    </section>
  );
}
