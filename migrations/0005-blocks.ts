import type Migration from 'contentful-migration';
import type { ContentType } from 'contentful-migration';
import {
  createType,
  booleanField,
  choiceField,
  dateField,
  entryLinkField,
  entryLinksField,
  integerChoiceField,
  integerField,
  internalNameField,
  jsonField,
  multiChoiceField,
  paddingField,
  richTextField,
  symbolField,
  textField,
} from './lib/fields.js';
import { ALERT_TYPES, ARTICLE_FORMATS, ARTICLE_TAGS, ARTICLE_TOPICS } from './lib/taxonomy.js';

/** Accordion modes (docs/requirements.md#accordion). */
const ACCORDION_MODES = ['Standard', 'Highlight'] as const;
/** Card grid layouts, styles and square-image options (docs/requirements.md#card-grid). */
const CARD_GRID_LAYOUTS = ['1 Col', '2 Col', '3 Col', '4 Col'] as const;
const CARD_GRID_STYLES = ['Standard', 'Featured', 'Stat'] as const;
const SQUARE_IMAGE = ['yes', 'no', 'mobile-only'] as const;
const ORIENTATIONS = ['Vertical', 'Horizontal'] as const;
/** Carousel slide types (docs/requirements.md#carousel) and slides shown at once (docs/requirements.md#carousel). */
const SLIDE_TYPES = ['Image', 'Video'] as const;
const SLIDES_TO_SHOW = [1, 2, 4] as const;
/** Chart types; only 'Bar Chart' renders, others show 'Unsupported chart type' (docs/requirements.md#bar-chart). */
const CHART_TYPES = ['Bar Chart', 'Line Chart', 'Pie Chart'] as const;
/** Dynamic list variants (docs/requirements.md#dynamic-list). */
const LIST_VARIANTS = ['Standard', 'Suggested articles'] as const;
/** Featured promo orientations (docs/requirements.md#featured-promo). */
const PROMO_ORIENTATIONS = ['Media Left', 'Media Right', 'Full size image'] as const;
/** Media grid layouts (docs/requirements.md#media-grid). */
const MEDIA_GRID_LAYOUTS = ['Standard', 'Indented', 'Narrow', 'Wide Left', 'Wide Right'] as const;
/** How a modal block opens (docs/requirements.md#modal-and-drawer: a drawer or a modal). */
const MODAL_VARIANTS = ['Modal', 'Drawer'] as const;

/** Blocks a tab may hold as sections: every block but a tabbed panel (no nesting). */
const SECTION_TYPES = [
  'accentHeading',
  'accordionGroup',
  'alertBox',
  'annuityPlanningWidget',
  'callout',
  'cardGrid',
  'carousel',
  'customChart',
  'customHtml',
  'dynamicCardGrid',
  'dynamicCarousel',
  'dynamicList',
  'featuredPromo',
  'formBlock',
  'headerBlock',
  'image',
  'mediaGrid',
  'modal',
  'pullQuote',
  'quoteWidget',
  'richTextBlock',
  'rilaWidget',
  'stateContentDropdown',
  'suggestedPages',
  'tagline',
  'video',
  'widgetBlock',
] as const;

/** Content a state-content case may show. */
const STATE_CONTENT_TYPES = [
  'richTextBlock',
  'accordionGroup',
  'callout',
  'cardGrid',
  'featuredPromo',
  'mediaGrid',
  'suggestedPages',
  'image',
  'video',
] as const;

/** Limits of docs/requirements.md#content-limits (tab sections: docs/requirements.md#tabbed-panel "max 6 tabs, 8 sections each"). */
const LIMITS = {
  accordionItems: { max: 10, message: 'An accordion group holds at most 10 items.' },
  cards: { max: 18, message: 'A card grid holds at most 18 cards.' },
  slides: { max: 10, message: 'A carousel holds at most 10 slides.' },
  tabs: { max: 6, message: 'A tabbed panel holds at most 6 tabs.' },
  sections: { max: 8, message: 'A tab holds at most 8 sections.' },
};

/** Article filters shared by the dynamic blocks (docs/requirements.md#article-query "dynamic cards … and/or/exclude category lists"). */
function categoryFilters(ct: ContentType): void {
  multiChoiceField(ct, 'andCategories', 'Must have all of', ARTICLE_TAGS, {
    helpText: 'Articles tagged with every one of these categories or topics.',
  });
  multiChoiceField(ct, 'orCategories', 'Must have one of', ARTICLE_TAGS, { helpText: 'Articles tagged with at least one of these.' });
  multiChoiceField(ct, 'excludeCategories', 'Must have none of', ARTICLE_TAGS, {
    helpText: 'Articles tagged with any of these are left out.',
  });
}

/**
 * Every page section of docs/requirements.md#page-blocks with the
 * item limits of docs/requirements.md#content-limits, and the tabbed panel last because its tabs may hold any of them.
 */
export default function migrate(migration: Migration): void {
  createType(
    migration,
    'accordionItem',
    { name: 'Accordion item', displayField: 'title', description: 'One collapsible item of an accordion group.' },
    (accordionItem) => {
      symbolField(accordionItem, 'title', 'Title', { required: true });
      symbolField(accordionItem, 'subtitle', 'Subtitle');
      richTextField(accordionItem, 'accordionDescription', 'Description', {
        required: true,
        embed: ['link', 'video', 'image'],
        helpText: 'The collapsible content; links, videos and images may be embedded.',
      });
    },
  );

  createType(
    migration,
    'accordionGroup',
    { name: 'Accordion group', displayField: 'internalName', description: 'Collapsible items with an optional expand-all control.' },
    (accordion) => {
      internalNameField(accordion);
      symbolField(accordion, 'title', 'Title');
      symbolField(accordion, 'subtitle', 'Subtitle');
      choiceField(accordion, 'mode', 'Mode', ACCORDION_MODES, { required: true, defaultValue: 'Standard', widget: 'radio' });
      booleanField(accordion, 'expandAll', 'Expand all', {
        defaultValue: false,
        trueLabel: 'Show “expand all”',
        falseLabel: 'No expand all',
      });
      booleanField(accordion, 'activateFirstItem', 'Open first item', {
        defaultValue: false,
        trueLabel: 'First item open',
        falseLabel: 'All closed',
      });
      entryLinksField(accordion, 'items', 'Items', ['accordionItem'], {
        required: true,
        limit: LIMITS.accordionItems,
        helpText: 'At most 10 items.',
      });
      paddingField(accordion);
    },
  );

  createType(
    migration,
    'alertBox',
    { name: 'Alert box', displayField: 'title', description: 'An inline information, confirmation, warning or error message.' },
    (alertBox) => {
      choiceField(alertBox, 'type', 'Type', ALERT_TYPES, { required: true, defaultValue: 'information' });
      symbolField(alertBox, 'title', 'Title', { required: true });
      textField(alertBox, 'message', 'Message', { required: true });
      paddingField(alertBox);
    },
  );

  createType(
    migration,
    'callout',
    { name: 'Callout', displayField: 'internalName', description: 'A highlighted message with an optional image and link.' },
    (callout) => {
      internalNameField(callout);
      symbolField(callout, 'eyebrow', 'Eyebrow');
      symbolField(callout, 'title', 'Title');
      richTextField(callout, 'body', 'Body');
      entryLinkField(callout, 'link', 'Link', ['link']);
      entryLinkField(callout, 'image', 'Image', ['image']);
      symbolField(callout, 'backgroundColor', 'Background colour', { helpText: 'Design-system colour name, e.g. white or light-blue.' });
      paddingField(callout);
    },
  );

  createType(migration, 'card', { name: 'Card', displayField: 'title', description: 'One card of a card grid.' }, (card) => {
    symbolField(card, 'eyebrow', 'Eyebrow');
    symbolField(card, 'title', 'Title', { required: true, helpText: 'The figure itself in the Stat style, e.g. 1 in 4.' });
    richTextField(card, 'rteDescription', 'Description');
    entryLinkField(card, 'link', 'Link', ['link'], { helpText: 'A link with slide-up content opens it on the card.' });
    entryLinkField(card, 'image', 'Image', ['image']);
    symbolField(card, 'backgroundColor', 'Background colour', { helpText: 'Design-system colour name, e.g. white or light-blue.' });
  });

  createType(
    migration,
    'cardGrid',
    { name: 'Card grid', displayField: 'internalName', description: 'Cards in 1 to 4 columns, in the Standard, Featured or Stat style.' },
    (cardGrid) => {
      internalNameField(cardGrid);
      symbolField(cardGrid, 'title', 'Title');
      richTextField(cardGrid, 'description', 'Description');
      choiceField(cardGrid, 'layout', 'Layout', CARD_GRID_LAYOUTS, {
        required: true,
        defaultValue: '3 Col',
        helpText: 'Cards per row on desktops; phones show one per row.',
      });
      choiceField(cardGrid, 'style', 'Style', CARD_GRID_STYLES, {
        required: true,
        defaultValue: 'Standard',
        helpText: 'Stat shows each card title as a large figure.',
      });
      booleanField(cardGrid, 'border', 'Border', { defaultValue: false, trueLabel: 'Cards with a border', falseLabel: 'No border' });
      choiceField(cardGrid, 'orientation', 'Orientation', ORIENTATIONS, {
        defaultValue: 'Vertical',
        widget: 'radio',
        helpText: 'Horizontal puts the image beside the text.',
      });
      choiceField(cardGrid, 'squareImage', 'Square image', SQUARE_IMAGE, {
        defaultValue: 'no',
        widget: 'radio',
        helpText: 'Crop card images square: always, never, or on phones only.',
      });
      entryLinksField(cardGrid, 'cards', 'Cards', ['card'], { required: true, limit: LIMITS.cards, helpText: 'At most 18 cards.' });
      paddingField(cardGrid);
    },
  );

  createType(
    migration,
    'carouselSlide',
    { name: 'Carousel slide', displayField: 'title', description: 'An image or Wistia video slide.' },
    (slide) => {
      symbolField(slide, 'title', 'Title', { required: true });
      choiceField(slide, 'type', 'Type', SLIDE_TYPES, { required: true, defaultValue: 'Image', widget: 'radio' });
      entryLinkField(slide, 'image', 'Image', ['image'], { helpText: 'The slide of type Image; the poster of type Video.' });
      symbolField(slide, 'wistiaId', 'Wistia id', {
        validations: [{ regexp: { pattern: '^[a-z0-9]{10}$' }, message: 'Enter the 10-character Wistia media id, e.g. abcde12345.' }],
        helpText: 'Slides of type Video.',
      });
      textField(slide, 'transcript', 'Transcript', { widget: 'markdown', helpText: 'Slides of type Video.' });
      richTextField(slide, 'caption', 'Caption');
      entryLinkField(slide, 'link', 'Link', ['link']);
      dateField(slide, 'expirationDate', 'Expiration date', {
        withTime: true,
        helpText: 'The slide is no longer shown after this moment.',
      });
    },
  );

  createType(
    migration,
    'carousel',
    { name: 'Carousel', displayField: 'internalName', description: 'Slides of images or videos.' },
    (carousel) => {
      internalNameField(carousel);
      symbolField(carousel, 'title', 'Title');
      integerChoiceField(carousel, 'slidesToShow', 'Slides at once', SLIDES_TO_SHOW, {
        defaultValue: 1,
        helpText: '1 or 2 slides at once; 4 shows 3 on wide static pages. Static when there are no more slides than that.',
      });
      entryLinksField(carousel, 'slides', 'Slides', ['carouselSlide'], {
        required: true,
        limit: LIMITS.slides,
        helpText: 'At most 10 slides.',
      });
      paddingField(carousel);
    },
  );

  createType(
    migration,
    'customChart',
    { name: 'Custom chart', displayField: 'internalName', description: 'A chart fed by a rich-text table (year, value rows).' },
    (chart) => {
      internalNameField(chart);
      symbolField(chart, 'title', 'Title');
      choiceField(chart, 'chartType', 'Chart type', CHART_TYPES, {
        required: true,
        defaultValue: 'Bar Chart',
        helpText: 'Only Bar Chart is rendered; other types show “Unsupported chart type”.',
      });
      richTextField(chart, 'table', 'Data table', {
        required: true,
        table: true,
        helpText:
          'A table of rows: year, then value in dollars. Rows with an invalid year or value are skipped; the last row is highlighted.',
      });
      textField(chart, 'footnote', 'Footnote');
      paddingField(chart);
    },
  );

  createType(
    migration,
    'customHtml',
    { name: 'Custom HTML', displayField: 'internalName', description: 'Raw HTML placed as is.' },
    (html) => {
      internalNameField(html);
      textField(html, 'html', 'HTML', {
        required: true,
        helpText: 'Inserted as is; scripts run on the page. Reviewed by web engineering before publishing.',
      });
      paddingField(html);
    },
  );

  createType(
    migration,
    'dynamicCardGrid',
    {
      name: 'Dynamic card grid',
      displayField: 'internalName',
      description: 'Article cards filtered by category, newest first, with topic and format filters and “Show more”.',
    },
    (dynamicGrid) => {
      internalNameField(dynamicGrid);
      symbolField(dynamicGrid, 'title', 'Title');
      categoryFilters(dynamicGrid);
      multiChoiceField(dynamicGrid, 'topics', 'Topic filters', ARTICLE_TOPICS, {
        helpText: 'Topic filter buttons offered to visitors (after “All”).',
      });
      multiChoiceField(dynamicGrid, 'formats', 'Format filters', ARTICLE_FORMATS, {
        helpText: 'Format filter buttons offered to visitors (after “All”).',
      });
      integerField(dynamicGrid, 'slideNumbers', 'Cards per page', {
        min: 1,
        max: 1000,
        defaultValue: 6,
        helpText: 'Cards shown at first and added by each “Show more” (default 6).',
      });
      paddingField(dynamicGrid);
    },
  );

  createType(
    migration,
    'dynamicCarousel',
    { name: 'Dynamic carousel', displayField: 'internalName', description: 'A carousel of the newest articles matching the filters.' },
    (dynamicCarousel) => {
      internalNameField(dynamicCarousel);
      symbolField(dynamicCarousel, 'title', 'Title');
      categoryFilters(dynamicCarousel);
      integerField(dynamicCarousel, 'numberOfSlides', 'Number of slides', {
        min: 1,
        max: 10,
        defaultValue: 10,
        message: 'A carousel holds at most 10 slides.',
        helpText: 'Newest matching articles shown, at most 10.',
      });
      integerChoiceField(dynamicCarousel, 'slidesToShow', 'Slides at once', SLIDES_TO_SHOW, { defaultValue: 1 });
      paddingField(dynamicCarousel);
    },
  );

  createType(
    migration,
    'dynamicList',
    {
      name: 'Dynamic list',
      displayField: 'internalName',
      description: 'A paged list of articles, or a short “Suggested articles” link list.',
    },
    (dynamicList) => {
      internalNameField(dynamicList);
      symbolField(dynamicList, 'title', 'Title');
      choiceField(dynamicList, 'variant', 'Variant', LIST_VARIANTS, { required: true, defaultValue: 'Standard', widget: 'radio' });
      integerField(dynamicList, 'pageSize', 'Page size', {
        min: 1,
        max: 100,
        defaultValue: 10,
        helpText: 'Articles per page (default 10).',
      });
      categoryFilters(dynamicList);
      paddingField(dynamicList);
    },
  );

  createType(
    migration,
    'featuredPromo',
    { name: 'Featured promo', displayField: 'internalName', description: 'Text beside an image or video, or over a full-size image.' },
    (promo) => {
      internalNameField(promo);
      symbolField(promo, 'eyebrow', 'Eyebrow');
      symbolField(promo, 'title', 'Title');
      richTextField(promo, 'body', 'Body');
      entryLinkField(promo, 'image', 'Image', ['image']);
      entryLinkField(promo, 'video', 'Video', ['video'], { helpText: 'Shown instead of the image when set.' });
      entryLinksField(promo, 'links', 'Links', ['link']);
      choiceField(promo, 'orientation', 'Orientation', PROMO_ORIENTATIONS, { required: true, defaultValue: 'Media Left', widget: 'radio' });
      symbolField(promo, 'backgroundColor', 'Background colour', { helpText: 'Design-system colour name, e.g. white or light-blue.' });
      paddingField(promo);
    },
  );

  createType(
    migration,
    'floatingCallToAction',
    {
      name: 'Floating call to action',
      displayField: 'internalName',
      description: 'A button that floats in once the visitor scrolls past the hero.',
    },
    (floating) => {
      internalNameField(floating);
      symbolField(floating, 'text', 'Text', { helpText: 'Optional text beside the button.' });
      entryLinkField(floating, 'link', 'Link', ['link'], { required: true });
    },
  );

  createType(
    migration,
    'headerBlock',
    { name: 'Header block', displayField: 'internalName', description: 'A page hero: heading, text, image and calls to action.' },
    (header) => {
      internalNameField(header);
      symbolField(header, 'eyebrow', 'Eyebrow');
      symbolField(header, 'title', 'Title', { required: true, helpText: 'The page heading (h1 when used as the hero).' });
      richTextField(header, 'description', 'Description');
      entryLinkField(header, 'image', 'Image', ['image']);
      entryLinksField(header, 'links', 'Links', ['link']);
      symbolField(header, 'backgroundColor', 'Background colour', { helpText: 'Design-system colour name, e.g. white or light-blue.' });
      paddingField(header);
    },
  );

  createType(
    migration,
    'mediaGrid',
    { name: 'Media grid', displayField: 'internalName', description: 'Images and videos in one of five layouts.' },
    (mediaGrid) => {
      internalNameField(mediaGrid);
      symbolField(mediaGrid, 'title', 'Title');
      choiceField(mediaGrid, 'layout', 'Layout', MEDIA_GRID_LAYOUTS, { required: true, defaultValue: 'Standard' });
      entryLinksField(mediaGrid, 'items', 'Items', ['image', 'video'], { required: true });
      paddingField(mediaGrid);
    },
  );

  createType(
    migration,
    'pullQuote',
    { name: 'Pull quote', displayField: 'internalName', description: 'A highlighted quotation.' },
    (pullQuote) => {
      internalNameField(pullQuote);
      textField(pullQuote, 'quote', 'Quote', { required: true });
      symbolField(pullQuote, 'attribution', 'Attribution', { helpText: 'Who said it.' });
      symbolField(pullQuote, 'attributionTitle', 'Attribution title', { helpText: 'Their role.' });
      entryLinkField(pullQuote, 'image', 'Image', ['image']);
      paddingField(pullQuote);
    },
  );

  createType(
    migration,
    'richTextBlock',
    { name: 'Rich text', displayField: 'internalName', description: 'Formatted text with embedded links, images and videos.' },
    (richText) => {
      internalNameField(richText);
      richTextField(richText, 'body', 'Body', { required: true, embed: ['link', 'image', 'video'], assets: true, table: true });
      paddingField(richText);
    },
  );

  createType(
    migration,
    'suggestedPages',
    { name: 'Suggested pages', displayField: 'internalName', description: 'A titled list of links to other pages.' },
    (suggested) => {
      internalNameField(suggested);
      symbolField(suggested, 'title', 'Title');
      entryLinksField(suggested, 'links', 'Links', ['link'], { required: true });
      paddingField(suggested);
    },
  );

  createType(migration, 'tagline', { name: 'Tagline', displayField: 'text', description: 'A short standalone statement.' }, (tagline) => {
    symbolField(tagline, 'text', 'Text', { required: true });
    paddingField(tagline);
  });

  createType(
    migration,
    'accentHeading',
    { name: 'Accent heading', displayField: 'text', description: 'A section heading with the accent rule.' },
    (accent) => {
      symbolField(accent, 'text', 'Text', { required: true });
      choiceField(accent, 'level', 'Level', ['h2', 'h3', 'h4'], {
        defaultValue: 'h2',
        widget: 'radio',
        helpText: 'Heading level in the page outline.',
      });
      paddingField(accent);
    },
  );

  createType(
    migration,
    'stateContentDropdown',
    {
      name: 'State content dropdown',
      displayField: 'internalName',
      description: 'A “Select a State” dropdown that swaps the content shown below it (docs/requirements.md#state-content).',
    },
    (state) => {
      internalNameField(state);
      symbolField(state, 'label', 'Label', { required: true, helpText: 'Label of the dropdown; its placeholder is “Select a State”.' });
      entryLinkField(state, 'defaultContent', 'Default content', STATE_CONTENT_TYPES, { helpText: 'Shown before a state is chosen.' });
      entryLinkField(state, 'generalContent', 'General content', STATE_CONTENT_TYPES, {
        helpText: 'AZ CT DE DC IN MT ND NJ SC SD, and the fallback of every case below.',
      });
      entryLinkField(state, 'compactContent', 'Compact content', STATE_CONTENT_TYPES, {
        helpText: 'The compact states (AK AL AR CO GA … WY).',
      });
      entryLinkField(state, 'caContent', 'California content', STATE_CONTENT_TYPES);
      entryLinkField(state, 'nyContent', 'New York content', STATE_CONTENT_TYPES);
      entryLinkField(state, 'flContent', 'Florida content', STATE_CONTENT_TYPES);
      jsonField(state, 'stateMapping', 'State mapping', {
        helpText: 'Optional override of the state lists, e.g. {"general": ["AZ"], "compact": ["TX"]}. Edited by the state-content app.',
      });
      paddingField(state);
    },
  );

  createType(
    migration,
    'modal',
    {
      name: 'Modal or drawer',
      displayField: 'internalName',
      description: 'A form or quote widget that opens in a modal or slide-in drawer.',
    },
    (modal) => {
      internalNameField(modal);
      choiceField(modal, 'variant', 'Opens as', MODAL_VARIANTS, { required: true, defaultValue: 'Drawer', widget: 'radio' });
      symbolField(modal, 'trigger', 'Trigger anchor', {
        required: true,
        validations: [{ regexp: { pattern: '^#[A-Za-z0-9_-]+$' }, message: 'Enter an anchor starting with #, e.g. #get-a-quote.' }],
        helpText: 'Opens when the address hash matches, e.g. a link to #get-a-quote.',
      });
      symbolField(modal, 'title', 'Title', { helpText: 'e.g. Got a minute?, Get a quote, Select one.' });
      entryLinkField(modal, 'content', 'Content', ['formBlock', 'form', 'quoteWidget'], { required: true });
    },
  );

  createType(migration, 'tab', { name: 'Tab', displayField: 'title', description: 'One tab of a tabbed panel.' }, (tab) => {
    symbolField(tab, 'title', 'Title', { required: true });
    entryLinksField(tab, 'sections', 'Sections', SECTION_TYPES, {
      limit: LIMITS.sections,
      helpText: 'At most 8 sections. A tab without sections shows “No content available.”',
    });
  });

  createType(
    migration,
    'tabbedPanel',
    { name: 'Tabbed panel', displayField: 'internalName', description: 'Content in up to 6 tabs.' },
    (tabbed) => {
      internalNameField(tabbed);
      symbolField(tabbed, 'title', 'Title');
      entryLinksField(tabbed, 'tabs', 'Tabs', ['tab'], { required: true, limit: LIMITS.tabs, helpText: 'At most 6 tabs.' });
      paddingField(tabbed);
    },
  );
}
