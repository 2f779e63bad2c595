import { migrateTenant, type SiteDb } from '@insurer/site-db';
import { ConfigurationError, type FormsConfig } from './config.js';
import { FORMS_TENANT } from './db/migrations.js';
import type { RilaToolLoader, SiteContent } from './content/site-content.js';
import type { DefinitionLoader } from './forms/generic.js';
import type { TrackingContext } from '@insurer/contracts/forms';
import { log, withLogContext } from './log.js';
import { rejectedJson } from './responses.js';
import { handleFormPost, UNAVAILABLE, type FormsDeps } from './submit.js';

/** What the site provides to the forms backend. */
export interface SiteHooks {
  /** The published definition of a content-service form (the site knows where content lives and how it is cached). */
  loadDefinition: DefinitionLoader;
  /** The brand, support phone and compliance codes from the published site settings; optional. */
  loadSiteContent?: () => Promise<SiteContent>;
  /** A RILA widget's published configuration and the variant of the `rilaV3` flag; without it RILA shares are refused. */
  loadRilaTool?: RilaToolLoader;
  /** Also hands a submission's leads-audit event (recorded in the forms' own table) to the site's analytics collector; optional. */
  onLeadsAudit?: FormsDeps['onLeadsAudit'];
}

/**
 * The submit route's entry: a form post, the form id from the path, the client address and the
 * tracking values the site read from its HttpOnly cookies and the site request's id
 * (`X-Request-Id`: stored with the submission and carried by every log line of it, the delivery
 * worker's too), answered as `handleFormPost` does.
 */
export type FormsHandler = (
  request: Request,
  formId: string,
  clientAddress: string,
  cookieTracking?: TrackingContext,
  requestId?: string,
) => Promise<Response>;

/** Migrates the forms' tables in `site` (a no-op when they are current) and answers it. */
export async function withFormsTables(site: SiteDb): Promise<SiteDb> {
  await migrateTenant(site, FORMS_TENANT);
  return site;
}

/**
 * The site's submit route: `handleFormPost` with the process's forms configuration, its site
 * database (the forms' tables migrated: `withFormsTables`) and the site's `hooks`. Both are
 * passed as functions the site memoises, so nothing is opened before the first submission. An
 * invalid configuration (a malformed URL in the environment) answers 503 with a message and logs
 * which variable is wrong, rather than failing the request with a 500. Deliveries are made by the
 * delivery worker's own process (`npm run worker`), which polls the outbox.
 */
export function createFormsHandler(options: { config: () => FormsConfig; site: () => Promise<SiteDb>; hooks: SiteHooks }): FormsHandler {
  return (request, formId, clientAddress, cookieTracking, requestId) =>
    withLogContext({ requestId }, () => answer(request, formId, clientAddress, cookieTracking, requestId));

  async function answer(
    request: Request,
    formId: string,
    clientAddress: string,
    cookieTracking: TrackingContext | undefined,
    requestId: string | undefined,
  ): Promise<Response> {
    let config: FormsConfig;
    try {
      config = options.config();
    } catch (error) {
      log('error', 'Forms configuration is invalid', { reason: error instanceof ConfigurationError ? error.message : 'unknown' });
      return rejectedJson(503, { message: UNAVAILABLE });
    }
    const { hooks } = options;
    return handleFormPost(
      request,
      formId,
      {
        config,
        site: options.site,
        loadDefinition: hooks.loadDefinition,
        ...(hooks.loadSiteContent ? { loadSiteContent: hooks.loadSiteContent } : {}),
        ...(hooks.loadRilaTool ? { loadRilaTool: hooks.loadRilaTool } : {}),
        ...(hooks.onLeadsAudit ? { onLeadsAudit: hooks.onLeadsAudit } : {}),
        ...(requestId ? { requestId } : {}),
      },
      clientAddress,
      cookieTracking,
    );
  }
}
