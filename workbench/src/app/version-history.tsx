import { Button, Heading, Note, Text } from '@contentful/f36-components';
import type { ContentTypeProps, PlainClientAPI, SnapshotProps, EntryProps } from 'contentful-management';
import { useEffect, useState } from 'react';
import { cmaError } from './cma.js';
import { pageAtPublish, restoreParts, valuesIn, type PartAtPublish } from './page-parts.js';
import type { EditorNote } from './entry-session.js';
import { OutcomeNote } from './outcome-note.js';

/** A field value as one line of text for the comparison (rich text and links summarised). */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const record = value as { nodeType?: string; sys?: { type?: string; linkType?: string; id?: string } };
  if (record.nodeType === 'document') {
    const texts: string[] = [];
    const walk = (node: unknown): void => {
      const n = node as { value?: unknown; content?: unknown[] };
      if (typeof n?.value === 'string') texts.push(n.value);
      n?.content?.forEach(walk);
    };
    walk(value);
    return texts.join(' ').trim() || '(empty rich text)';
  }
  if (record.sys?.type === 'Link') return `${record.sys.linkType} ${record.sys.id}`;
  if (Array.isArray(value)) return value.map(describeValue).join(', ');
  return JSON.stringify(value);
}

/** The fields whose value differs between a version and the current draft, with both values described. */
export function compareFields(
  contentType: ContentTypeProps,
  version: Record<string, unknown>,
  current: Record<string, unknown>,
): { fieldId: string; name: string; then: string; now: string }[] {
  return contentType.fields
    .filter((f) => !f.omitted && JSON.stringify(version[f.id] ?? null) !== JSON.stringify(current[f.id] ?? null))
    .map((f) => ({ fieldId: f.id, name: f.name, then: describeValue(version[f.id]), now: describeValue(current[f.id]) }));
}

/**
 * Version history of an entry as one thing with what it links (issue 42, item 3): its published
 * versions (the CMA's snapshots, one per publish,
 * https://www.contentful.com/developers/docs/references/content-management-api/#/reference/snapshots),
 * newest first; choosing one compares it field by field with the current draft and lists the
 * linked entries (blocks, cards) that were different at that publish (`pageAtPublish`). "Restore
 * this version" puts its values into the editor as a new draft (autosaved, shown in the preview at
 * once) and those linked entries back as new drafts (`restoreParts`); all are published only when
 * the editor publishes.
 */
export function VersionHistory({
  cma,
  entryId,
  contentType,
  contentTypes,
  locale,
  current,
  refreshKey,
  onRestore,
  onLinkedRestored,
}: {
  cma: PlainClientAPI;
  entryId: string;
  contentType: ContentTypeProps;
  contentTypes: readonly ContentTypeProps[];
  locale: string;
  /** The editor's current values, by field id, in `locale`. */
  current: Record<string, unknown>;
  /** Changes after each publish, so the list is read again. */
  refreshKey: number;
  onRestore(values: Record<string, unknown>): void;
  /** Linked entries put back by a restore, as the CMA answered each update (the preview refreshes). */
  onLinkedRestored(entries: readonly EntryProps[]): void;
}) {
  const [snapshots, setSnapshots] = useState<SnapshotProps<EntryProps>[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [chosen, setChosen] = useState<string | undefined>();
  const [parts, setParts] = useState<{ snapshotId: string; parts: PartAtPublish[] } | undefined>();
  const [restoring, setRestoring] = useState(false);
  const [outcome, setOutcome] = useState<EditorNote | undefined>();
  useEffect(() => {
    let current = true;
    cma.snapshot.getManyForEntry({ entryId, query: { limit: 20 } }).then(
      (answer) => current && setSnapshots(answer.items as SnapshotProps<EntryProps>[]),
      (e: unknown) => current && setError(cmaError(e).message),
    );
    return () => {
      current = false;
    };
  }, [cma, entryId, refreshKey]);
  useEffect(() => {
    const snapshot = snapshots?.find((s) => s.sys.id === chosen);
    if (!snapshot) return undefined;
    let current = true;
    pageAtPublish(cma, snapshot, contentTypes, locale).then(
      (found) => current && setParts({ snapshotId: snapshot.sys.id, parts: found }),
      (e: unknown) => current && setError(cmaError(e).message),
    );
    return () => {
      current = false;
    };
  }, [cma, snapshots, chosen, contentTypes, locale, refreshKey]);

  const valuesOf = (snapshot: SnapshotProps<EntryProps>): Record<string, unknown> => valuesIn(snapshot.snapshot.fields, locale);
  const restore = async (snapshot: SnapshotProps<EntryProps>, linked: readonly PartAtPublish[]) => {
    setRestoring(true);
    setOutcome(undefined);
    onRestore(valuesOf(snapshot));
    try {
      const restored = await restoreParts(cma, linked);
      if (restored.length) onLinkedRestored(restored);
      const also = restored.length ? ` and ${restored.length} linked ${restored.length === 1 ? 'entry' : 'entries'}` : '';
      setOutcome({ variant: 'positive', text: `Restored this version${also} as drafts. Publish to put them live.` });
    } catch (e) {
      setOutcome({ variant: 'negative', text: `The linked entries were not all restored: ${cmaError(e).message}` });
    } finally {
      setRestoring(false);
    }
  };
  const selected = snapshots?.find((s) => s.sys.id === chosen);
  const differences = selected ? compareFields(contentType, valuesOf(selected), current) : [];
  const linked = parts && parts.snapshotId === selected?.sys.id ? parts.parts : undefined;
  const linkedDifferences = linked?.filter((p) => p.changed.length) ?? [];
  return (
    <section aria-labelledby={`versions-${entryId}`} className="version-history">
      <Heading as="h3" id={`versions-${entryId}`} marginBottom="spacingXs">
        Versions
      </Heading>
      {error ? <Note variant="negative">The versions could not be read: {error}</Note> : null}
      {!snapshots ? (
        <Text fontColor="gray700">Reading the versions…</Text>
      ) : snapshots.length === 0 ? (
        <Text fontColor="gray700">No published versions yet.</Text>
      ) : (
        <ol className="version-history__items">
          {snapshots.map((snapshot, index) => {
            const when = new Date(snapshot.sys.createdAt).toLocaleString('en-US');
            const label = `Published ${when}${index === 0 ? ' (latest)' : ''}`;
            return (
              <li key={snapshot.sys.id}>
                <Button
                  variant="transparent"
                  size="small"
                  aria-pressed={chosen === snapshot.sys.id}
                  onClick={() => setChosen(chosen === snapshot.sys.id ? undefined : snapshot.sys.id)}
                >
                  {label}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {selected ? (
        <div className="version-history__compare">
          <ChangesAtVersion differences={differences} linked={linked} />
          <Button
            variant="primary"
            size="small"
            isLoading={restoring}
            isDisabled={!linked || restoring || (differences.length === 0 && linkedDifferences.length === 0)}
            onClick={() => void restore(selected, linkedDifferences)}
          >
            Restore this version
          </Button>
        </div>
      ) : null}
      <OutcomeNote outcome={outcome} className="version-history__outcome" />
    </section>
  );
}

/** What a chosen version would bring back: the entry's fields that differ, and its linked entries that were different then. */
function ChangesAtVersion({
  differences,
  linked,
}: {
  differences: ReturnType<typeof compareFields>;
  /** The linked entries at that publish; undefined while they are read. */
  linked: readonly PartAtPublish[] | undefined;
}) {
  const linkedDifferences = linked?.filter((p) => p.changed.length) ?? [];
  return (
    <>
      {differences.length === 0 ? (
        <Text as="p">This version is the same as the current draft.</Text>
      ) : (
        <table>
          <caption>Fields that differ from the current draft</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">This version</th>
              <th scope="col">Current draft</th>
            </tr>
          </thead>
          <tbody>
            {differences.map((d) => (
              <tr key={d.fieldId}>
                <th scope="row">{d.name}</th>
                <td>{d.then}</td>
                <td>{d.now}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!linked ? (
        <Text as="p" fontColor="gray700">
          Reading the linked entries at this publish…
        </Text>
      ) : linkedDifferences.length ? (
        <>
          <Text as="p">Linked entries that were different at this publish:</Text>
          <ul aria-label="Linked entries restored with this version" className="version-history__linked">
            {linkedDifferences.map((p) => (
              <li key={p.entryId}>
                {p.typeName} “{p.title}” ({p.changed.join(', ')})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
