import { createElement } from 'react';
import { calloutBlock } from '../blocks/callout/index.js';
import { accentHeadingBlock } from '../blocks/accent-heading/index.js';
import { accordionBlock } from '../blocks/accordion/index.js';
import { alertBoxBlock } from '../blocks/alert-box/index.js';
import { customHtmlBlock } from '../blocks/custom-html/index.js';
import { featuredPromoBlock } from '../blocks/featured-promo/index.js';
import { headerBlock } from '../blocks/header-block/index.js';
import { imageBlock } from '../blocks/image/index.js';
import { linkListBlock } from '../blocks/link-list/index.js';
import { mediaGridBlock } from '../blocks/media-grid/index.js';
import { pullQuoteBlock } from '../blocks/pull-quote/index.js';
import { richTextBlock } from '../blocks/rich-text-block/index.js';
import { suggestedPagesBlock } from '../blocks/suggested-pages/index.js';
import { defineStateContentBlock } from '../blocks/state-content/index.js';
import { defineTabbedPanelBlock } from '../blocks/tabbed-panel/index.js';
import { taglineBlock } from '../blocks/tagline/index.js';
import { videoBlock } from '../blocks/video/index.js';
import { cardGridBlock } from '../blocks/card-grid/index.js';
import { carouselBlock } from '../blocks/carousel/index.js';
import { customChartBlock } from '../blocks/custom-chart/index.js';
import { dynamicCardGridBlock } from '../blocks/dynamic-card-grid/index.js';
import { dynamicCarouselBlock } from '../blocks/dynamic-carousel/index.js';
import { dynamicListBlock } from '../blocks/dynamic-list/index.js';
import { floatingCallToActionBlock } from '../blocks/floating-call-to-action/index.js';
import { widgetBlock } from '../blocks/widget-block/index.js';
import { formBlock } from '../blocks/form-block/index.js';
import { modalBlock } from '../blocks/modal/index.js';
import { rilaWidgetBlock } from '../blocks/rila-widget/index.js';
import { annuityPlanningWidgetBlock } from '../blocks/annuity-planning-widget/index.js';
import { retirementCalculatorBlock } from '../blocks/retirement-calculator/index.js';
import { quoteWidgetBlock } from '../blocks/quote-widget/index.js';
import { BlockList } from './blocks.js';
import { hasRenderer, loadBlocksWith } from './load-blocks.js';
import type { LoadContext } from './query.js';
import type {
  BlockBaseProps,
  BlockDefinition,
  BlockRef,
  BlockRegistry,
  BlockTypename,
  BlocksProps,
  LoadedBlock,
  RegisteredBlock,
} from './types.js';

function register<P extends BlockBaseProps>(definition: BlockDefinition<P>): RegisteredBlock {
  return {
    load: (ids, context) => definition.load(ids, context),
    // The props handed back here are the ones `load` of the same definition produced.
    render: (props) => createElement(definition.Component, props as P),
    inspectorField: definition.inspectorField,
    padding: (props) => definition.padding?.(props as P),
  };
}

/**
 * Every block the site renders, keyed by GraphQL `__typename`. A mapped type over the content
 * model's block union (minus the deferred ones, see `DeferredBlockTypename`): adding a block type
 * to the model without a line here fails `tsc`.
 */
export const blockRegistry: BlockRegistry = {
  Callout: register(calloutBlock),
  CardGrid: register(cardGridBlock),
  Carousel: register(carouselBlock),
  CustomChart: register(customChartBlock),
  DynamicCardGrid: register(dynamicCardGridBlock),
  DynamicCarousel: register(dynamicCarouselBlock),
  DynamicList: register(dynamicListBlock),
  FloatingCallToAction: register(floatingCallToActionBlock),
  WidgetBlock: register(widgetBlock),
  FormBlock: register(formBlock),
  Modal: register(modalBlock),
  RilaWidget: register(rilaWidgetBlock),
  AnnuityPlanningWidget: register(annuityPlanningWidgetBlock),
  RetirementCalculator: register(retirementCalculatorBlock),
  QuoteWidget: register(quoteWidgetBlock),
  AccentHeading: register(accentHeadingBlock),
  AccordionGroup: register(accordionBlock),
  AlertBox: register(alertBoxBlock),
  CustomHtml: register(customHtmlBlock),
  FeaturedPromo: register(featuredPromoBlock),
  HeaderBlock: register(headerBlock),
  Image: register(imageBlock),
  MediaGrid: register(mediaGridBlock),
  Navigation: register(linkListBlock),
  PullQuote: register(pullQuoteBlock),
  RichTextBlock: register(richTextBlock),
  // Like tab sections, each state's content is a block loaded and drawn with the functions below.
  StateContentDropdown: register(defineStateContentBlock({ loadBlocks, Blocks })),
  SuggestedPages: register(suggestedPagesBlock),
  // Tab sections are blocks: the panel gets the loader and renderer below (hoisted functions)
  // instead of importing this module, which imports it.
  TabbedPanel: register(defineTabbedPanelBlock({ loadBlocks, Blocks })),
  Tagline: register(taglineBlock),
  Video: register(videoBlock),
};

/** True when `typename` has a renderer. */
export function isRegistered(typename: string): typename is BlockTypename {
  return hasRenderer(blockRegistry, typename);
}

/**
 * Loads the props of every block of a page or article, one query per block type, in parallel,
 * keeping the editor's order; blocks with no renderer or that cannot be loaded are skipped with
 * a console warning (see `loadBlocksWith`).
 */
export function loadBlocks(refs: readonly (BlockRef | null | undefined)[], context: LoadContext): Promise<LoadedBlock[]> {
  return loadBlocksWith(blockRegistry, refs, context);
}

/**
 * Draws loaded blocks in order, each in a wrapper carrying its inspector tags and its padding
 * (see `BlockList`).
 */
export function Blocks(props: BlocksProps) {
  return <BlockList registry={blockRegistry} {...props} />;
}
