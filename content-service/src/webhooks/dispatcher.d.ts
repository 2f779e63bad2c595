import type { ServiceConfig } from '../config.js';
import type { SqliteDatabase } from '../db.js';
/**
 * Contentful-style webhooks (https://www.contentful.com/developers/docs/concepts/webhooks/).
 *
 * Every `emit(topic, payload)` becomes one delivery per configured URL, persisted in SQLite
 * before it is attempted, so a restart resumes whatever was still pending. A delivery is a
 * `POST` of the JSON payload with Contentful's webhook headers
 * (https://www.contentful.com/developers/docs/webhooks/headers/); a 2xx answer completes it,
 * any other answer, a network error or a timeout is retried with exponential backoff until
 * `maxAttempts` is reached. By default that is 12 attempts, 1 s after the first failure and
 * doubling up to 5 minutes (1, 2, 4 … 256, 300, 300 s): about 18.5 minutes in all, so a site that
 * is restarting or briefly down still gets the publish event. (Contentful's own policy is 3
 * attempts, https://www.contentful.com/developers/docs/webhooks/retry-policy/; the local
 * service's target is usually a site being rebuilt or restarted, which takes longer.)
 */
/** Default attempts per delivery, the first included. */
export declare const DEFAULT_MAX_ATTEMPTS = 12;
/** Default delay before the first retry, in ms; it doubles for each further one. */
export declare const DEFAULT_BACKOFF_MS = 1000;
/** Default upper bound of one retry delay, in ms. */
export declare const DEFAULT_MAX_BACKOFF_MS: number;
/**
 * The delays (ms) between the attempts of one delivery: `maxAttempts - 1` values,
 * `min(maxBackoffMs, backoffMs × 2^(n-1))` before retry n.
 */
export declare function retryDelaysMs(maxAttempts?: number, backoffMs?: number, maxBackoffMs?: number): number[];
export interface WebhookDispatcherOptions {
    /** Attempts per delivery, the first included (default `DEFAULT_MAX_ATTEMPTS`, 12). */
    maxAttempts?: number;
    /** Delay before the first retry; doubles for each further one (default 1000 ms). */
    backoffMs?: number;
    /** Upper bound of a retry delay (default 5 minutes). */
    maxBackoffMs?: number;
    /** How long one attempt may take before it counts as failed (default 30 s, as Contentful). */
    timeoutMs?: number;
    /** Sent as `X-Contentful-Webhook-Name` (default "content-service"). */
    name?: string;
    /** Where attempt lines go (default `console.log`); never receives payloads. */
    log?: (line: string) => void;
    /** Finished deliveries kept in the table for inspection (default 1000). */
    keepFinished?: number;
}
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';
/** One row of the `webhook_deliveries` table. */
export interface WebhookDelivery {
    id: number;
    url: string;
    topic: string;
    crn: string | null;
    idempotencyKey: string;
    status: DeliveryStatus;
    attempts: number;
    nextAttemptAt: number;
    lastResult: string | null;
    createdAt: string;
    updatedAt: string;
}
export declare class WebhookDispatcher {
    private readonly db;
    private readonly config;
    private readonly maxAttempts;
    private readonly backoffMs;
    private readonly maxBackoffMs;
    private readonly timeoutMs;
    private readonly name;
    private readonly log;
    private readonly keepFinished;
    /** Deliveries of this process not finished yet, with their retry timer when one is waiting. */
    private readonly pending;
    private readonly inFlight;
    private idleWaiters;
    private closed;
    constructor(db: SqliteDatabase, config: ServiceConfig | (() => ServiceConfig), options?: WebhookDispatcherOptions);
    /**
     * Queues `payload` for every configured webhook URL under `topic`
     * (e.g. `ContentManagement.Entry.publish`). Returns at once; delivery is asynchronous.
     */
    emit(topic: string, payload: unknown): void;
    /** Resolves once every delivery this dispatcher knows about is delivered or has failed (or on close). */
    idle(): Promise<void>;
    /** Stops every timer and aborts requests in flight; pending deliveries resume in the next process. */
    close(): void;
    /** The persisted deliveries, newest first (payloads excluded). */
    deliveries(limit?: number): WebhookDelivery[];
    private schedule;
    private attempt;
    private finish;
    private notifyIdle;
}
/** `ContentManagement.{Type}.{action}`, the value of `X-Contentful-Topic`. */
export declare function webhookTopic(entityType: string, action: string): string;
interface EntityLike {
    sys: {
        id: string;
        type: string;
        space?: unknown;
        environment?: unknown;
        contentType?: unknown;
        createdAt?: string;
        updatedAt?: string;
        version?: number;
        publishedCounter?: number;
        [key: string]: unknown;
    };
    [key: string]: unknown;
}
/**
 * The body Contentful sends for an entity event. `unpublish` and `delete` send only a
 * `Deleted{Type}` sys (as `DeletedEntry` in the sync API); every other action sends the entity
 * as the CMA returns it.
 */
export declare function webhookPayload(entity: EntityLike, action?: string): unknown;
/** `crn:contentful:::content:spaces/{space}/environments/{env}/entries/{id}` when the payload says enough. */
export declare function contentfulCrn(payload: unknown): string | null;
export {};
