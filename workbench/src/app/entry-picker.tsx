import { Button, Checkbox, Modal, Spinner, Text, TextInput } from '@contentful/f36-components';
import type { ContentTypeProps, EntryProps, PlainClientAPI } from 'contentful-management';
import { useEffect, useState } from 'react';
import { entryTitle } from './entry-list.js';
import { dialogName } from './dialog-name.js';

/** What the picker was asked for, and where its answer goes. */
export interface PickRequest {
  contentTypes: string[];
  multiple: boolean;
  resolve(entries: EntryProps[] | null): void;
}

/**
 * The entry picker behind the reference and rich-text editors' "Add existing content": entries
 * of the allowed content types, searchable; one or several chosen.
 */
export function EntryPicker({
  request,
  cma,
  contentTypes,
  locale,
}: {
  request: PickRequest;
  cma: PlainClientAPI;
  contentTypes: readonly ContentTypeProps[];
  locale: string;
}) {
  const [search, setSearch] = useState('');
  const [entries, setEntries] = useState<EntryProps[] | undefined>();
  const [chosen, setChosen] = useState<EntryProps[]>([]);
  useEffect(() => {
    let current = true;
    const query: Record<string, string | number> = { limit: 50, order: '-sys.updatedAt', 'sys.archivedVersion[exists]': 'false' };
    if (search.trim()) query.query = search.trim();
    if (request.contentTypes.length === 1) query.content_type = request.contentTypes[0]!;
    else if (request.contentTypes.length > 1) query['sys.contentType.sys.id[in]'] = request.contentTypes.join(',');
    void cma.entry.getMany({ query }).then((answer) => current && setEntries(answer.items));
    return () => {
      current = false;
    };
  }, [cma, search, request.contentTypes]);
  const close = (answer: EntryProps[] | null) => request.resolve(answer);
  const toggle = (entry: EntryProps) =>
    setChosen((now) => (now.some((e) => e.sys.id === entry.sys.id) ? now.filter((e) => e.sys.id !== entry.sys.id) : [...now, entry]));
  return (
    <Modal isShown onClose={() => close(null)} size="large" aria={dialogName('Add existing content')}>
      {() => (
        <>
          <Modal.Header title={request.multiple ? 'Add existing entries' : 'Add an existing entry'} onClose={() => close(null)} />
          <Modal.Content>
            <TextInput
              type="search"
              aria-label="Search entries to add"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Search"
            />
            {!entries ? (
              <Spinner aria-label="Loading entries" />
            ) : (
              <ul className="entry-picker__items">
                {entries.length === 0 ? (
                  <li>
                    <Text>No entries match.</Text>
                  </li>
                ) : null}
                {entries.map((entry) => {
                  const title = entryTitle(entry, contentTypes, locale);
                  return (
                    <li key={entry.sys.id}>
                      {request.multiple ? (
                        <Checkbox isChecked={chosen.some((e) => e.sys.id === entry.sys.id)} onChange={() => toggle(entry)}>
                          {title}
                        </Checkbox>
                      ) : (
                        <Button variant="transparent" onClick={() => close([entry])}>
                          {title}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </Modal.Content>
          <Modal.Controls>
            <Button variant="secondary" onClick={() => close(null)}>
              Cancel
            </Button>
            <Button variant="primary" isDisabled={!request.multiple || !chosen.length} onClick={() => close(chosen)}>
              {chosen.length === 1 ? 'Insert 1 entry' : `Insert ${chosen.length} entries`}
            </Button>
          </Modal.Controls>
        </>
      )}
    </Modal>
  );
}
