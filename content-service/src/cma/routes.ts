import { Hono, type Context, type Next } from 'hono';
import type { ServiceContext } from '../context.js';
import type { StoredSpace } from '../bootstrap.js';
import { accessTokenInvalid } from '../errors.js';
import { tokenMatches } from '../http/tokens.js';
import { registerApps } from './apps.js';
import { registerAssets } from './assets.js';
import { registerContentTypes, registerEditorInterfaces } from './content-types.js';
import { registerEntries } from './entries.js';
import { registerEnvironments } from './environments.js';
import { registerLocales } from './locales.js';
import { registerReleases } from './releases.js';
import { registerScheduledActions } from './scheduled-actions.js';
import { registerTags } from './tags.js';

/** Every environment-scoped route exists twice: with `/environments/{env}` and without (= master). */
function paths(suffix: string): string[] {
  return [`/spaces/:space/environments/:env${suffix}`, `/spaces/:space${suffix}`];
}

/**
 * The Content Management API. Every request needs the space's management token as
 * `Authorization: Bearer …` (or `access_token`), else 401 `AccessTokenInvalid`.
 */
export function cmaRoutes(ctx: ServiceContext): Hono {
  const app = new Hono();
  app.use('/spaces', authenticate(ctx));
  app.use('/spaces/*', authenticate(ctx));
  app.use('/organizations', authenticate(ctx));
  app.use('/organizations/*', authenticate(ctx));
  registerEnvironments(app, ctx);
  registerLocales(app, ctx, paths);
  registerContentTypes(app, ctx, paths);
  registerEditorInterfaces(app, ctx, paths);
  registerEntries(app, ctx, paths);
  registerAssets(app, ctx, paths);
  registerTags(app, ctx, paths);
  registerApps(app, ctx, paths);
  registerScheduledActions(app, ctx);
  registerReleases(app, ctx, paths);
  return app;
}

function authenticate(ctx: ServiceContext) {
  return async (c: Context, next: Next) => {
    const header = c.req.header('Authorization') ?? '';
    const token = header.replace(/^Bearer\s+/i, '') || c.req.query('access_token') || '';
    const space = ctx.store.getSpace(ctx.config.spaceId) as StoredSpace | undefined;
    if (!space || !tokenMatches(token, space.tokens.management)) throw accessTokenInvalid();
    await next();
  };
}
