/**
 * The whole demo site for the fictional mutual insurer Lanternfield Mutual: site-wide entries,
 * form definitions, pages and articles, in the order they are described.
 */
import type { SeedBuilder } from '../builder.js';
import { buildEdgeArticles } from './articles-edge.js';
import { buildLearningCenterArticles } from './articles-learning-center.js';
import { buildPressReleases } from './articles-news.js';
import { buildFinderPlaces } from './finders.js';
import { buildForms } from './forms.js';
import { buildBusinessPages } from './pages-business.js';
import { buildDirectAndCareerPages } from './pages-direct-and-careers.js';
import { buildHome } from './pages-home.js';
import { buildProductPages } from './pages-products.js';
import { buildQuotePages } from './pages-quote.js';
import { buildRetirementPages } from './pages-retirement.js';
import { buildServicePages } from './pages-service.js';
import { buildSite } from './site.js';

/** Contentful tags of the seed (`metadata.tags`): every entity carries `demo`; articles also carry their hub's tag. */
export const SEED_TAGS = [
  { id: 'demo', name: 'Demo content' },
  { id: 'hubEdge', name: 'Hub: The Edge' },
  { id: 'hubLearningCenter', name: 'Hub: Learning Center' },
  { id: 'newsroom', name: 'Hub: Newsroom' },
] as const;

/** Describes every entry of the demo site into `s`. */
export function buildContent(s: SeedBuilder): void {
  const site = buildSite(s);
  const forms = buildForms(s);
  buildHome(s, site);
  buildProductPages(s, site);
  buildQuotePages(s, site);
  buildRetirementPages(s, site);
  buildServicePages(s, site);
  buildBusinessPages(s, site, forms);
  buildDirectAndCareerPages(s, site);
  buildLearningCenterArticles(s, site);
  buildEdgeArticles(s, site);
  buildPressReleases(s, site);
  buildFinderPlaces(s);
}
