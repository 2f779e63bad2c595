import { mkdtempSync, rmSync } from 'node:fs';
import { Agent as HttpsAgent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type ServiceConfig } from '../src/config.js';
import { startContentService, type RunningService } from '../src/server.js';

export const SPACE = 'testspace';
export const DELIVERY_TOKEN = 'test-delivery-token';
export const PREVIEW_TOKEN = 'test-preview-token';
export const MANAGEMENT_TOKEN = 'CFPAT-test-management-token';

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
export async function startTestService(overrides: Record<string, string> = {}): Promise<TestService> {
  return startOn(mkdtempSync(join(tmpdir(), 'content-service-test-')), overrides);
}

/**
 * Stops `service`, keeping its data folder, and starts a new one on that folder (on new free
 * ports, so clients must be made again), as a restart of the process would: what it stored is
 * all it has. `overrides` as for `startTestService`.
 */
export async function restartTestService(service: TestService, overrides: Record<string, string> = {}): Promise<TestService> {
  service.httpsAgent.destroy();
  await service.close();
  return startOn(service.dataDir, overrides);
}

async function startOn(dataDir: string, overrides: Record<string, string>): Promise<TestService> {
  const config: ServiceConfig = loadConfig({
    CONTENT_SERVICE_PORT: '0',
    CONTENT_SERVICE_TLS_PORT: '0',
    CONTENT_SERVICE_DATA_DIR: dataDir,
    CONTENTFUL_SPACE_ID: SPACE,
    CONTENTFUL_ACCESS_TOKEN: DELIVERY_TOKEN,
    CONTENTFUL_PREVIEW_ACCESS_TOKEN: PREVIEW_TOKEN,
    CONTENTFUL_MANAGEMENT_TOKEN: MANAGEMENT_TOKEN,
    ...overrides,
  });
  const service = await startContentService(config);
  const httpsAgent = new HttpsAgent({ ca: service.certificate });
  return {
    ...service,
    dataDir,
    httpsAgent,
    async destroy() {
      httpsAgent.destroy();
      await service.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls the CMA over HTTP with the management token; answers status and parsed JSON body. */
export async function cma(
  service: RunningService,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(`${service.httpUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${MANAGEMENT_TOKEN}`,
      'Content-Type': 'application/vnd.contentful.management.v1+json',
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}
