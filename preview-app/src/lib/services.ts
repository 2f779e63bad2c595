import 'server-only';
import { migrateTenant, openSiteDb, parseSiteDbConfig, type SiteDb } from '@insurer/site-db';
import {
  createFormsHandler,
  parseFormsConfig,
  withFormsTables,
  type FormsConfig,
  type FormsHandler,
  type SurveyDeps,
} from '@insurer/submissions';
import { ANALYTICS_TENANT, parseAnalyticsConfig, recordServerEvent, type AnalyticsConfig, type CollectorDeps } from '@insurer/analytics';
import { openCompliance, parseComplianceConfig, type ComplianceStore } from '@insurer/compliance';
import { CAPTURE_TENANT } from '@insurer/compliance-site';
import { loadPublishedDefinition } from './form-definitions';
import { loadRilaTool, loadSiteContent } from './site-content';
import { log } from './log';

/**
 * The site's back-end services, composed in one place (docs/architecture.md#one-process-one-database):
 * each package's configuration parsed once from the environment and handed to it, and one site
 * database per process, opened on first use and shared by the forms, the search index and the
 * analytics collector (each migrating its own tables). Nothing is opened before a request needs
 * it; a failed open is forgotten, so the next request tries again (the database was down).
 *
 * One per module instance: the pages and route handlers that use them share Next.js's server
 * bundle. The instrumentation hook only validates the configuration (lib/env.ts and the parsers
 * below); the delivery worker runs in a process of its own (`npm run worker`).
 */

/** `make` once; a rejected promise is dropped so the next call makes it again. */
function retriedOnce<T>(make: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined;
  return () => {
    if (!current) {
      const made = make();
      current = made;
      made.catch(() => {
        if (current === made) current = undefined;
      });
    }
    return current;
  };
}

/** `parse(process.env)` once per module instance; a throw is not kept (the next call parses again). */
function parsedOnce<T>(parse: (env: NodeJS.ProcessEnv) => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: parse(process.env) }).v;
}

/** The forms backend's configuration. @throws ConfigurationError naming each invalid variable. */
export const formsConfig: () => FormsConfig = parsedOnce(parseFormsConfig);
/** The analytics collector's configuration. @throws ConfigurationError naming each invalid variable. */
export const analyticsConfig: () => AnalyticsConfig = parsedOnce(parseAnalyticsConfig);
const siteDbConfig = parsedOnce(parseSiteDbConfig);

/** The process's site database. @throws (rejects) when it cannot be opened or its configuration is invalid. */
export const siteDb: () => Promise<SiteDb> = retriedOnce(async () => openSiteDb(siteDbConfig()));

const formsDb = retriedOnce(async () => withFormsTables(await siteDb()));
const analyticsDb = retriedOnce(async () => {
  const site = await siteDb();
  await migrateTenant(site, ANALYTICS_TENANT);
  return site;
});

/** The analytics collector's dependencies (its configuration read on first use). */
export function collectorDeps(): CollectorDeps {
  return { config: analyticsConfig(), site: analyticsDb };
}

/**
 * The compliance record's tenant (`@insurer/compliance`: approvals and the archive), opened once
 * per process on the site database (COMPLIANCE_RETENTION_YEARS checked on first use).
 */
export const complianceStore: () => Promise<ComplianceStore> = retriedOnce(async () =>
  openCompliance(await siteDb(), { retentionYears: parseComplianceConfig(process.env).retentionYears }),
);

/** The site database with the compliance capture's outbox migrated (`@insurer/compliance-site`): the publish webhook writes to it. */
export const captureOutbox: () => Promise<SiteDb> = retriedOnce(async () => {
  const site = await siteDb();
  await migrateTenant(site, CAPTURE_TENANT);
  return site;
});

/** The form route's handler (lib/services.ts holds the one instance). */
export const formsHandler: FormsHandler = createFormsHandler({
  config: formsConfig,
  site: formsDb,
  hooks: {
    loadDefinition: loadPublishedDefinition,
    loadSiteContent,
    loadRilaTool,
    // docs/requirements.md#decision-leads-audit-event: the forms keep the audit record in their own
    // table; the collector also gets the event (and Segment with a write key). A failure is logged
    // there and never stops the submission.
    onLeadsAudit: async ({ audit, formId, submissionId, at }) => {
      const deps = collectorDeps();
      await recordServerEvent(await deps.site(), deps.config, audit, { formId, submissionId }, at);
    },
  },
});

/**
 * The quote results' server actions' dependencies (app/survey-actions.ts): the forms
 * configuration, the site database with the forms' tables and the content hook. Server actions
 * are compiled in a bundle layer of their own, so this module (and its database) is opened once
 * per layer, on first use there.
 */
export function surveyDeps(): SurveyDeps {
  return { config: formsConfig(), site: formsDb, loadSiteContent };
}

/** The collector's answer when its configuration is invalid (logged once per request). */
export function analyticsUnavailable(error: unknown): Response {
  log.error({ err: error }, 'analytics configuration invalid');
  return Response.json({ message: 'Analytics are unavailable right now.' }, { status: 503 });
}
