import type { RilaWidgetBlockFragment } from '@insurer/content-model/types';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import type { LoadContext } from '../../core/query.js';
import { isDocument, NO_LINKS, type RichTextProps } from '../../rich-text/rich-text.js';
import { paddingOf } from '../../shared/closed-list.js';
import { parseRilaConfig, type RilaConfigResult, type RilaVariant } from '@insurer/contracts/rila';
import { FALLBACK_BRAND } from '../retirement-calculator/from-retirement-calculator.js';

export interface RilaWidgetProps extends BlockBaseProps {
  heading?: string;
  /** The parsed configuration, or the issues that make it unusable (the tool's data-error state). */
  config: RilaConfigResult;
  /** 'v3' when the `rilaV3` flag is on for the request, else the older 'legacy' variant. */
  variant: RilaVariant;
  disclaimer?: RichTextProps;
  padding?: Padding;
  /** The brand name from the site settings (the share flow's option labels). */
  brand: string;
  /** The request's `rilaV3` flag: the share flow lists otherFP (docs/requirements.md#share-flow). */
  rilaV3: boolean;
}

/**
 * Props of a `RilaWidget` entry (docs/requirements.md#rila-tool): the `config` JSON validated with
 * zod (an invalid one is logged with every issue for editors and shows the data-error state) and
 * the variant from the request's `rilaV3` flag (docs/requirements.md#feature-flags); the share
 * flow's brand from the site settings' `brandName` (`FALLBACK_BRAND` when there is none).
 */
export function fromRilaWidget(raw: RilaWidgetBlockFragment, context: Pick<LoadContext, 'flags'>, brand?: string | null): RilaWidgetProps {
  const config = parseRilaConfig(raw.config);
  if (!config.ok) console.error(`[rila-widget ${raw.sys.id}] invalid configuration: ${config.issues.join('; ')}`);
  return {
    id: raw.sys.id,
    config,
    variant: context.flags.rilaV3 ? 'v3' : 'legacy',
    brand: brand?.trim() || FALLBACK_BRAND,
    rilaV3: context.flags.rilaV3,
    ...(raw.heading ? { heading: raw.heading } : {}),
    ...(isDocument(raw.disclaimer?.json) ? { disclaimer: { document: raw.disclaimer.json, links: NO_LINKS } } : {}),
    ...paddingOf(raw.padding),
  };
}
