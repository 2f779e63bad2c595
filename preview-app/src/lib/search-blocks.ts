import type { BlockTypename } from '@insurer/renderer';

/**
 * The blocks whose text the site search does not index, each with its reason
 * (docs/requirements.md#decision-search-backend). Every other block has a `... on` selection in
 * `SearchBlockText` (src/queries/search-index.graphql); `npm run lint` fails when a block is in
 * neither (scripts/src/checks/blocks.ts), so a new block is never left out by accident.
 */
export const BLOCKS_WITHOUT_SEARCH_TEXT = [
  // The tools: controls and figures, no text a visitor searches for.
  'AnnuityPlanningWidget',
  'QuoteWidget',
  'RilaWidget',
  'RetirementCalculator',
  // Forms and the dialog or call to action that opens one: labels and a button, not content.
  'FormBlock',
  'Modal',
  'FloatingCallToAction',
  // Markup an editor pastes (embeds, trackers): indexing it would index code.
  'CustomHtml',
  // An image's alt text describes the picture for screen readers; it is not the page's content.
  'Image',
  // Links to other pages: their titles belong to those pages' own entries in the index.
  'Navigation',
  // Its content is per state; a search cannot know the visitor's state.
  'StateContentDropdown',
] as const satisfies readonly BlockTypename[];
