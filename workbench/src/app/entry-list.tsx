import { Badge, Button, EntityStatusBadge, Flex, Pagination, Select, Spinner, Text, TextInput } from '@contentful/f36-components';
import { FormControl } from './form-control.js';
import { APPROVAL_PAGE_TYPES, needsApproval } from '@insurer/contracts/compliance';
import type { ContentTypeProps, EntryProps, PlainClientAPI, ScheduledActionProps } from 'contentful-management';
import { useEffect, useState } from 'react';
import { cmaError } from './cma.js';
import { INTERNAL_CONTENT_TYPES, isEditorialType, PAGE_CONTENT_TYPE, RANKED_MATCHES, rankByRelevance } from './entry-search.js';
import { entryStatus, type EntryStatus } from './status.js';
import type { ReviewStatesAnswer } from '../shared/reviews.js';
import { formatLocalMoment } from './when.js';
import { fetchReviewStates } from './workbench-api.js';

/** The review state of a product or tool page in the list (docs/requirements.md#decision-workbench-roles-and-review). */
const REVIEW_BADGES: Record<ReviewStatesAnswer['states'][string], { label: string; variant: 'secondary' | 'warning' | 'positive' }> = {
  draft: { label: 'Review: not submitted', variant: 'secondary' },
  submitted: { label: 'Review: submitted', variant: 'warning' },
  approved: { label: 'Review: approved', variant: 'positive' },
};

/** The entries of `entries` that are product or tool pages (they have a review). */
function regulatedIds(entries: readonly EntryProps[], locale: string): string[] {
  return entries
    .filter(
      (e) => e.sys.contentType.sys.id === 'staticPage' && needsApproval((e.fields.type as Record<string, unknown> | undefined)?.[locale]),
    )
    .map((e) => e.sys.id);
}

/** The title of an entry: its display field in `locale`, else "Untitled". */
export function entryTitle(entry: EntryProps, contentTypes: readonly ContentTypeProps[], locale: string): string {
  const type = contentTypes.find((ct) => ct.sys.id === entry.sys.contentType.sys.id);
  const value = type?.displayField ? (entry.fields[type.displayField] as Record<string, unknown> | undefined)?.[locale] : undefined;
  return typeof value === 'string' && value.trim() ? value : 'Untitled';
}

/** Entries per page of the list. */
export const PAGE_SIZE = 50;

/** The compliance filters of the list (docs/requirements.md#decision-compliance-approval). */
export type ComplianceFilter = '' | 'expiring' | 'expired';

/** `YYYY-MM-DD` of `date` in UTC. */
function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The CMA query of the list's filters, for one page of `PAGE_SIZE`: full-text search over the
 * whole space (then the newest `RANKED_MATCHES` matches at once, which the list ranks by
 * relevance and pages itself), content type (any: every type but the tools' own,
 * `INTERNAL_CONTENT_TYPES`), status (draft; changed and published; archived), and compliance:
 * static pages whose approval expires within 30 days of `now`, or has expired (an expiration date
 * before today; a date-only value holds through its day, so today's is not expired yet).
 */
export function listQuery(
  search: string,
  contentType: string,
  status: EntryStatus | '',
  page = 0,
  compliance: ComplianceFilter = '',
  now = new Date(),
): Record<string, string | number> {
  const in30 = new Date(now.getTime() + 30 * 86_400_000);
  const ranked = Boolean(search.trim());
  return {
    limit: ranked ? RANKED_MATCHES : PAGE_SIZE,
    skip: ranked ? 0 : page * PAGE_SIZE,
    order: '-sys.updatedAt',
    ...(ranked ? { query: search.trim() } : {}),
    ...(contentType && !compliance ? { content_type: contentType } : {}),
    ...(!contentType && !compliance ? { 'sys.contentType.sys.id[nin]': INTERNAL_CONTENT_TYPES.join(',') } : {}),
    ...(compliance ? { content_type: 'staticPage' } : {}),
    ...(compliance === 'expiring' ? { 'fields.expirationDate[gte]': day(now), 'fields.expirationDate[lt]': day(in30) } : {}),
    ...(compliance === 'expired' ? { 'fields.expirationDate[lt]': day(now) } : {}),
    ...(status === 'draft' ? { 'sys.publishedVersion[exists]': 'false' } : {}),
    ...(status === 'changed' || status === 'published' ? { 'sys.publishedVersion[exists]': 'true' } : {}),
    'sys.archivedVersion[exists]': status === 'archived' ? 'true' : 'false',
  };
}

/**
 * One page of the list from the Management API's answer: the entries of the asked status ("changed"
 * and "published" share the CMA filter, a published version exists), a search's matches ranked
 * by relevance and paged here, and the review state of each product or tool page among them.
 */
async function listAnswer(input: {
  found: { items: EntryProps[]; total: number };
  search: string;
  status: EntryStatus | '';
  page: number;
  contentTypes: readonly ContentTypeProps[];
  locale: string;
  scheduled: (ids: string[]) => Promise<Record<string, ScheduledActionProps>>;
}): Promise<{
  entries: EntryProps[];
  total: number;
  reviews: ReviewStatesAnswer['states'];
  scheduled: Record<string, ScheduledActionProps>;
}> {
  const { found, search, status, page, contentTypes, locale } = input;
  const shown = found.items.filter((e) => !status || entryStatus(e.sys) === status);
  const entries = search.trim()
    ? rankByRelevance(shown, search, contentTypes, locale).slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)
    : shown;
  const regulated = regulatedIds(entries, locale);
  const [reviews, scheduled] = await Promise.all([
    regulated.length ? fetchReviewStates(regulated).then((answer) => answer.states) : {},
    entries.length ? input.scheduled(entries.map((e) => e.sys.id)) : {},
  ]);
  return { entries, total: search.trim() ? Math.min(found.total, RANKED_MATCHES) : found.total, reviews, scheduled };
}

/**
 * The next scheduled action of each of `ids` (the CMA's scheduled actions waiting to run, soonest
 * first), by entry id; none without `environment` (tests of the list alone).
 */
async function nextScheduled(
  cma: PlainClientAPI,
  environment: { spaceId: string; environmentId: string } | undefined,
  ids: string[],
): Promise<Record<string, ScheduledActionProps>> {
  if (!environment) return {};
  const answer = await cma.scheduledActions.getMany({
    spaceId: environment.spaceId,
    query: { 'environment.sys.id': environment.environmentId, 'entity.sys.id[in]': ids.join(','), 'sys.status': 'scheduled', limit: 1000 },
  });
  const next: Record<string, ScheduledActionProps> = {};
  for (const action of answer.items) next[action.entity.sys.id] ??= action;
  return next;
}

/**
 * The entry browser: it opens on the site's pages (`PAGE_CONTENT_TYPE`); search the whole space
 * (matches ranked by relevance, `rankByRelevance`), filter by content type, status and compliance
 * expiry, newest first, 50 a page, each product or tool page with its review state; create an
 * entry of any content type an editor works with (`isEditorialType`); choosing one opens it in the editor.
 */
export function EntryList({
  cma,
  contentTypes,
  locale,
  selectedId,
  refreshKey,
  onOpen,
  onCreated,
  environment,
}: {
  cma: PlainClientAPI;
  contentTypes: readonly ContentTypeProps[];
  locale: string;
  /** The space and environment whose scheduled actions the list shows ("Publish Dec 24"). */
  environment?: { spaceId: string; environmentId: string };
  selectedId: string | undefined;
  /** Changes when an entry was saved or published, so statuses are read again. */
  refreshKey: number;
  onOpen(entryId: string): void;
  /** A new entry was created (it is on no page yet); opens it like `onOpen` when not given. */
  onCreated?(entryId: string): void;
}) {
  const editorTypes = contentTypes.filter((ct) => isEditorialType(ct.sys.id));
  const [search, setSearch] = useState('');
  const [contentType, setContentType] = useState(() =>
    editorTypes.some((ct) => ct.sys.id === PAGE_CONTENT_TYPE) ? PAGE_CONTENT_TYPE : '',
  );
  const [status, setStatus] = useState<EntryStatus | ''>('');
  const [compliance, setCompliance] = useState<ComplianceFilter>('');
  const [page, setPage] = useState(0);
  const [answer, setAnswer] = useState<Awaited<ReturnType<typeof listAnswer>> | undefined>();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      cma.entry
        .getMany({ query: listQuery(search, contentType, status, page, compliance) })
        .then((found) =>
          listAnswer({ found, search, status, page, contentTypes, locale, scheduled: (ids) => nextScheduled(cma, environment, ids) }),
        )
        .then(
          (listed) => {
            if (!current) return;
            setAnswer(listed);
            setError(undefined);
          },
          (e: unknown) => current && setError(e instanceof Error && e.name === 'ApiError' ? e.message : cmaError(e).message),
        );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [cma, search, contentType, status, compliance, page, refreshKey, contentTypes, locale, environment]);

  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  const sortedTypes = [...editorTypes].sort((a, b) => a.name.localeCompare(b.name));
  const entries = answer?.entries;
  return (
    <nav aria-label="Entries" className="entry-list">
      <EntryCreator cma={cma} contentTypes={sortedTypes} onOpen={onCreated ?? onOpen} onError={setError} />
      <FormControl marginBottom="spacingS">
        <FormControl.Label>Search entries</FormControl.Label>
        <TextInput type="search" value={search} onChange={(e) => filter(setSearch)(e.target.value)} placeholder="Title, text, id…" />
      </FormControl>
      <Flex gap="spacingS">
        <FormControl marginBottom="spacingS" style={{ flex: 1 }}>
          <FormControl.Label>Content type</FormControl.Label>
          <Select value={contentType} onChange={(e) => filter(setContentType)(e.target.value)}>
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
          <Select value={status} onChange={(e) => filter(setStatus)(e.target.value as EntryStatus | '')}>
            <Select.Option value="">Any</Select.Option>
            <Select.Option value="draft">Draft</Select.Option>
            <Select.Option value="changed">Changed</Select.Option>
            <Select.Option value="published">Published</Select.Option>
            <Select.Option value="archived">Archived</Select.Option>
          </Select>
        </FormControl>
      </Flex>
      <FormControl marginBottom="spacingS">
        <FormControl.Label>Compliance</FormControl.Label>
        <Select value={compliance} onChange={(e) => filter(setCompliance)(e.target.value as ComplianceFilter)}>
          <Select.Option value="">Any</Select.Option>
          <Select.Option value="expiring">Compliance expires within 30 days</Select.Option>
          <Select.Option value="expired">Expired</Select.Option>
        </Select>
        <FormControl.HelpText>
          Static pages of the types {APPROVAL_PAGE_TYPES.join(' and ')} need a compliance number and expiration date to be published; the
          site stops serving any page past its expiration date.
        </FormControl.HelpText>
      </FormControl>
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
            {answer.total === 1 ? '1 matching entry' : `${answer.total} matching entries`}
            {answer.total > PAGE_SIZE ? `, page ${page + 1} of ${Math.ceil(answer.total / PAGE_SIZE)}` : ''}
          </Text>
          <ul className="entry-list__items">
            {entries.map((entry) => (
              <EntryListItem
                key={entry.sys.id}
                entry={entry}
                contentTypes={contentTypes}
                locale={locale}
                selected={entry.sys.id === selectedId}
                review={answer.reviews[entry.sys.id]}
                scheduled={answer.scheduled[entry.sys.id]}
                onOpen={onOpen}
              />
            ))}
          </ul>
          {answer.total > PAGE_SIZE ? (
            <Pagination activePage={page} itemsPerPage={PAGE_SIZE} totalItems={answer.total} onPageChange={setPage} />
          ) : null}
        </>
      )}
    </nav>
  );
}

/** "New entry of type" and Create: makes an empty entry of the chosen type (a static page first) and opens it. */
function EntryCreator({
  cma,
  contentTypes,
  onOpen,
  onError,
}: {
  cma: PlainClientAPI;
  /** In the order the select lists them. */
  contentTypes: readonly ContentTypeProps[];
  onOpen(entryId: string): void;
  onError(message: string): void;
}) {
  const [newType, setNewType] = useState('staticPage');
  const [creating, setCreating] = useState(false);
  const create = async () => {
    setCreating(true);
    try {
      const entry = await cma.entry.create({ contentTypeId: newType }, { fields: {} });
      onOpen(entry.sys.id);
    } catch (e) {
      onError(`The entry could not be created: ${cmaError(e).message}`);
    } finally {
      setCreating(false);
    }
  };
  return (
    <Flex gap="spacingXs" alignItems="flex-end" marginBottom="spacingS">
      <FormControl marginBottom="none" style={{ flex: 1 }}>
        <FormControl.Label>New entry of type</FormControl.Label>
        <Select value={newType} onChange={(e) => setNewType(e.target.value)}>
          {contentTypes.map((ct) => (
            <Select.Option key={ct.sys.id} value={ct.sys.id}>
              {ct.name}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
      <Button variant="primary" onClick={() => void create()} isLoading={creating} isDisabled={creating}>
        Create
      </Button>
    </Flex>
  );
}

/** "Publish Dec 24, 2026, 9:00 AM" (or Unpublish): an entry's next scheduled action, in the list. */
function ScheduledBadge({ action }: { action: ScheduledActionProps }) {
  const name = action.action === 'unpublish' ? 'Unpublish' : 'Publish';
  return <Badge variant="featured">{`${name} ${formatLocalMoment(action.scheduledFor.datetime)}`}</Badge>;
}

/** One entry of the list: its title, type, status, review state and next scheduled action; a click opens it. */
function EntryListItem({
  entry,
  contentTypes,
  locale,
  selected,
  review,
  scheduled,
  onOpen,
}: {
  entry: EntryProps;
  contentTypes: readonly ContentTypeProps[];
  locale: string;
  selected: boolean;
  review: ReviewStatesAnswer['states'][string] | undefined;
  scheduled: ScheduledActionProps | undefined;
  onOpen(entryId: string): void;
}) {
  const type = contentTypes.find((ct) => ct.sys.id === entry.sys.contentType.sys.id);
  return (
    <li>
      <button type="button" className="entry-list__item" aria-current={selected ? 'true' : undefined} onClick={() => onOpen(entry.sys.id)}>
        <span className="entry-list__title">{entryTitle(entry, contentTypes, locale)}</span>
        <span className="entry-list__meta">
          <span>{type?.name ?? entry.sys.contentType.sys.id}</span>
          <EntityStatusBadge entityStatus={entryStatus(entry.sys)} />
          {review ? <Badge variant={REVIEW_BADGES[review].variant}>{REVIEW_BADGES[review].label}</Badge> : null}
          {scheduled ? <ScheduledBadge action={scheduled} /> : null}
        </span>
      </button>
    </li>
  );
}
