/**
 * The article builder (docs/requirements.md#content-model, docs/requirements.md#pages-and-articles) and the
 * hub rules of docs/requirements.md#categories-and-topics: a Learning Center article carries 'Learning Center' and one or more
 * of its topics; an Edge article carries 'Edge', an Edge topic and one format ('Reports' adds the
 * 'Study / report' category, 'Webinars' adds 'Webinar'); a press release carries 'Press release'
 * and 'News'.
 */
import type { ArticleFormatInitiatives } from '@insurer/content-model/model';
import type { SeedBuilder } from '../builder.js';
import type { LinkRef } from '../export-format.js';
import { richText } from '../rich-text.js';
import { COMPANY, image, link } from './blocks.js';
import type { Site } from './site.js';

type Ref = LinkRef<'Entry'>;

/** Expiry of articles that stay current: far enough from 2026-11-21 that the suite can run for years. */
export const CURRENT = '2030-12-31';

type LearningCenterTopic = 'Mental wellness' | 'Physical health' | 'Financial fitness' | 'Family and community';
type EdgeTopic = 'Absence management' | 'Ben-tech' | 'Benefits communication and enrollment' | 'Employee benefits' | 'Well-being';

interface Common {
  slug: string;
  title: string;
  subtitle?: string;
  /** YYYY-MM-DD. */
  postDate: string;
  /** YYYY-MM-DD; `CURRENT` unless the article has expired. */
  expires: string;
  timeToRead: number;
  /** Key of the hero image (`image-{key}`). */
  image: string;
  intro: string;
  summaries?: string[];
  /** Article body in the rich text notation of `../rich-text.ts`. */
  body: string;
  author?: keyof Site['people'];
  reviewer?: keyof Site['people'];
  /** Flags the article with robots noindex,nofollow (left out of lists, docs/requirements.md#robots-and-indexing). */
  noindex?: boolean;
  /** The one call to action of the card and article (docs/requirements.md#content-limits: at most 1). */
  cta?: { title: string; href: string; newTab?: boolean };
  eyebrow?: string;
  blocks?: Ref[];
}

/** A Learning Center article. */
export interface LearningCenterArticle extends Common {
  hub: 'Learning Center';
  topics: [LearningCenterTopic, ...LearningCenterTopic[]];
}

/** An article of The Edge hub in one of its formats. */
export interface EdgeArticle extends Common {
  hub: 'Edge';
  topic: EdgeTopic;
  format: ArticleFormatInitiatives;
}

/** A press release of the newsroom. */
export interface PressRelease extends Common {
  hub: 'Press release';
}

export type ArticleSpec = LearningCenterArticle | EdgeArticle | PressRelease;

const BASE: Record<ArticleSpec['hub'], string> = { 'Learning Center': '/learning-center', Edge: '/edge', 'Press release': '/newsroom' };
const TAG: Record<ArticleSpec['hub'], string> = { 'Learning Center': 'hubLearningCenter', Edge: 'hubEdge', 'Press release': 'newsroom' };

/** The url of an article. */
export function articleUrl(a: Pick<ArticleSpec, 'hub' | 'slug'>): string {
  return `${BASE[a.hub]}/${a.slug}`;
}

/** The meta description: the intro's sentences that fit in 300 characters. */
function metaDescription(intro: string): string {
  if (intro.length <= 300) return intro;
  const sentences = intro.match(/[^.!?]+[.!?]+/g) ?? [intro.slice(0, 297)];
  let out = '';
  for (const sentence of sentences) {
    if ((out + sentence).trim().length > 300) break;
    out += sentence;
  }
  return out.trim() || `${intro.slice(0, 297)}…`;
}

function categories(a: ArticleSpec): string[] {
  if (a.hub === 'Learning Center') return ['Learning Center', ...a.topics];
  if (a.hub === 'Press release') return ['Press release', 'News'];
  return ['Edge', a.topic, ...(a.format === 'Reports' ? ['Study / report'] : []), ...(a.format === 'Webinars' ? ['Webinar'] : [])];
}

function defaultCta(a: ArticleSpec): { title: string; href: string; newTab?: boolean } {
  if (a.hub === 'Learning Center') return { title: 'Talk to a financial professional', href: '/financial-representative' };
  if (a.hub === 'Press release') return { title: 'More company news', href: '/newsroom' };
  return { title: 'Request a proposal', href: '/employers/request-a-proposal' };
}

/** Defines article `article-{slug}`. */
export function article(s: SeedBuilder, site: Site, a: ArticleSpec): Ref {
  const cta = a.cta ?? defaultCta(a);
  return s.add(
    'article',
    `article-${a.slug}`.slice(0, 64),
    {
      url: articleUrl(a),
      title: a.title,
      subtitle: a.subtitle,
      postDate: a.postDate,
      timeToRead: a.timeToRead,
      eyebrow: a.eyebrow,
      heroImage: image(s, a.image),
      blogIntroText: a.intro,
      blogExpirationDate: a.expires,
      blogPostCategory: a.hub,
      category: categories(a),
      formatInitiatives: a.hub === 'Edge' ? [a.format] : undefined,
      ownerEmail: COMPANY.contentOwner,
      summaries: a.summaries,
      summaryType: a.summaries ? 'Key takeaways' : undefined,
      content: richText(a.body),
      contentBlocks: a.blocks,
      author: a.author ? site.people[a.author] : undefined,
      reviewer: a.reviewer ? site.people[a.reviewer] : undefined,
      metatagDescription: metaDescription(a.intro),
      metatagDate: a.postDate,
      headTagEntities: a.noindex ? [site.noindexNofollow] : undefined,
      ctas: [link(s, cta.title, cta.href, { target: cta.newTab ? '_blank' : '_self', variant: 'Primary' })],
    },
    ['demo', TAG[a.hub]],
  );
}
