import type Migration from 'contentful-migration';
import {
  createType,
  booleanField,
  choiceField,
  dateField,
  entryLinkField,
  entryLinksField,
  integerField,
  internalNameField,
  listField,
  multiChoiceField,
  richTextField,
  symbolField,
  textField,
} from './lib/fields.js';
import { ALERT_TYPES, ARTICLE_CATEGORIES, ARTICLE_FORMATS, ARTICLE_TAGS, AUDIENCES, PAGE_PATH, URL_OR_PATH } from './lib/taxonomy.js';

/**
 * Every block a page or article may hold (docs/requirements.md#page-blocks "Page sections that may appear on a page").
 * Later migrations that add a page block extend this list (a migration replaces a field's whole link list).
 */
export const BLOCK_TYPES = [
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
  'floatingCallToAction',
  'formBlock',
  'headerBlock',
  'image',
  'mediaGrid',
  'modal',
  'navigation',
  'pullQuote',
  'quoteWidget',
  'richTextBlock',
  'rilaWidget',
  'stateContentDropdown',
  'suggestedPages',
  'tabbedPanel',
  'tagline',
  'video',
  'widgetBlock',
] as const;

/** What may lead a page. */
const HERO_TYPES = ['headerBlock', 'featuredPromo', 'carousel', 'image', 'video'] as const;

/** Limits of docs/requirements.md#content-limits (head tags, calls to action). */
const LIMITS = {
  pageBlocks: { max: 20, message: 'A page holds at most 20 content blocks.' },
  articleBlocks: { max: 30, message: 'An article holds at most 30 content blocks.' },
  headTags: { max: 10, message: 'At most 10 head tags.' },
  ctas: { max: 1, message: 'An article has at most 1 call to action.' },
};

/**
 * Head tags, the alert banner, and the two page types pages are looked up by url as
 * (docs/requirements.md#pages-and-articles): static page (docs/requirements.md#content-model) and article (docs/requirements.md#content-model, docs/requirements.md#pages-and-articles).
 */
export default function migrate(migration: Migration): void {
  createType(
    migration,
    'headTag',
    { name: 'Head tag', displayField: 'internalName', description: 'A <meta> tag in the page head, e.g. robots.' },
    (headTag) => {
      internalNameField(headTag);
      symbolField(headTag, 'name', 'Name', {
        required: true,
        validations: [{ regexp: { pattern: '^[A-Za-z][A-Za-z0-9:._-]*$' }, message: 'Enter a meta name such as robots or og:type.' }],
        helpText: 'The meta name (or property for og:…), e.g. robots.',
      });
      symbolField(headTag, 'content', 'Content', {
        required: true,
        helpText: 'e.g. noindex,nofollow. Articles with robots noindex,nofollow are left out of article lists.',
      });
    },
  );

  createType(
    migration,
    'alertBanner',
    { name: 'Alert banner', displayField: 'internalName', description: 'A site-wide message above the header.' },
    (banner) => {
      internalNameField(banner);
      choiceField(banner, 'type', 'Type', ALERT_TYPES, { required: true, defaultValue: 'information' });
      richTextField(banner, 'message', 'Message', { required: true });
      entryLinkField(banner, 'link', 'Link', ['link']);
      booleanField(banner, 'dismissible', 'Dismissible', {
        defaultValue: true,
        trueLabel: 'Visitors can close it',
        falseLabel: 'Always shown',
      });
      dateField(banner, 'expirationDate', 'Expiration date', { withTime: true, helpText: 'Hidden after this moment.' });
    },
  );

  createType(
    migration,
    'staticPage',
    { name: 'Static page', displayField: 'title', description: 'A marketing page built from blocks, looked up by url.' },
    (page) => {
      symbolField(page, 'url', 'URL', {
        required: true,
        unique: true,
        validations: [PAGE_PATH],
        helpText: 'The page path, e.g. /life-insurance/term; / is the home page. Unique.',
      });
      symbolField(page, 'title', 'Title', { required: true, helpText: 'The document title and the default social title.' });
      textField(page, 'description', 'Description', {
        validations: [{ size: { max: 300 }, message: 'Keep the description to at most 300 characters.' }],
        helpText: 'Meta description for search results, at most 300 characters.',
      });
      symbolField(page, 'complianceNumber', 'Compliance number', {
        helpText: 'Approval code shown in the footer, e.g. 2025-12345 Exp. 01/2027.',
      });
      dateField(page, 'expirationDate', 'Expiration date', { helpText: 'Compliance expiry of the page content.' });
      symbolField(page, 'type', 'Page type', { helpText: 'Optional classification for analytics, e.g. product or campaign.' });
      symbolField(page, 'campaignName', 'Campaign name', {
        helpText: 'Stored as the life campaign name and sent with leads from this page.',
      });
      symbolField(page, 'campaignThankYouPageUrl', 'Campaign thank-you URL', {
        widget: 'urlEditor',
        validations: [URL_OR_PATH],
        helpText: 'Where lead forms on this page go after submitting (stored as the campaign success location).',
      });
      booleanField(page, 'routeLeadsToAgencyAssist', 'Route leads to agency assist', {
        defaultValue: false,
        trueLabel: 'Agency assist',
        falseLabel: 'Default routing',
        helpText: 'Marks leads from this page for the agency-assist channel.',
      });
      symbolField(page, 'businessGroup', 'Business group', { helpText: 'Owning line of business, for analytics.' });
      multiChoiceField(page, 'category', 'Categories', ARTICLE_TAGS, { helpText: 'Category and topic tags, as on articles.' });
      choiceField(page, 'formatInitiative', 'Format initiative', ARTICLE_FORMATS);
      choiceField(page, 'audience', 'Audience', AUDIENCES);
      symbolField(page, 'journeyStage', 'Journey stage', { helpText: 'Marketing funnel stage, for analytics.' });
      dateField(page, 'postDate', 'Post date');
      entryLinkField(page, 'hero', 'Hero', HERO_TYPES, { helpText: 'The block at the top of the page.' });
      entryLinkField(page, 'navigation', 'Navigation', ['navigation'], { helpText: 'The site default when empty.' });
      entryLinkField(page, 'footer', 'Footer', ['footer'], { helpText: 'The site default when empty.' });
      richTextField(page, 'disclaimer', 'Disclaimer', { helpText: 'Legal text above the footer.' });
      entryLinksField(page, 'contentBlocks', 'Content blocks', BLOCK_TYPES, {
        limit: LIMITS.pageBlocks,
        helpText: 'The page sections in order, at most 20.',
      });
      entryLinkField(page, 'author', 'Author', ['person']);
      entryLinkField(page, 'reviewer', 'Reviewer', ['person']);
      entryLinkField(page, 'alertBanner', 'Alert banner', ['alertBanner']);
      entryLinksField(page, 'headTags', 'Head tags', ['headTag'], {
        limit: LIMITS.headTags,
        helpText: 'Extra meta tags such as robots, at most 10.',
      });
    },
  );

  createType(
    migration,
    'article',
    { name: 'Article', displayField: 'title', description: 'A blog post, report, webinar or press release, looked up by url.' },
    (article) => {
      symbolField(article, 'url', 'URL', {
        required: true,
        unique: true,
        validations: [PAGE_PATH],
        helpText: 'The article path, e.g. /learning-center/saving-for-college. Unique.',
      });
      symbolField(article, 'title', 'Title', { required: true });
      symbolField(article, 'subtitle', 'Subtitle');
      dateField(article, 'postDate', 'Post date', { required: true, helpText: 'Lists are ordered by this date, newest first.' });
      integerField(article, 'timeToRead', 'Time to read', { min: 1, helpText: 'In minutes.' });
      symbolField(article, 'eyebrow', 'Eyebrow', { helpText: 'Overrides the card eyebrow (Article, Report, Webinar).' });
      entryLinkField(article, 'heroImage', 'Hero image', ['image'], { helpText: 'Also the card image (cropped to 800×450).' });
      textField(article, 'blogIntroText', 'Intro text', { helpText: 'Lead paragraph; the card text.' });
      dateField(article, 'blogExpirationDate', 'Expiration date', {
        helpText:
          'Left out of lists after this date, unless tagged Study / report or Press release; after it the article shows as archived.',
      });
      choiceField(article, 'blogPostCategory', 'Primary category', ARTICLE_CATEGORIES, {
        helpText: 'The category the article is filed under.',
      });
      multiChoiceField(article, 'category', 'Categories', ARTICLE_TAGS, {
        helpText: 'Category and topic tags the grids and lists filter by.',
      });
      multiChoiceField(article, 'formatInitiatives', 'Format initiatives', ARTICLE_FORMATS, {
        helpText: 'Formats the Edge hub filters by.',
      });
      symbolField(article, 'ownerEmail', 'Owner e-mail', {
        validations: [{ regexp: { pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }, message: 'Enter an e-mail address.' }],
        helpText: 'Who to ask about this article; not shown.',
      });
      listField(article, 'summaries', 'Summaries', {
        widget: 'tagEditor',
        helpText: 'Key points shown at the top; press Enter after each.',
      });
      symbolField(article, 'summaryType', 'Summary heading', { helpText: 'Heading of the summaries, e.g. Key takeaways.' });
      richTextField(article, 'content', 'Content', {
        embed: ['link', 'image', 'video', 'pullQuote', 'customChart', 'accordionGroup'],
        assets: true,
        table: true,
      });
      entryLinksField(article, 'contentBlocks', 'Content blocks', BLOCK_TYPES, {
        limit: LIMITS.articleBlocks,
        helpText: 'Sections after the content, at most 30.',
      });
      entryLinkField(article, 'author', 'Author', ['person']);
      entryLinkField(article, 'reviewer', 'Reviewer', ['person']);
      textField(article, 'metatagDescription', 'Meta description', {
        validations: [{ size: { max: 300 }, message: 'Keep the description to at most 300 characters.' }],
        helpText: 'For search results, at most 300 characters.',
      });
      dateField(article, 'metatagDate', 'Meta date', {
        helpText: 'Published date for search engines, when it differs from the post date.',
      });
      entryLinksField(article, 'headTagEntities', 'Head tags', ['headTag'], {
        limit: LIMITS.headTags,
        helpText: 'Extra meta tags such as robots, at most 10.',
      });
      entryLinksField(article, 'ctas', 'Call to action', ['link'], {
        limit: LIMITS.ctas,
        helpText: 'At most 1 call to action, shown on the article card.',
      });
    },
  );
}
