/**
 * The workbench's Node server: the built React app, a Content Management API proxy that holds
 * the management token (the browser never sees it), and the preview redirect that turns draft
 * mode on with the preview secret (kept on the server too). It talks only to Contentful's APIs
 * (the CMA of the configured space, the preview site), so pointed at a real space with a
 * management token it works the same (workbench/README.md).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

/** What the workbench serves and where it sends its requests. */
export interface WorkbenchOptions {
  /** Port to listen on (WORKBENCH_PORT, default 3001); 0 picks a free one. */
  port: number;
  /** Address to bind, `127.0.0.1` by default: the workbench holds a management token. */
  bind?: string;
  /** Base URL of the Content Management API: `http://localhost:4000` or `https://api.contentful.com`. */
  cmaUrl: string;
  /** The CMA token the proxy adds to every request (CONTENTFUL_MANAGEMENT_TOKEN). */
  managementToken: string;
  spaceId: string;
  environmentId: string;
  /**
   * The organization whose app definitions the field apps are (CONTENTFUL_ORGANIZATION_ID;
   * `local-organization` for the local content service): the proxy reads its app definitions only.
   */
  organizationId?: string;
  /** The space's default locale, the one the editor edits and the live preview subscribes in. */
  locale: string;
  /** The preview site's origin, e.g. `http://localhost:3000`. */
  siteUrl: string;
  /** CONTENTFUL_PREVIEW_SECRET, sent to the site's `/api/draft` by the preview redirect. */
  previewSecret: string;
  /** The built app (`workbench/dist`). */
  staticDir: string;
}

/** A running workbench. */
export interface RunningWorkbench {
  url: string;
  port: number;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

/** The browser configuration the app reads from `/api/config` (no secrets). */
export interface WorkbenchConfig {
  spaceId: string;
  environmentId: string;
  /** Where the field apps' app definitions live (`local-organization` locally). */
  organizationId: string;
  locale: string;
  siteUrl: string;
}

/** The header every proxied request must carry: a cross-site page cannot set it without a CORS preflight, which the workbench never grants. */
export const WORKBENCH_HEADER = 'x-workbench';

/** Request headers the proxy passes on to the CMA; everything else (cookies, Origin, Authorization) stays behind. */
const FORWARDED_HEADERS = ['content-type', 'accept', 'x-contentful-version', 'x-contentful-content-type'];
/** Largest request body the proxy accepts, in bytes (an entry with long rich text fits easily). */
const MAX_BODY_BYTES = 5 * 1024 * 1024;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return 'too-large';
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The organization of the field apps' definitions when none is configured (the local content service's). */
export const LOCAL_ORGANIZATION_ID = 'local-organization';

/**
 * `/api/cma/spaces/{space}/…` → the CMA, with the management token. Only the configured space
 * (plus GET of one app definition of the configured organization, which a field app's editor
 * interface control names), only with the workbench header; the answer (status, JSON body, `X-Contentful-*` headers) comes
 * back as the CMA gave it, so the browser's contentful-management client sees Contentful's own
 * errors (409 VersionMismatch, 422 ValidationFailed).
 */
async function proxy(options: WorkbenchOptions, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  if (req.headers[WORKBENCH_HEADER] !== '1') {
    json(res, 403, { message: `The Management API proxy answers the workbench only (header ${WORKBENCH_HEADER}: 1).` });
    return;
  }
  const prefix = `/spaces/${options.spaceId}`;
  const appDefinition = new RegExp(`^/organizations/${options.organizationId ?? LOCAL_ORGANIZATION_ID}/app_definitions/[\\w-]+$`);
  const readsAppDefinition = req.method === 'GET' && appDefinition.test(path);
  if (path !== prefix && !path.startsWith(`${prefix}/`) && !readsAppDefinition) {
    json(res, 403, { message: `The workbench edits the space ${options.spaceId} only.` });
    return;
  }
  const method = req.method ?? 'GET';
  if (!['GET', 'PUT', 'POST', 'DELETE', 'PATCH'].includes(method)) {
    json(res, 405, { message: `Method ${method} is not allowed.` });
    return;
  }
  const body = method === 'GET' || method === 'DELETE' ? undefined : await readBody(req);
  if (body === 'too-large') {
    json(res, 413, { message: `Request bodies are limited to ${MAX_BODY_BYTES} bytes.` });
    return;
  }
  const headers: Record<string, string> = { Authorization: `Bearer ${options.managementToken}` };
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const search = new URL(req.url ?? '/', 'http://workbench').search;
  let answer: Response;
  try {
    answer = await fetch(`${options.cmaUrl}${path}${search}`, { method, headers, ...(body?.length ? { body: new Uint8Array(body) } : {}) });
  } catch (error) {
    json(res, 502, {
      message: `The Content Management API at ${options.cmaUrl} did not answer: ${error instanceof Error ? error.message : String(error)}`,
    });
    return;
  }
  const out: Record<string, string> = { 'Cache-Control': 'no-store' };
  answer.headers.forEach((value, name) => {
    if (name === 'content-type' || name.startsWith('x-contentful-')) out[name] = value;
  });
  res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
}

/**
 * `/preview?slug=/path` → the site's `/api/draft` with the secret, which turns draft mode on and
 * lands on the page: the preview pane's iframe starts here, so the secret never reaches the
 * app's JavaScript. Only site paths (`/…`, never `//host`).
 */
function previewRedirect(options: WorkbenchOptions, url: URL, res: ServerResponse): void {
  const slug = url.searchParams.get('slug') ?? '/';
  if (!slug.startsWith('/') || slug.startsWith('//') || slug.includes('\\')) {
    json(res, 400, { message: 'slug must be a path on the site, starting with a single "/".' });
    return;
  }
  const target = new URL('/api/draft', options.siteUrl);
  target.searchParams.set('secret', options.previewSecret);
  target.searchParams.set('slug', slug);
  res.writeHead(302, { Location: target.toString(), 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }).end();
}

function serveStatic(options: WorkbenchOptions, pathname: string, res: ServerResponse): void {
  const root = resolve(options.staticDir);
  let file = normalize(join(root, decodeURIComponent(pathname)));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) file = join(root, 'index.html');
  if (!existsSync(file)) {
    json(res, 503, { message: 'The workbench is not built yet: run `npm run build -w workbench`.' });
    return;
  }
  const immutable = file.includes(`${join(root, 'assets')}`);
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "frame-ancestors 'none'",
  });
  createReadStream(file).pipe(res);
}

/**
 * Starts the workbench server.
 * @throws Error when the port is taken.
 */
export async function startWorkbench(options: WorkbenchOptions): Promise<RunningWorkbench> {
  const config: WorkbenchConfig = {
    spaceId: options.spaceId,
    environmentId: options.environmentId,
    organizationId: options.organizationId ?? LOCAL_ORGANIZATION_ID,
    locale: options.locale,
    siteUrl: options.siteUrl,
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://workbench');
    const handle = async (): Promise<void> => {
      if (url.pathname.startsWith('/api/cma/')) return proxy(options, req, res, url.pathname.slice('/api/cma'.length));
      if (url.pathname === '/api/config') return json(res, 200, config);
      if (url.pathname.startsWith('/api/')) return json(res, 404, { message: `No workbench API at ${url.pathname}.` });
      if (url.pathname === '/preview') return previewRedirect(options, url, res);
      if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { message: `Method ${req.method} is not allowed.` });
      return serveStatic(options, url.pathname, res);
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent) json(res, 400, { message: error instanceof Error ? error.message : 'Bad request' });
      else res.destroy();
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.bind ?? '127.0.0.1', () => resolveListen());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}`,
    port,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}
