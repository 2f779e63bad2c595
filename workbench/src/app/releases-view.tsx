import { Badge, Button, EntityStatusBadge, Flex, Heading, Spinner, Text, TextInput } from '@contentful/f36-components';
import { FormControl } from './form-control.js';
import type { ContentTypeProps, EntryProps, PlainClientAPI, ReleaseProps } from 'contentful-management';
import { useEffect, useState } from 'react';
import { REGULATED_NOT_IN_RELEASE } from '../shared/scheduling.js';
import { cmaError } from './cma.js';
import type { SdkContext } from './field-sdk.js';
import { entryTitle } from './entry-list.js';
import { problemOf } from './entry-publishing.js';
import type { EditorNote } from './entry-session.js';
import { OutcomeNote } from './outcome-note.js';
import { entryStatus } from './status.js';

/** The most entities a release holds (the CMA's limit, content-service/README.md#scheduled-actions-and-releases). */
export const RELEASE_LIMIT = 200;

type EntityLink = { sys: { type: 'Link'; linkType: 'Entry'; id: string } };
const entryLink = (id: string): EntityLink => ({ sys: { type: 'Link', linkType: 'Entry', id } });

/** What a release publish's outcome says: "Published 2 entries in one action." or the reason it failed. */
export function releaseOutcome(
  action: { sys: { status: string }; error?: { message?: string; details?: { errors?: unknown[] } } },
  count: number,
): EditorNote {
  if (action.sys.status === 'succeeded') {
    return {
      variant: 'positive',
      text: `Published ${count} ${count === 1 ? 'entry' : 'entries'} in one action. The site shows them once the publish webhook has run.`,
    };
  }
  const failing = action.error?.details?.errors?.length ?? 0;
  const reason = action.error?.message ?? 'the Management API did not publish it';
  return {
    variant: 'negative',
    text: `Nothing was published: ${reason}${failing ? ` (${failing} ${failing === 1 ? 'entry' : 'entries'} could not be published)` : ''}.`,
  };
}

/**
 * Releases (issue 42, item 4; docs/requirements.md#decision-releases-from-the-workbench): a
 * campaign's pages gathered under a title and published together in one action, the Management
 * API's releases (`cma.release`), which publish every entity or none. Lists the environment's
 * releases; "New release" makes one; each shows its pages with their status, "Add pages" (the
 * entry picker), Remove, and "Publish release".
 */
export function ReleasesView({
  context,
  onPublished,
}: {
  /** The workbench's context: the CMA, the model, the space, and the entry picker (`SdkContext.pickEntries`). */
  context: SdkContext;
  /** A release was published (the entry list's statuses change). */
  onPublished(): void;
}) {
  const { cma, contentTypes, pickEntries } = context;
  const { spaceId, environmentId, locale } = context.config;
  const [releases, setReleases] = useState<ReleaseProps[] | undefined>();
  const [reads, setReads] = useState(0);
  const [title, setTitle] = useState('');
  const [note, setNote] = useState<EditorNote | undefined>();
  const scope = { spaceId, environmentId };
  useEffect(() => {
    let current = true;
    cma.release.query({ spaceId, environmentId }).then(
      (answer) => current && setReleases(answer.items),
      (e: unknown) => current && setNote({ variant: 'negative', text: `The releases could not be read: ${cmaError(e).message}` }),
    );
    return () => {
      current = false;
    };
  }, [cma, spaceId, environmentId, reads]);

  const create = async () => {
    setNote(undefined);
    if (!title.trim()) return setNote({ variant: 'negative', text: 'Name the release first.' });
    try {
      await cma.release.create(scope, { title: title.trim(), entities: { sys: { type: 'Array' }, items: [] } });
      setTitle('');
      setReads((n) => n + 1);
    } catch (e) {
      setNote({ variant: 'negative', text: `The release was not created: ${problemOf(e)}` });
    }
  };

  return (
    <main className="releases-view" aria-labelledby="releases-heading">
      <Heading as="h2" id="releases-heading">
        Releases
      </Heading>
      <Text as="p" fontColor="gray700">
        A release publishes a campaign’s pages together, in one action: all of them or none. {REGULATED_NOT_IN_RELEASE}
      </Text>
      <Flex gap="spacingS" alignItems="flex-end" marginBottom="spacingM">
        <FormControl marginBottom="none">
          <FormControl.Label>Release title</FormControl.Label>
          <TextInput value={title} maxLength={255} onChange={(e) => setTitle(e.target.value)} />
        </FormControl>
        <Button variant="primary" onClick={() => void create()}>
          New release
        </Button>
      </Flex>
      <OutcomeNote outcome={note} className="releases-view__note" />
      {!releases ? (
        <Spinner aria-label="Loading the releases" />
      ) : releases.length === 0 ? (
        <Text as="p">No releases yet.</Text>
      ) : (
        releases.map((release) => (
          <ReleaseCard
            key={release.sys.id}
            release={release}
            cma={cma}
            scope={scope}
            contentTypes={contentTypes}
            locale={locale}
            pickEntries={pickEntries}
            onChanged={() => setReads((n) => n + 1)}
            onPublished={onPublished}
          />
        ))
      )}
    </main>
  );
}

/** One release: its title, its pages (title, type, status) with Remove, Add pages and Publish release. */
function ReleaseCard({
  release,
  cma,
  scope,
  contentTypes,
  locale,
  pickEntries,
  onChanged,
  onPublished,
}: {
  release: ReleaseProps;
  cma: PlainClientAPI;
  scope: { spaceId: string; environmentId: string };
  contentTypes: readonly ContentTypeProps[];
  locale: string;
  pickEntries(options: { contentTypes: string[]; multiple: boolean }): Promise<EntryProps[] | null>;
  onChanged(): void;
  onPublished(): void;
}) {
  const [entries, setEntries] = useState<EntryProps[] | undefined>();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<EditorNote | undefined>();
  const [reads, setReads] = useState(0);
  const ids = release.entities.items.filter((l) => l.sys.linkType === 'Entry').map((l) => l.sys.id);
  const key = ids.join(',');
  useEffect(() => {
    let current = true;
    const wanted = key ? key.split(',') : [];
    (wanted.length
      ? cma.entry.getMany({ query: { 'sys.id[in]': key, limit: RELEASE_LIMIT } })
      : Promise.resolve({ items: [] as EntryProps[] })
    ).then(
      (answer) =>
        current && setEntries(wanted.map((id) => answer.items.find((e) => e.sys.id === id)).filter((e): e is EntryProps => Boolean(e))),
      (e: unknown) => current && setNote({ variant: 'negative', text: `The release’s entries could not be read: ${cmaError(e).message}` }),
    );
    return () => {
      current = false;
    };
  }, [cma, key, reads]);

  const saveEntities = async (next: string[]) => {
    setBusy(true);
    setNote(undefined);
    try {
      await cma.release.update(
        { ...scope, releaseId: release.sys.id, version: release.sys.version },
        { title: release.title, entities: { sys: { type: 'Array' }, items: next.map(entryLink) } },
      );
      onChanged();
    } catch (e) {
      setNote({ variant: 'negative', text: `The release was not changed: ${problemOf(e)}` });
    } finally {
      setBusy(false);
    }
  };
  const add = async () => {
    const picked = await pickEntries({ contentTypes: ['staticPage'], multiple: true });
    if (!picked?.length) return;
    const next = [...new Set([...ids, ...picked.map((e) => e.sys.id)])];
    if (next.length > RELEASE_LIMIT) {
      return setNote({
        variant: 'negative',
        text: `A release holds at most ${RELEASE_LIMIT} entities; this one would have ${next.length}.`,
      });
    }
    await saveEntities(next);
  };
  const publish = async () => {
    setBusy(true);
    setNote(undefined);
    try {
      const action = await cma.release.publish({ ...scope, releaseId: release.sys.id, version: release.sys.version });
      setNote(releaseOutcome(action as Parameters<typeof releaseOutcome>[0], ids.length));
      setReads((n) => n + 1);
      onPublished();
    } catch (e) {
      setNote({ variant: 'negative', text: `Nothing was published: ${problemOf(e)}` });
    } finally {
      setBusy(false);
    }
  };

  const headingId = `release-${release.sys.id}`;
  return (
    <section aria-labelledby={headingId} className="releases-view__release">
      <Flex justifyContent="space-between" alignItems="center" gap="spacingS" flexWrap="wrap">
        <Heading as="h3" id={headingId} marginBottom="none">
          {release.title}
        </Heading>
        <Flex gap="spacingXs">
          <Button size="small" variant="secondary" isDisabled={busy} onClick={() => void add()}>
            Add pages
          </Button>
          <Button size="small" variant="positive" isDisabled={busy || ids.length === 0} isLoading={busy} onClick={() => void publish()}>
            Publish release
          </Button>
        </Flex>
      </Flex>
      {!entries ? (
        <Spinner aria-label="Loading the release’s entries" />
      ) : entries.length === 0 ? (
        <Text as="p" fontColor="gray700">
          No pages yet: Add pages.
        </Text>
      ) : (
        <ul aria-label={`Pages in ${release.title}`} className="releases-view__items">
          {entries.map((entry) => {
            const type = contentTypes.find((ct) => ct.sys.id === entry.sys.contentType.sys.id);
            const name = entryTitle(entry, contentTypes, locale);
            return (
              <li key={entry.sys.id}>
                <Text>{name}</Text> <Badge variant="secondary">{type?.name ?? entry.sys.contentType.sys.id}</Badge>{' '}
                <EntityStatusBadge entityStatus={entryStatus(entry.sys)} />{' '}
                <Button
                  size="small"
                  variant="transparent"
                  isDisabled={busy}
                  aria-label={`Remove ${name} from the release`}
                  onClick={() => void saveEntities(ids.filter((id) => id !== entry.sys.id))}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <OutcomeNote outcome={note} className="releases-view__note" />
    </section>
  );
}
