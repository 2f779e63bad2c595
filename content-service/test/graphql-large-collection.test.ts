import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './helpers.js';
import { ContentFixture, en, gql, link } from './graphql-fixture.js';

// The schema is built once per content type revision and entries are indexed once per entry
// revision; these tests check that the cached index answers correctly. Latency is measured by
// scripts/bench/content-service.ts, not asserted here.

const COUNT = 1000;

describe('GraphQL over 1,000 entries', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService();
    const fx = new ContentFixture(service);
    fx.contentType('person', [{ id: 'name', type: 'Symbol' }]);
    fx.contentType('policy', [
      { id: 'title', type: 'Symbol', localized: true },
      { id: 'premium', type: 'Number' },
      { id: 'category', type: 'Symbol' },
      { id: 'owner', type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['person'] }] },
    ]);
    service.ctx.store.transaction(() => {
      for (let i = 0; i < 20; i++) fx.entry(`person${i}`, 'person', { name: en(`Person ${i}`) });
      for (let i = 0; i < COUNT; i++) {
        fx.entry(`policy${String(i).padStart(4, '0')}`, 'policy', {
          title: en(`Policy ${i}`),
          premium: en(i % 97),
          category: en(['home', 'car', 'life', 'travel'][i % 4]!),
          owner: en(link('Entry', `person${i % 20}`)),
        });
      }
    });
  });

  afterAll(async () => {
    await service.destroy();
  });

  const QUERY = `query($skip: Int) { policyCollection(skip: $skip, limit: 20, where: { category_in: ["home", "car"], premium_gte: 10 }, order: [premium_DESC, title_ASC]) {
      total items { sys { id } title premium owner { name } } } }`;

  it('given 1,000 entries, when a filtered, ordered page is queried repeatedly, then pages are complete and disjoint', async () => {
    const first = await gql(service, QUERY, { variables: { skip: 0 } });
    expect(first.status).toBe(200);
    expect(first.body.data.policyCollection.total).toBe(
      Array.from({ length: COUNT }, (_, i) => i).filter((i) => i % 4 < 2 && i % 97 >= 10).length,
    );
    expect(first.body.data.policyCollection.items).toHaveLength(20);
    expect(first.body.data.policyCollection.items[0]).toEqual({
      sys: { id: 'policy0193' },
      title: 'Policy 193',
      premium: 96,
      owner: { name: 'Person 13' },
    });

    const seen = new Set<string>();
    for (let run = 0; run < 5; run++) {
      const res = await gql(service, QUERY, { variables: { skip: run * 20 } });
      expect(res.body.errors).toBeUndefined();
      for (const item of res.body.data.policyCollection.items) seen.add(item.sys.id);
    }
    expect(seen.size).toBe(100);
  });

  it('given a cached index, when an entry is written, then the next query sees it', async () => {
    const before = await gql(service, '{ policyCollection(where: { category: "pet" }) { total } }');
    expect(before.body).toEqual({ data: { policyCollection: { total: 0 } } });
    new ContentFixture(service).entry('policy-new', 'policy', { title: en('New'), category: en('pet') });
    const after = await gql(service, '{ policyCollection(where: { category: "pet" }) { total items { title } } }');
    expect(after.body).toEqual({ data: { policyCollection: { total: 1, items: [{ title: 'New' }] } } });
  });
});
