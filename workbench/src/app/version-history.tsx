import { Button, Heading, Note, Text } from '@contentful/f36-components';
import type { ContentTypeProps, PlainClientAPI, SnapshotProps, EntryProps } from 'contentful-management';
import { useEffect, useState } from 'react';
import { cmaError } from './cma.js';

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
 * Version history of an entry: its published versions (the CMA's snapshots, one per publish,
 * https://www.contentful.com/developers/docs/references/content-management-api/#/reference/snapshots),
 * newest first; choosing one compares it field by field with the current draft, and "Restore
 * this version" puts its values into the editor as a new draft (autosaved, shown in the preview
 * at once; published only when the editor publishes).
 */
export function VersionHistory({
  cma,
  entryId,
  contentType,
  locale,
  current,
  refreshKey,
  onRestore,
}: {
  cma: PlainClientAPI;
  entryId: string;
  contentType: ContentTypeProps;
  locale: string;
  /** The editor's current values, by field id, in `locale`. */
  current: Record<string, unknown>;
  /** Changes after each publish, so the list is read again. */
  refreshKey: number;
  onRestore(values: Record<string, unknown>): void;
}) {
  const [snapshots, setSnapshots] = useState<SnapshotProps<EntryProps>[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [chosen, setChosen] = useState<string | undefined>();
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

  const valuesOf = (snapshot: SnapshotProps<EntryProps>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(snapshot.snapshot.fields ?? {}).map(([id, localized]) => [id, (localized as Record<string, unknown>)[locale]]),
    );
  const selected = snapshots?.find((s) => s.sys.id === chosen);
  const differences = selected ? compareFields(contentType, valuesOf(selected), current) : [];
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
          <Button variant="primary" size="small" isDisabled={differences.length === 0} onClick={() => onRestore(valuesOf(selected))}>
            Restore this version
          </Button>
        </div>
      ) : null}
    </section>
  );
}
