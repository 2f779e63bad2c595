import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createClient, type PlainClientAPI } from 'contentful-management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_TOKEN, MANAGEMENT_TOKEN, SPACE, startTestService, type TestService } from '@insurer/content-service/testing';
import { MigrationFailedError, runPendingMigrations } from '../src/migrate.js';
import { ReleaseCheckError, rollback, runRelease } from '../src/release.js';
import { localTarget as serviceTarget, richText } from './helpers.js';
import { EYEBROW_MIGRATION, THROWING_MIGRATION, migrationsWith } from './release-migrations.js';

/**
 * `npm run migrate -- --release` and `--rollback` against a content service whose `master`
 * environment has every migration of the repository and a published block: the release works on
 * a clone, and only the alias swap changes what `master` serves.
 */
let service: TestService;
let client: PlainClientAPI;
let modelDir: string;
const lines: string[] = [];
const log = (line: string) => lines.push(line);
const FEWER_ITEMS_MIGRATION = `import type Migration from 'contentful-migration';

export default function migrate(migration: Migration): void {
  migration.editContentType('accordionGroup').editField('items').validations([{ size: { max: 2 }, message: 'At most 2 items.' }]);
}
`;
/** The CLI's target for the test service, with its delivery token (the release reads the GraphQL schema). */
const localTarget = (s: TestService) => ({ ...serviceTarget(s), deliveryToken: DELIVERY_TOKEN });

async function accentHeadingFields(environment: string): Promise<string[]> {
  const res = await fetch(`${service.httpUrl}/content/v1/spaces/${SPACE}/environments/${environment}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${DELIVERY_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ __type(name: "AccentHeading") { fields { name } } }' }),
  });
  const body = (await res.json()) as { data: { __type: { fields: { name: string }[] } } };
  return body.data.__type.fields.map((f) => f.name);
}

beforeAll(async () => {
  service = await startTestService();
  client = createClient({ accessToken: MANAGEMENT_TOKEN, host: service.httpHost, insecure: true }, { type: 'plain' });
  await runPendingMigrations({ target: localTarget(service), certificate: service.certificate, log: () => undefined });
  const scope = { spaceId: SPACE, environmentId: 'master' };
  const heading = await client.entry.createWithId(
    { ...scope, contentTypeId: 'accentHeading', entryId: 'h1' },
    { fields: { text: { 'en-US': 'Plan ahead' } } },
  );
  await client.entry.publish({ ...scope, entryId: 'h1' }, heading);
  modelDir = mkdtempSync(join(tmpdir(), 'release-model-'));
}, 120_000);
afterAll(async () => {
  await service.destroy();
  rmSync(modelDir, { recursive: true, force: true });
});

describe('npm run migrate -- --release', { timeout: 120_000 }, () => {
  it('given a migration that throws after one that applied, when released, then the alias stays and master is untouched', async () => {
    const migrationsDir = migrationsWith({ '0100-eyebrow.ts': EYEBROW_MIGRATION, '0101-throws.ts': THROWING_MIGRATION });
    const masterBefore = await client.contentType.get({ spaceId: SPACE, environmentId: 'master', contentTypeId: 'accentHeading' });

    const release = runRelease({
      target: localTarget(service),
      certificate: service.certificate,
      name: 'release-broken',
      migrationsDir,
      modelDir,
      log,
    });
    await expect(release).rejects.toBeInstanceOf(MigrationFailedError);
    await expect(release).rejects.toThrow('Migration 0101-throws failed: this migration stops halfway');

    const alias = await client.environmentAlias.get({ spaceId: SPACE, environmentAliasId: 'master' });
    expect(alias).toMatchObject({ sys: { version: 1 }, environment: { sys: { id: 'master' } } });
    const masterAfter = await client.contentType.get({ spaceId: SPACE, environmentId: 'master', contentTypeId: 'accentHeading' });
    expect(masterAfter.fields).toEqual(masterBefore.fields);
    expect(masterAfter.sys.version).toBe(masterBefore.sys.version);
    expect((await client.entry.get({ spaceId: SPACE, environmentId: 'master', entryId: 'h1' })).sys.version).toBe(2);
    expect(await accentHeadingFields('master')).not.toContain('eyebrow');
    // the half-done release stays for inspection, with the migration that did apply
    expect(await accentHeadingFields('release-broken')).toContain('eyebrow');
    rmSync(migrationsDir, { recursive: true, force: true });
  });

  it('given a migration adding a field, when released, then the checks pass, master serves the field, and --rollback takes it back', async () => {
    const migrationsDir = migrationsWith({ '0100-eyebrow.ts': EYEBROW_MIGRATION });
    lines.length = 0;
    const result = await runRelease({
      target: localTarget(service),
      certificate: service.certificate,
      name: 'release-a',
      migrationsDir,
      modelDir,
      log,
    });
    expect(result).toMatchObject({ from: 'master', release: 'release-a', swapped: true, migrations: { applied: ['0100-eyebrow'] } });
    expect(lines[0]).toBe("[release] cloning master (the master alias's target) into release-a");
    expect(lines).toContain('[release] release-a: every published entry within its item limits');
    expect(lines).toContain('[release] master now targets release-a (was master); undo with npm run migrate -- --rollback');
    expect(readFileSync(join(modelDir, 'schema.graphql'), 'utf8')).toContain('  eyebrow(locale: String): String\n');

    expect(await accentHeadingFields('master')).toContain('eyebrow');
    const entry = await client.entry.get({ spaceId: SPACE, environmentId: 'master', entryId: 'h1' });
    expect(entry.sys.environment.sys.id).toBe('release-a');

    expect(await rollback({ target: localTarget(service), certificate: service.certificate, log })).toEqual({
      from: 'release-a',
      to: 'master',
    });
    expect(await accentHeadingFields('master')).not.toContain('eyebrow');
    const environments = await client.environment.getMany({ spaceId: SPACE });
    expect(environments.items.map((e) => e.sys.id)).toEqual(['master', 'release-broken', 'release-a']);
    rmSync(migrationsDir, { recursive: true, force: true });
  });

  it('given a migration tightening a limit a published entry exceeds, when released, then the check names it and the alias stays', async () => {
    const scope = { spaceId: SPACE, environmentId: 'master' };
    const links = [];
    for (const id of ['q1', 'q2', 'q3']) {
      const item = await client.entry.createWithId(
        { ...scope, contentTypeId: 'accordionItem', entryId: id },
        { fields: { title: { 'en-US': `Question ${id}` }, accordionDescription: { 'en-US': richText('Answer') } } },
      );
      await client.entry.publish({ ...scope, entryId: id }, item);
      links.push({ sys: { type: 'Link', linkType: 'Entry', id } });
    }
    const group = await client.entry.createWithId(
      { ...scope, contentTypeId: 'accordionGroup', entryId: 'faq' },
      { fields: { internalName: { 'en-US': 'FAQ' }, mode: { 'en-US': 'Standard' }, items: { 'en-US': links } } },
    );
    await client.entry.publish({ ...scope, entryId: 'faq' }, group);
    const migrationsDir = migrationsWith({ '0100-eyebrow.ts': EYEBROW_MIGRATION, '0101-fewer-items.ts': FEWER_ITEMS_MIGRATION });

    const release = runRelease({
      target: localTarget(service),
      certificate: service.certificate,
      name: 'release-b',
      migrationsDir,
      modelDir,
      log,
    });
    await expect(release).rejects.toBeInstanceOf(ReleaseCheckError);
    await expect(release).rejects.toThrow(
      'Release release-b failed its checks, the alias was not moved:\n  entry faq (accordionGroup) items [en-US]: 3 items, at most 2',
    );
    expect((await client.environmentAlias.get({ spaceId: SPACE, environmentAliasId: 'master' })).environment.sys.id).toBe('master');
    rmSync(migrationsDir, { recursive: true, force: true });
  });

  it('given releases beyond --keep, when another is released, then the oldest go, but never the alias target or the rollback destination', async () => {
    const target = localTarget(service);
    const third = await runRelease({ target, certificate: service.certificate, name: 'release-c', modelDir, log, keep: 1 });
    // master (not a release) is where release-c came from; every older release goes
    expect(third.deleted.sort()).toEqual(['release-a', 'release-b', 'release-broken']);
    const fourth = await runRelease({ target, certificate: service.certificate, name: 'release-d', modelDir, log, keep: 1 });
    // release-c is where release-d came from: a rollback needs it
    expect(fourth.deleted).toEqual([]);
    const environments = await client.environment.getMany({ spaceId: SPACE });
    expect(environments.items.map((e) => e.sys.id)).toEqual(['master', 'release-c', 'release-d']);
  });

  it('given the command line, when --rollback is run, then it prints the swap back; options that clash exit 1 with the usage', async () => {
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/src/migrate-main.ts', ...args], {
        cwd: resolve(import.meta.dirname, '../..'),
        env: {
          ...process.env,
          CONTENTFUL_MANAGEMENT_HOST: '',
          CONTENTFUL_GRAPHQL_ENDPOINT: '',
          CONTENTFUL_SPACE_ID: SPACE,
          CONTENTFUL_MANAGEMENT_TOKEN: MANAGEMENT_TOKEN,
          CONTENT_SERVICE_PORT: service.httpHost.split(':')[1],
          CONTENT_SERVICE_TLS_PORT: service.tlsHost.split(':')[1],
          CONTENT_SERVICE_DATA_DIR: service.dataDir,
        },
      });
    expect((await run('--rollback')).stdout).toBe('[release] master now targets release-c (was release-d); release-d is kept\n');
    await expect(run('--release', '--rollback')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('[migrate] --release, --swap and --rollback go alone.'),
    });
  });
});
