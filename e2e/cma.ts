/** The e2e content service (playwright.config.ts starts the product with it on E2E_CONTENT_SERVICE_PORT). */
export const CONTENT_SERVICE = `http://localhost:${process.env.E2E_CONTENT_SERVICE_PORT ?? 4210}`;
export const SPACE = 'insurerlocal';
const CMA_HEADERS = {
  Authorization: 'Bearer CFPAT-local-management-token',
  'Content-Type': 'application/vnd.contentful.management.v1+json',
};

/** Calls the Content Management API of the e2e content service, in `environment` (an environment or alias id). */
export async function cma<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  environment = 'master',
): Promise<T> {
  return spaceCma<T>(method, `/environments/${environment}${path}`, body, headers);
}

/** Calls the Content Management API of the e2e content service at `path` under the space (`/scheduled_actions?…`). */
export async function spaceCma<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${CONTENT_SERVICE}/spaces/${SPACE}${path}`, {
    method,
    headers: { ...CMA_HEADERS, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}
