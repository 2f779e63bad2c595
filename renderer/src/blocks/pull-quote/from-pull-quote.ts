import type { PullQuoteBlockFragment } from '@insurer/content-model/types';
import { fromImage, type ImageProps } from '../../shared/image.js';
import { paragraphs } from '../../shared/text.js';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { paddingOf } from '../../shared/closed-list.js';

export interface PullQuoteProps extends BlockBaseProps {
  /** The quotation's paragraphs (plain multi-line text split on blank lines). */
  quote: string[];
  /** Who said it. */
  attribution?: string;
  /** Their role, e.g. 'Senior Financial Planner'. */
  attributionTitle?: string;
  /** A portrait beside the quote. */
  image?: ImageProps;
  padding?: Padding;
}

/** Props of a `PullQuote` entry as the block query answers it. */
export function fromPullQuote(raw: PullQuoteBlockFragment): PullQuoteProps {
  const image = fromImage(raw.image);
  return {
    id: raw.sys.id,
    quote: paragraphs(raw.quote),
    ...(raw.attribution?.trim() ? { attribution: raw.attribution.trim() } : {}),
    ...(raw.attributionTitle?.trim() ? { attributionTitle: raw.attributionTitle.trim() } : {}),
    ...(image ? { image } : {}),
    ...paddingOf(raw.padding),
  };
}
