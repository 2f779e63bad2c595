import type { ServiceConfig } from './config.js';
import type { ScheduleStore } from './scheduling/store.js';
import type { ContentStore } from './store.js';
import type { WebhookDispatcher } from './webhooks/dispatcher.js';

/** What every route module of the service receives. */
export interface ServiceContext {
  config: ServiceConfig;
  store: ContentStore;
  /** Scheduled actions, releases and release actions (scheduling/store.ts). */
  schedules: ScheduleStore;
  webhooks: WebhookDispatcher;
}
