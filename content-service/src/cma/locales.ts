import type { Context, Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import { ContentfulError, notFound, versionMismatch } from '../errors.js';
import { newId } from '../ids.js';
import type { Locale } from '../types.js';
import { cmaJson, envFrom, jsonBody, requiredVersion } from './context.js';
import { collection } from './query.js';
import { newSys, touched } from './sys.js';

const CODE = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;

/**
 * Locales (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/locales):
 * list, get, create, update (version checked), delete (never the default locale).
 */
export function registerLocales(app: Hono, ctx: ServiceContext, paths: (suffix: string) => string[]): void {
  for (const path of paths('/locales')) {
    app.get(path, (c) => {
      const env = envFrom(ctx, c);
      const items = ctx.store.list<Locale>(env, 'Locale').map((r) => r.draft);
      return cmaJson(c, collection(items, items.length, 0, Math.max(items.length, 100)));
    });
    app.post(path, async (c) => {
      const env = envFrom(ctx, c);
      const body = await jsonBody(c);
      const code = body.code;
      if (typeof code !== 'string' || !CODE.test(code)) {
        throw new ContentfulError('ValidationFailed', 'Validation error', {
          errors: [{ name: 'regexp', path: ['code'], value: code, details: 'The locale code is not a valid locale code' }],
        });
      }
      const existing = ctx.store.list<Locale>(env, 'Locale').map((r) => r.draft);
      if (existing.some((l) => l.code === code)) {
        throw new ContentfulError('ValidationFailed', 'Validation error', {
          errors: [{ name: 'taken', path: ['code'], value: code, details: `Locale code "${code}" is already taken` }],
        });
      }
      const fallbackCode = (body.fallbackCode as string | null | undefined) ?? null;
      if (fallbackCode !== null && !existing.some((l) => l.code === fallbackCode)) {
        throw new ContentfulError('ValidationFailed', 'Validation error', {
          errors: [
            {
              name: 'notResolvable',
              path: ['fallbackCode'],
              value: fallbackCode,
              details: `Fallback locale "${fallbackCode}" does not exist`,
            },
          ],
        });
      }
      const id = newId();
      const locale: Locale = {
        sys: newSys(env, 'Locale', id, new Date().toISOString()),
        name: typeof body.name === 'string' ? body.name : code,
        code,
        fallbackCode,
        default: false,
        optional: body.optional === true,
        contentManagementApi: body.contentManagementApi !== false,
        contentDeliveryApi: body.contentDeliveryApi !== false,
      };
      ctx.store.save(env, 'Locale', { id, draft: locale, published: locale });
      return cmaJson(c, locale, 201);
    });
  }
  for (const path of paths('/locales/:id')) {
    const load = (c: Context) => {
      const env = envFrom(ctx, c);
      const id = c.req.param('id') ?? '';
      const record = ctx.store.get<Locale>(env, 'Locale', id);
      if (!record) throw notFound('Locale', id, { environment: env.environmentId, space: env.spaceId });
      return { env, record };
    };
    app.get(path, (c) => cmaJson(c, load(c).record.draft));
    app.put(path, async (c) => {
      const { env, record } = load(c);
      if (requiredVersion(c) !== record.draft.sys.version) throw versionMismatch();
      const body = await jsonBody(c);
      const locale: Locale = {
        ...record.draft,
        sys: touched(record.draft.sys, new Date().toISOString()),
        name: typeof body.name === 'string' ? body.name : record.draft.name,
        fallbackCode: body.fallbackCode === undefined ? record.draft.fallbackCode : (body.fallbackCode as string | null),
        optional: typeof body.optional === 'boolean' ? body.optional : record.draft.optional,
      };
      ctx.store.save(env, 'Locale', { id: record.id, draft: locale, published: locale });
      return cmaJson(c, locale);
    });
    app.delete(path, (c) => {
      const { env, record } = load(c);
      if (record.draft.default)
        throw new ContentfulError('BadRequest', 'The default locale cannot be deleted.', { code: record.draft.code });
      ctx.store.remove(env, 'Locale', record.id);
      return c.body(null, 204);
    });
  }
}
