import { LinkListBlocksDocument, type LinkListBlockFragment } from '@insurer/content-model/types';
import { defineQueryBlock } from '../../core/define-block.js';
import { fromLinkList } from './from-link-list.js';
import { LinkList } from './link-list.js';

/** The `Navigation` content type placed among a page's blocks, drawn as link lists. */
export const linkListBlock = defineQueryBlock({
  document: LinkListBlocksDocument,
  items: (data) => data.navigationCollection?.items ?? [],
  from: (item: LinkListBlockFragment) => fromLinkList(item),
  Component: LinkList,
  inspectorField: 'internalName',
});
