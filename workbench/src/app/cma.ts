import { createClient, RestAdapter, type PlainClientAPI, type RestAdapterParams } from 'contentful-management';
import type { WorkbenchConfig } from '../server/server.js';

/**
 * This workbench process's session secret, which the server put into the page
 * (`<meta name="workbench-session">`): every API call carries it (docs/requirements.md#decision-workbench-access).
 * @throws Error when the page has none (it was not served by the workbench server).
 */
export function sessionSecret(): string {
  const value = document.querySelector<HTMLMetaElement>('meta[name="workbench-session"]')?.content;
  if (!value) throw new Error('The page has no workbench session: open it from the workbench server.');
  return value;
}

/** The headers of every call to the workbench's own API. */
export function sessionHeaders(): Record<string, string> {
  return { 'X-Workbench-Session': sessionSecret() };
}

/** The connection to the workbench server's proxy (`/api/cma`), which adds the real token. */
function proxyParams(): RestAdapterParams {
  return {
    accessToken: 'held-by-the-workbench-server',
    host: window.location.host,
    hostUpload: window.location.host,
    insecure: window.location.protocol === 'http:',
    basePath: '/api/cma',
    headers: sessionHeaders(),
    retryOnError: false,
  };
}

/**
 * The Content Management API client of the workbench: Contentful's own `contentful-management`
 * (plain API), sent to the workbench server's proxy (`/api/cma`), which adds the management
 * token. The token the client sends is a placeholder: the real one never reaches the browser.
 */
export function workbenchClient(config: WorkbenchConfig): PlainClientAPI {
  return createClient(proxyParams(), { type: 'plain', defaults: { spaceId: config.spaceId, environmentId: config.environmentId } });
}

/**
 * The adapter that answers a field app's `sdk.cma` requests (the host forwards the App SDK's
 * `CMAAdapterCall`s to it): the same proxy, so the app never holds the token either.
 */
export function workbenchAdapter(): RestAdapter {
  return new RestAdapter(proxyParams());
}

/** The parts of a Contentful API error the workbench shows: status, error id, message and details. */
export interface CmaError {
  status: number;
  /** Contentful's error id: `VersionMismatch`, `ValidationFailed`, … */
  name: string;
  message: string;
  details: { errors?: { name: string; path: (string | number)[]; details?: string; [key: string]: unknown }[] };
}

/**
 * The error contentful-management threw, read back into Contentful's answer (the client puts
 * the answer's JSON into `error.message`); status 0 when it is not an API answer.
 */
export function cmaError(error: unknown): CmaError {
  if (error instanceof Error) {
    try {
      const parsed = JSON.parse(error.message) as { status?: number; statusText?: string; message?: string; details?: CmaError['details'] };
      return { status: parsed.status ?? 0, name: error.name, message: parsed.message ?? error.message, details: parsed.details ?? {} };
    } catch {
      return { status: 0, name: error.name, message: error.message, details: {} };
    }
  }
  return { status: 0, name: 'Error', message: String(error), details: {} };
}
