import { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServiceContext } from '../context.js';
import { notFound } from '../errors.js';
import { fieldAppPolicy } from './security-headers.js';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  woff2: 'font/woff2',
  json: 'application/json',
};

/** An app folder or asset file name: letters, digits, dots, dashes, underscores; no path. */
const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/**
 * The built CMS field apps, where the local app definitions' `src` point:
 * `GET /field-apps/{app}/` (and `…/index.html`) answers `{fieldAppsDir}/{app}/dist/index.html`,
 * `GET /field-apps/{app}/assets/{file}` its assets (Vite's hashed names, cached for a year).
 * Names are checked (no paths); anything missing is 404. Only when `fieldAppsDir` is configured.
 */
export function fieldAppRoutes(ctx: ServiceContext): Hono {
  const app = new Hono();
  const serve = async (appName: string, file: string, immutable: boolean) => {
    const dir = ctx.config.fieldAppsDir;
    if (!dir || !SAFE_NAME.test(appName) || !SAFE_NAME.test(file.replace(/^assets\//, ''))) throw notFound('FieldApp', appName);
    const body = await readFile(join(dir, appName, 'dist', file)).catch(() => undefined);
    if (!body) throw notFound('FieldApp', `${appName}/${file}`);
    const type = TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    // An app's page may be framed only by the product's own origins (the workbench mounts it).
    if (type.startsWith('text/html')) headers['Content-Security-Policy'] = fieldAppPolicy(ctx.config.allowedOrigins);
    return new Response(new Uint8Array(body), { headers });
  };
  app.get('/field-apps/:app/', (c) => serve(c.req.param('app'), 'index.html', false));
  app.get('/field-apps/:app/index.html', (c) => serve(c.req.param('app'), 'index.html', false));
  app.get('/field-apps/:app/assets/:file', (c) => serve(c.req.param('app'), `assets/${c.req.param('file')}`, true));
  return app;
}
