import { configuredDownstreams, describeDownstreams, parseFormsConfig, type FormsConfig } from './config.js';
import { openSiteDb, type SiteDb } from './db/connect.js';
import { createDeliver } from './delivery/adapters.js';
import { errorCode } from './delivery/outcome.js';
import { DeliveryWorker } from './delivery/worker.js';
import type { DefinitionLoader } from './forms/generic.js';
import { closeSmtpTransports } from './mail/smtp.js';
import { log } from './log.js';
import { rejectedJson } from './responses.js';
import { handleFormPost, UNAVAILABLE, type FormsDeps } from './submit.js';
import { handleCollect, handleReadEvents, type CollectorDeps } from './analytics/collector.js';

/** What the site provides to the forms backend. */
export interface SiteHooks {
  /** The published definition of a content-service form (the site knows where content lives and how it is cached). */
  loadDefinition: DefinitionLoader;
  /** The brand name from content (site settings), for the share flow's e-mails; optional. */
  loadBrandName?: () => Promise<string | undefined>;
}

/** The submit route's entry: a form post and the form id from the path, answered as `handleFormPost` does. */
export type FormsHandler = (request: Request, formId: string) => Promise<Response>;

interface FormsService {
  config: FormsConfig;
  site: Promise<SiteDb>;
  /** The in-process delivery worker; undefined when DELIVERY_WORKER_IN_SITE is false. */
  worker: Promise<DeliveryWorker | undefined>;
}

/**
 * One service per process, kept on `globalThis`: Next bundles each route separately, and a
 * module-level singleton would be one per bundle (two workers, two database handles).
 */
const KEY = Symbol.for('@insurer/submissions/service');
type Holder = { [KEY]?: FormsService };

/** @throws ConfigurationError naming every invalid variable (nothing is kept: the next call parses again). */
function service(): FormsService {
  const holder = globalThis as Holder;
  let current = holder[KEY];
  if (!current) {
    const config = parseFormsConfig(process.env);
    const site = openSiteDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
    const worker = site.then((opened) => {
      if (!config.delivery.inSite) {
        log('info', `Site database open (${opened.dialect}); no delivery worker in this process (DELIVERY_WORKER_IN_SITE=false)`);
        return undefined;
      }
      const started = new DeliveryWorker({ site: opened, deliver: createDeliver(config), delivery: config.delivery });
      started.start();
      log('info', `Delivery worker started (${opened.dialect}) for ${describeDownstreams(configuredDownstreams(config))}`);
      return started;
    });
    // A failed open is retried on the next request rather than cached for the process's life.
    site.catch(() => {
      if (holder[KEY] === current) delete holder[KEY];
    });
    worker.catch(() => undefined);
    current = { config, site, worker };
    holder[KEY] = current;
  }
  return current;
}

/**
 * The submit route's dependencies in the running site: the process's configuration, database and
 * worker, and the site's content lookup.
 * @throws ConfigurationError when the environment is invalid.
 */
export function formsDeps(hooks: SiteHooks): FormsDeps {
  const current = service();
  return {
    config: current.config,
    site: () => current.site,
    afterRecord: () => void current.worker.then((worker) => worker?.nudge()).catch(() => undefined),
    loadDefinition: hooks.loadDefinition,
    ...(hooks.loadBrandName ? { loadBrandName: hooks.loadBrandName } : {}),
  };
}

/**
 * The site's submit route: `handleFormPost` with this process's dependencies and the site's
 * `hooks`. An invalid configuration (a malformed URL in the environment) answers 503 with a message
 * and logs which variable is wrong, rather than failing the request with a 500.
 */
export function createFormsHandler(hooks: SiteHooks): FormsHandler {
  return async (request, formId) => {
    let deps: FormsDeps;
    try {
      deps = formsDeps(hooks);
    } catch (error) {
      log('error', 'Forms configuration is invalid', { reason: error instanceof Error ? error.message : 'unknown' });
      return rejectedJson(503, { message: UNAVAILABLE });
    }
    return handleFormPost(request, formId, deps);
  };
}

/**
 * Validates the configuration, opens (and migrates) the database and, unless
 * DELIVERY_WORKER_IN_SITE is false, starts the delivery worker at server start (Next's
 * instrumentation `register()`), so deliveries left pending by a previous process go out without
 * waiting for a new submission. Safe to call more than once; logs and keeps going when the
 * configuration is invalid or the database is down (the form route answers 503 and the next
 * submission retries), so the rest of the site keeps serving.
 */
export async function startFormsWorker(): Promise<void> {
  let current: FormsService;
  try {
    current = service();
  } catch (error) {
    log('error', 'Forms configuration is invalid', { reason: error instanceof Error ? error.message : 'unknown' });
    return;
  }
  try {
    await current.worker;
  } catch (error) {
    log('error', 'Delivery worker could not start', { error: errorCode(error) });
  }
}

/** Stops the worker and closes the database of this process's service (shutdown, tests); the next request opens them again. */
export async function stopFormsService(): Promise<void> {
  const holder = globalThis as Holder;
  const current = holder[KEY];
  if (!current) return;
  delete holder[KEY];
  const [worker, site] = await Promise.allSettled([current.worker, current.site]);
  if (worker.status === 'fulfilled') await worker.value?.stop();
  if (site.status === 'fulfilled') await site.value.close();
  closeSmtpTransports();
}

/**
 * The analytics collector's dependencies in the running site: the process's configuration and
 * site database (the same as the forms'; docs/requirements.md#decision-analytics-transport).
 * @throws ConfigurationError when the environment is invalid.
 */
function collectorDeps(): CollectorDeps {
  const current = service();
  return { config: current.config, site: () => current.site };
}

/** The site's tracking API route: `handleCollect`, or 503 with a message when the configuration is invalid. */
export async function collectAnalytics(request: Request, path: string): Promise<Response> {
  let deps: CollectorDeps;
  try {
    deps = collectorDeps();
  } catch {
    return Response.json({ message: 'Analytics are unavailable right now.' }, { status: 503 });
  }
  return handleCollect(request, path, deps);
}

/** The site's latest-events route: `handleReadEvents`, or 503 with a message when the configuration is invalid. */
export async function readAnalyticsEvents(request: Request): Promise<Response> {
  let deps: CollectorDeps;
  try {
    deps = collectorDeps();
  } catch {
    return Response.json({ message: 'Analytics are unavailable right now.' }, { status: 503 });
  }
  return handleReadEvents(request, deps);
}
