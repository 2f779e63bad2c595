/**
 * The local authoring workbench (`workbench/`): its build, kept current like the site's, and its
 * server, started by `npm start` when the local content service is in use, or alone with
 * `npm run workbench` (against a real space too: workbench/README.md "A real space").
 */
import { productionSecretProblems } from '@insurer/contracts/production-secrets';
import { SHARED_PREVIEW_DEFAULT_SECONDS, SHARED_PREVIEW_MAX_SECONDS } from '@insurer/contracts/shared-preview';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseComplianceConfig } from '@insurer/compliance';
import { loadConfig } from '@insurer/content-service';
import { parseSiteDbConfig, type SiteDbConfig } from '@insurer/site-db';
import { startWorkbench, type RunningWorkbench } from '@insurer/workbench/server';
import type { ContentfulTarget } from './contentful-env.js';
import { filesUnder } from './files.js';
import { runWorkbenchBuild } from './processes.js';

/** What the workbench's build depends on. */
const BUILD_INPUTS = [
  'workbench/src/app',
  'workbench/src/shared',
  'cms-extensions/host/src',
  'workbench/index.html',
  'workbench/vite.config.ts',
  'package-lock.json',
];

function sourceHash(root: string): string {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    for (const file of statSync(path).isDirectory() ? filesUnder(path) : [path])
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const stampPath = (root: string): string => join(root, 'workbench/dist/.source-hash');

/** Builds `workbench/dist` (vite) unless it holds a build of the current sources. */
export async function ensureWorkbenchBuild(root: string, log: (line: string) => void): Promise<void> {
  const hash = sourceHash(root);
  if (existsSync(join(root, 'workbench/dist/index.html')) && existsSync(stampPath(root)) && readFileSync(stampPath(root), 'utf8') === hash)
    return;
  log('building the workbench (vite build) …');
  await runWorkbenchBuild(root);
  writeFileSync(stampPath(root), hash);
}

/**
 * The workbench's settings from the environment: WORKBENCH_PORT (3001), the site
 * (WORKBENCH_PREVIEW_URL or localhost:PORT), the preview secret, locale, and
 * WORKBENCH_ALLOWED_ORIGINS (comma separated origins it is also reached at, e.g. behind a proxy;
 * every other `Host` is refused, docs/requirements.md#decision-workbench-access),
 * WORKBENCH_SHARE_LINK_SECONDS (how long a shared preview link opens its page: 604800, 7 days, by
 * default; at most 30 days; docs/requirements.md#decision-shared-preview-links); the site
 * database (the site's own variables), the compliance record's retention, WORKBENCH_SIGN_IN, and
 * the site's webhook it tells of approvals (WORKBENCH_REVALIDATE_URL, CONTENTFUL_WEBHOOK_SECRET;
 * docs/requirements.md#decision-workbench-roles-and-review).
 */
export interface WorkbenchEnv {
  port: number;
  siteUrl: string;
  previewSecret: string;
  locale: string;
  allowedOrigins: string[];
  shareLinkSeconds: number;
  database: SiteDbConfig;
  retentionYears: number;
  /** WORKBENCH_SIGN_IN=required: everyone signs in even on the local content service (a real space always asks). */
  signInRequired: boolean;
  webhookSecret: string;
  revalidateUrl: string;
}

/**
 * Reads `WorkbenchEnv` from `env`.
 * @throws Error naming an invalid WORKBENCH_PORT, WORKBENCH_ALLOWED_ORIGINS, WORKBENCH_SHARE_LINK_SECONDS, WORKBENCH_SIGN_IN or
 *   WORKBENCH_REVALIDATE_URL, site database or retention variable, or in production a preview
 *   secret, management token or webhook secret that is unset, the example's or shorter than 32
 *   characters.
 */
export function workbenchEnv(env: NodeJS.ProcessEnv): WorkbenchEnv {
  const port = Number(env.WORKBENCH_PORT || 3001);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`WORKBENCH_PORT must be a port number, not "${env.WORKBENCH_PORT}".`);
  const allowedOrigins = (env.WORKBENCH_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of allowedOrigins) {
    if (!URL.canParse(origin) || !/^https?:$/.test(new URL(origin).protocol))
      throw new Error(`WORKBENCH_ALLOWED_ORIGINS must list http(s) origins, not "${origin}".`);
  }
  const shareLinkSeconds = Number(env.WORKBENCH_SHARE_LINK_SECONDS || SHARED_PREVIEW_DEFAULT_SECONDS);
  if (!Number.isInteger(shareLinkSeconds) || shareLinkSeconds < 1 || shareLinkSeconds > SHARED_PREVIEW_MAX_SECONDS)
    throw new Error(
      `WORKBENCH_SHARE_LINK_SECONDS must be whole seconds from 1 to ${SHARED_PREVIEW_MAX_SECONDS}, not "${env.WORKBENCH_SHARE_LINK_SECONDS}".`,
    );
  const signIn = env.WORKBENCH_SIGN_IN?.trim() ?? '';
  if (signIn !== '' && signIn !== 'required') throw new Error(`WORKBENCH_SIGN_IN must be "required" or empty, not "${signIn}".`);
  const siteUrl = (env.WORKBENCH_PREVIEW_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
  const revalidateUrl = env.WORKBENCH_REVALIDATE_URL?.trim() || `${siteUrl}/api/revalidate`;
  if (!URL.canParse(revalidateUrl) || !/^https?:$/.test(new URL(revalidateUrl).protocol))
    throw new Error(`WORKBENCH_REVALIDATE_URL must be an http(s) URL, not "${revalidateUrl}".`);
  // docs/requirements.md#decision-production-secrets
  const weak = productionSecretProblems(env, ['CONTENTFUL_PREVIEW_SECRET', 'CONTENTFUL_MANAGEMENT_TOKEN', 'CONTENTFUL_WEBHOOK_SECRET']);
  if (weak.length) throw new Error(`Invalid workbench configuration (see .env.example): ${weak.join('; ')}`);
  return {
    allowedOrigins,
    port,
    siteUrl,
    previewSecret: env.CONTENTFUL_PREVIEW_SECRET || 'local-preview-secret',
    locale: env.CONTENTFUL_LOCALE || 'en-US',
    shareLinkSeconds,
    database: parseSiteDbConfig(env),
    retentionYears: parseComplianceConfig(env).retentionYears,
    signInRequired: signIn === 'required',
    webhookSecret: env.CONTENTFUL_WEBHOOK_SECRET || 'local-webhook-secret',
    revalidateUrl,
  };
}

/**
 * Builds when needed and starts the workbench for `target`: the local content service's
 * Management API over plain HTTP, or `https://{managementHost}` of a real space. Its settings
 * come from `env` (`npm start` passes the environment it composed).
 */
export async function runWorkbench(
  root: string,
  target: ContentfulTarget,
  log: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningWorkbench> {
  // Read first: a refused setting (a known secret in production) stops the start before any build.
  const settings = workbenchEnv(env);
  await ensureWorkbenchBuild(root, log);
  const cmaUrl = target.kind === 'local' ? `http://localhost:${loadConfig(env).port}` : `https://${target.managementHost}`;
  const running = await startWorkbench({
    port: settings.port,
    cmaUrl,
    managementToken: target.managementToken,
    spaceId: target.spaceId,
    environmentId: target.environmentId,
    ...(env.CONTENTFUL_ORGANIZATION_ID?.trim() ? { organizationId: env.CONTENTFUL_ORGANIZATION_ID.trim() } : {}),
    locale: settings.locale,
    siteUrl: settings.siteUrl,
    previewSecret: settings.previewSecret,
    staticDir: join(root, 'workbench/dist'),
    allowedOrigins: settings.allowedOrigins,
    shareLinkSeconds: settings.shareLinkSeconds,
    ...(target.kind === 'local' ? {} : { uploadUrl: `https://${process.env.CONTENTFUL_UPLOAD_HOST?.trim() || 'upload.contentful.com'}` }),
    database: settings.database,
    retentionYears: settings.retentionYears,
    // docs/requirements.md#decision-workbench-roles-and-review: a real space always asks for sign-in
    // and never gets the demo users; the local content service opens as the local principal
    // unless WORKBENCH_SIGN_IN=required.
    signIn: target.kind === 'local' && !settings.signInRequired ? 'local' : 'required',
    demoUsers: target.kind === 'local',
    webhookSecret: settings.webhookSecret,
    revalidateUrl: settings.revalidateUrl,
  });
  const signIn = target.kind === 'local' && !settings.signInRequired ? 'opens as the local principal' : 'sign-in required';
  log(`workbench on ${running.url} (space ${target.spaceId}, preview ${settings.siteUrl}, ${signIn})`);
  return running;
}
