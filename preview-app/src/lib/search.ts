import 'server-only';
import {
  ExpiredPagesDocument,
  SearchIndexArticleDocument,
  SearchIndexArticlesDocument,
  SearchIndexPageDocument,
  SearchIndexPagesDocument,
  type SearchArticleFieldsFragment,
  type SearchPageFieldsFragment,
} from '@insurer/content-model/types';
import { robotsDirectives, robotsOf } from '@insurer/renderer';
import { complianceExpired } from '@insurer/contracts/compliance';
import type { PublishedPage, Serving } from '@insurer/compliance-site';
import {
  createSearchService,
  richTextToPlain,
  type LinkingEntry,
  type SearchDocument,
  type SearchIndex,
  type SearchService,
  type SearchSource,
} from '@insurer/search';
import { createClient, type ContentfulClientApi } from 'contentful';
import { siteEnv } from './env';
import { contentQuery, executeGraphQL } from './graphql';
import { publishedPageServable } from './servable';
import { siteDb } from './services';
import { BLOCKS_WITHOUT_SEARCH_TEXT } from './search-blocks.generated';

/** Pages or articles per GraphQL request: with their blocks, under the complexity limit of 11000. */
const BATCH = 5;

/**
 * Every string the search query selected of a block (titles, texts, transcripts), and the plain
 * text of its rich-text fields (`{ json }`); `__typename` is not text.
 */
export function textOf(value: unknown): string {
  const out: string[] = [];
  const walk = (node: unknown, key?: string): void => {
    if (typeof node === 'string') {
      if (key !== '__typename') out.push(node);
    } else if (Array.isArray(node)) node.forEach((item) => walk(item));
    else if (node && typeof node === 'object') {
      if ('json' in node) out.push(richTextToPlain((node as { json: unknown }).json));
      else for (const [k, v] of Object.entries(node)) walk(v, k);
    }
  };
  walk(value);
  return out.filter(Boolean).join(' ');
}

function indexable(tags: Parameters<typeof robotsOf>[0]): boolean {
  return !robotsDirectives(robotsOf(tags)).has('noindex');
}

/** Whether visitors may see a published page at `now` (`publishedPageServable`), as `pageDocument` asks it. */
export type ServableCheck = (page: PublishedPage, now: Date) => Promise<Serving>;

/** The index asks the serving rule afresh: it runs in the webhook that changed the page, or a rebuild. */
const servableNow: ServableCheck = (page, now) => publishedPageServable(page, now, { fresh: true });

/**
 * The search document of a published page; undefined without a URL or title, when noindex
 * (docs/requirements.md#robots-and-indexing), or not to be seen by visitors at `now` (`servable`,
 * the site's serving rule: without its compliance fields or a recorded approval of its published
 * content, or past its expiration date; docs/requirements.md#decision-compliance-approval).
 */
export async function pageDocument(
  page: SearchPageFieldsFragment,
  now = new Date(),
  servable: ServableCheck = servableNow,
): Promise<SearchDocument | undefined> {
  if (!page.url || !page.title || !indexable(page.headTagsCollection?.items)) return undefined;
  if (!(await servable({ ...page, id: page.sys.id }, now)).servable) return undefined;
  return {
    id: page.sys.id,
    type: 'page',
    url: page.url,
    title: page.title,
    description: page.description ?? '',
    body: textOf([page.hero, page.contentBlocksCollection?.items]),
    date: page.sys.publishedAt ?? null,
  };
}

/** The search document of a published article; undefined without a URL or title, or when noindex. */
export function articleDocument(article: SearchArticleFieldsFragment): SearchDocument | undefined {
  if (!article.url || !article.title || !indexable(article.headTagEntitiesCollection?.items)) return undefined;
  return {
    id: article.sys.id,
    type: 'article',
    url: article.url,
    title: article.title,
    description: article.metatagDescription ?? article.blogIntroText ?? '',
    body: textOf([article.eyebrow, article.subtitle, article.blogIntroText, article.content, article.contentBlocksCollection?.items]),
    date: article.postDate ?? article.sys.publishedAt ?? null,
  };
}

/** Keeps the items that are documents. */
async function documents<T>(
  items: readonly (T | null)[],
  toDocument: (item: T) => SearchDocument | undefined | Promise<SearchDocument | undefined>,
): Promise<SearchDocument[]> {
  const out = await Promise.all(items.map((item) => (item ? toDocument(item) : undefined)));
  return out.filter((document): document is SearchDocument => document !== undefined);
}

async function allPages(): Promise<SearchDocument[]> {
  const out: SearchDocument[] = [];
  for (let skip = 0; ; skip += BATCH) {
    const items = (await executeGraphQL(SearchIndexPagesDocument, { skip, limit: BATCH }, false)).staticPageCollection?.items ?? [];
    out.push(...(await documents(items, (page) => pageDocument(page))));
    if (items.length < BATCH) return out;
  }
}

async function allArticles(): Promise<SearchDocument[]> {
  const out: SearchDocument[] = [];
  for (let skip = 0; ; skip += BATCH) {
    const items = (await executeGraphQL(SearchIndexArticlesDocument, { skip, limit: BATCH }, false)).articleCollection?.items ?? [];
    out.push(...(await documents(items, articleDocument)));
    if (items.length < BATCH) return out;
  }
}

/**
 * Content types none of whose fields a search document reads (`SearchSource.textlessTypes`): the
 * blocks of `BLOCKS_WITHOUT_SEARCH_TEXT`, and the entries a page or article links to outside its
 * text (its navigation, footer, alert banner, author and reviewer; forms and their fields; the
 * finder's agencies and sales offices; links, which only cards and menus hold and whose text the
 * search queries do not select). A type missing here costs only extra reads; one listed wrongly
 * would leave a page's text stale, so a type is listed only when `search-index.graphql` selects
 * nothing of it.
 */
export const TEXTLESS_TYPES: ReadonlySet<string> = new Set([
  ...BLOCKS_WITHOUT_SEARCH_TEXT.map((typename) => typename.charAt(0).toLowerCase() + typename.slice(1)),
  'navigation',
  'navigationGroup',
  'footer',
  'footerColumn',
  'alertBanner',
  'person',
  'link',
  'form',
  'formField',
  'listOption',
  'quoteRates',
  'featureFlags',
  'siteSettings',
  'migrationHistory',
  'agency',
  'salesOffice',
]);

/** Entries per Content Delivery API request (its maximum). */
const LINKS_PAGE = 1000;

let delivery: ContentfulClientApi<undefined> | undefined;

/** The Content Delivery API client (`contentful`), on the configured CDA (`SiteEnv.deliveryUrl`). */
function deliveryClient(): ContentfulClientApi<undefined> {
  if (!delivery) {
    const env = siteEnv();
    const url = new URL(env.deliveryUrl);
    delivery = createClient({
      space: env.spaceId,
      environment: env.environmentId,
      accessToken: env.deliveryToken,
      host: url.host,
      basePath: url.pathname.replace(/\/$/, ''),
      insecure: url.protocol === 'http:',
      retryOnError: false,
    });
  }
  return delivery;
}

/**
 * The published entries linking to entry or asset `id`, from the Content Delivery API
 * (`links_to_entry` / `links_to_asset`), only their ids and content types.
 * @throws what the client throws (the CDA unreachable or refusing the token).
 */
async function linkingEntries(entity: 'Entry' | 'Asset', id: string): Promise<LinkingEntry[]> {
  const out: LinkingEntry[] = [];
  for (let skip = 0; ; skip += LINKS_PAGE) {
    const page = await deliveryClient().getEntries({
      ...(entity === 'Entry' ? { links_to_entry: id } : { links_to_asset: id }),
      select: ['sys.id', 'sys.contentType'],
      include: 0,
      limit: LINKS_PAGE,
      skip,
    });
    for (const item of page.items) out.push({ id: item.sys.id, contentType: item.sys.contentType.sys.id });
    if (page.items.length < LINKS_PAGE || skip + LINKS_PAGE >= page.total) return out;
  }
}

async function onePage(id: string): Promise<SearchDocument | undefined> {
  const items = (await executeGraphQL(SearchIndexPageDocument, { id }, false)).staticPageCollection?.items ?? [];
  return (await documents(items, (page) => pageDocument(page)))[0];
}

async function oneArticle(id: string): Promise<SearchDocument | undefined> {
  const items = (await executeGraphQL(SearchIndexArticleDocument, { id }, false)).articleCollection?.items ?? [];
  return (await documents(items, articleDocument))[0];
}

/**
 * The published pages and articles, read through the GraphQL Content API uncached (the index
 * must see a publish at once), and the entries linking to a changed one through the Content
 * Delivery API, for the search indexer.
 */
export const graphqlSearchSource: SearchSource = {
  documentTypes: new Set(['staticPage', 'article']),
  textlessTypes: TEXTLESS_TYPES,
  async all() {
    return [...(await allPages()), ...(await allArticles())];
  },
  async one(id, contentType) {
    if (contentType === 'staticPage') return onePage(id);
    if (contentType === 'article') return oneArticle(id);
    return (await onePage(id)) ?? (await oneArticle(id));
  },
  linksTo: linkingEntries,
};

/**
 * The URLs of published pages past their compliance expiration date at `now`
 * (docs/requirements.md#decision-compliance-approval), from the cached content (revalidated on
 * publish; the date is a variable, so the answer changes as days pass).
 */
export async function expiredPageUrls(now: Date): Promise<Set<string>> {
  const until = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const items = (await contentQuery(false)(ExpiredPagesDocument, { until })).staticPageCollection?.items ?? [];
  return new Set(items.flatMap((item) => (item?.url && complianceExpired(item.expirationDate, now) ? [item.url] : [])));
}

/**
 * `index` whose results leave out the pages `expired` names at the time of each search: a page
 * indexed before its compliance date passed is not shown after it, with no re-index needed.
 * Other methods are the index's own.
 */
export function withoutExpiredPages(index: SearchIndex, expired: (now: Date) => Promise<Set<string>>): SearchIndex {
  const filtered = Object.create(index) as SearchIndex;
  filtered.search = async (request) => {
    const [results, urls] = await Promise.all([index.search(request), expired(new Date())]);
    const hits = results.hits.filter((hit) => !(hit.type === 'page' && urls.has(hit.url)));
    return { ...results, hits, total: results.total - (results.hits.length - hits.length) };
  };
  return filtered;
}

let search: SearchService | undefined;

/**
 * The site search's index and indexer over the published content, in the process's site
 * database; its searches leave out pages past their compliance date at the time of the search
 * (docs/requirements.md#decision-compliance-approval).
 */
export function siteSearch(): SearchService {
  if (!search) {
    const service = createSearchService(siteDb(), graphqlSearchSource);
    const created = { ...service, index: service.index.then((index) => withoutExpiredPages(index, expiredPageUrls)) };
    search = created;
    created.indexer.catch(() => {
      if (search === created) search = undefined;
    });
  }
  return search;
}
