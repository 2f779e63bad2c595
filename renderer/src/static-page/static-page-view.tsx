import { inspect } from '../inspector.js';
import { Blocks } from '../core/registry.js';
import { NO_LINKS, RichText } from '../rich-text/rich-text.js';
import { CampaignInit } from '../tracking/tracking-init.js';
import type { LoadedBlock } from '../core/types.js';
import type { StaticPageProps } from './static-page.js';

/**
 * A static page: the hero (or a plain page title), the body blocks, the campaign values for the
 * lead forms and the disclaimer. The page's h1 is the hero's heading when the hero is a header
 * block, a visually hidden title otherwise.
 */
export function StaticPageView({
  page,
  heroBlocks,
  blocks,
}: {
  page: StaticPageProps;
  heroBlocks: readonly LoadedBlock[];
  blocks: readonly LoadedBlock[];
}) {
  return (
    <>
      {heroBlocks.length ? (
        // The floating call-to-action measures the hero (docs/requirements.md#floating-call-to-action "hero height minus 100").
        <div data-hero="">
          <Blocks blocks={heroBlocks} fieldId="hero" />
        </div>
      ) : (
        <h1 className="page-title">{page.title}</h1>
      )}
      {heroBlocks.length && heroBlocks[0]?.typename !== 'HeaderBlock' ? <h1 className="visually-hidden">{page.title}</h1> : null}
      <Blocks blocks={blocks} />
      {/* Campaign pages store their campaign for the lead forms (docs/requirements.md#browser-storage, docs/requirements.md#form-states); other pages
            ship no script for it (routing off is the forms' default). */}
      {page.campaign ? <CampaignInit {...page.campaign} /> : null}
      {page.disclaimer ? (
        <footer className="page-disclaimer" {...inspect(page.id, 'disclaimer')}>
          <RichText document={page.disclaimer} links={NO_LINKS} />
        </footer>
      ) : null}
    </>
  );
}
