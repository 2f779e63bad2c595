import { complianceExpired } from '@insurer/contracts/compliance';
import { enableInspector } from '../inspector.js';
import { RouteByUrlDocument, type RouteByUrlQuery } from '@insurer/content-model/types';
import { fromArticlePage, type ArticleProps } from '../article/article.js';
import { withEditorAids, type LoadContext } from '../core/query.js';
import { openGraphImage, type OpenGraphImage } from '../shared/image.js';
import { robotsOf } from '../shared/robots.js';
import { blockRef, fromStaticPage, type StaticPageProps } from '../static-page/static-page.js';
import type { BlockRef } from '../core/types.js';
import type { LiveRouteSource } from '../live/live-source.js';

/** The head of a page or article: title, descriptions, Open Graph and robots. */
export interface RouteHead {
  title?: string;
  description?: string;
  openGraph: {
    title?: string;
    description?: string;
    type: 'website' | 'article';
    /** ISO date-time an article was published (`article:published_time`): its meta date, else its post date. */
    publishedTime?: string;
    image?: OpenGraphImage;
  };
  /** The `robots` head tag's content (docs/requirements.md#robots-and-indexing), e.g. 'noindex, nofollow'. */
  robots?: string;
}

/** What a URL resolves to: a static page or an article, with its head and its body blocks. */
export type RouteProps = ({ kind: 'page'; page: StaticPageProps } | { kind: 'article'; article: ArticleProps }) & {
  head: RouteHead;
  /**
   * A published page that needs approval: the hash of the content its approval covers, which the
   * site writes into the page's head for the compliance capture (docs/requirements.md#decision-compliance-capture).
   */
  contentHash?: string;
  /** The body's blocks in the editor's order (references only; each block loads its own data). */
  blocks: BlockRef[];
  /** Draft mode only: the route item the page was drawn from, for the live preview of its own fields. */
  live?: LiveRouteSource;
};

function refs(items: readonly ({ __typename: string; sys?: { id: string } } | null)[] | undefined): BlockRef[] {
  return (items ?? []).map(blockRef).filter((ref): ref is BlockRef => Boolean(ref));
}

/**
 * Whether the site may show a published static page to visitors at `now`, and the hash of the
 * content its approval covers when it needs one: the site's one serving rule
 * (docs/requirements.md#decision-compliance-approval, `pageServable` of `@insurer/compliance-site`:
 * the compliance fields, the sources of its charts and tables, and a recorded approval of exactly
 * its published content). The renderer has no database: the site hands it in.
 */
export type PageServable = (
  page: { id: string; type?: unknown; complianceNumber?: unknown; expirationDate?: unknown },
  now: Date,
) => Promise<{ servable: true; contentHash?: string } | { servable: false }>;

/**
 * Props of a URL from the `RouteByUrl` answer: the static page when one has the URL, else the
 * article, else undefined (docs/requirements.md#pages-and-articles "Pages are looked up by url as static pages or
 * articles"). `now` decides an article's archive label and, for a page past its compliance
 * expiration date, the date the draft preview's notice names (docs/requirements.md#decision-compliance-approval).
 * `now` is the request's time, never the time the content was cached. Whether visitors may see the
 * page is `loadRoute`'s question (`PageServable`), not this mapping's.
 */
export function fromRoute(data: RouteByUrlQuery, now: Date): RouteProps | undefined {
  const page = data.staticPageCollection?.items[0];
  if (page) {
    const expired = complianceExpired(page.expirationDate, now);
    const robots = robotsOf(page.headTagsCollection?.items);
    const title = page.title ?? undefined;
    const description = page.description ?? undefined;
    return {
      kind: 'page',
      page: {
        ...fromStaticPage(page),
        ...(expired && page.expirationDate ? { complianceExpiredOn: String(page.expirationDate).slice(0, 10) } : {}),
      },
      head: { title, description, openGraph: { title, description, type: 'website' }, ...(robots ? { robots } : {}) },
      blocks: refs(page.contentBlocksCollection?.items),
    };
  }
  const raw = data.articleCollection?.items[0];
  if (!raw) return undefined;
  const article = fromArticlePage(raw, now);
  const robots = robotsOf(raw.headTagEntitiesCollection?.items);
  const title = raw.title ?? undefined;
  // The meta date when the editor set one ("Published date for search engines, when it differs
  // from the post date": docs/requirements.md#pages-and-articles), else the post date.
  const publishedTime: string | undefined = raw.metatagDate || raw.postDate || undefined;
  return {
    kind: 'article',
    article,
    head: {
      title,
      description: raw.metatagDescription ?? raw.blogIntroText ?? undefined,
      openGraph: {
        title,
        description: raw.metatagDescription ?? undefined,
        type: 'article',
        ...(publishedTime ? { publishedTime } : {}),
        ...(article.heroImage ? { image: openGraphImage(article.heroImage) } : {}),
      },
      ...(robots ? { robots } : {}),
    },
    blocks: refs(raw.contentBlocksCollection?.items),
  };
}

/**
 * Resolves a URL path (`/`, `/a/b`) with one GraphQL request (`RouteByUrl`) to the props of its
 * static page or article; undefined when neither has the URL (the site answers 404). For visitors
 * a static page is asked of `context.servable` first and is undefined (404) when it may not be
 * shown, whichever client published it (fails closed: unapproved, its approval withdrawn, changed
 * since its approval, or expired); draft mode shows it. In draft mode the props carry the raw item
 * (`live`) for the live preview (not with `editorAids: false`).
 * @throws what `context.query` or `context.servable` throws (transport errors, GraphQL errors without data).
 */
export async function loadRoute(
  url: string,
  context: Pick<LoadContext, 'query' | 'preview' | 'now'> &
    Partial<Pick<LoadContext, 'locale' | 'editorAids'>> & { servable: PageServable },
): Promise<RouteProps | undefined> {
  if (withEditorAids(context)) enableInspector();
  const data = await context.query(RouteByUrlDocument, { url, preview: context.preview });
  const page = data.staticPageCollection?.items[0];
  let contentHash: string | undefined;
  if (page && !context.preview) {
    const { type, complianceNumber, expirationDate } = page;
    const serving = await context.servable({ id: page.sys.id, type, complianceNumber, expirationDate }, context.now);
    if (!serving.servable) return undefined;
    contentHash = serving.contentHash;
  }
  const route = fromRoute(data, context.now);
  if (!route || !withEditorAids(context)) return route && contentHash ? { ...route, contentHash } : route;
  const raw = page ?? data.articleCollection?.items[0];
  return {
    ...route,
    live: {
      typename: page ? 'StaticPage' : 'Article',
      raw,
      now: context.now.toISOString(),
      ...(context.locale ? { locale: context.locale } : {}),
    },
  };
}
