import { ArticleView, StaticPageView, loadBlocks, type RouteProps } from '@insurer/renderer';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { draftMode, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { COMPLIANCE_HASH_META } from '@insurer/compliance-site';
import { routeForUrl, urlFromSlug } from '../lib/content';
import { siteEnv } from '../lib/env';
import { siteFlags } from '../lib/flags';
import { markPageCacheable } from '../next-internals/cache-marks';
import { markNotFound } from '../next-internals/not-found';
import { contentQuery } from '../lib/graphql';
import { grantFor, SHARED_PREVIEW_REQUEST_HEADER } from '../lib/shared-preview';
import { NotFoundView } from './not-found-view';
import { SiteChrome } from './site-chrome';

export interface RouteParams {
  params: Promise<{ slug?: string[] }>;
}

/**
 * How a route is drawn: `site`, by its own URL (published content, or drafts with the editor's
 * aids in draft mode); `shared`, as a shared preview link (`/shared-preview/…`): the page's
 * draft without the editor's aids, only when the request proxy checked the link and granted that
 * page (docs/requirements.md#decision-shared-preview-links).
 */
export type RouteMode = 'site' | 'shared';

interface Loaded {
  url: string;
  preview: boolean;
  /** Inspector tags and live sources: draft mode only. */
  editorAids: boolean;
  route: RouteProps | undefined;
}

async function load(params: RouteParams['params'], mode: RouteMode = 'site'): Promise<Loaded> {
  const { slug } = await params;
  const url = urlFromSlug(slug);
  if (mode === 'shared') {
    const granted = (await headers()).get(SHARED_PREVIEW_REQUEST_HEADER) === grantFor(url);
    return { url, preview: true, editorAids: false, route: granted ? await routeForUrl(url, true, false) : undefined };
  }
  const preview = (await draftMode()).isEnabled;
  return { url, preview, editorAids: preview, route: await routeForUrl(url, preview) };
}

/** What draft pages tell robots: never index or follow a draft (docs/requirements.md#live-preview). */
const DRAFT_ROBOTS = { index: false, follow: false } as const;

/**
 * Title, description, canonical, Open Graph and robots of a page or article (from its head
 * tags); in draft mode robots are always `noindex, nofollow`. A published page that needs approval
 * also carries the hash of the content its approval covers (`<meta name="compliance-content-hash">`),
 * so the compliance capture keeps only the version it records (docs/requirements.md#decision-compliance-capture).
 */
export async function routeMetadata({ params, mode }: RouteParams & { mode?: RouteMode }): Promise<Metadata> {
  const { url, preview, route } = await load(params, mode);
  if (!route) return { title: 'Page not found', robots: preview ? DRAFT_ROBOTS : { index: false, follow: true } };
  const { siteUrl } = siteEnv();
  const canonical = `${siteUrl}${url === '/' ? '' : url}` || siteUrl;
  const { title, description, openGraph, robots } = route.head;
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: {
      title: openGraph.title,
      description: openGraph.description,
      url: canonical,
      type: openGraph.type,
      ...(openGraph.publishedTime ? { publishedTime: openGraph.publishedTime } : {}),
      ...(openGraph.image ? { images: [openGraph.image] } : {}),
    },
    ...(preview ? { robots: DRAFT_ROBOTS } : robots ? { robots } : {}),
    ...(route.contentHash ? { other: { [COMPLIANCE_HASH_META]: route.contentHash } } : {}),
  };
}

/**
 * The site chrome around a page or article, drawn by the route's layout so that the header's
 * islands belong to the layout's bundle: a page of static blocks then loads no page script.
 * The page's own navigation, footer and alert banner when it names them; the defaults otherwise.
 */
export async function RouteChrome({ params, mode, children }: RouteParams & { mode?: RouteMode; children: ReactNode }) {
  const { url, preview, editorAids, route } = await load(params, mode);
  const context = {
    query: contentQuery(preview),
    preview,
    editorAids,
    now: new Date(),
    onStaticPage: route?.kind !== 'article',
    flags: await siteFlags(),
  };
  const chrome = route?.kind === 'page' ? route.page.chrome : {};
  return (
    <SiteChrome
      url={url}
      context={context}
      navigationId={chrome.navigationId}
      footerId={chrome.footerId}
      alertBannerId={chrome.alertBannerId}
      complianceNumber={chrome.complianceNumber}
    >
      {children}
    </SiteChrome>
  );
}

/**
 * Draws a page or an article (the chrome comes from the layout); when no entry has the URL, the
 * 404 view with status 404 (`markNotFound`, or Next.js's `notFound()` without the thin server).
 * A published one is marked for the thin server's page cache (`markPageCacheable`).
 */
export async function RouteView({ params, mode }: RouteParams & { mode?: RouteMode }) {
  const { preview, editorAids, route } = await load(params, mode);
  if (!route) {
    if (markNotFound()) return <NotFoundView />;
    notFound();
  }
  // The published document is the same for every visitor of this URL and variant: the thin server
  // keeps it until the next publish (docs/requirements.md#decision-pages-rendered-once-per-publish).
  if (!preview) markPageCacheable();
  const context = {
    query: contentQuery(preview),
    preview,
    editorAids,
    now: new Date(),
    onStaticPage: route.kind === 'page',
    flags: await siteFlags(),
  };
  const hero = route.kind === 'page' && route.page.hero ? [route.page.hero] : [];
  const [heroBlocks, blocks] = await Promise.all([loadBlocks(hero, { ...context, placement: 'hero' }), loadBlocks(route.blocks, context)]);
  return route.kind === 'page' ? (
    <StaticPageView page={route.page} heroBlocks={heroBlocks} blocks={blocks} live={route.live} />
  ) : (
    <ArticleView article={route.article} blocks={blocks} live={route.live} />
  );
}
