import type { ContentTypeProps, EntryProps } from 'contentful-management';
import { HISTORY_CONTENT_TYPE } from '@insurer/migrations/history';
import { SEED_RECORD_CONTENT_TYPE } from '@insurer/seed/record-type';
import MiniSearch from 'minisearch';

/**
 * How many of a search's matches the list ranks: the Management API's full-text search (`query=`)
 * finds them, newest first, and the workbench orders the newest `RANKED_MATCHES` by relevance
 * (docs/requirements.md#decision-workbench-entry-list). The CMA has no relevance order of its own.
 */
export const RANKED_MATCHES = 200;

/**
 * Content types written by tools, not editors: the migrations' record (`migrationHistory`,
 * migrations/lib/history.ts) and the seed's (`seedRecord`, seed/src/record-type.ts). Both say
 * "Do not edit." The entry list, its type filter and "New entry of type" leave them out.
 */
export const INTERNAL_CONTENT_TYPES: readonly string[] = [HISTORY_CONTENT_TYPE, SEED_RECORD_CONTENT_TYPE];

/** The content type the entry list opens on: the site's pages. */
export const PAGE_CONTENT_TYPE = 'staticPage';

/** True when editors work with entries of `contentTypeId` (it is not one of `INTERNAL_CONTENT_TYPES`). */
export function isEditorialType(contentTypeId: string): boolean {
  return !INTERNAL_CONTENT_TYPES.includes(contentTypeId);
}

/** The words of a field value in `locale`: strings as they are, rich text's text nodes, lists item by item; links and numbers are not text. */
function textOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => textOf(item, out));
  else if (value && typeof value === 'object') {
    const node = value as { nodeType?: unknown; value?: unknown; content?: unknown };
    if (typeof node.nodeType === 'string') {
      if (typeof node.value === 'string') out.push(node.value);
      textOf(node.content, out);
    }
  }
  return out;
}

/**
 * Orders `entries` (the CMA's matches of `search`, newest first) by relevance to `search`: a
 * BM25 score (MiniSearch) over each entry's title (its display field, weight 3), its URL's words
 * (weight 3: `/life-insurance` is "life insurance") and the rest of its text (weight 1), every word
 * of the search required, the last one as a prefix while it is typed. Entries the CMA matched
 * only outside words (an id, a JSON key) follow, newest first. A page about the search's subject,
 * whose title and URL say it, comes before a page that mentions it (issue 42: "life insurance"
 * listed the life insurance page 6th of 36, by date).
 */
export function rankByRelevance(
  entries: readonly EntryProps[],
  search: string,
  contentTypes: readonly ContentTypeProps[],
  locale: string,
): EntryProps[] {
  const words = search.trim();
  if (!words) return [...entries];
  const index = new MiniSearch<{ id: string; title: string; url: string; text: string }>({
    fields: ['title', 'url', 'text'],
    storeFields: [],
  });
  index.addAll(
    entries.map((entry) => {
      const type = contentTypes.find((ct) => ct.sys.id === entry.sys.contentType.sys.id);
      const inLocale = (id: string) => (entry.fields[id] as Record<string, unknown> | undefined)?.[locale];
      const titleField = type?.displayField;
      const title = titleField ? textOf(inLocale(titleField)).join(' ') : '';
      const url = typeof inLocale('url') === 'string' ? (inLocale('url') as string) : '';
      const text = Object.keys(entry.fields)
        .filter((id) => id !== titleField && id !== 'url')
        .flatMap((id) => textOf(inLocale(id)))
        .join(' ');
      return { id: entry.sys.id, title, url, text };
    }),
  );
  const scores = new Map(
    index
      .search(words, {
        boost: { title: 3, url: 3 },
        combineWith: 'AND',
        prefix: (_term, i, terms) => i === terms.length - 1,
      })
      .map((result) => [String(result.id), result.score]),
  );
  // Array.prototype.sort is stable: equal scores (and the unscored) keep the CMA's newest-first order.
  return [...entries].sort((a, b) => (scores.get(b.sys.id) ?? -1) - (scores.get(a.sys.id) ?? -1));
}
