/** The renderer's public API: server-safe (no browser-only code at import time). */
export { Blocks } from './blocks.js';
export { loadBlocks } from './load-blocks.js';
export { blockRegistry, isRegistered } from './registry.js';
export type { LoadContext, QueryFn } from './data/query.js';
export type { BlockRef, BlockTypename, LoadedBlock, DeferredBlockTypename } from './types.js';
export { inspect } from './inspector.js';
export { RichText, NO_LINKS, isDocument, type RichTextProps, type RichTextLinks } from './rich-text/rich-text.js';
export { fromRichTextLinks } from './rich-text/from-links.js';
export { ResponsiveImage } from './shared/responsive-image.js';
export { fromImage, fromAsset, imageUrl, type ImageProps } from './shared/image.js';
export { CtaLink, fromLink, type LinkProps } from './shared/link.js';
export * from './layout/index.js';
export { robotsOf, robotsDirectives, type HeadTagLike } from './shared/robots.js';
