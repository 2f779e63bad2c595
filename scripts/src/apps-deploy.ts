/**
 * `npm run apps:deploy`: builds the field apps when their sources changed, then creates or updates
 * their app definitions, installs them and assigns them to their fields (scripts/src/apps/deploy.ts).
 * Against the local content service by default (the apps load from its `/field-apps/` route),
 * a real space with CONTENTFUL_MANAGEMENT_HOST and friends, FIELD_APPS_BASE_URL (HTTPS, where
 * the built `cms-extensions/{app}/dist` folders are hosted) and, when the token sees several
 * organizations, CONTENTFUL_ORGANIZATION_ID. `--build` rebuilds every app first.
 */
import { resolve } from 'node:path';
import { loadContentfulEnv } from './contentful-env.js';
import { buildFieldApps } from './apps/build.js';
import { deployFieldApps } from './apps/deploy.js';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The apps' base URL: FIELD_APPS_BASE_URL, else the local content service's `/field-apps`. */
export function fieldAppsBaseUrl(env: NodeJS.ProcessEnv, local: boolean): string {
  const configured = env.FIELD_APPS_BASE_URL?.trim();
  if (configured) return configured.replace(/\/$/, '');
  if (!local) throw new Error('Set FIELD_APPS_BASE_URL (HTTPS) to where the built field apps are hosted');
  return `http://localhost:${env.CONTENT_SERVICE_PORT || 4000}/field-apps`;
}

async function main(): Promise<void> {
  const target = loadContentfulEnv();
  await buildFieldApps(ROOT, { force: process.argv.includes('--build'), log: console.log });
  const deployed = await deployFieldApps({
    target,
    baseUrl: fieldAppsBaseUrl(process.env, target.kind === 'local'),
    organizationId: process.env.CONTENTFUL_ORGANIZATION_ID?.trim() || undefined,
    log: console.log,
  });
  for (const app of deployed) console.log(`[apps] ${app.field} → ${app.src} (${app.appDefinitionId})`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(`[apps] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
