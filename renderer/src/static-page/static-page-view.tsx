import { Blocks } from '../core/registry.js';
import { LazyLiveRoutePart } from '../live/lazy-live-route.js';
import { CampaignInit } from '../tracking/tracking-init.js';
import type { LoadedBlock } from '../core/types.js';
import type { LiveRouteSource } from '../live/live-source.js';
import type { StaticPageProps } from './static-page.js';
import { StaticPageDisclaimer, StaticPageTitle } from './static-page-parts.js';

/** The draft-mode notice on a page whose compliance approval has expired. */
export const COMPLIANCE_EXPIRED_NOTICE = 'Compliance approval expired: visitors get “Page not found” for this page until it is renewed';

/**
 * A static page: the hero (or a plain page title), the body blocks, the campaign values for the
 * lead forms and the disclaimer. The page's h1 is the hero's heading when the hero is a header
 * block, a visually hidden title otherwise. In draft mode (`live`) the page's own fields follow
 * the editor's edits (docs/architecture.md#live-preview).
 */
export function StaticPageView({
  page,
  heroBlocks,
  blocks,
  live,
}: {
  page: StaticPageProps;
  heroBlocks: readonly LoadedBlock[];
  blocks: readonly LoadedBlock[];
  /** Draft mode: the page's raw GraphQL item, which the live preview subscribes to. */
  live?: LiveRouteSource | undefined;
}) {
  const hero = !heroBlocks.length ? 'none' : heroBlocks[0]?.typename === 'HeaderBlock' ? 'header' : 'other';
  const title = <StaticPageTitle page={page} hero={hero} />;
  const disclaimer = <StaticPageDisclaimer page={page} />;
  return (
    <>
      {page.complianceExpiredOn ? (
        // Draft mode only: visitors get a 404 for this page (docs/requirements.md#decision-compliance-approval).
        <p role="note" className="compliance-expired-notice">
          {`${COMPLIANCE_EXPIRED_NOTICE} (expired on ${page.complianceExpiredOn}).`}
        </p>
      ) : null}
      {heroBlocks.length ? (
        // The floating call-to-action measures the hero (docs/requirements.md#floating-call-to-action "hero height minus 100").
        <div data-hero="">
          <Blocks blocks={heroBlocks} fieldId="hero" />
        </div>
      ) : null}
      {live && hero !== 'header' ? (
        <LazyLiveRoutePart source={live} part={{ kind: 'page-title', hero }}>
          {title}
        </LazyLiveRoutePart>
      ) : (
        title
      )}
      <Blocks blocks={blocks} />
      {/* Campaign pages store their campaign for the lead forms (docs/requirements.md#browser-storage, docs/requirements.md#form-states); other pages
            ship no script for it (routing off is the forms' default). */}
      {page.campaign ? <CampaignInit {...page.campaign} /> : null}
      {live ? (
        <LazyLiveRoutePart source={live} part={{ kind: 'page-disclaimer' }}>
          {disclaimer}
        </LazyLiveRoutePart>
      ) : (
        disclaimer
      )}
    </>
  );
}
