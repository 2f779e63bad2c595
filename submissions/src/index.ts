/**
 * The forms backend (`@insurer/submissions`): form submissions, lead routing, e-mail and their
 * delivery, with no framework imports. The site mounts `createFormsHandler` on its
 * `/api/forms/{formId}` route with its one site database (`@insurer/site-db`); the delivery
 * worker runs in a process of its own (`npm run worker`, scripts/src/worker-main.ts, which also
 * starts the analytics queue's delivery from `@insurer/analytics`). See submissions/README.md.
 */
export {
  ConfigurationError,
  configuredDownstreams,
  describeDownstreams,
  parseFormsConfig,
  type Downstreams,
  type EmailChannel,
  type FormsConfig,
  type WebToLeadTarget,
} from './config.js';
export type { ComplianceCode, RilaTool, RilaToolLoader, SiteContent } from './content/site-content.js';
export { FORMS_TENANT } from './db/migrations.js';
export { requeueFailed } from './db/outbox.js';
export { DeliveryWorker, type WorkerOptions } from './delivery/worker.js';
export type { DefinitionLoader } from './forms/generic.js';
export { createFormsHandler, withFormsTables, type FormsHandler, type SiteHooks } from './service.js';
export { withLogContext } from './log.js';
export { readBodyLimited, RequestRejected } from './guard/request.js';
export { networkOf } from './guard/networks.js';
export { handleFormPost, INVALID, UNAVAILABLE, type FormsDeps } from './submit.js';
export { startWorkerProcess, type CompanionWorker, type RunningWorker, type StartCompanions } from './worker-process.js';
export { createSurveyLead, userExists, SURVEY_FORM_ID, type SurveyDeps } from './survey/survey-lead.js';
