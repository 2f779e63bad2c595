import { AccordionGroupBlocksDocument } from '@insurer/content-model/types';
import { defineEmbeddingBlock } from '../../rich-text/embeds.js';
import { Accordion } from './accordion.js';
import { accordionDocuments, fromAccordion } from './from-accordion.js';

/**
 * Accordion groups: one query of the groups with their items, then one `entryCollection` query
 * by the sys ids the descriptions embed (docs/requirements.md#content-service-calls; links, videos and images), then the props.
 */
export const accordionBlock = defineEmbeddingBlock({
  document: AccordionGroupBlocksDocument,
  items: (data) => data.accordionGroupCollection?.items ?? [],
  documents: accordionDocuments,
  from: fromAccordion,
  Component: Accordion,
  inspectorField: 'internalName',
  padding: (props) => props.padding,
});
