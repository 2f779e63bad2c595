import type { ArticleListItemFragment } from '@insurer/content-model/types';
import { imageEntry, linkEntry } from '../test/fixtures.js';

/** Test data: an article of the shared `ArticleList` query, posted on `2026-11-{day}`. */
export function articleItem(id: string, extra: Partial<ArticleListItemFragment> = {}, day = 1): ArticleListItemFragment {
  return {
    sys: { id },
    title: `Article ${id}`,
    url: `/learning-center/${id}`,
    eyebrow: null,
    blogIntroText: `Intro of ${id}`,
    postDate: `2026-11-${String(day).padStart(2, '0')}T09:00:00.000Z`,
    blogExpirationDate: null,
    category: ['Learning Center'],
    formatInitiatives: [],
    heroImage: imageEntry(`hero-${id}`),
    headTagEntitiesCollection: { items: [] },
    ctasCollection: { items: [] },
    ...extra,
  };
}

/** Head tags flagging an article robots 'noindex,nofollow'. */
export const NOINDEX: ArticleListItemFragment['headTagEntitiesCollection'] = {
  items: [{ sys: { id: 'robots' }, name: 'robots', content: 'noindex,nofollow' }],
};

/** A webinar article whose call to action is a registration page. */
export function webinarItem(id: string): ArticleListItemFragment {
  return articleItem(id, {
    category: ['Edge', 'Webinar', 'Employee benefits'],
    formatInitiatives: ['Webinars'],
    ctasCollection: { items: [linkEntry(`cta-${id}`, 'Register', 'https://events.example.com/webinar')] },
  });
}
