import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cma, startTestService, type TestService } from '@insurer/content-service/testing';
import type { ContentfulTarget } from '../src/contentful-env.js';
import { MigrationFailedError, runPendingMigrations, type RunPendingMigrationsOptions } from '../src/migrate.js';
import { envPath, localTarget, publishEntry, putEntry } from './helpers.js';

/**
 * The migration runner against a fresh content service, with the real contentful-migration and
 * contentful-management clients over HTTPS.
 */
const MIGRATIONS = [
  '0001-assets-and-links',
  '0002-navigation-and-footer',
  '0003-forms',
  '0004-widgets',
  '0005-blocks',
  '0006-pages-and-articles',
  '0007-custom-html-help-text',
  '0008-feature-flags',
  '0009-agencies-and-sales-offices',
  '0010-quote-drawer-and-rates',
  '0011-retirement-calculator',
  '0012-form-block-any-form-id',
  '0013-compliance-codes',
  '0014-rich-text-link-limits',
  '0015-retirement-probability',
  '0016-page-type-closed-list',
  '0017-statistics-source',
];

/** Every content type the migrations create (their GraphQL types are the PascalCase ids). */
const CONTENT_TYPES = [
  'accentHeading',
  'accordionGroup',
  'accordionItem',
  'agency',
  'alertBanner',
  'alertBox',
  'annuityPlanningWidget',
  'article',
  'callout',
  'card',
  'cardGrid',
  'carousel',
  'carouselSlide',
  'complianceCode',
  'customChart',
  'customHtml',
  'dynamicCardGrid',
  'dynamicCarousel',
  'dynamicList',
  'featureFlags',
  'featuredPromo',
  'floatingCallToAction',
  'footer',
  'footerColumn',
  'form',
  'formBlock',
  'formField',
  'headTag',
  'headerBlock',
  'image',
  'link',
  'listOption',
  'mediaGrid',
  'modal',
  'navigation',
  'navigationGroup',
  'person',
  'pullQuote',
  'quoteRates',
  'quoteWidget',
  'retirementCalculator',
  'richTextBlock',
  'rilaWidget',
  'salesOffice',
  'siteSettings',
  'staticPage',
  'stateContentDropdown',
  'suggestedPages',
  'tab',
  'tabbedPanel',
  'tagline',
  'video',
  'widgetBlock',
];

let service: TestService;
let target: ContentfulTarget;
const tempDirs: string[] = [];

beforeAll(async () => {
  service = await startTestService();
  target = localTarget(service);
});
afterAll(async () => {
  delete https.globalAgent.options.ca;
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  await service.destroy();
});

/** Runs the runner, collecting its progress lines. */
async function run(options: Partial<RunPendingMigrationsOptions> = {}) {
  const lines: string[] = [];
  const result = await runPendingMigrations({ target, log: (line) => lines.push(line), ...options });
  return { result, lines };
}

/** A folder of migration scripts with the given file contents. */
function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-test-'));
  tempDirs.push(dir);
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
  return dir;
}

async function history(environmentId = 'master'): Promise<string[]> {
  const res = await cma(service, 'GET', `${envPath(environmentId)}/entries?content_type=migrationHistory&order=fields.name&limit=1000`);
  return res.body.items.map((e: any) => e.fields.name['en-US']);
}

async function contentTypeIds(): Promise<string[]> {
  const res = await cma(service, 'GET', `${envPath()}/content_types?limit=1000`);
  return res.body.items.map((ct: any) => ct.sys.id).sort();
}

describe('npm run migrate', () => {
  it('given a fresh space, when listing with --dry-run, then every migration is pending and nothing changes', async () => {
    const { result, lines } = await run({ dryRun: true });
    expect(result.pending).toEqual(MIGRATIONS);
    expect(result.applied).toEqual([]);
    expect(lines).toEqual(MIGRATIONS.map((name) => `[migrate] ${name} … pending (dry run)`));
    expect(await contentTypeIds()).toEqual([]);
  });

  // Every migration against a fresh space: about 23 s on a loaded 2-core machine, so more than the default 30 s budget.
  it('given a fresh space, when run, then every migration applies in file-name order and is recorded in the space', async () => {
    const { result, lines } = await run();
    expect(result.applied).toEqual(MIGRATIONS);
    expect(lines.filter((l) => l.endsWith('… applied'))).toEqual(MIGRATIONS.map((name) => `[migrate] ${name} … applied`));
    expect(await history()).toEqual(MIGRATIONS);
    expect(await contentTypeIds()).toEqual([...CONTENT_TYPES, 'migrationHistory'].sort());
    const page = await cma(service, 'GET', `${envPath()}/content_types/staticPage`);
    expect(page.body.sys.publishedVersion).toBeGreaterThan(0);
    expect(page.body.displayField).toBe('title');
  }, 120_000);

  it('given every migration applied, when run again, then nothing is applied and the model is untouched', async () => {
    const before = await cma(service, 'GET', `${envPath()}/content_types/staticPage`);
    const { result, lines } = await run();
    expect(result).toEqual({ environmentId: 'master', alreadyApplied: MIGRATIONS, pending: [], applied: [] });
    expect(lines).toEqual([`[migrate] master: nothing to apply (${MIGRATIONS.length} applied)`]);
    const after = await cma(service, 'GET', `${envPath()}/content_types/staticPage`);
    expect(after.body.sys.version).toBe(before.body.sys.version);
  });

  it('given the applied model, when reading editor interfaces, then closed lists use dropdowns and limits are in the help text', async () => {
    const ei = await cma(service, 'GET', `${envPath()}/content_types/cardGrid/editor_interface`);
    expect(ei.body.controls).toContainEqual({
      fieldId: 'layout',
      widgetId: 'dropdown',
      widgetNamespace: 'builtin',
      settings: { helpText: 'Cards per row on desktops; phones show one per row.' },
    });
    expect(ei.body.controls).toContainEqual({
      fieldId: 'cards',
      widgetId: 'entryLinksEditor',
      widgetNamespace: 'builtin',
      settings: { helpText: 'At most 18 cards.', bulkEditing: false },
    });
    const ct = await cma(service, 'GET', `${envPath()}/content_types/cardGrid`);
    expect(ct.body.fields.find((f: any) => f.id === 'layout').validations).toEqual([{ in: ['1 Col', '2 Col', '3 Col', '4 Col'] }]);
  });

  it('given the applied model, then a static page’s type is a closed list: a type outside it is refused at publish with the list’s message (issue 41)', async () => {
    const created = await cma(
      service,
      'POST',
      `${envPath()}/entries`,
      { fields: { url: { 'en-US': '/typo' }, title: { 'en-US': 'Typo' }, type: { 'en-US': 'products' } } },
      { 'X-Contentful-Content-Type': 'staticPage' },
    );
    const published = await cma(service, 'PUT', `${envPath()}/entries/${created.body.sys.id}/published`, undefined, {
      'X-Contentful-Version': String(created.body.sys.version),
    });
    expect(published.status).toBe(422);
    expect(JSON.stringify(published.body)).toContain(
      'Choose a page type from the list (product and tool pages need a compliance approval).',
    );
    const ei = await cma(service, 'GET', `${envPath()}/content_types/staticPage/editor_interface`);
    expect(ei.body.controls.find((c: { fieldId: string }) => c.fieldId === 'type')?.widgetId).toBe('dropdown');
  });

  it('given a new migration, when listing with --dry-run, then only it is pending and the space is unchanged', async () => {
    const dir = migrationsDir({ '0900-tagline-eyebrow.ts': ADD_FIELD });
    const { result, lines } = await run({ migrationsDir: dir, dryRun: true });
    expect(result.pending).toEqual(['0900-tagline-eyebrow']);
    expect(lines).toContain('[migrate] 0900-tagline-eyebrow … pending (dry run)');
    const tagline = await cma(service, 'GET', `${envPath()}/content_types/tagline`);
    expect(tagline.body.fields.map((f: any) => f.id)).not.toContain('eyebrow');
    expect(await history()).toEqual(MIGRATIONS);
  });

  it('given a migration the API refuses, when run, then the run stops with Contentful’s message and it is not recorded', async () => {
    await putEntry(service, 'alertBox', 'notice', { type: 'information', title: 'Notice', message: 'Offices closed Monday.' });
    expect((await publishEntry(service, 'notice')).status).toBe(200);
    const dir = migrationsDir({
      '0900-tagline-eyebrow.ts': ADD_FIELD,
      '0901-unknown-alert-type.ts': BAD_TRANSFORM,
      '0902-never-reached.ts': CREATE_TYPE('neverReached'),
    });

    const failure = await run({ migrationsDir: dir }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(MigrationFailedError);
    const error = failure as MigrationFailedError;
    if (error.logFile) rmSync(error.logFile, { force: true });
    expect(error.migration).toBe('0901-unknown-alert-type');
    expect(error.message).toContain(
      'Migration 0901-unknown-alert-type failed: Validation error: Value must be one of expected values (fields.type.en-US)',
    );
    expect(await history()).toEqual([...MIGRATIONS, '0900-tagline-eyebrow']);
    expect((await cma(service, 'GET', `${envPath()}/content_types/neverReached`)).status).toBe(404);
    const alert = await cma(service, 'GET', `${envPath()}/entries/notice`);
    expect(alert.body.sys.publishedVersion).toBe(alert.body.sys.version - 2);
  });

  it('given a migration editing a content type that does not exist, when run, then it fails with the migration library’s message', async () => {
    const dir = migrationsDir({ '0901-edit-missing.ts': EDIT_MISSING });
    const failure = await run({ migrationsDir: dir }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationFailedError);
    expect((failure as Error).message).toBe(
      'Migration 0901-edit-missing failed: You cannot create a field with id "title" on content type "doesNotExist" because it does not exist.; You cannot edit field "title" on content type "doesNotExist" because it does not exist.',
    );
    expect(await history()).toEqual([...MIGRATIONS, '0900-tagline-eyebrow']);
  });

  it('given a pending migration numbered before an applied one, when run, then it refuses to run it', async () => {
    const dir = migrationsDir({ '0003-late-branch.ts': CREATE_TYPE('lateBranch') });
    await expect(run({ migrationsDir: dir })).rejects.toThrow(
      'Migration 0003-late-branch is pending but 0900-tagline-eyebrow is already applied in master; give it a number after 0900-tagline-eyebrow.',
    );
    expect((await cma(service, 'GET', `${envPath()}/content_types/lateBranch`)).status).toBe(404);
  });

  it('given --environment naming a missing environment, when run, then it fails without creating it', async () => {
    await expect(run({ environmentId: 'staging' })).rejects.toThrow(
      'Environment "staging" does not exist in space "testspace". Create it first (for example by cloning master); the migration runner never creates environments.',
    );
    const environments = await cma(service, 'GET', `/spaces/testspace/environments`);
    expect(environments.body.items.map((e: any) => e.sys.id)).toEqual(['master']);
  });

  it('given an environment cloned from master, when run with --environment, then its copied history means only new migrations apply there', async () => {
    const created = await cma(
      service,
      'PUT',
      '/spaces/testspace/environments/staging',
      { name: 'staging' },
      { 'X-Contentful-Source-Environment': 'master' },
    );
    expect(created.status).toBe(201);
    const dir = migrationsDir({ '0900-tagline-eyebrow.ts': ADD_FIELD, '0901-announcement.ts': CREATE_TYPE('announcement') });
    const { result } = await run({ migrationsDir: dir, environmentId: 'staging' });
    expect(result.applied).toEqual(['0901-announcement']);
    expect(await history('staging')).toEqual([...MIGRATIONS, '0900-tagline-eyebrow', '0901-announcement']);
    expect(await history('master')).toEqual([...MIGRATIONS, '0900-tagline-eyebrow']);
    expect((await cma(service, 'GET', `${envPath('staging')}/content_types/announcement`)).status).toBe(200);
    expect((await cma(service, 'GET', `${envPath('master')}/content_types/announcement`)).status).toBe(404);
  });
});

// Migration scripts of the temporary folders (plain JavaScript is valid TypeScript).
const ADD_FIELD = `export default function migrate(migration) {
  migration.editContentType('tagline').createField('eyebrow').name('Eyebrow').type('Symbol');
}
`;
const BAD_TRANSFORM = `export default function migrate(migration) {
  migration.transformEntries({
    contentType: 'alertBox',
    from: ['type'],
    to: ['type'],
    shouldPublish: true,
    transformEntryForLocale: () => ({ type: 'urgent' }),
  });
}
`;
const EDIT_MISSING = `export default function migrate(migration) {
  migration.editContentType('doesNotExist').createField('title').name('Title').type('Symbol');
}
`;
const CREATE_TYPE = (id: string) => `export default function migrate(migration) {
  migration.createContentType('${id}', { name: '${id}', displayField: 'title' }).createField('title').name('Title').type('Symbol');
}
`;
