import { Blocks, NO_LINKS, RichText, isDocument, loadBlocks, robotsOf, type BlockRef } from '@insurer/renderer';
import { CampaignInit } from '@insurer/renderer/client';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { contentForUrl, urlFromSlug, type RouteContent } from '../lib/content';
import { siteEnv } from '../lib/env';
import { contentQuery } from '../lib/graphql';
import { fromArticle } from '../templates/article';
import { ArticleView } from '../templates/article-view';
import { SiteChrome } from './site-chrome';

export interface RouteParams {
  params: Promise<{ slug?: string[] }>;
}

async function load(params: RouteParams['params']): Promise<{ url: string; preview: boolean; content: RouteContent | undefined }> {
  const { slug } = await params;
  const url = urlFromSlug(slug);
  const preview = (await draftMode()).isEnabled;
  return { url, preview, content: await contentForUrl(url, preview) };
}

/** Title, description, canonical, Open Graph and robots of a page or article (from its head tags). */
export async function routeMetadata({ params }: RouteParams): Promise<Metadata> {
  const { url, content } = await load(params);
  if (!content) return { title: 'Page not found' };
  const { siteUrl } = siteEnv();
  const canonical = `${siteUrl}${url === '/' ? '' : url}` || siteUrl;
  if (content.kind === 'page') {
    const { page } = content;
    const robots = robotsOf(page.headTagsCollection?.items);
    return {
      title: page.title ?? undefined,
      description: page.description ?? undefined,
      alternates: { canonical },
      openGraph: { title: page.title ?? undefined, description: page.description ?? undefined, url: canonical, type: 'website' },
      ...(robots ? { robots } : {}),
    };
  }
  const { article } = content;
  const robots = robotsOf(article.headTagEntitiesCollection?.items);
  const image = article.heroImage?.media?.url;
  return {
    title: article.title ?? undefined,
    description: article.metatagDescription ?? article.blogIntroText ?? undefined,
    alternates: { canonical },
    openGraph: {
      title: article.title ?? undefined,
      description: article.metatagDescription ?? undefined,
      url: canonical,
      type: 'article',
      ...(article.postDate ? { publishedTime: article.postDate } : {}),
      ...(image ? { images: [{ url: `${image}?w=1200&h=630&fit=fill&fm=jpg&q=75`, width: 1200, height: 630 }] } : {}),
    },
    ...(robots ? { robots } : {}),
  };
}

/**
 * The site chrome around a page or article, drawn by the route's layout so that the header's
 * islands belong to the layout's bundle: a page of static blocks then loads no page script.
 * The page's own navigation, footer and alert banner when it names them; the defaults otherwise.
 */
export async function RouteChrome({ params, hideHeader, children }: RouteParams & { hideHeader: boolean; children: ReactNode }) {
  const { url, preview, content } = await load(params);
  const context = { query: contentQuery(preview), preview, now: new Date(), onStaticPage: content?.kind !== 'article' };
  const page = content?.kind === 'page' ? content.page : undefined;
  return (
    <SiteChrome
      url={url}
      hideHeader={hideHeader}
      context={context}
      navigationId={page?.navigation?.sys.id}
      footerId={page?.footer?.sys.id}
      alertBannerId={page?.alertBanner?.sys.id}
      complianceNumber={page?.complianceNumber ?? undefined}
    >
      {children}
    </SiteChrome>
  );
}

/** Draws a page or an article (the chrome comes from the layout); 404 when no entry has the URL. */
export async function RouteView({ params }: RouteParams) {
  const { preview, content } = await load(params);
  if (!content) notFound();
  const now = new Date();
  const context = { query: contentQuery(preview), preview, now, onStaticPage: content.kind === 'page' };
  const entry = content.kind === 'page' ? content.page : content.article;
  const refs = (entry.contentBlocksCollection?.items ?? []) as (BlockRef | null)[];
  const hero = content.kind === 'page' && content.page.hero ? [content.page.hero as BlockRef] : [];
  const [heroBlocks, blocks] = await Promise.all([loadBlocks(hero, { ...context, placement: 'hero' }), loadBlocks(refs, context)]);
  return content.kind === 'page' ? (
    <>
      {heroBlocks.length ? (
        // The floating call-to-action measures the hero (seed 000 §4 "hero height minus 100").
        <div data-hero="">
          <Blocks blocks={heroBlocks} fieldId="hero" />
        </div>
      ) : (
        <h1 className="page-title">{content.page.title}</h1>
      )}
      {heroBlocks.length && heroBlocks[0]?.typename !== 'HeaderBlock' ? <h1 className="visually-hidden">{content.page.title}</h1> : null}
      <Blocks blocks={blocks} />
      {/* Campaign pages store their campaign for the lead forms (seed 000 §3, §4); other pages
            ship no script for it (routing off is the forms' default). */}
      {content.page.campaignName || content.page.campaignThankYouPageUrl || content.page.routeLeadsToAgencyAssist ? (
        <CampaignInit
          {...(content.page.campaignName ? { campaignName: content.page.campaignName } : {})}
          {...(content.page.campaignThankYouPageUrl ? { campaignThankYouPageUrl: content.page.campaignThankYouPageUrl } : {})}
          {...(content.page.routeLeadsToAgencyAssist != null ? { routeLeadsToAgencyAssist: content.page.routeLeadsToAgencyAssist } : {})}
        />
      ) : null}
      {isDocument(content.page.disclaimer?.json) ? (
        <footer className="page-disclaimer" data-contentful-entry-id={content.page.sys.id} data-contentful-field-id="disclaimer">
          <RichText document={content.page.disclaimer.json} links={NO_LINKS} />
        </footer>
      ) : null}
    </>
  ) : (
    <ArticleView article={fromArticle(content.article, now)} blocks={blocks} />
  );
}
