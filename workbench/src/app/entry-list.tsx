import { EntityStatusBadge, Flex, FormControl, Select, Spinner, Text, TextInput } from '@contentful/f36-components';
import type { ContentTypeProps, EntryProps, PlainClientAPI } from 'contentful-management';
import { useEffect, useState } from 'react';
import { cmaError } from './cma.js';
import { entryStatus, type EntryStatus } from './status.js';

/** The title of an entry: its display field in `locale`, else "Untitled". */
export function entryTitle(entry: EntryProps, contentTypes: readonly ContentTypeProps[], locale: string): string {
  const type = contentTypes.find((ct) => ct.sys.id === entry.sys.contentType.sys.id);
  const value = type?.displayField ? (entry.fields[type.displayField] as Record<string, unknown> | undefined)?.[locale] : undefined;
  return typeof value === 'string' && value.trim() ? value : 'Untitled';
}

/** The CMA query of the list's filters: full-text search, content type, draft or (changed and published) status. */
export function listQuery(search: string, contentType: string, status: EntryStatus | ''): Record<string, string | number> {
  return {
    limit: 100,
    order: '-sys.updatedAt',
    ...(search.trim() ? { query: search.trim() } : {}),
    ...(contentType ? { content_type: contentType } : {}),
    ...(status === 'draft' ? { 'sys.publishedVersion[exists]': 'false' } : {}),
    ...(status === 'changed' || status === 'published' ? { 'sys.publishedVersion[exists]': 'true' } : {}),
    'sys.archivedVersion[exists]': 'false',
  };
}

/**
 * The entry browser: search, filter by content type and status, newest first (100 at most);
 * choosing one opens it in the editor.
 */
export function EntryList({
  cma,
  contentTypes,
  locale,
  selectedId,
  refreshKey,
  onOpen,
}: {
  cma: PlainClientAPI;
  contentTypes: readonly ContentTypeProps[];
  locale: string;
  selectedId: string | undefined;
  /** Changes when an entry was saved or published, so statuses are read again. */
  refreshKey: number;
  onOpen(entryId: string): void;
}) {
  const [search, setSearch] = useState('');
  const [contentType, setContentType] = useState('');
  const [status, setStatus] = useState<EntryStatus | ''>('');
  const [entries, setEntries] = useState<EntryProps[] | undefined>();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      cma.entry.getMany({ query: listQuery(search, contentType, status) }).then(
        (answer) => {
          if (!current) return;
          setEntries(answer.items.filter((e) => !status || entryStatus(e.sys) === status));
          setError(undefined);
        },
        (e: unknown) => current && setError(cmaError(e).message),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [cma, search, contentType, status, refreshKey]);

  const sortedTypes = [...contentTypes].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <nav aria-label="Entries" className="entry-list">
      <FormControl marginBottom="spacingS">
        <FormControl.Label>Search entries</FormControl.Label>
        <TextInput type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Title, text, id…" />
      </FormControl>
      <Flex gap="spacingS">
        <FormControl marginBottom="spacingS" style={{ flex: 1 }}>
          <FormControl.Label>Content type</FormControl.Label>
          <Select value={contentType} onChange={(e) => setContentType(e.target.value)}>
            <Select.Option value="">Any</Select.Option>
            {sortedTypes.map((ct) => (
              <Select.Option key={ct.sys.id} value={ct.sys.id}>
                {ct.name}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
        <FormControl marginBottom="spacingS" style={{ flex: 1 }}>
          <FormControl.Label>Status</FormControl.Label>
          <Select value={status} onChange={(e) => setStatus(e.target.value as EntryStatus | '')}>
            <Select.Option value="">Any</Select.Option>
            <Select.Option value="draft">Draft</Select.Option>
            <Select.Option value="changed">Changed</Select.Option>
            <Select.Option value="published">Published</Select.Option>
          </Select>
        </FormControl>
      </Flex>
      {error ? (
        <Text role="alert" fontColor="red600">
          {error}
        </Text>
      ) : null}
      {!entries ? (
        <Spinner aria-label="Loading entries" />
      ) : (
        <>
          <Text as="p" fontColor="gray700" aria-live="polite">
            {entries.length === 100 ? 'The 100 latest matching entries' : `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`}
          </Text>
          <ul className="entry-list__items">
            {entries.map((entry) => {
              const type = contentTypes.find((ct) => ct.sys.id === entry.sys.contentType.sys.id);
              return (
                <li key={entry.sys.id}>
                  <button
                    type="button"
                    className="entry-list__item"
                    aria-current={entry.sys.id === selectedId ? 'true' : undefined}
                    onClick={() => onOpen(entry.sys.id)}
                  >
                    <span className="entry-list__title">{entryTitle(entry, contentTypes, locale)}</span>
                    <span className="entry-list__meta">
                      <span>{type?.name ?? entry.sys.contentType.sys.id}</span>
                      <EntityStatusBadge entityStatus={entryStatus(entry.sys)} />
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </nav>
  );
}
