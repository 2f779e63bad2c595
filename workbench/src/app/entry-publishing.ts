import { complianceProblems, needsApproval } from '@insurer/contracts/compliance';
import type { ContentTypeProps } from 'contentful-management';
import { cmaError, type CmaError } from './cma.js';
import { unpublishedReferences } from './entry-actions.js';
import { errorsByField } from './entry-editor-errors.js';
import type { EditorNote, EntrySession } from './entry-session.js';
import { goingLive, referenceName } from './page-parts.js';
import { fetchReview } from './workbench-api.js';

type ValidationErrors = NonNullable<CmaError['details']['errors']>;

/** What a refused publish says: its first validation error's text, else the API's message. */
export function problemOf(error: unknown): string {
  const answer = cmaError(error);
  const first = answer.details.errors?.[0];
  return first?.details ? `${first.path.slice(1, 2).join('')}: ${first.details}` : answer.message;
}

/**
 * A refused publish (Contentful's 422 `ValidationFailed` items, or the compliance rule's) as the
 * editor shows it: each field's errors, the note naming the fields by their names ("The entry was
 * not published: 1 field needs attention (Items)."), and the first field, to bring into view.
 */
export function refusal(errors: ValidationErrors, contentType: ContentTypeProps) {
  const { '': general = [], ...fields } = errorsByField(errors);
  const ids = Object.keys(fields);
  const names = ids.map((id) => contentType.fields.find((f) => f.id === id)?.name ?? id);
  const count = ids.length;
  const needs = count === 1 ? `1 field needs attention (${names[0]})` : `${count} fields need attention (${names.join(', ')})`;
  const text = `The entry was not published: ${needs}.${general.length ? ` ${general.map((g) => g.message).join(' ')}` : ''}`;
  return { fields, note: { variant: 'negative', text } satisfies EditorNote, first: ids[0] };
}

/** Puts a refused publish's errors on their fields, says which fields need attention and shows the first. */
function showRefusal(session: EntrySession, errors: ValidationErrors): void {
  const { fields, note, first } = refusal(errors, session.contentType);
  session.store.setAllErrors(fields);
  session.update({ note });
  if (first) session.events.reveal(first);
}

/**
 * Publishes the entry's draft or changed links (a new page's blocks, cards, images), farthest
 * first, so the site never shows a page whose blocks are missing.
 * @returns undefined, or the note of the first link that could not be published.
 */
async function publishReferences(session: EntrySession, references: Awaited<ReturnType<typeof unpublishedReferences>>) {
  const { cma, contentTypes, config } = session.context;
  for (const reference of references) {
    try {
      if (reference.kind === 'Entry') await cma.entry.publish({ entryId: reference.entity.sys.id }, reference.entity);
      else await cma.asset.publish({ assetId: reference.entity.sys.id }, reference.entity);
    } catch (e) {
      const { title } = referenceName(reference, contentTypes, config.locale);
      const kind = reference.kind === 'Entry' ? 'entry' : 'asset';
      return `The entry was not published: the linked ${kind} “${title}” could not be published (${problemOf(e)}). Open it to fix it.`;
    }
  }
  return undefined;
}

/**
 * Publishes the entry, and first the draft or changed entries and assets it links to, farthest
 * first. When it links any, the editor first sees the list of what goes live, each with its change
 * (`SessionEvents.confirmPublish`), and may stop there. Unsaved edits are saved first (a conflict stops it). A static page is checked against
 * the compliance rule before anything is published (docs/requirements.md#decision-compliance-approval),
 * and a product or tool page against its review: only a principal publishes it, and only the
 * approved draft; the workbench's server checks both again. A 422 puts each validation error on its field.
 */
export async function publish(session: EntrySession): Promise<void> {
  const { store, contentType } = session;
  const { cma, config } = session.context;
  session.cancelAutosave();
  session.update({ busy: 'publishing', note: undefined });
  try {
    await session.saveNow();
    if (session.conflicted) return;
    if (contentType.sys.id === 'staticPage') {
      const problems = complianceProblems(store.values, new Date());
      if (problems.length) {
        showRefusal(
          session,
          problems.map((p) => ({ name: 'compliance', path: ['fields', p.fieldId, config.locale], details: p.message })),
        );
        return;
      }
      // docs/requirements.md#decision-workbench-roles-and-review: the server's verdict before any
      // linked block is published (an author's publish, or a draft without its approval, stops here).
      if (needsApproval(store.values.type)) {
        const review = await fetchReview(store.entry.sys.id);
        if (review.regulated && !review.publish.allowed) {
          session.update({ note: { variant: 'negative', text: `The entry was not published: ${review.publish.message}` } });
          return;
        }
      }
    }
    const references = await unpublishedReferences(cma, store.entry);
    if (references.length && session.events.confirmPublish) {
      const { contentTypes } = session.context;
      const nearestFirst = [{ kind: 'Entry' as const, entity: store.entry }, ...[...references].reverse()];
      const items = await Promise.all(nearestFirst.map((r) => goingLive(cma, r, contentTypes, config.locale)));
      if (!(await session.events.confirmPublish(items))) return;
    }
    const failed = await publishReferences(session, references);
    if (failed) return session.update({ note: { variant: 'negative', text: failed } });
    const answer = await cma.entry.publish({ entryId: store.entry.sys.id }, store.entry);
    store.updateSys(answer);
    store.setAllErrors({});
    const count = references.length;
    const also = count ? ` with ${count} linked ${count === 1 ? 'entry or asset' : 'entries and assets'}` : '';
    session.update({
      sys: answer.sys,
      save: { kind: 'saved', version: answer.sys.version },
      publishCount: session.state.publishCount + 1,
      note: { variant: 'positive', text: `Published${also}. The site shows it once the publish webhook has run.` },
    });
    session.events.onSaved(answer, contentType);
  } catch (e) {
    const error = cmaError(e);
    if (error.status === 422) showRefusal(session, error.details.errors ?? []);
    else session.update({ note: { variant: 'negative', text: `The entry was not published: ${error.message}` } });
  } finally {
    session.update({ busy: undefined });
  }
}

/** Unpublishes the entry: the site stops showing it once the webhook has run. */
export async function unpublish(session: EntrySession): Promise<void> {
  const { store, contentType } = session;
  session.update({ busy: 'unpublishing', note: undefined });
  try {
    const answer = await session.context.cma.entry.unpublish({ entryId: store.entry.sys.id });
    store.updateSys(answer);
    session.update({
      sys: answer.sys,
      note: { variant: 'positive', text: 'Unpublished. The site no longer shows it once the webhook has run.' },
    });
    session.events.onSaved(answer, contentType);
  } catch (e) {
    session.update({ note: { variant: 'negative', text: `The entry was not unpublished: ${cmaError(e).message}` } });
  } finally {
    session.update({ busy: undefined });
  }
}
