import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { listMigrationFiles, MIGRATIONS_DIR } from '@insurer/migrations/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cma, startTestService, type TestService } from '../../content-service/test/helpers.js';
import type { ContentfulTarget } from '../src/contentful-env.js';
import { runPendingMigrations } from '../src/migrate.js';
import { envPath, link, localTarget, publishEntry, putEntry } from './helpers.js';

/**
 * Migration 0012 (issue 34 item 3, docs/requirements.md#decision-form-block-form-id) on a space
 * that already has form blocks from before it: the model as of 0011, content written against it,
 * then the real migrations folder.
 */
let service: TestService;
let target: ContentfulTarget;
let before0012: string;

const entry = async (id: string) => (await cma(service, 'GET', `${envPath()}/entries/${id}`)).body;

beforeAll(async () => {
  service = await startTestService();
  target = localTarget(service);
  before0012 = mkdtempSync(join(tmpdir(), 'migrations-0011-'));
  cpSync(join(MIGRATIONS_DIR, 'lib'), join(before0012, 'lib'), { recursive: true });
  for (const { name, path } of listMigrationFiles()) if (name < '0012') cpSync(path, join(before0012, basename(path)));
  await runPendingMigrations({ target, migrationsDir: before0012, log: () => undefined });

  await putEntry(service, 'formField', 'field-email', { fieldName: 'email', component: 'EmailInput' });
  expect((await publishEntry(service, 'field-email')).status).toBe(200);
  await putEntry(service, 'form', 'form-proposal', {
    formId: 'request-a-proposal',
    formType: 'non-pardot',
    formSubmitUrl: '/api/forms/request-a-proposal',
    formFields: [link('field-email')],
  });
  expect((await publishEntry(service, 'form-proposal')).status).toBe(200);
  // Before 0012: a bespoke block, a published block linking the definition, a draft one linking it.
  await putEntry(service, 'formBlock', 'block-bespoke', { internalName: 'Contact', formId: 'gl-contact-us-hc' });
  expect((await publishEntry(service, 'block-bespoke')).status).toBe(200);
  await putEntry(service, 'formBlock', 'block-linked', { internalName: 'Proposal', form: link('form-proposal') });
  expect((await publishEntry(service, 'block-linked')).status).toBe(200);
  await putEntry(service, 'formBlock', 'block-draft', { internalName: 'Proposal draft', form: link('form-proposal') });
  await putEntry(service, 'formBlock', 'block-other', { internalName: 'Not yet', formId: 'request-a-proposal' });
  expect((await publishEntry(service, 'block-other')).status).toBe(422);

  const { applied } = await runPendingMigrations({ target, log: () => undefined });
  expect(applied[0]).toBe('0012-form-block-any-form-id');
}, 180_000);

afterAll(async () => {
  delete https.globalAgent.options.ca;
  rmSync(before0012, { recursive: true, force: true });
  await service.destroy();
});

describe('migration 0012: a form block takes any form id', () => {
  it('given a published block that linked a definition, when migrated, then it names the definition by its form id and stays published', async () => {
    const block = await entry('block-linked');
    expect(block.fields.formId).toEqual({ 'en-US': 'request-a-proposal' });
    expect(block.fields.form['en-US'].sys.id).toBe('form-proposal');
    expect(block.sys.publishedVersion).toBe(block.sys.version - 1);
    const published = await cma(
      service,
      'GET',
      `/cdn/spaces/${service.ctx.config.spaceId}/environments/master/entries/block-linked`,
      undefined,
      {
        Authorization: `Bearer ${service.ctx.config.deliveryToken}`,
      },
    );
    expect(published.body.fields.formId).toBe('request-a-proposal');
  });

  it('given a draft block and a bespoke block, when migrated, then the draft gets the id but stays a draft and the bespoke one is unchanged', async () => {
    const draft = await entry('block-draft');
    expect(draft.fields.formId).toEqual({ 'en-US': 'request-a-proposal' });
    expect(draft.sys.publishedVersion).toBeUndefined();
    expect((await entry('block-bespoke')).fields.formId).toEqual({ 'en-US': 'gl-contact-us-hc' });
  });

  it('given the new model, when a block names a definition’s form id, then it publishes; an id that is no id is refused with the message', async () => {
    expect((await publishEntry(service, 'block-other')).status).toBe(200);
    await putEntry(service, 'formBlock', 'block-bad', { internalName: 'Bad', formId: 'not an id!' });
    const refused = await publishEntry(service, 'block-bad');
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body.details)).toContain(
      'Use a bespoke form id (e.g. gl-contact-us-hc) or the form id of a form definition: letters, digits, dashes, underscores.',
    );
    const ei = await cma(service, 'GET', `${envPath()}/content_types/formBlock/editor_interface`);
    expect(ei.body.controls.find((c: { fieldId: string }) => c.fieldId === 'formId').widgetId).toBe('singleLine');
  });
});
