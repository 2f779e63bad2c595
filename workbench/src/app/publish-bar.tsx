import { Button, EntityStatusBadge, Flex, Heading, Note, Text } from '@contentful/f36-components';
import { APPROVAL_PAGE_TYPES } from '@insurer/contracts/compliance';
import { archive, duplicate, remove, unarchive } from './entry-lifecycle.js';
import { entryTitle } from './entry-list.js';
import { publish, unpublish } from './entry-publishing.js';
import { CONFLICT_MESSAGE, type EntrySession, type SaveState, type SessionState } from './entry-session.js';
import { linkedChangesText, useLinkedChanges } from './linked-changes.js';
import { entryStatus } from './status.js';
import { OutcomeNote } from './outcome-note.js';

/** The save state as the bar says it ("Saved · version 4", "Unsaved changes", …). */
export function saveLabel(save: SaveState): string {
  if (save.kind === 'saving') return 'Saving…';
  if (save.kind === 'unsaved') return 'Unsaved changes';
  if (save.kind === 'saved') return `Saved · version ${save.version}`;
  return save.kind === 'conflict' ? 'Not saved: conflict' : 'Not saved';
}

/**
 * The top of an entry's editor: its content type and title, its status, the save state, Publish
 * (Publish changes, Published) and Unpublish, then Duplicate, Archive (Unarchive) and Delete. Each
 * button waits while an action runs; Archive waits until the entry is unpublished.
 */
export function PublishBar({ session, state, headingId }: { session: EntrySession; state: SessionState; headingId: string }) {
  const { contentType, context } = session;
  const { sys, busy } = state;
  const linkedChanges = useLinkedChanges(session, state) ?? [];
  const ownStatus = entryStatus(sys);
  // The page as one thing (issue 42, item 3): published, yet a block, card or image it links has
  // changes not published, reads as changed, and Publish puts those live.
  const status = ownStatus === 'published' && linkedChanges.length ? 'changed' : ownStatus;
  const archived = status === 'archived';
  return (
    <>
      <Flex justifyContent="space-between" alignItems="center" gap="spacingS" flexWrap="wrap" className="entry-editor__bar">
        <div>
          <Text fontColor="gray700">{contentType.name}</Text>
          <Heading as="h2" id={headingId} marginBottom="none">
            {entryTitle(session.store.entry, context.contentTypes, context.config.locale)}
          </Heading>
        </div>
        <Flex alignItems="center" gap="spacingS">
          <EntityStatusBadge entityStatus={status} />
          <Text role="status" fontColor="gray700">
            {saveLabel(state.save)}
          </Text>
          {sys.publishedVersion ? (
            <Button
              variant="secondary"
              onClick={() => void unpublish(session)}
              isLoading={busy === 'unpublishing'}
              isDisabled={Boolean(busy)}
            >
              Unpublish
            </Button>
          ) : null}
          {archived ? null : (
            <Button
              variant="positive"
              onClick={() => void publish(session)}
              isLoading={busy === 'publishing'}
              isDisabled={Boolean(busy) || status === 'published'}
            >
              {status === 'published' ? 'Published' : status === 'changed' ? 'Publish changes' : 'Publish'}
            </Button>
          )}
        </Flex>
      </Flex>
      {linkedChanges.length && !archived ? (
        <Text as="p" fontColor="gray700" className="entry-editor__linked-changes">
          {linkedChangesText(linkedChanges, context.contentTypes, context.config.locale)}
        </Text>
      ) : null}
      <Flex gap="spacingXs" flexWrap="wrap" className="entry-editor__actions">
        <Button size="small" variant="secondary" onClick={() => void duplicate(session)} isDisabled={Boolean(busy)}>
          Duplicate
        </Button>
        {archived ? (
          <Button size="small" variant="secondary" onClick={() => void unarchive(session)} isDisabled={Boolean(busy)}>
            Unarchive
          </Button>
        ) : (
          <Button
            size="small"
            variant="secondary"
            onClick={() => void archive(session)}
            isDisabled={Boolean(busy) || Boolean(sys.publishedVersion)}
          >
            Archive
          </Button>
        )}
        <Button size="small" variant="negative" onClick={() => void remove(session)} isDisabled={Boolean(busy)}>
          Delete
        </Button>
      </Flex>
      {contentType.sys.id === 'staticPage' ? (
        <Text as="p" fontColor="gray700" className="entry-editor__compliance">
          Compliance: {APPROVAL_PAGE_TYPES.join(' and ')} pages need a compliance number and its expiration date to be published; no page is
          published, or served on the site, past its expiration date.
        </Text>
      ) : null}
    </>
  );
}

/**
 * The notes under the bar: the conflict (with "Keep my changes" and "Discard mine, use theirs"),
 * a failed save, and the outcome of the last action (alerts when negative).
 */
export function EditorNotes({ session, state }: { session: EntrySession; state: SessionState }) {
  const { save, note } = state;
  return (
    <>
      {save.kind === 'conflict' ? (
        <Note variant="warning" title="This entry changed elsewhere" className="entry-editor__note">
          <span role="alert">{CONFLICT_MESSAGE}</span>{' '}
          <Text>
            Their version is {save.theirs.sys.version}
            {save.theirs.sys.updatedAt ? `, saved ${new Date(save.theirs.sys.updatedAt).toLocaleTimeString('en-US')}` : ''}.
          </Text>
          <Flex gap="spacingS" marginTop="spacingS">
            <Button size="small" variant="primary" onClick={() => void session.keepMine()}>
              Keep my changes
            </Button>
            <Button size="small" variant="secondary" onClick={() => void session.takeTheirs()}>
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
      <OutcomeNote outcome={note} className="entry-editor__note" />
    </>
  );
}
