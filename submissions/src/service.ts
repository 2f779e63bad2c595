import { parseFormsConfig, type FormsConfig } from './config';
import { openSiteDb, type SiteDb } from './db/connect';
import { createDeliver } from './delivery/adapters';
import { errorCode } from './delivery/outcome';
import { DeliveryWorker } from './delivery/worker';
import { loadPublishedDefinition } from './forms/generic';
import { closeSmtpTransports } from './mail/smtp';
import { log } from './log';
import { rejectedJson } from './responses';
import { handleFormPost, UNAVAILABLE, type FormsDeps } from './submit';

interface FormsService {
  config: FormsConfig;
  site: Promise<SiteDb>;
  worker: Promise<DeliveryWorker>;
}

/**
 * One service per process, kept on `globalThis`: Next bundles each route separately, and a
 * module-level singleton would be one per bundle (two workers, two database handles).
 */
const KEY = Symbol.for('@insurer/preview-app/forms-service');
type Holder = { [KEY]?: FormsService };

function service(): FormsService {
  const holder = globalThis as Holder;
  let current = holder[KEY];
  if (!current) {
    const config = parseFormsConfig(process.env);
    const site = openSiteDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
    const worker = site.then((opened) => {
      const started = new DeliveryWorker({ site: opened, deliver: createDeliver(config), delivery: config.delivery });
      started.start();
      log('info', `Delivery worker started (${opened.dialect})`);
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

/** The submit route's dependencies in the running site: the process's database, worker and content lookup. */
export function formsDeps(): FormsDeps {
  const current = service();
  return {
    config: current.config,
    site: () => current.site,
    afterRecord: () => void current.worker.then((worker) => worker.nudge()).catch(() => undefined),
    loadDefinition: loadPublishedDefinition,
  };
}

/**
 * The route's entry: `handleFormPost` with this process's dependencies. An invalid configuration
 * (a malformed URL in the environment) answers 503 with a message and logs which variable is
 * wrong, rather than failing the request with a 500.
 */
export async function postForm(request: Request, formId: string): Promise<Response> {
  let deps: FormsDeps;
  try {
    deps = formsDeps();
  } catch (error) {
    log('error', 'Forms configuration is invalid', { reason: error instanceof Error ? error.message : 'unknown' });
    return rejectedJson(503, { message: UNAVAILABLE });
  }
  return handleFormPost(request, formId, deps);
}

/**
 * Opens the database and starts the delivery worker at server start (Next's instrumentation
 * `register()`), so deliveries left pending by a previous process go out without waiting for a
 * new submission. Safe to call more than once; logs and keeps going when the database is down
 * (the next submission retries).
 */
export async function startFormsWorker(): Promise<void> {
  try {
    await service().worker;
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
  if (worker.status === 'fulfilled') await worker.value.stop();
  if (site.status === 'fulfilled') await site.value.close();
  closeSmtpTransports();
}
