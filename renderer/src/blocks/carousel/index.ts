import { CarouselBlocksDocument, type CarouselBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { Carousel } from './carousel.js';
import { fromCarousel } from './from-carousel.js';

export const carouselBlock = defineQueryBlock({
  document: CarouselBlocksDocument,
  items: (data) => data.carouselCollection?.items ?? [],
  from: (item: CarouselBlockFragment, context) => fromCarousel(item, context),
  Component: Carousel,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});
