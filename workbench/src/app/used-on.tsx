import { Heading, Text, TextLink } from '@contentful/f36-components';
import type { ContentTypeProps, EntryProps, PlainClientAPI } from 'contentful-management';
import { useEffect, useState } from 'react';
import { cmaError } from './cma.js';
import { usedOn } from './entry-actions.js';
import { entryTitle } from './entry-list.js';

/**
 * "Used on": the entries that link to this entry or asset (the CMA's `links_to_entry` /
 * `links_to_asset`), each opening in the editor; read again when `refreshKey` changes.
 */
export function UsedOn({
  cma,
  contentTypes,
  kind,
  id,
  locale,
  refreshKey = 0,
  onOpenEntry,
}: {
  cma: PlainClientAPI;
  contentTypes: readonly ContentTypeProps[];
  kind: 'Entry' | 'Asset';
  id: string;
  locale: string;
  refreshKey?: number;
  onOpenEntry(entryId: string): void;
}) {
  const [entries, setEntries] = useState<EntryProps[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    let current = true;
    usedOn(cma, kind, id).then(
      (found) => current && setEntries(found),
      (e: unknown) => current && setError(cmaError(e).message),
    );
    return () => {
      current = false;
    };
  }, [cma, kind, id, refreshKey]);
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
