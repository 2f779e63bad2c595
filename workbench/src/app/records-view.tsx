import { Button, Flex, Form, Heading, Note, Paragraph, Select, Table, Text, TextInput } from '@contentful/f36-components';
import { FormControl } from './form-control.js';
import { APPROVAL_PAGE_TYPES } from '@insurer/contracts/compliance';
import type { ContentTypeProps, EntryProps, PlainClientAPI } from 'contentful-management';
import { useEffect, useState } from 'react';
import { recordsRange, type RecordsQuery, type RecordView } from '../shared/records.js';
import { cmaError } from './cma.js';
import { entryTitle } from './entry-list.js';
import { formatMoment } from './when.js';
import { downloadRecords, fetchRecords } from './workbench-api.js';

const EVENTS: Record<RecordView['event'], string> = { publish: 'Published', unpublish: 'Unpublished', expire: 'Expired' };

/**
 * The Records view (issue 41 item 7; docs/requirements.md#decision-workbench-roles-and-review):
 * every archived version of the product and tool pages, for one page or all, between two days
 * (UTC, inclusive), with its compliance number, the principal who approved it and when, its first
 * and last use and its chart sources; and the export of the same selection as the ZIP an examiner
 * receives. The days are checked as the server checks them (`recordsRange`), at their fields.
 */
export function RecordsView({ cma, contentTypes, locale }: { cma: PlainClientAPI; contentTypes: ContentTypeProps[]; locale: string }) {
  const [pages, setPages] = useState<EntryProps[]>([]);
  const [query, setQuery] = useState<RecordsQuery>({});
  const [shown, setShown] = useState<RecordsQuery>({});
  const [records, setRecords] = useState<RecordView[] | undefined>();
  const [problem, setProblem] = useState<{ field?: 'from' | 'to'; message: string } | undefined>();
  const [exported, setExported] = useState<string | undefined>();

  useEffect(() => {
    cma.entry
      .getMany({
        query: { content_type: 'staticPage', 'fields.type[in]': APPROVAL_PAGE_TYPES.join(','), order: 'fields.url', limit: 1000 },
      })
      .then(
        (found) => setPages(found.items),
        (e: unknown) => setProblem({ message: `The pages could not be listed: ${cmaError(e).message}` }),
      );
  }, [cma]);
  useEffect(() => {
    let current = true;
    fetchRecords(shown).then(
      (answer) => current && setRecords(answer.records),
      (e: unknown) => current && setProblem({ message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      current = false;
    };
  }, [shown]);

  const checked = (): boolean => {
    const range = recordsRange(query);
    if (range.problem) {
      setProblem({ field: range.problemAt ?? 'from', message: range.problem });
      return false;
    }
    setProblem(undefined);
    return true;
  };
  const pageName = (entryId: string, url: string): string => {
    const entry = pages.find((p) => p.sys.id === entryId);
    return entry ? `${entryTitle(entry, contentTypes, locale)} (${url})` : url;
  };
  const exportZip = async () => {
    if (!checked()) return;
    setExported(undefined);
    try {
      setExported(`Exported ${await downloadRecords(query)}.`);
    } catch (e) {
      setProblem({ message: e instanceof Error ? e.message : String(e) });
    }
  };

  return (
    <main className="records" aria-labelledby="records-heading">
      <Heading as="h2" id="records-heading">
        Compliance records
      </Heading>
      <Paragraph>
        Every version of a product or tool page as the site served it, kept for at least three years: who approved it and when, its first
        and last use, and the sources of its charts and tables.
      </Paragraph>
      <Form onSubmit={() => checked() && setShown({ ...query })}>
        <Flex gap="spacingS" alignItems="flex-end" flexWrap="wrap">
          <FormControl id="records-page" marginBottom="none">
            <FormControl.Label>Page</FormControl.Label>
            <Select value={query.entry ?? ''} onChange={(e) => setQuery({ ...query, entry: e.target.value || undefined })}>
              <Select.Option value="">All product and tool pages</Select.Option>
              {pages.map((page) => (
                <Select.Option key={page.sys.id} value={page.sys.id}>
                  {entryTitle(page, contentTypes, locale)}
                </Select.Option>
              ))}
            </Select>
          </FormControl>
          {(['from', 'to'] as const).map((field) => (
            <FormControl key={field} id={`records-${field}`} marginBottom="none" isInvalid={problem?.field === field}>
              <FormControl.Label>{field === 'from' ? 'From (UTC)' : 'To (UTC)'}</FormControl.Label>
              <TextInput
                type="date"
                value={query[field] ?? ''}
                onChange={(e) => setQuery({ ...query, [field]: e.target.value || undefined })}
              />
              {problem?.field === field ? <FormControl.ValidationMessage>{problem.message}</FormControl.ValidationMessage> : null}
            </FormControl>
          ))}
          <Button type="submit" variant="primary">
            Show records
          </Button>
          <Button variant="secondary" onClick={() => void exportZip()}>
            Export ZIP
          </Button>
        </Flex>
      </Form>
      {problem && !problem.field ? (
        <Note variant="negative">
          <span role="alert">{problem.message}</span>
        </Note>
      ) : null}
      {exported ? <Text role="status">{exported}</Text> : null}
      <RecordsTable records={records} pageName={pageName} />
    </main>
  );
}

/** The records as a table, oldest first; "Loading records…" until they come. */
function RecordsTable({ records, pageName }: { records: RecordView[] | undefined; pageName(entryId: string, url: string): string }) {
  if (!records) return <Text>Loading records…</Text>;
  return (
    <>
      <Text as="p" aria-live="polite">
        {records.length === 1 ? '1 record' : `${records.length} records`}
      </Text>
      {records.length ? (
        <Table className="records__table">
          <Table.Head>
            <Table.Row>
              {['Page', 'Version', 'Event', 'Compliance number', 'Approved by', 'Approved', 'First use', 'Last use', 'Chart sources'].map(
                (h) => (
                  <Table.Cell key={h} as="th" scope="col">
                    {h}
                  </Table.Cell>
                ),
              )}
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {records.map((r) => (
              <Table.Row key={r.seq}>
                <Table.Cell>{pageName(r.entryId, r.url)}</Table.Cell>
                <Table.Cell>v{r.seq}</Table.Cell>
                <Table.Cell>
                  {EVENTS[r.event]} {formatMoment(r.at)}
                </Table.Cell>
                <Table.Cell>{r.complianceNumber ?? '—'}</Table.Cell>
                <Table.Cell>{r.principalName ?? '—'}</Table.Cell>
                <Table.Cell>{r.approvedAt ? formatMoment(r.approvedAt) : '—'}</Table.Cell>
                <Table.Cell>{r.firstUse ? formatMoment(r.firstUse) : '—'}</Table.Cell>
                <Table.Cell>{r.lastUse ? formatMoment(r.lastUse) : r.event === 'publish' ? 'In use' : '—'}</Table.Cell>
                <Table.Cell>
                  {r.chartSources.length ? r.chartSources.map((c) => `${c.title ?? c.contentType}: ${c.source}`).join('; ') : '—'}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      ) : null}
    </>
  );
}
