import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cma, startTestService, type TestService } from '@insurer/content-service/testing';
import { runPendingMigrations } from '../src/migrate.js';
import { envPath, link, localTarget, publishEntry, putEntry, richText } from './helpers.js';

/**
 * Every item limit of the requirements (docs/requirements.md#content-limits, docs/requirements.md#tabbed-panel tabs and sections,
 * docs/requirements.md#content-limits form fields and list options, docs/requirements.md#content-limits head tags and calls to action) is
 * enforced by the space at publish: one item over answers 422 ValidationFailed naming the
 * field and the limit; exactly at the limit publishes.
 */
interface Limit {
  contentType: string;
  field: string;
  max: number;
  message: string;
  /** The other fields a publishable entry of `contentType` needs; `n` makes unique values unique. */
  base: (n: string) => Record<string, unknown>;
  /** A published entry of an allowed item type, linked `max` or `max + 1` times. */
  item: string;
}

const LIMITS: Limit[] = [
  {
    contentType: 'accordionGroup',
    field: 'items',
    max: 10,
    message: 'An accordion group holds at most 10 items.',
    base: () => ({ internalName: 'FAQ', mode: 'Standard' }),
    item: 'accordion-item',
  },
  {
    contentType: 'cardGrid',
    field: 'cards',
    max: 18,
    message: 'A card grid holds at most 18 cards.',
    base: () => ({ internalName: 'Grid', layout: '3 Col', style: 'Standard' }),
    item: 'card',
  },
  {
    contentType: 'carousel',
    field: 'slides',
    max: 10,
    message: 'A carousel holds at most 10 slides.',
    base: () => ({ internalName: 'Carousel' }),
    item: 'slide',
  },
  {
    contentType: 'staticPage',
    field: 'contentBlocks',
    max: 20,
    message: 'A page holds at most 20 content blocks.',
    base: (n) => ({ url: `/limits/page-blocks-${n}`, title: 'Page' }),
    item: 'tagline',
  },
  {
    contentType: 'article',
    field: 'contentBlocks',
    max: 30,
    message: 'An article holds at most 30 content blocks.',
    base: (n) => ({ url: `/limits/article-blocks-${n}`, title: 'Article', postDate: '2025-01-15' }),
    item: 'tagline',
  },
  {
    contentType: 'navigation',
    field: 'navigationGroups',
    max: 7,
    message: 'A navigation holds at most 7 columns.',
    base: () => ({ internalName: 'Header' }),
    item: 'navigation-group',
  },
  {
    contentType: 'footer',
    field: 'columns',
    max: 4,
    message: 'A footer holds at most 4 columns.',
    base: () => ({ internalName: 'Footer' }),
    item: 'footer-column',
  },
  {
    contentType: 'navigationGroup',
    field: 'items',
    max: 10,
    message: 'A navigation group holds at most 10 items.',
    base: () => ({ title: 'Life insurance' }),
    item: 'link',
  },
  {
    contentType: 'tabbedPanel',
    field: 'tabs',
    max: 6,
    message: 'A tabbed panel holds at most 6 tabs.',
    base: () => ({ internalName: 'Tabs' }),
    item: 'tab',
  },
  {
    contentType: 'tab',
    field: 'sections',
    max: 8,
    message: 'A tab holds at most 8 sections.',
    base: () => ({ title: 'Overview' }),
    item: 'tagline',
  },
  {
    contentType: 'form',
    field: 'formFields',
    max: 30,
    message: 'A form holds at most 30 fields.',
    base: (n) => ({ formId: `limits-${n}`, formType: 'non-pardot', formSubmitUrl: 'https://forms.example.com/submit' }),
    item: 'form-field',
  },
  {
    contentType: 'formField',
    field: 'listOptions',
    max: 80,
    message: 'A form field holds at most 80 list options.',
    base: () => ({ fieldName: 'state', component: 'Select' }),
    item: 'list-option',
  },
  {
    contentType: 'staticPage',
    field: 'headTags',
    max: 10,
    message: 'At most 10 head tags.',
    base: (n) => ({ url: `/limits/page-head-tags-${n}`, title: 'Page' }),
    item: 'robots',
  },
  {
    contentType: 'article',
    field: 'headTagEntities',
    max: 10,
    message: 'At most 10 head tags.',
    base: (n) => ({ url: `/limits/article-head-tags-${n}`, title: 'Article', postDate: '2025-01-15' }),
    item: 'robots',
  },
  {
    contentType: 'article',
    field: 'ctas',
    max: 1,
    message: 'An article has at most 1 call to action.',
    base: (n) => ({ url: `/limits/article-ctas-${n}`, title: 'Article', postDate: '2025-01-15' }),
    item: 'link',
  },
];

/** The published entries the limited fields link to, each minimal but valid. */
const ITEMS: [id: string, contentType: string, fields: Record<string, unknown>][] = [
  ['accordion-item', 'accordionItem', { title: 'What is term life?', accordionDescription: richText('Cover for a set number of years.') }],
  ['card', 'card', { title: 'Term life' }],
  ['slide', 'carouselSlide', { title: 'Family', type: 'Image' }],
  ['tagline', 'tagline', { text: 'Protect what matters.' }],
  ['navigation-group', 'navigationGroup', { title: 'Insurance' }],
  ['footer-column', 'footerColumn', { title: 'Company' }],
  ['link', 'link', { title: 'Get a quote', href: '/life-insurance/term/calculator-quote' }],
  ['tab', 'tab', { title: 'Overview' }],
  ['form-field', 'formField', { fieldName: 'first_name', component: 'TextInput' }],
  ['list-option', 'listOption', { text: 'New York', value: 'NY' }],
  ['robots', 'headTag', { internalName: 'No index', name: 'robots', content: 'noindex,nofollow' }],
];

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
  await runPendingMigrations({ target: localTarget(service), log: () => {} });
  for (const [id, contentType, fields] of ITEMS) {
    await putEntry(service, contentType, id, fields);
    const published = await publishEntry(service, id);
    expect(published.status, `${contentType} ${JSON.stringify(published.body.details)}`).toBe(200);
  }
});
afterAll(async () => {
  delete https.globalAgent.options.ca;
  await service.destroy();
});

const links = (id: string, count: number) => Array.from({ length: count }, () => link(id));

describe.each(LIMITS)('$contentType field $field: at most $max items', ({ contentType, field, max, message, base, item }) => {
  const entryId = (suffix: string) => `${contentType}-${field}-${suffix}`;

  it(`given ${max + 1} items, when publishing, then 422 ValidationFailed names ${field} and the limit`, async () => {
    await putEntry(service, contentType, entryId('over'), { ...base('over'), [field]: links(item, max + 1) });

    const res = await publishEntry(service, entryId('over'));

    expect(res.status).toBe(422);
    expect(res.body.sys.id).toBe('ValidationFailed');
    expect(res.body.details.errors).toEqual([
      { name: 'size', path: ['fields', field, 'en-US'], max, value: links(item, max + 1), details: message },
    ]);
    expect(message).toContain(String(max));
  });

  it(`given ${max} items, when publishing, then it publishes`, async () => {
    await putEntry(service, contentType, entryId('at'), { ...base('at'), [field]: links(item, max) });

    const res = await publishEntry(service, entryId('at'));

    expect(res.status, JSON.stringify(res.body.details)).toBe(200);
    expect(res.body.fields[field]['en-US']).toHaveLength(max);
  });

  it(`given the entry editor, when showing ${field}, then its help text names the limit`, async () => {
    const editor = await cma(service, 'GET', `${envPath()}/content_types/${contentType}/editor_interface`);
    const control = editor.body.controls.find((c: { fieldId: string }) => c.fieldId === field);
    expect(control.settings.helpText).toMatch(new RegExp(`\\b${max}\\b`));
  });
});

describe('dynamicCarousel.numberOfSlides follows the carousel limit', () => {
  it('given 11 slides, when publishing, then 422 names the carousel limit; 10 publishes', async () => {
    await putEntry(service, 'dynamicCarousel', 'newest-articles', { internalName: 'Newest', numberOfSlides: 11 });
    const over = await publishEntry(service, 'newest-articles');
    expect(over.status).toBe(422);
    expect(over.body.details.errors).toEqual([
      {
        name: 'range',
        path: ['fields', 'numberOfSlides', 'en-US'],
        min: 1,
        max: 10,
        value: 11,
        details: 'A carousel holds at most 10 slides.',
      },
    ]);

    await putEntry(service, 'dynamicCarousel', 'newest-articles', { internalName: 'Newest', numberOfSlides: 10 });
    expect((await publishEntry(service, 'newest-articles')).status).toBe(200);
  });
});

describe('links are restricted to their content types', () => {
  it('given a page whose content blocks link a person, when publishing, then 422 linkContentType names the block types', async () => {
    await putEntry(service, 'person', 'author', { name: 'Dana Smith' });
    await putEntry(service, 'staticPage', 'wrong-block', {
      url: '/limits/wrong-block',
      title: 'Page',
      contentBlocks: [link('tagline'), link('author')],
    });

    const res = await publishEntry(service, 'wrong-block');

    expect(res.status).toBe(422);
    expect(res.body.details.errors).toHaveLength(1);
    expect(res.body.details.errors[0]).toMatchObject({ name: 'linkContentType', path: ['fields', 'contentBlocks', 'en-US', 1] });
    expect(res.body.details.errors[0].contentTypeId).toContain('cardGrid');
    expect(res.body.details.errors[0].contentTypeId).not.toContain('person');
  });
});
