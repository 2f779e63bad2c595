import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cma, PREVIEW_TOKEN, SPACE, startTestService, type TestService } from './helpers.js';
import { gql } from './graphql-fixture.js';

// End to end: content written through the Content Management API is what the GraphQL Content
// API (and its preview) answers — https://www.contentful.com/developers/docs/references/graphql/#/introduction/previewing-content

const BASE = `/spaces/${SPACE}/environments/master`;

describe('GraphQL over content managed through the CMA', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService();
    const ct = await cma(service, 'PUT', `${BASE}/content_types/faq`, {
      name: 'FAQ',
      displayField: 'question',
      fields: [
        { id: 'question', name: 'Question', type: 'Symbol', required: true, localized: false },
        { id: 'order', name: 'Order', type: 'Integer', required: false, localized: false },
      ],
    });
    expect(ct.status).toBe(201);
    const published = await cma(service, 'PUT', `${BASE}/content_types/faq/published`, undefined, {
      'X-Contentful-Version': String(ct.body.sys.version),
    });
    expect(published.status).toBe(200);
  });

  afterAll(async () => {
    await service.destroy();
  });

  it('given an entry created, published, edited and unpublished through the CMA, when queried, then delivery and preview follow its lifecycle', async () => {
    const query = '{ delivery: faqCollection { items { question order } } preview: faqCollection(preview: true) { items { question } } }';
    const created = await cma(
      service,
      'PUT',
      `${BASE}/entries/faq1`,
      { fields: { question: { 'en-US': 'What is covered?' }, order: { 'en-US': 1 } } },
      {
        'X-Contentful-Content-Type': 'faq',
      },
    );
    expect(created.status).toBe(201);
    expect((await gql(service, query, { token: PREVIEW_TOKEN })).body).toEqual({
      data: { delivery: { items: [] }, preview: { items: [{ question: 'What is covered?' }] } },
    });

    const published = await cma(service, 'PUT', `${BASE}/entries/faq1/published`, undefined, {
      'X-Contentful-Version': String(created.body.sys.version),
    });
    expect(published.status).toBe(200);
    const edited = await cma(
      service,
      'PUT',
      `${BASE}/entries/faq1`,
      { fields: { question: { 'en-US': 'What is not covered?' }, order: { 'en-US': 1 } } },
      {
        'X-Contentful-Version': String(published.body.sys.version),
      },
    );
    expect(edited.status).toBe(200);
    const afterEdit = await gql(service, `${query.slice(0, -1)} faq(id: "faq1") { sys { publishedVersion firstPublishedAt } } }`, {
      token: PREVIEW_TOKEN,
    });
    expect(afterEdit.body).toEqual({
      data: {
        delivery: { items: [{ question: 'What is covered?', order: 1 }] },
        preview: { items: [{ question: 'What is not covered?' }] },
        faq: { sys: { publishedVersion: published.body.sys.publishedVersion, firstPublishedAt: published.body.sys.firstPublishedAt } },
      },
    });

    const unpublished = await cma(service, 'DELETE', `${BASE}/entries/faq1/published`, undefined, {
      'X-Contentful-Version': String(edited.body.sys.version),
    });
    expect(unpublished.status).toBe(200);
    expect((await gql(service, query, { token: PREVIEW_TOKEN })).body).toEqual({
      data: { delivery: { items: [] }, preview: { items: [{ question: 'What is not covered?' }] } },
    });
  });

  it('given a content type field added and published through the CMA, when queried, then the schema has the new field', async () => {
    const before = await gql(service, '{ faqCollection { items { answer } } }');
    expect(before.status).toBe(400);
    const current = await cma(service, 'GET', `${BASE}/content_types/faq`);
    const updated = await cma(
      service,
      'PUT',
      `${BASE}/content_types/faq`,
      {
        ...current.body,
        fields: [...current.body.fields, { id: 'answer', name: 'Answer', type: 'Text', required: false, localized: false }],
      },
      { 'X-Contentful-Version': String(current.body.sys.version) },
    );
    expect(updated.status).toBe(200);
    expect((await gql(service, '{ faqCollection { items { answer } } }')).status).toBe(400);
    await cma(service, 'PUT', `${BASE}/content_types/faq/published`, undefined, {
      'X-Contentful-Version': String(updated.body.sys.version),
    });
    const after = await gql(service, '{ faqCollection { items { answer } } }');
    expect(after.body).toEqual({ data: { faqCollection: { items: [] } } });
  });
});
