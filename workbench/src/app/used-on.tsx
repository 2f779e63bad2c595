import { Heading, Text, TextLink } from '@contentful/f36-components';
import type { ContentTypeProps, EntryProps, PlainClientAPI } from 'contentful-management';
import { useEffect, useRef, useState } from 'react';
import { cmaError } from './cma.js';
import { linksIn, usedOn } from './entry-actions.js';
import { entryTitle } from './entry-list.js';

/**
 * "Used on": the entries that link to this entry or asset (the CMA's `links_to_entry` /
 * `links_to_asset`), each opening in the editor; read again when `refreshKey` changes, and when
 * `onEntrySaved` tells of a save of an entry that links to it or did (a block created in place is
 * linked by its page's next save, after its editor opened: issue 42).
 */
export function UsedOn({
  cma,
  contentTypes,
  kind,
  id,
  locale,
  refreshKey = 0,
  onOpenEntry,
  onEntrySaved,
}: {
  cma: PlainClientAPI;
  contentTypes: readonly ContentTypeProps[];
  kind: 'Entry' | 'Asset';
  id: string;
  locale: string;
  refreshKey?: number;
  onOpenEntry(entryId: string): void;
  /** Listens to every entry the workbench saves (`SdkContext.onEntrySaved`). */
  onEntrySaved?(listener: (entry: EntryProps) => void): () => void;
}) {
  const [entries, setEntries] = useState<EntryProps[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [linksChanged, setLinksChanged] = useState(0);
  const shown = useRef<readonly EntryProps[]>([]);
  useEffect(() => {
    shown.current = entries ?? [];
  }, [entries]);
  useEffect(
    () =>
      onEntrySaved?.((saved) => {
        const linksHere = linksIn(saved.fields).some((link) => link.sys.linkType === kind && link.sys.id === id);
        const listed = shown.current.some((e) => e.sys.id === saved.sys.id);
        if (linksHere !== listed) setLinksChanged((n) => n + 1);
      }),
    [onEntrySaved, kind, id],
  );
  useEffect(() => {
    let current = true;
    usedOn(cma, kind, id).then(
      (found) => current && setEntries(found),
      (e: unknown) => current && setError(cmaError(e).message),
    );
    return () => {
      current = false;
    };
  }, [cma, kind, id, refreshKey, linksChanged]);
  return (
    <section aria-labelledby={`used-on-${id}`} className="used-on">
      <Heading as="h3" id={`used-on-${id}`} marginBottom="spacingXs">
        Used on
      </Heading>
      {error ? <Text fontColor="red600">{error}</Text> : null}
      {!entries ? (
        <Text fontColor="gray700">Looking for links…</Text>
      ) : entries.length === 0 ? (
        <Text fontColor="gray700">Nothing links to this {kind === 'Entry' ? 'entry' : 'asset'}.</Text>
      ) : (
        <ul className="used-on__items">
          {entries.map((entry) => {
            const type = contentTypes.find((ct) => ct.sys.id === entry.sys.contentType.sys.id);
            return (
              <li key={entry.sys.id}>
                <TextLink as="button" onClick={() => onOpenEntry(entry.sys.id)}>
                  {entryTitle(entry, contentTypes, locale)}
                </TextLink>{' '}
                <Text fontColor="gray700">({type?.name ?? entry.sys.contentType.sys.id})</Text>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
