import { cmaError } from './cma.js';
import { duplicateEntry, stillUsedMessage, usedOn } from './entry-actions.js';
import { entryTitle } from './entry-list.js';
import { publish, unpublish } from './entry-publishing.js';
import type { EntrySession } from './entry-session.js';

/** The titles of the entries still linking to the session's entry. */
async function referrers(session: EntrySession): Promise<string[]> {
  const { cma, contentTypes, config } = session.context;
  return (await usedOn(cma, 'Entry', session.store.entry.sys.id)).map((e) => entryTitle(e, contentTypes, config.locale));
}

/** Runs an action that changes the entry's life; a message it answers (a refusal) or its error shows as the note. */
async function lifecycle(session: EntrySession, action: () => Promise<string | undefined>): Promise<void> {
  session.update({ busy: 'working', note: undefined });
  try {
    const message = await action();
    if (message) session.update({ note: { variant: 'negative', text: message } });
  } catch (e) {
    session.update({ note: { variant: 'negative', text: cmaError(e).message } });
  } finally {
    session.update({ busy: undefined });
  }
}

/** Saves, then copies the entry with its own copies of its blocks, and opens the copy. */
export const duplicate = (session: EntrySession) =>
  lifecycle(session, async () => {
    const { cma, contentTypes } = session.context;
    session.cancelAutosave();
    await session.saveNow();
    const copy = await duplicateEntry(cma, { ...session.store.entry, fields: session.store.fieldsToSave() }, contentTypes);
    session.context.notify('Duplicated. This is the copy: change its URL before publishing.', 'success');
    session.events.onGone(copy.sys.id);
    return undefined;
  });

/** Archives the entry; refused, naming them, while other entries link to it. */
export const archive = (session: EntrySession) =>
  lifecycle(session, async () => {
    const using = await referrers(session);
    if (using.length) return stillUsedMessage('archived', using);
    const answer = await session.context.cma.entry.archive({ entryId: session.store.entry.sys.id });
    session.store.updateSys(answer);
    session.update({ sys: answer.sys });
    session.events.onSaved(answer, session.contentType);
    return undefined;
  });

export const unarchive = (session: EntrySession) =>
  lifecycle(session, async () => {
    const answer = await session.context.cma.entry.unarchive({ entryId: session.store.entry.sys.id });
    session.store.updateSys(answer);
    session.update({ sys: answer.sys });
    session.events.onSaved(answer, session.contentType);
    return undefined;
  });

/** Deletes the entry once the editor confirms; refused, naming them, while other entries link to it. */
export const remove = (session: EntrySession) =>
  lifecycle(session, async () => {
    const { cma, contentTypes, config } = session.context;
    const using = await referrers(session);
    if (using.length) return stillUsedMessage('deleted', using);
    if (!session.events.confirm(`Delete “${entryTitle(session.store.entry, contentTypes, config.locale)}” for good?`)) return undefined;
    session.cancelAutosave();
    await cma.entry.delete({ entryId: session.store.entry.sys.id });
    session.context.notify('Deleted.', 'success');
    session.events.onGone();
    return undefined;
  });

/**
 * A field app's `sdk.entry.save()` / `publish()` / `unpublish()`: the editor's own.
 * @throws Error for any other method.
 */
export async function appEntryMethod(session: EntrySession, method: string): Promise<unknown> {
  if (method === 'save') {
    session.cancelAutosave();
    await session.saveNow();
    return session.store.entry;
  }
  if (method === 'publish') return publish(session).then(() => session.store.entry);
  if (method === 'unpublish') return unpublish(session).then(() => session.store.entry);
  throw new Error(`entry.${method} is not supported by the workbench`);
}
