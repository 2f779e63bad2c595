import { createClient, type AppDefinitionProps, type PlainClientAPI } from 'contentful-management';
import { trustLocalService, type ContentfulTarget } from '../contentful-env.js';
import { FIELD_APPS, type FieldAppSpec } from './field-apps.js';

/** One app after a deploy: its definition id and where it loads from. */
export interface DeployedApp {
  dir: FieldAppSpec['dir'];
  appDefinitionId: string;
  src: string;
  /** `content type.field` it is assigned to. */
  field: string;
}

export interface DeployOptions {
  target: ContentfulTarget;
  /** Where the built apps are served, without a trailing slash: `{baseUrl}/{dir}/` is each app's `src`. */
  baseUrl: string;
  /** The organization owning the definitions; the only one the token sees when omitted. */
  organizationId?: string;
  /** The local service's certificate (PEM), when it was just started in-process. */
  certificate?: string;
  log?: (line: string) => void;
}

async function organizationOf(client: PlainClientAPI, wanted: string | undefined): Promise<string> {
  if (wanted) return wanted;
  const organizations = (await client.organization.getAll()).items;
  const only = organizations.length === 1 ? organizations[0] : undefined;
  if (!only) throw new Error(`The token sees ${organizations.length} organizations: set CONTENTFUL_ORGANIZATION_ID`);
  return only.sys.id;
}

/**
 * Creates or updates the four field apps' definitions (found by name; `src` `{baseUrl}/{dir}/`,
 * one `entry-field` location of the field's type), installs each in the target environment, and
 * assigns each to its field in the content type's editor interface (`widgetNamespace: 'app'`).
 * Idempotent: a second run changes nothing but versions where something differs.
 * @throws Error from the CMA (e.g. an unknown content type: run the migrations first).
 */
export async function deployFieldApps(options: DeployOptions): Promise<DeployedApp[]> {
  const { target, log = () => undefined } = options;
  trustLocalService(target, options.certificate);
  const client = createClient({ accessToken: target.managementToken, host: target.managementHost }, { type: 'plain' });
  const organizationId = await organizationOf(client, options.organizationId);
  const scope = { spaceId: target.spaceId, environmentId: target.environmentId };
  const existing = (await client.appDefinition.getMany({ organizationId })).items;
  const deployed: DeployedApp[] = [];
  for (const app of FIELD_APPS) {
    const src = `${options.baseUrl.replace(/\/$/, '')}/${app.dir}/`;
    const body = { name: app.name, src, locations: [{ location: 'entry-field' as const, fieldTypes: [app.fieldType] }] };
    const found = existing.find((definition) => definition.name === app.name);
    let definition: AppDefinitionProps;
    if (!found) {
      definition = await client.appDefinition.create({ organizationId }, body);
      log(`[apps] ${app.name}: definition created (${definition.sys.id})`);
    } else if (found.src !== src || JSON.stringify(found.locations) !== JSON.stringify(body.locations)) {
      definition = await client.appDefinition.update({ organizationId, appDefinitionId: found.sys.id }, { ...found, ...body });
      log(`[apps] ${app.name}: definition updated`);
    } else {
      definition = found;
    }
    const appDefinitionId = definition.sys.id;
    await client.appInstallation.upsert({ ...scope, appDefinitionId }, { parameters: {} });
    const editorInterface = await client.editorInterface.get({ ...scope, contentTypeId: app.contentType });
    const control = { fieldId: app.fieldId, widgetNamespace: 'app', widgetId: appDefinitionId };
    const controls = editorInterface.controls ?? [];
    const current = controls.find((c) => c.fieldId === app.fieldId);
    if (current?.widgetNamespace !== 'app' || current.widgetId !== appDefinitionId) {
      await client.editorInterface.update(
        { ...scope, contentTypeId: app.contentType },
        { ...editorInterface, controls: [...controls.filter((c) => c.fieldId !== app.fieldId), control] },
      );
      log(`[apps] ${app.name}: assigned to ${app.contentType}.${app.fieldId}`);
    }
    deployed.push({ dir: app.dir, appDefinitionId, src, field: `${app.contentType}.${app.fieldId}` });
  }
  return deployed;
}
