import { createClient, type ContentfulClientApi } from 'contentful';
import { ClientError, GraphQLClient, gql as gqlTag } from 'graphql-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CDA_BASE_PATH } from '../src/cda/routes.js';
import { ContentFixture, en } from './graphql-fixture.js';
import { DELIVERY_TOKEN, SPACE, startTestService, type TestService } from './helpers.js';

// Worked examples around Omaha, NE (41.259, -95.9409). Great-circle distances on a sphere of
// 6371 km (haversine), computed independently: Council Bluffs 6.24 km, Lincoln 80.83 km,
// Des Moines 196.85 km, Denver 783.27 km.
// Contentful's location search: https://www.contentful.com/developers/docs/references/content-delivery-api/#/reference/search-parameters/location-proximity-search
// and GraphQL `_within_circle` / `_within_rectangle`: https://www.contentful.com/developers/docs/references/graphql/#/reference/collection-filters
const OMAHA = '41.259,-95.9409';

describe('location search', () => {
  let service: TestService;
  let cda: ContentfulClientApi<undefined>;
  let graphql: GraphQLClient;

  beforeAll(async () => {
    service = await startTestService();
    const fx = new ContentFixture(service);
    fx.contentType('office', [
      { id: 'name', type: 'Symbol' },
      { id: 'center', type: 'Location' },
    ]);
    fx.entry('denver', 'office', { name: en('Denver'), center: en({ lat: 39.7491, lon: -104.9946 }) });
    fx.entry('des-moines', 'office', { name: en('Des Moines'), center: en({ lat: 41.5887, lon: -93.6212 }) });
    fx.entry('lincoln', 'office', { name: en('Lincoln'), center: en({ lat: 40.8136, lon: -96.7026 }) });
    fx.entry('council-bluffs', 'office', { name: en('Council Bluffs'), center: en({ lat: 41.2324, lon: -95.8752 }) });
    fx.entry('omaha', 'office', { name: en('Omaha'), center: en({ lat: 41.259, lon: -95.9409 }) });
    fx.entry('no-pin', 'office', { name: en('No pin yet') });
    fx.entry('draft-bellevue', 'office', { name: en('Bellevue (draft)'), center: en({ lat: 41.1544, lon: -95.9146 }) }, { state: 'draft' });
    const { host } = new URL(service.httpUrl);
    cda = createClient({ space: SPACE, environment: 'master', accessToken: DELIVERY_TOKEN, host, insecure: true, basePath: CDA_BASE_PATH });
    graphql = new GraphQLClient(`${service.httpUrl}/content/v1/spaces/${SPACE}/environments/master`, {
      headers: { Authorization: `Bearer ${DELIVERY_TOKEN}` },
    });
  });

  afterAll(async () => {
    await service.destroy();
  });

  const names = (items: { fields: Record<string, unknown> }[]) => items.map((i) => i.fields.name);

  describe('Content Delivery API through the contentful client', () => {
    it('given [near], when searched, then every published office with a location comes nearest first', async () => {
      const res = await cda.getEntries({ content_type: 'office', 'fields.center[near]': OMAHA });
      expect(names(res.items)).toEqual(['Omaha', 'Council Bluffs', 'Lincoln', 'Des Moines', 'Denver']);
      expect(res.total).toBe(5);
      expect(res.items[0]?.fields.center).toEqual({ lat: 41.259, lon: -95.9409 });
      expect(res.items[0]?.sys.contentType.sys.id).toBe('office');
    });

    it('given [within] a circle of 10 km, when searched, then only the offices within 10 km of the centre come', async () => {
      const res = await cda.getEntries({ content_type: 'office', 'fields.center[within]': `${OMAHA},10`, order: ['fields.name'] });
      expect(names(res.items)).toEqual(['Council Bluffs', 'Omaha']);
    });

    it('given a circle of 80 km, when searched, then Lincoln at 80.83 km is outside and at 81 km it is inside', async () => {
      const inner = await cda.getEntries({ content_type: 'office', 'fields.center[within]': `${OMAHA},80`, order: ['fields.name'] });
      expect(names(inner.items)).toEqual(['Council Bluffs', 'Omaha']);
      const outer = await cda.getEntries({ content_type: 'office', 'fields.center[within]': `${OMAHA},81`, order: ['fields.name'] });
      expect(names(outer.items)).toEqual(['Council Bluffs', 'Lincoln', 'Omaha']);
    });

    it('given [near] and [within] together, when searched, then the circle filters and the results come nearest first', async () => {
      const res = await cda.getEntries({
        content_type: 'office',
        'fields.center[near]': OMAHA,
        'fields.center[within]': `${OMAHA},200`,
      });
      expect(names(res.items)).toEqual(['Omaha', 'Council Bluffs', 'Lincoln', 'Des Moines']);
    });

    it('given [within] a bounding box, when searched with either diagonal, then the offices inside it come', async () => {
      const box = await cda.getEntries({ content_type: 'office', 'fields.center[within]': '40,-97,42,-93', order: ['fields.name'] });
      expect(names(box.items)).toEqual(['Council Bluffs', 'Des Moines', 'Lincoln', 'Omaha']);
      const other = await cda.getEntries({ content_type: 'office', 'fields.center[within]': '42,-97,40,-93', order: ['fields.name'] });
      expect(names(other.items)).toEqual(names(box.items));
      const west = await cda.getEntries({ content_type: 'office', 'fields.center[within]': '39,-106,41,-96', order: ['fields.name'] });
      expect(names(west.items)).toEqual(['Denver', 'Lincoln']);
    });

    it('given [near] with limit and skip, when paged, then the pages follow the distance order', async () => {
      const first = await cda.getEntries({ content_type: 'office', 'fields.center[near]': OMAHA, limit: 2 });
      const second = await cda.getEntries({ content_type: 'office', 'fields.center[near]': OMAHA, limit: 2, skip: 2 });
      expect(names(first.items)).toEqual(['Omaha', 'Council Bluffs']);
      expect(names(second.items)).toEqual(['Lincoln', 'Des Moines']);
      expect(second.total).toBe(5);
    });

    it('given malformed coordinates, when searched, then the API answers 400 InvalidQuery', async () => {
      for (const value of ['41.259', '91,0,10', '41,-95,abc', '41,-95,-1', '1,2,3,4,5']) {
        const res = await fetch(
          `${service.httpUrl}${CDA_BASE_PATH}/spaces/${SPACE}/entries?content_type=office&fields.center[within]=${value}`,
          {
            headers: { Authorization: `Bearer ${DELIVERY_TOKEN}` },
          },
        );
        expect(res.status).toBe(400);
        const body = (await res.json()) as { sys: { id: string }; message: string };
        expect(body.sys.id).toBe('InvalidQuery');
        expect(body.message).toContain('fields.center[within]');
      }
      // The client's error message is the answer as JSON.
      await expect(cda.getEntries({ content_type: 'office', 'fields.center[near]': '200,0' })).rejects.toThrow(
        /"status": 400[\s\S]*fields.center\[near\]\\" must be lat,lon in decimal degrees/,
      );
    });

    it('given a field search without content_type, when searched, then the API answers 400 as Contentful does', async () => {
      // The client's types refuse this query already; the API refuses it too.
      const res = await fetch(`${service.httpUrl}${CDA_BASE_PATH}/spaces/${SPACE}/entries?fields.center[near]=${OMAHA}`, {
        headers: { Authorization: `Bearer ${DELIVERY_TOKEN}` },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        sys: { id: 'InvalidQuery' },
        details: { errors: [{ details: 'Searching on fields requires the content_type parameter' }] },
      });
    });

    it('given the management token instead of the delivery token, when searched, then the API answers 401', async () => {
      const res = await fetch(`${service.httpUrl}${CDA_BASE_PATH}/spaces/${SPACE}/entries`, {
        headers: { Authorization: 'Bearer CFPAT-test-management-token' },
      });
      expect(res.status).toBe(401);
    });

    it('given one entry by id, when fetched, then its fields come in the default locale', async () => {
      const entry = await cda.getEntry('lincoln');
      expect(entry.fields).toEqual({ name: 'Lincoln', center: { lat: 40.8136, lon: -96.7026 } });
      await expect(cda.getEntry('draft-bellevue')).rejects.toThrow();
    });
  });

  describe('GraphQL Content API through graphql-request', () => {
    const WITHIN_CIRCLE = gqlTag`
      query Near($circle: Circle!) {
        officeCollection(where: { center_within_circle: $circle }, order: name_ASC) {
          total
          items {
            name
            center {
              lat
              lon
            }
          }
        }
      }
    `;
    const WITHIN_RECTANGLE = gqlTag`
      query Box($box: Rectangle!) {
        officeCollection(where: { center_within_rectangle: $box }, order: name_ASC) {
          items {
            name
          }
        }
      }
    `;
    interface Answer {
      officeCollection: { total?: number; items: { name: string; center?: { lat: number; lon: number } }[] };
    }

    it('given _within_circle [lat, lon, km], when queried, then the published offices inside the circle come', async () => {
      const small = await graphql.request<Answer>(WITHIN_CIRCLE, { circle: [41.259, -95.9409, 10] });
      expect(small.officeCollection.items.map((i) => i.name)).toEqual(['Council Bluffs', 'Omaha']);
      expect(small.officeCollection.total).toBe(2);
      const wide = await graphql.request<Answer>(WITHIN_CIRCLE, { circle: [41.259, -95.9409, 81] });
      expect(wide.officeCollection.items.map((i) => i.name)).toEqual(['Council Bluffs', 'Lincoln', 'Omaha']);
      expect(wide.officeCollection.items.find((i) => i.name === 'Lincoln')?.center).toEqual({ lat: 40.8136, lon: -96.7026 });
    });

    it('given _within_rectangle [top-left lat, lon, bottom-right lat, lon], when queried, then the offices inside come', async () => {
      const box = await graphql.request<Answer>(WITHIN_RECTANGLE, { box: [42, -97, 40, -93] });
      expect(box.officeCollection.items.map((i) => i.name)).toEqual(['Council Bluffs', 'Des Moines', 'Lincoln', 'Omaha']);
    });

    it('given a circle of two numbers, when queried, then the API refuses the variable', async () => {
      const error = await graphql.request<Answer>(WITHIN_CIRCLE, { circle: [41.259, -95.9409] }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ClientError);
      expect((error as ClientError).response.errors?.[0]?.message).toMatch(/Circle/);
    });
  });
});
