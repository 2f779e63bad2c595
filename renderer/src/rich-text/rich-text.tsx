import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';
import type { ReactNode } from 'react';
import { CtaLink, type LinkProps } from '../shared/link.js';
import { safeHref } from '../shared/safe-href.js';
import { ResponsiveImage } from '../shared/responsive-image.js';
import type { ImageProps } from '../shared/image.js';
import { WistiaVideo, wistiaEmbedUrl, type WistiaVideoProps } from '../shared/wistia.js';
import { imageSizes } from '../shared/breakpoints.js';

/** Images in rich text: the 720 px text column from lg. */
const RICH_TEXT_IMAGE_SIZES = imageSizes({ lg: '720px' });

/** Entries and assets a rich-text document embeds, resolved from the field's `links`. */
export interface RichTextLinks {
  /** Embedded and hyperlinked assets by id (images only). */
  assets: Record<string, ImageProps>;
  /** Embedded entries by id: images, links and videos are drawn; others are skipped. */
  entries: Record<
    string,
    { kind: 'image'; image: ImageProps } | { kind: 'link'; link: LinkProps } | { kind: 'video'; video: WistiaVideoProps }
  >;
}

export const NO_LINKS: RichTextLinks = { assets: {}, entries: {} };

/** A rich-text document and what it links to, ready for `<RichText>`; JSON-serialisable. */
export interface RichTextProps {
  document: Document;
  links: RichTextLinks;
}

/** True for a Contentful rich-text document (`nodeType: 'document'`). */
export function isDocument(value: unknown): value is Document {
  return typeof value === 'object' && value !== null && (value as { nodeType?: unknown }).nodeType === 'document';
}

/**
 * Draws a Contentful rich-text document with `@contentful/rich-text-react-renderer`: headings,
 * lists, quotes, tables (with a header row when the first row holds header cells), hyperlinks
 * (external ones open in a new tab; only http(s), mailto, tel and relative addresses, others keep
 * their text without a link), embedded images, links and Wistia videos, entry and asset
 * hyperlinks to resolved links and images. Unknown embedded entries are left out; hyperlinks to
 * unresolved entries or assets keep their text without a link.
 */
export function RichText({ document, links, className }: RichTextProps & { className?: string }) {
  const options: Options = {
    renderNode: {
      [BLOCKS.EMBEDDED_ASSET]: (node) => {
        const image = links.assets[(node.data.target as { sys: { id: string } }).sys.id];
        return image ? <ResponsiveImage image={image} sizes={RICH_TEXT_IMAGE_SIZES} className="rich-text__image" /> : null;
      },
      [BLOCKS.EMBEDDED_ENTRY]: (node) => embeddedEntry(links, (node.data.target as { sys: { id: string } }).sys.id),
      [INLINES.EMBEDDED_ENTRY]: (node) => embeddedEntry(links, (node.data.target as { sys: { id: string } }).sys.id, true),
      [INLINES.HYPERLINK]: (node, children) => {
        const href = safeHref(typeof node.data.uri === 'string' ? node.data.uri : undefined);
        if (!href) return <>{children}</>;
        const external = /^https?:\/\//.test(href);
        return (
          <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {children}
            {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
          </a>
        );
      },
      [INLINES.ENTRY_HYPERLINK]: (node, children) => {
        const entry = links.entries[(node.data.target as { sys: { id: string } }).sys.id];
        return entry?.kind === 'link' ? <CtaLink link={{ ...entry.link, variant: 'Text link' }}>{children}</CtaLink> : <>{children}</>;
      },
      [INLINES.ASSET_HYPERLINK]: (node, children) => {
        const asset = links.assets[(node.data.target as { sys: { id: string } }).sys.id];
        return asset ? <a href={asset.src}>{children}</a> : <>{children}</>;
      },
      [BLOCKS.TABLE]: (_node, children) => (
        <div className="rich-text__table">
          <table>
            <tbody>{children}</tbody>
          </table>
        </div>
      ),
      [BLOCKS.TABLE_HEADER_CELL]: (_node, children) => <th scope="col">{children}</th>,
    },
  };
  return <div className={['rich-text', className].filter(Boolean).join(' ')}>{documentToReactComponents(document, options)}</div>;
}

/** An embedded entry; `inline` ones sit inside a paragraph, so a video becomes a link to its player there. */
function embeddedEntry(links: RichTextLinks, id: string, inline = false): ReactNode {
  const entry = links.entries[id];
  if (!entry) return null;
  if (entry.kind === 'image') return <ResponsiveImage image={entry.image} sizes={RICH_TEXT_IMAGE_SIZES} className="rich-text__image" />;
  if (entry.kind === 'video' && inline) return <a href={wistiaEmbedUrl(entry.video.wistiaId)}>{entry.video.title}</a>;
  if (entry.kind === 'video') return <WistiaVideo {...entry.video} />;
  return <CtaLink link={entry.link} />;
}
