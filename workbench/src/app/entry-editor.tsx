import { Field, FieldWrapper, getDefaultWidgetId } from '@contentful/default-field-editors';
import type { FieldAppSDK } from '@contentful/app-sdk';
import { Button, EntityStatusBadge, Flex, Heading, Note, Spinner, Text } from '@contentful/f36-components';
import { APPROVAL_PAGE_TYPES, complianceProblems } from '@insurer/contracts/compliance';
import type { ContentTypeProps, EditorInterfaceProps, EntryProps } from 'contentful-management';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { watchAccessibility } from './a11y-repairs.js';
import { cmaError } from './cma.js';
import { errorsByField } from './entry-editor-errors.js';
import { EntryStore } from './entry-store.js';
import { fieldAppFor, FIELD_APPS } from './field-apps.js';
import { createFieldSdk, type SdkContext } from './field-sdk.js';
import { HostedAppField } from './hosted-app-field.js';
import { duplicateEntry, stillUsedMessage, unpublishedReferences, usedOn } from './entry-actions.js';
import { entryTitle } from './entry-list.js';
import { entryStatus } from './status.js';
import { UsedOn } from './used-on.js';
import { VersionHistory } from './version-history.js';

/** Milliseconds after the last keystroke before the editor saves, as Contentful's web app autosaves. */
export const AUTOSAVE_DELAY_MS = 600;

/** The widgets whose value is the text of their one input (the live preview reads each keystroke there). */
const TYPED_WIDGETS = new Set(['singleLine', 'multipleLine', 'urlEditor', 'slugEditor']);

/** The conflict message an editor sees when someone else saved the entry first (HTTP 409). */
export const CONFLICT_MESSAGE =
  'Someone else changed this entry while you were editing it. Your changes are still here and have not been saved yet.';

type SaveState =
  | { kind: 'saved'; version: number }
  | { kind: 'saving' }
  | { kind: 'unsaved' }
  | { kind: 'conflict'; theirs: EntryProps }
  | { kind: 'error'; message: string };

/** A page the entry belongs to, for the preview: its own `url`, or that of a page linking to it (three links up at most). */
async function previewSlugOf(context: SdkContext, entry: EntryProps): Promise<string | undefined> {
  let current: EntryProps | undefined = entry;
  for (let depth = 0; current && depth < 4; depth++) {
    const url = (current.fields.url as Record<string, unknown> | undefined)?.[context.config.locale];
    if (typeof url === 'string' && url.startsWith('/')) return url;
    const parents: { items: EntryProps[] } = await context.cma.entry.getMany({ query: { links_to_entry: current.sys.id, limit: 1 } });
    current = parents.items[0];
  }
  return undefined;
}

/** What a refused publish says: its first validation error's text, else the API's message. */
function problemOf(error: unknown): string {
  const answer = cmaError(error);
  const first = answer.details.errors?.[0];
  return first?.details ? `${first.path.slice(1, 2).join('')}: ${first.details}` : answer.message;
}

/**
 * One entry in Contentful's own field editors: every field in its default editor (or the custom
 * field app assigned to it), autosaved with versions shortly after each edit; a 409 shows the
 * conflict and keeps every keystroke; publish and unpublish; a 422 puts each validation error
 * on its field. Edits go to the live preview as they happen (`onEdit`).
 */
export function EntryEditor({
  entryId,
  context,
  nested = false,
  focusField,
  onEdit,
  onSaved,
  onPreviewSlug,
  onGone,
}: {
  entryId: string;
  context: SdkContext;
  /** Opened from another entry's field (a block of a page): its field ids are prefixed by the entry's id. */
  nested?: boolean;
  /** A field to focus once the entry is shown (a click in the preview); `nonce` repeats a request. */
  focusField: { entryId: string; fieldId: string; nonce: number } | undefined;
  onEdit(entryId: string, fieldId: string, value: unknown): void;
  onSaved(entry: EntryProps, contentType: ContentTypeProps): void;
  onPreviewSlug(slug: string): void;
  /** The entry was deleted, or duplicated into `openId`: the workbench opens that or closes this editor. */
  onGone(openId?: string): void;
}) {
  const { cma, config } = context;
  const [loaded, setLoaded] = useState<
    { store: EntryStore; contentType: ContentTypeProps; editorInterface: EditorInterfaceProps | undefined } | undefined
  >();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [save, setSave] = useState<SaveState>({ kind: 'saved', version: 0 });
  const [publishNote, setPublishNote] = useState<{ variant: 'negative' | 'positive'; text: string } | undefined>();
  const [busy, setBusy] = useState<'publishing' | 'unpublishing' | 'working' | undefined>();
  const [publishCount, setPublishCount] = useState(0);
  const [sys, setSys] = useState<EntryProps['sys'] | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<void> | undefined>(undefined);
  const conflict = useRef(false);
  const fieldsRoot = useRef<HTMLDivElement>(null);
  const latest = useRef({ context, onPreviewSlug });
  /** The DOM id of a field's frame: `wb-field-{field}`, prefixed by the entry's id in a nested editor (two editors are in the page then). */
  const fieldDomId = useCallback(
    (fieldId: string): string => (nested ? `wb-field-${entryId}-${fieldId}` : `wb-field-${fieldId}`),
    [nested, entryId],
  );
  useEffect(() => {
    latest.current = { context, onPreviewSlug };
  });

  useEffect(() => {
    // The app mounts one editor per entry (keyed by id): this runs once per entry.
    let current = true;
    (async () => {
      const { context, onPreviewSlug } = latest.current;
      const entry = await cma.entry.get({ entryId });
      const contentType =
        context.contentTypes.find((ct) => ct.sys.id === entry.sys.contentType.sys.id) ??
        (await cma.contentType.get({ contentTypeId: entry.sys.contentType.sys.id }));
      const editorInterface = await cma.editorInterface.get({ contentTypeId: contentType.sys.id }).catch(() => undefined);
      if (!current) return;
      const store = new EntryStore(entry, config.locale);
      setLoaded({ store, contentType, editorInterface });
      setSys(entry.sys);
      setSave({ kind: 'saved', version: entry.sys.version });
      const slug = await previewSlugOf(context, entry);
      if (current && slug) onPreviewSlug(slug);
    })().catch((e: unknown) => current && setLoadError(cmaError(e).message));
    return () => {
      current = false;
      clearTimeout(timer.current);
    };
  }, [entryId, cma, config.locale]);

  const store = loaded?.store;
  const contentType = loaded?.contentType;

  /** Saves the editor's values over the version it holds; a 409 turns autosave off until the editor decides. */
  const saveNow = useCallback(async (): Promise<void> => {
    if (!store || !contentType || conflict.current) return;
    if (inFlight.current) await inFlight.current;
    if (!store.dirty.size || conflict.current) return;
    const sent = { ...store.values };
    setSave({ kind: 'saving' });
    const run = (async () => {
      try {
        const answer = await cma.entry.update(
          { entryId: store.entry.sys.id },
          { sys: store.entry.sys, fields: store.fieldsToSave(), metadata: store.entry.metadata },
        );
        store.saved(answer, sent);
        setSys(answer.sys);
        // A page given its URL (a new page) shows in the preview as soon as that URL is saved.
        const url = sent.url;
        if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) latest.current.onPreviewSlug(url);
        setSave(store.dirty.size ? { kind: 'unsaved' } : { kind: 'saved', version: answer.sys.version });
        onSaved(answer, contentType);
      } catch (e) {
        const error = cmaError(e);
        if (error.status === 409) {
          conflict.current = true;
          const theirs = await cma.entry.get({ entryId: store.entry.sys.id });
          setSave({ kind: 'conflict', theirs });
        } else {
          setSave({ kind: 'error', message: `Your changes could not be saved: ${error.message}` });
        }
      }
    })();
    inFlight.current = run;
    await run;
    inFlight.current = undefined;
  }, [store, contentType, cma, onSaved]);

  // An editor closed (a nested block's "Back to the page") saves what it has not saved yet.
  const flush = useRef(saveNow);
  useEffect(() => {
    flush.current = saveNow;
  });
  useEffect(
    () => () => {
      if (store?.dirty.size) void flush.current();
    },
    [store],
  );

  useEffect(() => {
    if (!store) return undefined;
    return store.onEdit(({ fieldId, value }) => {
      onEdit(store.entry.sys.id, fieldId, value);
      if (conflict.current) return;
      setSave({ kind: 'unsaved' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    });
  }, [store, onEdit, saveNow]);

  const keepMine = async () => {
    if (!store || save.kind !== 'conflict') return;
    const current = await cma.entry.get({ entryId: store.entry.sys.id });
    store.rebase(current, store.dirty);
    conflict.current = false;
    await saveNow();
  };
  const takeTheirs = async () => {
    if (!store || save.kind !== 'conflict') return;
    const current = await cma.entry.get({ entryId: store.entry.sys.id });
    store.rebase(current, new Set());
    store.dirty.clear();
    conflict.current = false;
    setSys(current.sys);
    setSave({ kind: 'saved', version: current.sys.version });
    for (const [fieldId, value] of Object.entries(store.values)) onEdit(current.sys.id, fieldId, value);
  };

  /** Puts a refused publish's errors on their fields and says which fields need attention. */
  const showRefusal = (errors: Parameters<typeof errorsByField>[0]) => {
    if (!store || !contentType) return;
    const byField = errorsByField(errors);
    const { '': general = [], ...fields } = byField;
    store.setAllErrors(fields);
    const count = Object.keys(fields).length;
    const names = Object.keys(fields).map((id) => contentType.fields.find((f) => f.id === id)?.name ?? id);
    setPublishNote({
      variant: 'negative',
      text: `The entry was not published: ${count === 1 ? `1 field needs attention (${names[0]})` : `${count} fields need attention (${names.join(', ')})`}.${general.length ? ` ${general.map((g) => g.message).join(' ')}` : ''}`,
    });
    const first = Object.keys(fields)[0];
    if (first) document.getElementById(fieldDomId(first))?.scrollIntoView({ block: 'center' });
  };

  /**
   * Publishes the entry, and first the draft or changed entries and assets it links to (a new
   * page's new blocks, cards, images), farthest first, so the site never shows a page whose
   * blocks are missing. A static page is checked against the compliance rule before anything is
   * published (docs/requirements.md#decision-compliance-approval); the workbench's server checks it again.
   */
  const publish = async () => {
    if (!store || !contentType) return;
    clearTimeout(timer.current);
    setBusy('publishing');
    setPublishNote(undefined);
    try {
      await saveNow();
      if (conflict.current) return;
      if (contentType.sys.id === 'staticPage') {
        const problems = complianceProblems(store.values, new Date());
        if (problems.length) {
          showRefusal(problems.map((p) => ({ name: 'compliance', path: ['fields', p.fieldId, config.locale], details: p.message })));
          return;
        }
      }
      const references = await unpublishedReferences(cma, store.entry);
      for (const reference of references) {
        try {
          if (reference.kind === 'Entry') await cma.entry.publish({ entryId: reference.entity.sys.id }, reference.entity);
          else await cma.asset.publish({ assetId: reference.entity.sys.id }, reference.entity);
        } catch (e) {
          const title =
            reference.kind === 'Entry'
              ? entryTitle(reference.entity, context.contentTypes, config.locale)
              : (reference.entity.fields.title?.[config.locale] ?? reference.entity.sys.id);
          setPublishNote({
            variant: 'negative',
            text: `The entry was not published: the linked ${reference.kind === 'Entry' ? 'entry' : 'asset'} “${title}” could not be published (${problemOf(e)}). Open it to fix it.`,
          });
          return;
        }
      }
      const answer = await cma.entry.publish({ entryId: store.entry.sys.id }, store.entry);
      store.updateSys(answer);
      store.setAllErrors({});
      setSys(answer.sys);
      setSave({ kind: 'saved', version: answer.sys.version });
      setPublishCount((n) => n + 1);
      const also = references.length
        ? ` with ${references.length} linked ${references.length === 1 ? 'entry or asset' : 'entries and assets'}`
        : '';
      setPublishNote({ variant: 'positive', text: `Published${also}. The site shows it once the publish webhook has run.` });
      onSaved(answer, contentType);
    } catch (e) {
      const error = cmaError(e);
      if (error.status === 422) {
        showRefusal(error.details.errors ?? []);
      } else {
        setPublishNote({ variant: 'negative', text: `The entry was not published: ${error.message}` });
      }
    } finally {
      setBusy(undefined);
    }
  };

  const unpublish = async () => {
    if (!store || !contentType) return;
    setBusy('unpublishing');
    setPublishNote(undefined);
    try {
      const answer = await cma.entry.unpublish({ entryId: store.entry.sys.id });
      store.updateSys(answer);
      setSys(answer.sys);
      setPublishNote({ variant: 'positive', text: 'Unpublished. The site no longer shows it once the webhook has run.' });
      onSaved(answer, contentType);
    } catch (e) {
      setPublishNote({ variant: 'negative', text: `The entry was not unpublished: ${cmaError(e).message}` });
    } finally {
      setBusy(undefined);
    }
  };

  /** The titles of the entries still linking to this one. */
  const referrers = async (): Promise<string[]> =>
    (await usedOn(cma, 'Entry', entryId)).map((e) => entryTitle(e, context.contentTypes, config.locale));

  /** Runs an action that changes the entry's life (duplicate, archive, unarchive, delete), with its note. */
  const lifecycle = async (action: () => Promise<string | undefined>) => {
    setBusy('working');
    setPublishNote(undefined);
    try {
      const message = await action();
      if (message) setPublishNote({ variant: 'negative', text: message });
    } catch (e) {
      setPublishNote({ variant: 'negative', text: cmaError(e).message });
    } finally {
      setBusy(undefined);
    }
  };

  const duplicate = () =>
    lifecycle(async () => {
      if (!store) return undefined;
      clearTimeout(timer.current);
      await saveNow();
      const copy = await duplicateEntry(cma, { ...store.entry, fields: store.fieldsToSave() }, context.contentTypes);
      context.notify('Duplicated. This is the copy: change its URL before publishing.', 'success');
      onGone(copy.sys.id);
      return undefined;
    });

  const archive = () =>
    lifecycle(async () => {
      if (!store || !contentType) return undefined;
      const using = await referrers();
      if (using.length) return stillUsedMessage('archived', using);
      const answer = await cma.entry.archive({ entryId });
      store.updateSys(answer);
      setSys(answer.sys);
      onSaved(answer, contentType);
      return undefined;
    });

  const unarchive = () =>
    lifecycle(async () => {
      if (!store || !contentType) return undefined;
      const answer = await cma.entry.unarchive({ entryId });
      store.updateSys(answer);
      setSys(answer.sys);
      onSaved(answer, contentType);
      return undefined;
    });

  const remove = () =>
    lifecycle(async () => {
      if (!store) return undefined;
      const using = await referrers();
      if (using.length) return stillUsedMessage('deleted', using);
      if (!window.confirm(`Delete “${entryTitle(store.entry, context.contentTypes, config.locale)}” for good?`)) return undefined;
      clearTimeout(timer.current);
      await cma.entry.delete({ entryId });
      context.notify('Deleted.', 'success');
      onGone();
      return undefined;
    });

  /** A field app's `sdk.entry.save()` / `publish()` / `unpublish()`: the editor's own. */
  const appEntryMethod = async (method: string): Promise<unknown> => {
    if (method === 'save') {
      clearTimeout(timer.current);
      await saveNow();
      return store?.entry;
    }
    if (method === 'publish') return publish().then(() => store?.entry);
    if (method === 'unpublish') return unpublish().then(() => store?.entry);
    throw new Error(`entry.${method} is not supported by the workbench`);
  };

  const sdks = useMemo(() => {
    if (!store || !contentType) return [];
    return contentType.fields
      .filter((f) => !f.disabled && !f.omitted)
      .map((field) => {
        const control = loaded?.editorInterface?.controls?.find((c) => c.fieldId === field.id);
        const sdk = createFieldSdk(store, contentType, field.id, context, (control?.settings as Record<string, unknown> | undefined) ?? {});
        const widgetId =
          control?.widgetNamespace === 'builtin' && control.widgetId
            ? control.widgetId
            : getDefaultWidgetId(sdk as Parameters<typeof getDefaultWidgetId>[0]);
        // A control naming an app (the field apps' editor interfaces, cms-extensions/README.md) mounts that app.
        const appDefinitionId = control?.widgetNamespace === 'app' && control.widgetId ? control.widgetId : undefined;
        return { field, sdk, widgetId, App: fieldAppFor(contentType.sys.id, field.id, FIELD_APPS), appDefinitionId };
      });
  }, [store, contentType, loaded?.editorInterface, context]);

  useEffect(() => {
    if (!focusField || !store || focusField.entryId !== store.entry.sys.id) return;
    const container = document.getElementById(fieldDomId(focusField.fieldId));
    if (!container) return;
    container.scrollIntoView({ block: 'center' });
    const target = container.querySelector<HTMLElement>('input:not([type=hidden]), textarea, [contenteditable="true"], select, button');
    target?.focus();
  }, [focusField, store, sdks, fieldDomId]);

  useEffect(() => (fieldsRoot.current ? watchAccessibility(fieldsRoot.current) : undefined), [sdks]);

  /**
   * The text editors hand their value to the SDK 300 ms after the last keystroke (Contentful's
   * FieldConnector debounce, which also paces the autosave); the live preview gets every
   * keystroke at once from the input itself.
   */
  const previewKeystroke = (target: EventTarget, fieldId: string) => {
    if (store && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement))
      onEdit(store.entry.sys.id, fieldId, target.value);
  };

  if (loadError) return <Note variant="negative">The entry could not be opened: {loadError}</Note>;
  if (!store || !contentType || !sys) return <Spinner aria-label="Loading the entry" />;
  const status = entryStatus(sys);
  const archived = status === 'archived';
  return (
    <section aria-labelledby={`entry-heading-${entryId}`} className="entry-editor" data-entry-id={entryId}>
      <Flex justifyContent="space-between" alignItems="center" gap="spacingS" flexWrap="wrap" className="entry-editor__bar">
        <div>
          <Text fontColor="gray700">{contentType.name}</Text>
          <Heading as="h2" id={`entry-heading-${entryId}`} marginBottom="none">
            {entryTitle(store.entry, context.contentTypes, config.locale)}
          </Heading>
        </div>
        <Flex alignItems="center" gap="spacingS">
          <EntityStatusBadge entityStatus={status} />
          <Text role="status" fontColor="gray700">
            {save.kind === 'saving'
              ? 'Saving…'
              : save.kind === 'unsaved'
                ? 'Unsaved changes'
                : save.kind === 'saved'
                  ? `Saved · version ${save.version}`
                  : save.kind === 'conflict'
                    ? 'Not saved: conflict'
                    : 'Not saved'}
          </Text>
          {sys.publishedVersion ? (
            <Button variant="secondary" onClick={() => void unpublish()} isLoading={busy === 'unpublishing'} isDisabled={Boolean(busy)}>
              Unpublish
            </Button>
          ) : null}
          {archived ? null : (
            <Button
              variant="positive"
              onClick={() => void publish()}
              isLoading={busy === 'publishing'}
              isDisabled={Boolean(busy) || status === 'published'}
            >
              {status === 'published' ? 'Published' : status === 'changed' ? 'Publish changes' : 'Publish'}
            </Button>
          )}
        </Flex>
      </Flex>
      <Flex gap="spacingXs" flexWrap="wrap" className="entry-editor__actions">
        <Button size="small" variant="secondary" onClick={() => void duplicate()} isDisabled={Boolean(busy)}>
          Duplicate
        </Button>
        {archived ? (
          <Button size="small" variant="secondary" onClick={() => void unarchive()} isDisabled={Boolean(busy)}>
            Unarchive
          </Button>
        ) : (
          <Button
            size="small"
            variant="secondary"
            onClick={() => void archive()}
            isDisabled={Boolean(busy) || Boolean(sys.publishedVersion)}
          >
            Archive
          </Button>
        )}
        <Button size="small" variant="negative" onClick={() => void remove()} isDisabled={Boolean(busy)}>
          Delete
        </Button>
      </Flex>
      {contentType.sys.id === 'staticPage' ? (
        <Text as="p" fontColor="gray700" className="entry-editor__compliance">
          Compliance: {APPROVAL_PAGE_TYPES.join(' and ')} pages need a compliance number and its expiration date to be published; no page is
          published, or served on the site, past its expiration date.
        </Text>
      ) : null}
      {save.kind === 'conflict' ? (
        <Note variant="warning" title="This entry changed elsewhere" className="entry-editor__note">
          <span role="alert">{CONFLICT_MESSAGE}</span>{' '}
          <Text>
            Their version is {save.theirs.sys.version}
            {save.theirs.sys.updatedAt ? `, saved ${new Date(save.theirs.sys.updatedAt).toLocaleTimeString('en-US')}` : ''}.
          </Text>
          <Flex gap="spacingS" marginTop="spacingS">
            <Button size="small" variant="primary" onClick={() => void keepMine()}>
              Keep my changes
            </Button>
            <Button size="small" variant="secondary" onClick={() => void takeTheirs()}>
              Discard mine, use theirs
            </Button>
          </Flex>
        </Note>
      ) : null}
      {save.kind === 'error' ? (
        <Note variant="negative" className="entry-editor__note">
          <span role="alert">{save.message}</span>
        </Note>
      ) : null}
      {publishNote ? (
        <Note variant={publishNote.variant} className="entry-editor__note">
          <span role={publishNote.variant === 'negative' ? 'alert' : 'status'}>{publishNote.text}</span>
        </Note>
      ) : null}
      <div className="entry-editor__fields" ref={fieldsRoot}>
        {sdks.map(({ field, sdk, widgetId, App, appDefinitionId }) => (
          <div
            key={field.id}
            id={fieldDomId(field.id)}
            className="entry-editor__field"
            data-field-id={field.id}
            onInput={TYPED_WIDGETS.has(widgetId) && !App ? (event) => previewKeystroke(event.target, field.id) : undefined}
          >
            <FieldWrapper sdk={sdk as FieldAppSDK as Parameters<typeof FieldWrapper>[0]['sdk']} name={field.name}>
              {App ? (
                <App sdk={sdk} />
              ) : appDefinitionId ? (
                <HostedAppField
                  appDefinitionId={appDefinitionId}
                  store={store}
                  contentType={contentType}
                  fieldId={field.id}
                  context={context}
                  entryMethod={appEntryMethod}
                />
              ) : (
                <Field sdk={sdk as Parameters<typeof Field>[0]['sdk']} widgetId={widgetId} />
              )}
            </FieldWrapper>
          </div>
        ))}
      </div>
      <aside aria-label="About this entry" className="entry-editor__aside">
        <UsedOn
          cma={cma}
          contentTypes={context.contentTypes}
          kind="Entry"
          id={entryId}
          locale={config.locale}
          refreshKey={publishCount}
          onOpenEntry={context.openEntry}
        />
        <VersionHistory
          cma={cma}
          entryId={entryId}
          contentType={contentType}
          locale={config.locale}
          current={store.values}
          refreshKey={publishCount}
          onRestore={(values) => store.restore(values)}
        />
      </aside>
    </section>
  );
}
