/**
 * Compact builders for the seed's entries, one per content type of `migrations/` (field ids as
 * in the model). Each takes the builder, a readable id and the fields that matter, and answers a
 * link to the entry. Rich text arguments use the notation of `../rich-text.ts`.
 */
import type {
  AccentHeadingLevel,
  AccordionGroupMode,
  AlertBannerType,
  AlertBoxType,
  CardGridLayout,
  CardGridOrientation,
  CardGridSquareImage,
  CardGridStyle,
  CarouselSlideType,
  DynamicListVariant,
  FeaturedPromoOrientation,
  LinkTarget,
  LinkVariant,
  MediaGridLayout,
  ModalVariant,
  Padding,
  SlidesToShow,
  StaticPageAudience,
  StaticPageFormatInitiative,
  WidgetBlockWidgetType,
} from '@insurer/content-model/model';
import { assetRef, makeId, type SeedBuilder } from '../builder.js';
import type { Json, LinkRef } from '../export-format.js';
import { imageSpecs } from '../images.js';
import { richText } from '../rich-text.js';

type Ref = LinkRef<'Entry'>;

/** The fictional company the demo site is written for. */
export const COMPANY = {
  name: 'Lanternfield Mutual',
  legalName: 'Lanternfield Mutual Life Insurance Company',
  /** The support phone placeholder of the requirements ({phone}), fictional (555-01xx). */
  phone: '1-800-555-0142',
  phoneHref: 'tel:+18005550142',
  signInUrl: 'https://account.lanternfield.example/login',
  contentOwner: 'content-team@lanternfield.example',
};

const rt = (source: string | undefined): Json | undefined => (source === undefined ? undefined : richText(source));

/** Options of a link entry (docs/requirements.md#content-model). */
export interface LinkOptions {
  id?: string;
  variant?: LinkVariant;
  target?: LinkTarget;
  icon?: string;
  /** Rich text that slides up on a card instead of navigating (docs/requirements.md#card-grid). */
  slideUp?: string;
  triggerLinkText?: string;
}

/** A link or button; its id is derived from title and address unless given. */
export function link(s: SeedBuilder, title: string, href: string | undefined, options: LinkOptions = {}): Ref {
  // The style is part of the id, so the same address can be a text link in one place and a button in another.
  const style = [options.variant && options.variant !== 'Text link' ? options.variant : '', options.target === '_blank' ? 'new tab' : ''];
  return s.add('link', options.id ?? makeId('link', [title, href ?? 'slide-up', ...style].join(' ')), {
    title,
    href,
    icon: options.icon,
    target: options.target ?? '_self',
    variant: options.variant ?? 'Text link',
    slideUp: rt(options.slideUp),
    triggerLinkText: options.triggerLinkText,
  });
}

const specs = new Map(imageSpecs().map((spec) => [spec.id, spec]));

/**
 * The image entry `image-{key}` showing asset `asset-{key}`, with the asset's description as
 * alternative text unless `alt` is given.
 * @throws Error when no image spec has that key.
 */
export function image(s: SeedBuilder, key: string, options: { alt?: string; decorative?: boolean } = {}): Ref {
  const spec = specs.get(`asset-${key}`);
  if (!spec) throw new Error(`No image asset-${key} in images.ts`);
  const decorative = options.decorative ?? false;
  return s.add('image', `image-${key}${decorative ? '-decorative' : ''}`, {
    internalName: `${spec.title}${decorative ? ' (decorative)' : ''}`,
    media: assetRef(spec.id),
    alt: decorative ? undefined : (options.alt ?? spec.description),
    decorative,
    socialSharingImage: key.startsWith('hero-') ? assetRef(spec.id) : undefined,
  });
}

/** A page hero or section header. */
export function headerBlock(
  s: SeedBuilder,
  id: string,
  f: { eyebrow?: string; title: string; description?: string; image?: Ref; links?: Ref[]; backgroundColor?: string; padding?: Padding },
): Ref {
  return s.add('headerBlock', id, {
    internalName: `Header: ${f.title}`,
    eyebrow: f.eyebrow,
    title: f.title,
    description: rt(f.description),
    image: f.image,
    links: f.links,
    backgroundColor: f.backgroundColor,
    padding: f.padding,
  });
}

/** Formatted text with optional embedded links, images, videos and tables. */
export function richTextBlock(s: SeedBuilder, id: string, internalName: string, body: string, padding?: Padding): Ref {
  return s.add('richTextBlock', id, { internalName, body: rt(body), padding });
}

/** One card of a card grid. */
export interface CardSpec {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: string;
  link?: Ref;
  image?: Ref;
  backgroundColor?: string;
}

/** A card grid (docs/requirements.md#card-grid) with its cards, ids `{id}-{n}` unless given. */
export function cardGrid(
  s: SeedBuilder,
  id: string,
  f: {
    title?: string;
    description?: string;
    layout: CardGridLayout;
    style: CardGridStyle;
    border?: boolean;
    orientation?: CardGridOrientation;
    squareImage?: CardGridSquareImage;
    cards: CardSpec[];
    padding?: Padding;
  },
): Ref {
  const cards = f.cards.map((card, index) =>
    s.add('card', card.id ?? `${id}-card-${index + 1}`, {
      eyebrow: card.eyebrow,
      title: card.title,
      rteDescription: rt(card.description),
      link: card.link,
      image: card.image,
      backgroundColor: card.backgroundColor,
    }),
  );
  return s.add('cardGrid', id, {
    internalName: `Cards: ${f.title ?? id}`,
    title: f.title,
    description: rt(f.description),
    layout: f.layout,
    style: f.style,
    border: f.border ?? false,
    orientation: f.orientation,
    squareImage: f.squareImage,
    cards,
    padding: f.padding,
  });
}

/** An accordion group and its items (ids `{id}-item-{n}`). */
export function accordion(
  s: SeedBuilder,
  id: string,
  f: {
    title?: string;
    subtitle?: string;
    mode?: AccordionGroupMode;
    expandAll?: boolean;
    activateFirstItem?: boolean;
    items: { title: string; subtitle?: string; body: string }[];
    padding?: Padding;
  },
): Ref {
  const items = f.items.map((item, index) =>
    s.add('accordionItem', `${id}-item-${index + 1}`, {
      title: item.title,
      subtitle: item.subtitle,
      accordionDescription: rt(item.body),
    }),
  );
  return s.add('accordionGroup', id, {
    internalName: `Accordion: ${f.title ?? id}`,
    title: f.title,
    subtitle: f.subtitle,
    mode: f.mode ?? 'Standard',
    expandAll: f.expandAll ?? false,
    activateFirstItem: f.activateFirstItem ?? false,
    items,
    padding: f.padding,
  });
}

/** A highlighted message with an optional image and link. */
export function callout(
  s: SeedBuilder,
  id: string,
  f: { eyebrow?: string; title: string; body?: string; link?: Ref; image?: Ref; backgroundColor?: string; padding?: Padding },
): Ref {
  return s.add('callout', id, {
    internalName: `Callout: ${f.title}`,
    eyebrow: f.eyebrow,
    title: f.title,
    body: rt(f.body),
    link: f.link,
    image: f.image,
    backgroundColor: f.backgroundColor,
    padding: f.padding,
  });
}

/** Text beside an image or video, or over a full-size image (docs/requirements.md#featured-promo). */
export function featuredPromo(
  s: SeedBuilder,
  id: string,
  f: {
    eyebrow?: string;
    title: string;
    body?: string;
    image?: Ref;
    video?: Ref;
    links?: Ref[];
    orientation: FeaturedPromoOrientation;
    backgroundColor?: string;
    padding?: Padding;
  },
): Ref {
  return s.add('featuredPromo', id, {
    internalName: `Promo: ${f.title}`,
    eyebrow: f.eyebrow,
    title: f.title,
    body: rt(f.body),
    image: f.image,
    video: f.video,
    links: f.links,
    orientation: f.orientation,
    backgroundColor: f.backgroundColor,
    padding: f.padding,
  });
}

/** A highlighted quotation. */
export function pullQuote(
  s: SeedBuilder,
  id: string,
  f: { quote: string; attribution?: string; attributionTitle?: string; image?: Ref; padding?: Padding },
): Ref {
  return s.add('pullQuote', id, {
    internalName: `Quote: ${f.attribution ?? id}`,
    quote: f.quote,
    attribution: f.attribution,
    attributionTitle: f.attributionTitle,
    image: f.image,
    padding: f.padding,
  });
}

/** A short standalone statement. */
export function tagline(s: SeedBuilder, id: string, text: string, padding?: Padding): Ref {
  return s.add('tagline', id, { text, padding });
}

/** A section heading with the accent rule. */
export function accentHeading(s: SeedBuilder, id: string, text: string, level: AccentHeadingLevel = 'h2'): Ref {
  return s.add('accentHeading', id, { text, level });
}

/** A titled list of links (docs/requirements.md#link-lists "Suggested-pages link list"). */
export function suggestedPages(s: SeedBuilder, id: string, title: string, links: Ref[]): Ref {
  return s.add('suggestedPages', id, { internalName: `Suggested pages: ${title}`, title, links });
}

/** An inline alert (docs/requirements.md#alert-box). */
export function alertBox(s: SeedBuilder, id: string, f: { type: AlertBoxType; title: string; message: string; padding?: Padding }): Ref {
  return s.add('alertBox', id, { type: f.type, title: f.title, message: f.message, padding: f.padding });
}

/**
 * Places a form on a page by its id (docs/requirements.md#form-selection): a bespoke form's id, or
 * the form id of a form definition; `definition` also links that definition, as migration 0012
 * leaves blocks that linked one.
 */
export function formBlock(s: SeedBuilder, id: string, internalName: string, form: { formId: string; definition?: Ref }): Ref {
  return s.add('formBlock', id, { internalName, formId: form.formId, form: form.definition });
}

/** A coded widget (docs/requirements.md#widget-block). */
export function widgetBlock(
  s: SeedBuilder,
  id: string,
  f: {
    widgetType: WidgetBlockWidgetType;
    heading?: string;
    description?: string;
  },
): Ref {
  return s.add('widgetBlock', id, {
    internalName: `Widget: ${f.widgetType}`,
    widgetType: f.widgetType,
    heading: f.heading,
    description: rt(f.description),
  });
}

/** The quote widget (docs/requirements.md#quote-widget). */
export function quoteWidget(
  s: SeedBuilder,
  id: string,
  f: { internalName: string; heading?: string; tabs: string[]; defaultTab?: string; flags?: Json },
): Ref {
  return s.add('quoteWidget', id, {
    internalName: f.internalName,
    heading: f.heading,
    tabs: f.tabs,
    defaultTab: f.defaultTab,
    flags: f.flags,
  });
}

/** A form or quote widget opening in a modal or drawer when the hash matches `trigger`. */
export function modal(s: SeedBuilder, id: string, f: { variant: ModalVariant; trigger: string; title?: string; content: Ref }): Ref {
  return s.add('modal', id, {
    internalName: `Modal: ${f.title ?? f.trigger}`,
    variant: f.variant,
    trigger: f.trigger,
    title: f.title,
    content: f.content,
  });
}

/** A button that floats in after scrolling (docs/requirements.md#floating-call-to-action). */
export function floatingCta(s: SeedBuilder, id: string, text: string | undefined, target: Ref): Ref {
  return s.add('floatingCallToAction', id, { internalName: `Floating CTA: ${text ?? id}`, text, link: target });
}

/** A Wistia video. */
export function video(s: SeedBuilder, id: string, f: { title: string; wistiaId: string; transcript?: string; thumbnail?: string }): Ref {
  return s.add('video', id, {
    title: f.title,
    wistiaId: f.wistiaId,
    transcript: f.transcript,
    thumbnail: f.thumbnail ? assetRef(`asset-${f.thumbnail}`) : undefined,
  });
}

/** Images and videos in one of the five layouts of docs/requirements.md#media-grid. */
export function mediaGrid(
  s: SeedBuilder,
  id: string,
  f: { title?: string; layout: MediaGridLayout; items: Ref[]; padding?: Padding },
): Ref {
  return s.add('mediaGrid', id, {
    internalName: `Media grid: ${f.title ?? id}`,
    title: f.title,
    layout: f.layout,
    items: f.items,
    padding: f.padding,
  });
}

/** One carousel slide (docs/requirements.md#carousel). */
export interface SlideSpec {
  title: string;
  type: CarouselSlideType;
  image?: Ref;
  wistiaId?: string;
  transcript?: string;
  caption?: string;
  link?: Ref;
  /** ISO date-time after which the slide is hidden. */
  expirationDate?: string;
}

/** A carousel and its slides (ids `{id}-slide-{n}`). */
export function carousel(
  s: SeedBuilder,
  id: string,
  f: { title?: string; slidesToShow: SlidesToShow; slides: SlideSpec[]; padding?: Padding },
): Ref {
  const slides = f.slides.map((slide, index) =>
    s.add('carouselSlide', `${id}-slide-${index + 1}`, {
      title: slide.title,
      type: slide.type,
      image: slide.image,
      wistiaId: slide.wistiaId,
      transcript: slide.transcript,
      caption: rt(slide.caption),
      link: slide.link,
      expirationDate: slide.expirationDate,
    }),
  );
  return s.add('carousel', id, {
    internalName: `Carousel: ${f.title ?? id}`,
    title: f.title,
    slidesToShow: f.slidesToShow,
    slides,
    padding: f.padding,
  });
}

/**
 * A bar chart fed by a rich-text table of year and dollar value rows (docs/requirements.md#bar-chart "Bar chart
 * fed by a rich-text table"; the last row is highlighted).
 */
export function barChart(
  s: SeedBuilder,
  id: string,
  f: { title: string; valueHeading: string; rows: [number, number][]; footnote?: string; padding?: Padding },
): Ref {
  const table = [`| Year | ${f.valueHeading} |`, ...f.rows.map(([year, value]) => `| ${year} | ${value.toFixed(1)} |`)].join('\n');
  return s.add('customChart', id, {
    internalName: `Chart: ${f.title}`,
    title: f.title,
    chartType: 'Bar Chart',
    table: richText(table),
    footnote: f.footnote,
    padding: f.padding,
  });
}

/**
 * Raw HTML placed as is; `source` names where the figures of a table in it come from (required on
 * a product or tool page: docs/requirements.md#decision-statistics-sources).
 */
export function customHtml(s: SeedBuilder, id: string, internalName: string, html: string, source?: string): Ref {
  return s.add('customHtml', id, { internalName, html, source });
}

/** Category filters of the dynamic article blocks (docs/requirements.md#article-query). */
export interface CategoryFilters {
  andCategories?: string[];
  orCategories?: string[];
  excludeCategories?: string[];
}

/** Article cards with topic and format filters and "Show more" (docs/requirements.md#article-grid). */
export function dynamicCardGrid(
  s: SeedBuilder,
  id: string,
  f: CategoryFilters & { title?: string; topics?: string[]; formats?: string[]; slideNumbers?: number },
): Ref {
  return s.add('dynamicCardGrid', id, {
    internalName: `Article grid: ${f.title ?? id}`,
    title: f.title,
    andCategories: f.andCategories,
    orCategories: f.orCategories,
    excludeCategories: f.excludeCategories,
    topics: f.topics,
    formats: f.formats,
    slideNumbers: f.slideNumbers,
  });
}

/** A carousel of the newest matching articles. */
export function dynamicCarousel(
  s: SeedBuilder,
  id: string,
  f: CategoryFilters & { title?: string; numberOfSlides?: number; slidesToShow?: SlidesToShow },
): Ref {
  return s.add('dynamicCarousel', id, {
    internalName: `Article carousel: ${f.title ?? id}`,
    title: f.title,
    andCategories: f.andCategories,
    orCategories: f.orCategories,
    excludeCategories: f.excludeCategories,
    numberOfSlides: f.numberOfSlides,
    slidesToShow: f.slidesToShow,
  });
}

/** A paged list of articles, or a short "Suggested articles" list. */
export function dynamicList(
  s: SeedBuilder,
  id: string,
  f: CategoryFilters & { title?: string; variant: DynamicListVariant; pageSize?: number },
): Ref {
  return s.add('dynamicList', id, {
    internalName: `Article list: ${f.title ?? id}`,
    title: f.title,
    variant: f.variant,
    pageSize: f.pageSize,
    andCategories: f.andCategories,
    orCategories: f.orCategories,
    excludeCategories: f.excludeCategories,
  });
}

/** A tabbed panel and its tabs (ids `{id}-tab-{n}`). */
export function tabbedPanel(
  s: SeedBuilder,
  id: string,
  f: { title?: string; tabs: { title: string; sections: Ref[] }[]; padding?: Padding },
): Ref {
  const tabs = f.tabs.map((tab, index) => s.add('tab', `${id}-tab-${index + 1}`, { title: tab.title, sections: tab.sections }));
  return s.add('tabbedPanel', id, { internalName: `Tabs: ${f.title ?? id}`, title: f.title, tabs, padding: f.padding });
}

/** A "Select a State" dropdown (docs/requirements.md#state-content); absent cases fall back to general content. */
export function stateContent(
  s: SeedBuilder,
  id: string,
  f: {
    internalName: string;
    label: string;
    defaultContent?: Ref;
    generalContent?: Ref;
    compactContent?: Ref;
    caContent?: Ref;
    nyContent?: Ref;
    flContent?: Ref;
    stateMapping?: Json;
  },
): Ref {
  return s.add('stateContentDropdown', id, { ...f });
}

/** A site-wide message above the header. */
export function alertBanner(
  s: SeedBuilder,
  id: string,
  f: {
    internalName: string;
    type: AlertBannerType;
    message: string;
    link?: Ref;
    dismissible?: boolean;
    expirationDate?: string;
  },
): Ref {
  return s.add('alertBanner', id, {
    internalName: f.internalName,
    type: f.type,
    message: rt(f.message),
    link: f.link,
    dismissible: f.dismissible ?? true,
    expirationDate: f.expirationDate,
  });
}

/** A `<meta>` tag of the page head. */
export function headTag(s: SeedBuilder, id: string, name: string, content: string): Ref {
  return s.add('headTag', id, { internalName: `Meta ${name}: ${content}`, name, content });
}

/** Fields of a static page (docs/requirements.md#content-model). */
export interface PageSpec {
  /** The entry id when `pageId(url)` would collide with another page's (two urls differing only in '/' and '-'). */
  id?: string;
  url: string;
  title: string;
  description: string;
  hero?: Ref;
  blocks: Ref[];
  complianceNumber?: string;
  expirationDate?: string;
  type?: string;
  campaignName?: string;
  campaignThankYouPageUrl?: string;
  routeLeadsToAgencyAssist?: boolean;
  businessGroup?: string;
  category?: string[];
  formatInitiative?: StaticPageFormatInitiative;
  audience?: StaticPageAudience;
  journeyStage?: string;
  postDate?: string;
  navigation?: Ref;
  footer?: Ref;
  disclaimer?: string;
  author?: Ref;
  reviewer?: Ref;
  alertBanner?: Ref;
  headTags?: Ref[];
}

/**
 * A demo page's approval: the compliance number `code` (e.g. `LFM-2026-0501`) with the demo's
 * expiration (December 2028), as compliance would give a product or tool page
 * (docs/requirements.md#decision-compliance-approval; placeholder numbers of a fictional insurer).
 */
export function demoApproval(code: string): Pick<PageSpec, 'complianceNumber' | 'expirationDate'> {
  return { complianceNumber: `${code} Exp. 12/2028`, expirationDate: '2028-12-31' };
}

/** The page id for a url: `page-home` for `/`, `page-{path-with-dashes}` otherwise. */
export function pageId(url: string): string {
  return url === '/' ? 'page-home' : makeId('page', url);
}

/** A static page, id from its url (`pageId`). */
export function page(s: SeedBuilder, p: PageSpec): Ref {
  return s.add('staticPage', p.id ?? pageId(p.url), {
    url: p.url,
    title: p.title,
    description: p.description,
    complianceNumber: p.complianceNumber,
    expirationDate: p.expirationDate,
    type: p.type,
    campaignName: p.campaignName,
    campaignThankYouPageUrl: p.campaignThankYouPageUrl,
    routeLeadsToAgencyAssist: p.routeLeadsToAgencyAssist ?? false,
    businessGroup: p.businessGroup,
    category: p.category,
    formatInitiative: p.formatInitiative,
    audience: p.audience,
    journeyStage: p.journeyStage,
    postDate: p.postDate,
    hero: p.hero,
    navigation: p.navigation,
    footer: p.footer,
    disclaimer: rt(p.disclaimer),
    contentBlocks: p.blocks,
    author: p.author,
    reviewer: p.reviewer,
    alertBanner: p.alertBanner,
    headTags: p.headTags,
  });
}
