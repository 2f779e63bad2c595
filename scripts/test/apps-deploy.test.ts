import { createClient, type PlainClientAPI } from 'contentful-management';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGEMENT_TOKEN, SPACE, startTestService, type TestService } from '@insurer/content-service/testing';
import { deployFieldApps } from '../src/apps/deploy.js';
import { fieldAppsBaseUrl } from '../src/apps-deploy.js';
import { runPendingMigrations } from '../src/migrate.js';
import { localTarget } from './helpers.js';

/** `npm run apps:deploy` against a real local content service with the real migrations. */
let service: TestService;
let client: PlainClientAPI;
const scope = { spaceId: SPACE, environmentId: 'master' };
const appsDir = mkdtempSync(join(tmpdir(), 'field-apps-test-'));

beforeAll(async () => {
  service = await startTestService({ CONTENT_SERVICE_FIELD_APPS_DIR: appsDir });
  await runPendingMigrations({ target: localTarget(service), certificate: service.certificate, log: () => undefined });
  client = createClient({ accessToken: MANAGEMENT_TOKEN, host: service.httpHost, insecure: true }, { type: 'plain' });
}, 120_000);
afterAll(async () => {
  await service.destroy();
  rmSync(appsDir, { recursive: true, force: true });
});

describe('deployFieldApps', () => {
  it('creates the four app definitions, installs them and names each in its field’s editor interface; a second run changes nothing', async () => {
    const baseUrl = `${service.httpUrl}/field-apps`;
    const lines: string[] = [];
    const first = await deployFieldApps({
      target: localTarget(service),
      baseUrl,
      certificate: service.certificate,
      log: (l) => lines.push(l),
    });
    expect(first.map((app) => [app.field, app.src])).toEqual([
      ['form.formFields', `${baseUrl}/form-builder/`],
      ['rilaWidget.config', `${baseUrl}/rila-config/`],
      ['stateContentDropdown.stateMapping', `${baseUrl}/state-content/`],
      ['quoteWidget.flags', `${baseUrl}/quote-widget/`],
    ]);
    const definitions = (await client.appDefinition.getMany({ organizationId: 'local-organization' })).items;
    expect(definitions.map((d) => [d.name, d.locations])).toEqual([
      ['Form builder', [{ location: 'entry-field', fieldTypes: [{ type: 'Array', items: { type: 'Link', linkType: 'Entry' } }] }]],
      ['RILA configuration', [{ location: 'entry-field', fieldTypes: [{ type: 'Object' }] }]],
      ['State content', [{ location: 'entry-field', fieldTypes: [{ type: 'Object' }] }]],
      ['Quote widget defaults', [{ location: 'entry-field', fieldTypes: [{ type: 'Object' }] }]],
    ]);
    expect((await client.appInstallation.getMany(scope)).items.map((i) => i.sys.appDefinition.sys.id).sort()).toEqual(
      first.map((a) => a.appDefinitionId).sort(),
    );
    for (const app of first) {
      const [contentTypeId, fieldId] = app.field.split('.') as [string, string];
      const ei = await client.editorInterface.get({ ...scope, contentTypeId });
      expect(ei.controls?.find((c) => c.fieldId === fieldId)).toEqual({ fieldId, widgetNamespace: 'app', widgetId: app.appDefinitionId });
    }
    expect(lines).toContain('[apps] Form builder: assigned to form.formFields');

    const again: string[] = [];
    const second = await deployFieldApps({
      target: localTarget(service),
      baseUrl,
      certificate: service.certificate,
      log: (l) => again.push(l),
    });
    expect(second.map((a) => a.appDefinitionId)).toEqual(first.map((a) => a.appDefinitionId));
    expect(again).toEqual([]);

    const moved = await deployFieldApps({
      target: localTarget(service),
      baseUrl: 'https://apps.example.com',
      certificate: service.certificate,
    });
    expect(moved[0]?.src).toBe('https://apps.example.com/form-builder/');
    expect((await client.appDefinition.get({ organizationId: 'local-organization', appDefinitionId: first[0]!.appDefinitionId })).src).toBe(
      'https://apps.example.com/form-builder/',
    );
  });

  it('the content service serves a built app at /field-apps/{app}/ and nothing outside it', async () => {
    const dist = join(appsDir, 'quote-widget', 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Quote widget</title>');
    writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    const page = await fetch(`${service.httpUrl}/field-apps/quote-widget/`);
    expect([page.status, page.headers.get('content-type'), await page.text()]).toEqual([
      200,
      'text/html; charset=utf-8',
      '<!doctype html><title>Quote widget</title>',
    ]);
    const script = await fetch(`${service.httpUrl}/field-apps/quote-widget/assets/index-abc.js`);
    expect([script.status, script.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    for (const path of ['/field-apps/quote-widget/assets/..%2F..%2Fpackage.json', '/field-apps/..%2Fscripts/', '/field-apps/nope/']) {
      const res = await fetch(`${service.httpUrl}${path}`);
      expect([path, res.status, ((await res.json()) as { sys: { id: string } }).sys.id]).toEqual([path, 404, 'NotFound']);
    }
  });

  it('the base URL is FIELD_APPS_BASE_URL, else the local service’s route; a real space needs it', () => {
    expect(fieldAppsBaseUrl({ FIELD_APPS_BASE_URL: 'https://www.example.com/cms-apps/' }, false)).toBe('https://www.example.com/cms-apps');
    expect(fieldAppsBaseUrl({ CONTENT_SERVICE_PORT: '4380' }, true)).toBe('http://localhost:4380/field-apps');
    expect(() => fieldAppsBaseUrl({}, false)).toThrow('Set FIELD_APPS_BASE_URL (HTTPS) to where the built field apps are hosted');
  });
});
