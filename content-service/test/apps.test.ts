import { createClient, type PlainClientAPI } from 'contentful-management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ORGANIZATION_ID } from '../src/cma/apps.js';
import { cma, MANAGEMENT_TOKEN, SPACE, startTestService, type TestService } from './helpers.js';

/** App definitions, installations and app controls through the real `contentful-management` client. */
let service: TestService;
let client: PlainClientAPI;
const scope = { spaceId: SPACE, environmentId: 'master' };
const organizationId = LOCAL_ORGANIZATION_ID;

beforeAll(async () => {
  service = await startTestService();
  client = createClient({ accessToken: MANAGEMENT_TOKEN, host: service.httpHost, insecure: true }, { type: 'plain' });
  const ct = await client.contentType.createWithId({ ...scope, contentTypeId: 'quoteWidget' }, {
    name: 'Quote widget',
    displayField: 'heading',
    fields: [
      { id: 'heading', name: 'Heading', type: 'Symbol' },
      { id: 'flags', name: 'Flags', type: 'Object' },
    ],
  } as never);
  await client.contentType.publish({ ...scope, contentTypeId: 'quoteWidget' }, ct);
});
afterAll(() => service.destroy());

const fieldLocation = { location: 'entry-field' as const, fieldTypes: [{ type: 'Object' as const }] };

describe('app framework endpoints', () => {
  it('creates, lists, updates an app definition, installs it and assigns it to a field; deleting waits for the uninstall', async () => {
    expect((await client.organization.getAll()).items.map((o) => o.sys.id)).toEqual([organizationId]);
    const created = await client.appDefinition.create(
      { organizationId },
      { name: 'Quote widget', src: 'http://localhost:3380/cms-apps/quote-widget/index.html', locations: [fieldLocation] },
    );
    expect(created.sys).toMatchObject({ type: 'AppDefinition', version: 1, organization: { sys: { id: organizationId } } });
    const updated = await client.appDefinition.update(
      { organizationId, appDefinitionId: created.sys.id },
      { ...created, src: 'https://apps.example.com/quote-widget/' },
    );
    expect(updated.sys.version).toBe(2);
    expect((await client.appDefinition.getMany({ organizationId })).items.map((d) => [d.name, d.src])).toEqual([
      ['Quote widget', 'https://apps.example.com/quote-widget/'],
    ]);

    const installation = await client.appInstallation.upsert({ ...scope, appDefinitionId: created.sys.id }, { parameters: {} });
    expect(installation.sys.appDefinition.sys.id).toBe(created.sys.id);
    expect((await client.appInstallation.getMany(scope)).items).toHaveLength(1);

    const ei = await client.editorInterface.get({ ...scope, contentTypeId: 'quoteWidget' });
    const assigned = await client.editorInterface.update(
      { ...scope, contentTypeId: 'quoteWidget' },
      {
        ...ei,
        controls: ei.controls?.map((c) =>
          c.fieldId === 'flags' ? { fieldId: 'flags', widgetNamespace: 'app', widgetId: created.sys.id } : c,
        ),
      },
    );
    expect(assigned.controls?.find((c) => c.fieldId === 'flags')).toEqual({
      fieldId: 'flags',
      widgetNamespace: 'app',
      widgetId: created.sys.id,
    });

    const refused = await cma(service, 'DELETE', `/organizations/${organizationId}/app_definitions/${created.sys.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The app is installed in an environment; uninstall it first.');
    await client.appInstallation.delete({ ...scope, appDefinitionId: created.sys.id });
    await client.appDefinition.delete({ organizationId, appDefinitionId: created.sys.id });
    expect((await client.appDefinition.getMany({ organizationId })).items).toEqual([]);
  });

  it('answers malformed requests with 4xx and a message, as Contentful does', async () => {
    const bad = async (method: string, path: string, body?: unknown) => {
      const res = await cma(service, method, path, body);
      return [res.status, res.body.sys.id, res.body.details?.errors?.[0]?.details ?? res.body.message];
    };
    const defs = `/organizations/${organizationId}/app_definitions`;
    expect(await bad('POST', defs, { src: 'https://x.example/' })).toEqual([422, 'ValidationFailed', 'name must be 1 to 255 characters']);
    expect(await bad('POST', defs, { name: 'A', src: 'http://apps.example.com/' })).toEqual([
      422,
      'ValidationFailed',
      'src must be an HTTPS URL, or http://localhost for development',
    ]);
    expect(await bad('POST', defs, { name: 'A', locations: [{ location: 'entry-field' }] })).toEqual([
      422,
      'ValidationFailed',
      'an entry-field location names its field types (Symbol, Text, RichText, Integer, Number, Date, Boolean, Object, Location, Link, Array)',
    ]);
    expect(await bad('POST', defs, '[1]')).toEqual([400, 'BadRequest', 'The body you sent must be a JSON object.']);
    expect(await bad('GET', '/organizations/other/app_definitions')).toEqual([404, 'NotFound', 'The resource could not be found.']);
    expect(await bad('PUT', `/spaces/${SPACE}/environments/master/app_installations/nope`, {})).toEqual([
      404,
      'NotFound',
      'The resource could not be found.',
    ]);
    const ei = await client.editorInterface.get({ ...scope, contentTypeId: 'quoteWidget' });
    const res = await cma(
      service,
      'PUT',
      `/spaces/${SPACE}/environments/master/content_types/quoteWidget/editor_interface`,
      { controls: [{ fieldId: 'flags', widgetNamespace: 'app', widgetId: 'not-installed' }] },
      { 'X-Contentful-Version': String(ei.sys.version) },
    );
    expect([res.status, res.body.details.errors[0].details]).toEqual([422, 'The app not-installed is not installed']);
  });
});
