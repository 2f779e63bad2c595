import { createElement, type ReactNode } from 'react';
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
import type { BlockBaseProps, BlockDefinition, BlockTypename } from '../core/types.js';
import type { LiveSource } from './live-source.js';

/** Renders a block again from live data: its mapper over the edited item, then its component. */
export type LiveRender = (raw: unknown, source: LiveSource) => Promise<ReactNode>;

function live<P extends BlockBaseProps>(definition: BlockDefinition<P>): LiveRender | undefined {
  const from = definition.live?.from;
  if (!from) return undefined;
  return async (raw, source) => createElement(definition.Component, await from(raw, source));
}

/**
 * The blocks the live preview renders again in the browser as the editor types, by
 * `__typename`: the same definitions (mapper and component) as the server registry. Every block
 * of the model has an entry (the type says so, and `npm run lint` checks it with the other lists
 * of blocks: scripts/src/checks/blocks.ts); `null` keeps the block's server render until the save
 * refreshes the page, as does a block whose mapper needs another query (the dynamic lists' article
 * search). Loaded only by the draft-mode live preview.
 */
export const LIVE_BLOCKS: Record<BlockTypename, LiveRender | undefined | null> = {
  Callout: live(calloutBlock),
  CardGrid: live(cardGridBlock),
  Carousel: live(carouselBlock),
  CustomChart: live(customChartBlock),
  DynamicCardGrid: live(dynamicCardGridBlock),
  DynamicCarousel: live(dynamicCarouselBlock),
  DynamicList: live(dynamicListBlock),
  FloatingCallToAction: live(floatingCallToActionBlock),
  WidgetBlock: live(widgetBlock),
  FormBlock: live(formBlock),
  Modal: live(modalBlock),
  AccentHeading: live(accentHeadingBlock),
  AccordionGroup: live(accordionBlock),
  AlertBox: live(alertBoxBlock),
  CustomHtml: live(customHtmlBlock),
  FeaturedPromo: live(featuredPromoBlock),
  HeaderBlock: live(headerBlock),
  Image: live(imageBlock),
  MediaGrid: live(mediaGridBlock),
  Navigation: live(linkListBlock),
  PullQuote: live(pullQuoteBlock),
  RichTextBlock: live(richTextBlock),
  SuggestedPages: live(suggestedPagesBlock),
  Tagline: live(taglineBlock),
  Video: live(videoBlock),
  // Their sections and states are blocks of their own, each live.
  TabbedPanel: null,
  StateContentDropdown: null,
  // The tools: their configuration is edited in field apps, which preview them in place.
  RilaWidget: null,
  AnnuityPlanningWidget: null,
  RetirementCalculator: null,
  QuoteWidget: null,
};
