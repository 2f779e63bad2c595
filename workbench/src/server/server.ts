/**
 * The workbench's Node server: the built React app, a Content Management API proxy that holds
 * the management token (the browser never sees it), and the preview redirect that turns draft
 * mode on with the preview secret (kept on the server too). It talks only to Contentful's APIs
 * (the CMA of the configured space, the preview site), so pointed at a real space with a
 * management token it works the same (workbench/README.md). It answers its own pages only
 * (`guard.ts`, docs/requirements.md#decision-workbench-access), signs people in (`people.ts`), and
 * keeps the review and approval of regulated pages and their record (`reviews.ts`, `records.ts`,
 * docs/requirements.md#decision-workbench-roles-and-review).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import {
  allowedHosts,
  allowedOrigins,
  answerClientError,
  newSessionSecret,
  pagePolicy,
  refusal,
  requestTimeouts,
  secretMatches,
  securityHeaders,
  SESSION_HEADER,
  SESSION_META,
} from './guard.js';
import { ensureDemoUsers, openCompliance } from '@insurer/compliance';
import { openSiteDb, type SiteDbConfig } from '@insurer/site-db';
import type { SignInMode } from '../shared/sign-in.js';
import { json } from './http.js';
import { callerOf, DEFAULT_SIGN_IN_LIMIT, sessionRoute, SIGN_IN_FIRST, type People, type SignInLimit } from './people.js';
import { proxy } from './proxy.js';
import { recordsRoute } from './records.js';
import { approvalGate, reviewsRoute, type ReviewDeps } from './reviews.js';
import { answerShareLink, SHARE_LINKS_PATH } from './share-links.js';

/** What the workbench serves and where it sends its requests. */
export interface WorkbenchOptions {
  /** Port to listen on (WORKBENCH_PORT, default 3001); 0 picks a free one. */
  port: number;
  /** Address to bind, `127.0.0.1` by default: the workbench holds a management token. */
  bind?: string;
  /** Base URL of the Content Management API: `http://localhost:4000` or `https://api.contentful.com`. */
  cmaUrl: string;
  /** Base URL of the Upload API: `https://upload.contentful.com` for a real space; the CMA's by default (the local content service). */
  uploadUrl?: string;
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
  /**
   * Origins the workbench is also reached at besides `http://localhost|127.0.0.1|[::1]:{port}`
   * (WORKBENCH_ALLOWED_ORIGINS, e.g. a proxy in front of it); every other `Host` answers 421.
   */
  allowedOrigins?: string[];
  /** Milliseconds a client has to send a whole request (default 30 000, as the site); then 408. */
  requestTimeoutMs?: number;
  /** Seconds a shared preview link opens its page (WORKBENCH_SHARE_LINK_SECONDS; 7 days by default: share-links.ts). */
  shareLinkSeconds?: number;
  /** The site database (the site's own variables: DATABASE_URL or SITE_DATABASE_PATH): users, sessions, reviews, the record. */
  database: SiteDbConfig;
  /** COMPLIANCE_RETENTION_YEARS (`@insurer/compliance`'s default when unset). */
  retentionYears?: number;
  /**
   * `required`: everyone signs in (a real space, or WORKBENCH_SIGN_IN=required); `local`
   * (`npm start`'s embedded defaults): the workbench opens as the seeded local principal
   * (docs/requirements.md#decision-workbench-roles-and-review).
   */
  signIn: SignInMode;
  /** Seeds the demo users (`ensureDemoUsers`) even when sign-in is required: the local content service only, never a real space. */
  demoUsers?: boolean;
  /** Wrong passwords allowed per address and per account (default 10 per 15 minutes). */
  signInLimit?: SignInLimit;
  /** CONTENTFUL_WEBHOOK_SECRET: the site's webhook is told of every approval and withdrawal with it. */
  webhookSecret: string;
  /** The site's webhook (WORKBENCH_REVALIDATE_URL; default `{siteUrl}/api/revalidate`). */
  revalidateUrl?: string;
}

/** A running workbench. */
export interface RunningWorkbench {
  url: string;
  port: number;
  /** This process's session secret (tests and the preview benchmark open the app with it as a browser would). */
  sessionSecret: string;
  /** Stops listening, closes open connections and the site database. */
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

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** The organization of the field apps' definitions when none is configured (the local content service's). */
export const LOCAL_ORGANIZATION_ID = 'local-organization';

/**
 * `/preview?slug=/path&session=…` → the site's `/api/draft` with the preview secret, which turns
 * draft mode on and lands on the page. The preview pane's iframe starts here with the session
 * secret (an iframe cannot send a header), so only the workbench's own page is handed the
 * redirect: another local caller without the session gets 403 and never sees the preview secret.
 * Only site paths (`/…`, never `//host`).
 */
function previewRedirect(options: WorkbenchOptions, sessionSecret: string, url: URL, res: ServerResponse): void {
  if (!secretMatches(url.searchParams.get('session'), sessionSecret)) {
    json(res, 403, { message: 'The preview opens from the workbench’s own page only (its session is missing or wrong).' });
    return;
  }
  const slug = url.searchParams.get('slug') ?? '/';
  if (!slug.startsWith('/') || slug.startsWith('//') || slug.includes('\\')) {
    json(res, 400, { message: 'slug must be a path on the site, starting with a single "/".' });
    return;
  }
  const target = new URL('/api/draft', options.siteUrl);
  target.searchParams.set('secret', options.previewSecret);
  target.searchParams.set('slug', slug);
  res.writeHead(302, { Location: target.toString(), 'Cache-Control': 'no-store' }).end();
}

/** index.html with the session secret in `<meta name="workbench-session">`, read once per process. */
function appPage(staticDir: string, sessionSecret: string): Buffer | undefined {
  const file = join(resolve(staticDir), 'index.html');
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  return Buffer.from(html.replace('</head>', `  <meta name="${SESSION_META}" content="${sessionSecret}" />\n  </head>`));
}

function serveStatic(options: WorkbenchOptions, page: Buffer | undefined, policy: string, pathname: string, res: ServerResponse): void {
  const root = resolve(options.staticDir);
  let file: string;
  try {
    file = normalize(join(root, decodeURIComponent(pathname)));
  } catch {
    json(res, 400, { message: 'The request path is not valid percent-encoding.' });
    return;
  }
  const isFile = file.startsWith(root) && !file.endsWith('index.html') && existsSync(file) && statSync(file).isFile();
  if (!isFile) {
    if (!page) {
      json(res, 503, { message: 'The workbench is not built yet: run `npm run build -w workbench`.' });
      return;
    }
    // The page carries this process's session secret: never stored by any cache.
    res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-store', 'Content-Security-Policy': policy }).end(page);
    return;
  }
  const immutable = file.includes(`${join(root, 'assets')}`);
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
}

/**
 * Opens the site database and the compliance store (seeding the demo users in the `local` mode or
 * with `demoUsers`) and starts the workbench server. Every API call then needs the session secret
 * (anti-CSRF) and a signed-in user (401 otherwise; the local principal in the `local` mode), except
 * `/api/session` itself, which signs in and out.
 * @throws Error when the database cannot be opened, the port is taken, or an allowed origin is not a URL.
 */
export async function startWorkbench(options: WorkbenchOptions): Promise<RunningWorkbench> {
  const config: WorkbenchConfig = {
    spaceId: options.spaceId,
    environmentId: options.environmentId,
    organizationId: options.organizationId ?? LOCAL_ORGANIZATION_ID,
    locale: options.locale,
    siteUrl: options.siteUrl,
  };
  const sessionSecret = newSessionSecret();
  const page = appPage(options.staticDir, sessionSecret);
  const cmaOrigin = new URL(options.cmaUrl).origin;
  const siteOrigin = new URL(options.siteUrl).origin;
  // Frames: the preview site, the local content service's field apps, and apps hosted over HTTPS
  // (a real space's app definitions name their own hosts). Images: the space's asset hosts.
  const policy = pagePolicy(["'self'", siteOrigin, cmaOrigin, 'https:'], [cmaOrigin, siteOrigin, 'https://images.ctfassets.net']);
  const target = {
    cmaUrl: options.cmaUrl,
    uploadUrl: options.uploadUrl ?? options.cmaUrl,
    managementToken: options.managementToken,
    spaceId: options.spaceId,
    organizationId: config.organizationId,
    locale: options.locale,
  };
  const site = await openSiteDb(options.database);
  let people: People;
  let reviews: ReviewDeps;
  try {
    const store = await openCompliance(site, options.retentionYears ? { retentionYears: options.retentionYears } : {});
    const demo = options.signIn === 'local' || options.demoUsers ? await ensureDemoUsers(store) : undefined;
    people = {
      store,
      site,
      mode: options.signIn,
      localPrincipal: options.signIn === 'local' ? demo?.localPrincipal : undefined,
      httpsHosts: new Set((options.allowedOrigins ?? []).filter((o) => o.startsWith('https:')).map((o) => new URL(o).host.toLowerCase())),
      limit: options.signInLimit ?? DEFAULT_SIGN_IN_LIMIT,
    };
    reviews = {
      ...target,
      environmentId: options.environmentId,
      store,
      revalidateUrl: options.revalidateUrl ?? new URL('/api/revalidate', options.siteUrl).toString(),
      webhookSecret: options.webhookSecret,
    };
  } catch (error) {
    await site.close();
    throw error;
  }
  let hosts = new Set<string>();
  let origins = new Set<string>();

  const api = async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    if (pathname === '/api/session') return sessionRoute(people, req, res);
    const caller = await callerOf(people, req);
    if (!caller) return json(res, 401, { message: SIGN_IN_FIRST });
    if (pathname.startsWith('/api/cma/'))
      return proxy(target, req, res, pathname.slice('/api/cma'.length), approvalGate(reviews, caller.user));
    if (pathname === '/api/config') return json(res, 200, config);
    if (pathname === SHARE_LINKS_PATH) return answerShareLink({ ...options, lifetimeSeconds: options.shareLinkSeconds }, req, res);
    if (pathname === '/api/reviews' || pathname.startsWith('/api/reviews/'))
      return reviewsRoute(reviews, caller.user, req, res, pathname.slice('/api/reviews'.length));
    if (pathname === '/api/records' || pathname.startsWith('/api/records/'))
      return recordsRoute(people.store, req, res, pathname.slice('/api/records'.length));
    return json(res, 404, { message: `No workbench API at ${pathname}.` });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    securityHeaders(res);
    const refused = refusal(req, hosts, origins);
    if (refused) return json(res, refused[0], { message: refused[1] });
    const url = new URL(req.url ?? '/', 'http://workbench');
    if (url.pathname.startsWith('/api/')) {
      if (!secretMatches(req.headers[SESSION_HEADER] as string | undefined, sessionSecret)) {
        return json(res, 403, { message: `The workbench API answers the workbench’s own page only (header ${SESSION_HEADER}).` });
      }
      return api(req, res, url.pathname);
    }
    if (url.pathname === '/preview') return previewRedirect(options, sessionSecret, url, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { message: `Method ${req.method} is not allowed.` });
    return serveStatic(options, page, policy, url.pathname, res);
  };

  const server = createServer({ ...requestTimeouts(options.requestTimeoutMs ?? 30_000), requireHostHeader: false }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) json(res, 400, { message: error instanceof Error ? error.message : 'Bad request' });
      else res.destroy();
    });
  });
  server.on('clientError', answerClientError);
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', (error) => void site.close().finally(() => reject(error)));
    server.listen(options.port, options.bind ?? '127.0.0.1', () => resolveListen());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  hosts = allowedHosts(port, options.allowedOrigins);
  origins = allowedOrigins(hosts, options.allowedOrigins);
  return {
    url: `http://localhost:${port}`,
    port,
    sessionSecret,
    close: async () => {
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      });
      await site.close();
    },
  };
}
