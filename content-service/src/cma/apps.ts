import type { Context, Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import { ContentfulError, notFound, versionMismatch } from '../errors.js';
import { newId } from '../ids.js';
import type { AppInstallation, EnvRef, Link } from '../types.js';
import { LOCAL_USER, cmaJson, envFrom, jsonBody, requiredVersion, versionHeader } from './context.js';
import { collection } from './query.js';
import { newSys, touched } from './sys.js';

/** The local service's one organization; its app definitions are the space's. */
export const LOCAL_ORGANIZATION_ID = 'local-organization';

/** Where an app may render (CMA "App definitions", `locations[].location`). */
const LOCATIONS = ['app-config', 'entry-field', 'entry-sidebar', 'entry-editor', 'dialog', 'page', 'home'] as const;
/** The field types an `entry-field` location may name (`fieldTypes[].type`). */
const FIELD_TYPES = ['Symbol', 'Text', 'RichText', 'Integer', 'Number', 'Date', 'Boolean', 'Object', 'Location', 'Link', 'Array'];

/** An app definition as stored and answered. */
export interface AppDefinition {
  sys: {
    id: string;
    type: 'AppDefinition';
    organization: Link<'Organization'>;
    shared: boolean;
    version: number;
    createdAt: string;
    updatedAt: string;
    createdBy: Link<'User'>;
    updatedBy: Link<'User'>;
  };
  name: string;
  src?: string;
  locations: unknown[];
  parameters?: Record<string, unknown>;
}

function invalid(path: (string | number)[], details: string): ContentfulError {
  return new ContentfulError('ValidationFailed', 'Validation error', { errors: [{ name: 'invalid', path, details }] });
}

/**
 * The writable part of an app definition body, checked as Contentful does: a name (1-255
 * characters), a `src` that is an HTTPS URL or an `http://localhost` one (development), and
 * known locations, an `entry-field` location naming its field types.
 * @throws ContentfulError ValidationFailed (422) naming the property.
 */
function definitionBody(body: Record<string, unknown>): Pick<AppDefinition, 'name' | 'src' | 'locations' | 'parameters'> {
  const { name, src, locations, parameters } = body;
  if (typeof name !== 'string' || name.trim() === '' || name.length > 255) throw invalid(['name'], 'name must be 1 to 255 characters');
  if (src !== undefined) {
    let url: URL | undefined;
    try {
      url = typeof src === 'string' ? new URL(src) : undefined;
    } catch {
      url = undefined;
    }
    const local = url?.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
    if (!url || (url.protocol !== 'https:' && !local))
      throw invalid(['src'], 'src must be an HTTPS URL, or http://localhost for development');
  }
  const list = locations ?? [];
  if (!Array.isArray(list)) throw invalid(['locations'], 'locations must be an array');
  list.forEach((item: unknown, i) => {
    const location = (item as { location?: unknown } | null)?.location;
    if (typeof location !== 'string' || !(LOCATIONS as readonly string[]).includes(location)) {
      throw invalid(['locations', i, 'location'], `location must be one of ${LOCATIONS.join(', ')}`);
    }
    if (location === 'entry-field') {
      const fieldTypes = (item as { fieldTypes?: unknown }).fieldTypes;
      const ok =
        Array.isArray(fieldTypes) &&
        fieldTypes.length > 0 &&
        fieldTypes.every((t: unknown) => FIELD_TYPES.includes(String((t as { type?: unknown } | null)?.type)));
      if (!ok) throw invalid(['locations', i, 'fieldTypes'], `an entry-field location names its field types (${FIELD_TYPES.join(', ')})`);
    }
  });
  if (parameters !== undefined && (typeof parameters !== 'object' || parameters === null || Array.isArray(parameters))) {
    throw invalid(['parameters'], 'parameters must be an object');
  }
  return {
    name,
    ...(typeof src === 'string' ? { src } : {}),
    locations: list,
    ...(parameters ? { parameters: parameters as Record<string, unknown> } : {}),
  };
}

/**
 * App definitions and installations, the part of the App Framework the field apps' deploy script
 * uses (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/app-definitions,
 * …/#/reference/app-installations):
 * - `GET /organizations` lists the local organization (`local-organization`);
 * - `GET|POST /organizations/{org}/app_definitions`, `GET|PUT|DELETE …/app_definitions/{id}`
 *   (PUT and DELETE check `X-Contentful-Version`; DELETE refuses while the app is installed);
 * - `GET /spaces/{space}/environments/{env}/app_installations` and `GET|PUT|DELETE
 *   …/app_installations/{appDefinitionId}` (PUT installs or updates the parameters; the app
 *   definition must exist). Editor interfaces may then name an app control
 *   (`widgetNamespace: 'app'`, `widgetId` the definition's id).
 */
export function registerApps(app: Hono, ctx: ServiceContext, paths: (suffix: string) => string[]): void {
  const organization = (c: Context): string => {
    const id = c.req.param('org') ?? '';
    if (id !== LOCAL_ORGANIZATION_ID) throw notFound('Organization', id);
    return id;
  };
  const definition = (org: string, id: string): AppDefinition => {
    const found = ctx.store.getAppDefinition<AppDefinition>(org, id);
    if (!found) throw notFound('AppDefinition', id);
    return found;
  };

  app.get('/organizations', (c) => {
    const now = new Date(0).toISOString();
    const item = {
      name: 'Local organization',
      sys: { type: 'Organization', id: LOCAL_ORGANIZATION_ID, version: 1, createdAt: now, updatedAt: now },
    };
    return cmaJson(c, collection([item], 1, 0, 100));
  });
  app.get('/organizations/:org/app_definitions', (c) => {
    const items = ctx.store.listAppDefinitions<AppDefinition>(organization(c));
    return cmaJson(c, collection(items, items.length, 0, Math.max(100, items.length)));
  });
  app.post('/organizations/:org/app_definitions', async (c) => {
    const org = organization(c);
    const body = definitionBody(await jsonBody(c));
    const now = new Date().toISOString();
    const id = newId();
    const created: AppDefinition = {
      sys: {
        id,
        type: 'AppDefinition',
        organization: { sys: { type: 'Link', linkType: 'Organization', id: org } },
        shared: false,
        version: 1,
        createdAt: now,
        updatedAt: now,
        createdBy: LOCAL_USER,
        updatedBy: LOCAL_USER,
      },
      ...body,
    };
    ctx.store.putAppDefinition(org, id, created);
    return cmaJson(c, created, 201);
  });
  app.get('/organizations/:org/app_definitions/:id', (c) => cmaJson(c, definition(organization(c), c.req.param('id') ?? '')));
  app.put('/organizations/:org/app_definitions/:id', async (c) => {
    const org = organization(c);
    const current = definition(org, c.req.param('id') ?? '');
    if (requiredVersion(c) !== current.sys.version) throw versionMismatch();
    const body = definitionBody(await jsonBody(c));
    const updated: AppDefinition = {
      sys: { ...current.sys, version: current.sys.version + 1, updatedAt: new Date().toISOString(), updatedBy: LOCAL_USER },
      ...body,
    };
    ctx.store.putAppDefinition(org, current.sys.id, updated);
    return cmaJson(c, updated);
  });
  app.delete('/organizations/:org/app_definitions/:id', (c) => {
    const org = organization(c);
    const current = definition(org, c.req.param('id') ?? '');
    const version = versionHeader(c);
    if (version !== undefined && version !== current.sys.version) throw versionMismatch();
    const installed = ctx.store
      .listEnvironments(ctx.config.spaceId)
      .some((meta) => ctx.store.get({ spaceId: ctx.config.spaceId, environmentId: meta.sys.id }, 'AppInstallation', current.sys.id));
    if (installed)
      throw new ContentfulError('BadRequest', 'The app is installed in an environment; uninstall it first.', { id: current.sys.id });
    ctx.store.deleteAppDefinition(org, current.sys.id);
    return c.body(null, 204);
  });

  const installation = (env: EnvRef, id: string): AppInstallation => {
    const found = ctx.store.get<AppInstallation>(env, 'AppInstallation', id)?.draft;
    if (!found) throw notFound('AppInstallation', id, { environment: env.environmentId, space: env.spaceId });
    return found;
  };
  for (const path of paths('/app_installations')) {
    app.get(path, (c) => {
      const items = ctx.store.list<AppInstallation>(envFrom(ctx, c), 'AppInstallation').map((r) => r.draft);
      return cmaJson(c, collection(items, items.length, 0, Math.max(100, items.length)));
    });
  }
  for (const path of paths('/app_installations/:appId')) {
    app.get(path, (c) => cmaJson(c, installation(envFrom(ctx, c), c.req.param('appId') ?? '')));
    app.put(path, async (c) => {
      const env = envFrom(ctx, c);
      const appId = c.req.param('appId') ?? '';
      definition(LOCAL_ORGANIZATION_ID, appId);
      const text = await c.req.text();
      // Hono keeps the body read above, so `jsonBody` parses the same text.
      const body = text.trim() === '' ? {} : await jsonBody(c);
      const parameters = body.parameters;
      if (parameters !== undefined && (typeof parameters !== 'object' || parameters === null || Array.isArray(parameters))) {
        throw invalid(['parameters'], 'parameters must be an object');
      }
      const now = new Date().toISOString();
      const existing = ctx.store.get<AppInstallation>(env, 'AppInstallation', appId)?.draft;
      const appDefinition: Link<'AppDefinition'> = { sys: { type: 'Link', linkType: 'AppDefinition', id: appId } };
      const sys = existing
        ? { ...touched(existing.sys, now), appDefinition }
        : { ...newSys(env, 'AppInstallation', appId, now), appDefinition };
      const saved: AppInstallation = { sys, ...(parameters ? { parameters: parameters as Record<string, unknown> } : {}) };
      ctx.store.save(env, 'AppInstallation', { id: appId, draft: saved, published: saved });
      return cmaJson(c, saved, existing ? 200 : 201);
    });
    app.delete(path, (c) => {
      const env = envFrom(ctx, c);
      const appId = c.req.param('appId') ?? '';
      installation(env, appId);
      ctx.store.remove(env, 'AppInstallation', appId);
      return c.body(null, 204);
    });
  }
}
