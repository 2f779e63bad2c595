import { Agent as HttpsAgent } from 'node:https';
import { type RunningService } from '../src/server.js';
export declare const SPACE = "testspace";
export declare const DELIVERY_TOKEN = "test-delivery-token";
export declare const PREVIEW_TOKEN = "test-preview-token";
export declare const MANAGEMENT_TOKEN = "CFPAT-test-management-token";
export interface TestService extends RunningService {
    dataDir: string;
    /** An https.Agent that trusts the service's self-signed certificate. */
    httpsAgent: HttpsAgent;
    /** Stops the service and deletes its data folder. */
    destroy(): Promise<void>;
}
/**
 * Starts a content service on free ports over a fresh data folder in the OS temp dir.
 * `overrides` are environment variables (e.g. CONTENT_SERVICE_WEBHOOK_URLS).
 */
export declare function startTestService(overrides?: Record<string, string>): Promise<TestService>;
/** Calls the CMA over HTTP with the management token; answers status and parsed JSON body. */
export declare function cma(service: RunningService, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{
    status: number;
    body: any;
    headers: Headers;
}>;
