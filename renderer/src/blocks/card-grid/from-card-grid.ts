import type { CardGridBlockFragment, CardGridCardFragment } from '@insurer/content-model/types';
import {
  CARD_GRID_CARDS_MAX,
  CARD_GRID_LAYOUT,
  CARD_GRID_ORIENTATION,
  CARD_GRID_SQUARE_IMAGE,
  CARD_GRID_STYLE,
  type CardGridLayout,
  type CardGridOrientation,
  type CardGridSquareImage,
  type CardGridStyle,
} from '@insurer/content-model/model';
import { isDocument, NO_LINKS, type RichTextProps } from '../../rich-text/rich-text.js';
import { fromImage, type ImageProps } from '../../shared/image.js';
import { fromLink, type LinkProps } from '../../shared/link.js';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { isOneOf, paddingOf } from '../../shared/closed-list.js';

/** Card grid options (docs/requirements.md#card-grid). */
export type { CardGridLayout, CardGridStyle };
export type CardOrientation = CardGridOrientation;
/** Crop card images square: always, never, or below 768 px only. */
export type SquareImage = CardGridSquareImage;

export interface CardProps {
  id: string;
  eyebrow?: string;
  /** The heading; in the Stat style the figure itself, e.g. '1 in 4'. */
  title: string;
  description?: RichTextProps;
  /** A link; when it has `slideUp` content the card toggles a slide-up panel instead. */
  link?: LinkProps;
  image?: ImageProps;
  /** Design-system colour name, normalised to kebab case (e.g. 'light-blue'). */
  backgroundColor?: string;
}

export interface CardGridProps extends BlockBaseProps {
  title?: string;
  description?: RichTextProps;
  layout: CardGridLayout;
  style: CardGridStyle;
  border: boolean;
  orientation: CardOrientation;
  squareImage: SquareImage;
  cards: CardProps[];
  padding?: Padding;
}

function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[], fallback: T): T {
  return isOneOf(allowed, value) ? value : fallback;
}

/** 'Light blue' → 'light-blue'. */
export function colorName(value: string | null | undefined): string | undefined {
  const name = value?.trim().toLowerCase().replace(/\s+/g, '-');
  return name || undefined;
}

function richText(json: unknown): RichTextProps | undefined {
  return isDocument(json) ? { document: json, links: NO_LINKS } : undefined;
}

/** Props of one card; cards without a title are left out by the caller. */
export function fromCard(raw: CardGridCardFragment): CardProps {
  const description = richText(raw.rteDescription?.json);
  const link = fromLink(raw.link);
  const image = fromImage(raw.image);
  const backgroundColor = colorName(raw.backgroundColor);
  return {
    id: raw.sys.id,
    ...(raw.eyebrow ? { eyebrow: raw.eyebrow } : {}),
    title: raw.title ?? '',
    ...(description ? { description } : {}),
    ...(link ? { link } : {}),
    ...(image ? { image } : {}),
    ...(backgroundColor ? { backgroundColor } : {}),
  };
}

/**
 * Props of a `CardGrid` entry: unknown option values fall back to the model's defaults
 * ('3 Col', 'Standard', 'Vertical', 'no'); at most 18 cards; cards with no title are skipped.
 */
export function fromCardGrid(raw: CardGridBlockFragment): CardGridProps {
  const description = richText(raw.description?.json);
  const cards = (raw.cardsCollection?.items ?? [])
    .filter((card): card is CardGridCardFragment => Boolean(card?.title))
    .slice(0, CARD_GRID_CARDS_MAX)
    .map(fromCard);
  return {
    id: raw.sys.id,
    ...(raw.title ? { title: raw.title } : {}),
    ...(description ? { description } : {}),
    layout: oneOf(raw.layout, CARD_GRID_LAYOUT, '3 Col'),
    style: oneOf(raw.style, CARD_GRID_STYLE, 'Standard'),
    border: raw.border ?? false,
    orientation: oneOf(raw.orientation, CARD_GRID_ORIENTATION, 'Vertical'),
    squareImage: oneOf(raw.squareImage, CARD_GRID_SQUARE_IMAGE, 'no'),
    cards,
    ...paddingOf(raw.padding),
  };
}
