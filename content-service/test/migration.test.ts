import https from 'node:https';
import { runMigration } from 'contentful-migration';
import type { MigrationFunction } from 'contentful-migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cma, MANAGEMENT_TOKEN, SPACE, startTestService, type TestService } from './helpers.js';

/**
 * The real `contentful-migration` runner over HTTPS (it speaks nothing else), with only `host`
 * changed; the service's self-signed certificate is trusted through the global https agent,
 * which is the agent the runner's client uses when no proxy is set.
 */
let service: TestService;
const base = `/spaces/${SPACE}/environments/master`;

beforeAll(async () => {
  service = await startTestService();
  https.globalAgent.options.ca = service.certificate;
});
afterAll(async () => {
  delete https.globalAgent.options.ca;
  await service.destroy();
});

const options = () => ({
  spaceId: SPACE,
  environmentId: 'master',
  accessToken: MANAGEMENT_TOKEN,
  host: service.tlsHost,
  yes: true,
  quiet: true,
  shouldThrow: true,
});

describe('contentful-migration runMigration', () => {
  it('given an empty space, when a migration creates a content type, then it is published with its validations and editor widgets', async () => {
    await runMigration({
      ...options(),
      migrationFunction: (migration: Parameters<MigrationFunction>[0]) => {
        const accordion = migration.createContentType('accordionGroup', {
          name: 'Accordion group',
          displayField: 'title',
          description: 'Collapsible items',
        });
        accordion.createField('title').name('Title').type('Symbol').required(true);
        accordion
          .createField('items')
          .name('Items')
          .type('Array')
          .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['accordionItem'] }] })
          .validations([{ size: { max: 10 }, message: 'An accordion holds at most 10 items' }]);
        accordion
          .createField('mode')
          .name('Mode')
          .type('Symbol')
          .validations([{ in: ['Standard', 'Highlight'] }]);
        accordion.changeFieldControl('mode', 'builtin', 'dropdown', { helpText: 'Standard or Highlight' });
        const item = migration.createContentType('accordionItem', { name: 'Accordion item', displayField: 'title' });
        item.createField('title').name('Title').type('Symbol');
      },
    });
    const ct = await cma(service, 'GET', `${base}/content_types/accordionGroup`);
    expect(ct.status).toBe(200);
    expect(ct.body.sys.publishedVersion).toBeGreaterThan(0);
    expect(ct.body.fields.map((f: { id: string }) => f.id)).toEqual(['title', 'items', 'mode']);
    expect(ct.body.fields[1].validations).toEqual([{ size: { max: 10 }, message: 'An accordion holds at most 10 items' }]);
    const ei = await cma(service, 'GET', `${base}/content_types/accordionGroup/editor_interface`);
    expect(ei.body.controls).toContainEqual({
      fieldId: 'mode',
      widgetId: 'dropdown',
      widgetNamespace: 'builtin',
      settings: { helpText: 'Standard or Highlight' },
    });
  });

  it('given existing content, when a second migration edits a field and transforms entries, then both apply', async () => {
    await cma(
      service,
      'PUT',
      `${base}/entries/faq`,
      { fields: { title: { 'en-US': 'faq' } } },
      { 'X-Contentful-Content-Type': 'accordionGroup' },
    );
    await runMigration({
      ...options(),
      migrationFunction: (migration: Parameters<MigrationFunction>[0]) => {
        const accordion = migration.editContentType('accordionGroup');
        accordion.editField('title').validations([{ size: { max: 80 } }]);
        accordion.createField('expandAll').name('Expand all').type('Boolean');
        migration.transformEntries({
          contentType: 'accordionGroup',
          from: ['title'],
          to: ['title'],
          transformEntryForLocale: (fields, locale) => ({ title: String(fields.title?.[locale]).toUpperCase() }),
        });
      },
    });
    const ct = await cma(service, 'GET', `${base}/content_types/accordionGroup`);
    expect(ct.body.fields.find((f: { id: string }) => f.id === 'title').validations).toEqual([{ size: { max: 80 } }]);
    expect(ct.body.fields.map((f: { id: string }) => f.id)).toContain('expandAll');
    const entry = await cma(service, 'GET', `${base}/entries/faq`);
    expect(entry.body.fields.title['en-US']).toBe('FAQ');
  });

  it('given a migration that edits a missing content type, when run, then it fails and nothing changes', async () => {
    const before = await cma(service, 'GET', `${base}/content_types`);
    await expect(
      runMigration({
        ...options(),
        migrationFunction: (migration: Parameters<MigrationFunction>[0]) => {
          migration.editContentType('doesNotExist').createField('x').name('X').type('Symbol');
        },
      }),
    ).rejects.toThrow();
    const after = await cma(service, 'GET', `${base}/content_types`);
    expect(after.body.items).toEqual(before.body.items);
  });
});

describe('editor interfaces across migrations', () => {
  it('given a published content type with a widget, when a later migration adds a field and sets its widget, then both widgets are kept', async () => {
    await runMigration({
      ...options(),
      migrationFunction: (migration: Parameters<MigrationFunction>[0]) => {
        const t = migration.createContentType('reproX', { name: 'X' });
        t.createField('a').name('A').type('Symbol');
        t.changeFieldControl('a', 'builtin', 'singleLine', { helpText: 'A' });
      },
    });
    await runMigration({
      ...options(),
      migrationFunction: (migration: Parameters<MigrationFunction>[0]) => {
        const t = migration.editContentType('reproX');
        t.createField('b').name('B').type('Symbol');
        t.changeFieldControl('b', 'builtin', 'dropdown', { helpText: 'B' });
      },
    });
    const ei = await cma(service, 'GET', `${base}/content_types/reproX/editor_interface`);
    expect(ei.body.controls).toEqual([
      { fieldId: 'a', widgetId: 'singleLine', widgetNamespace: 'builtin', settings: { helpText: 'A' } },
      { fieldId: 'b', widgetId: 'dropdown', widgetNamespace: 'builtin', settings: { helpText: 'B' } },
    ]);
  });
});
