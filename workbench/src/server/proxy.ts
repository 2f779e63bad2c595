/**
 * The workbench's Content Management API proxy: `/api/cma/spaces/{space}/…` → the CMA of the
 * configured space with the management token (the browser never holds it), uploads to the Upload
 * API, and the compliance rule on every publish of a static page
 * (docs/requirements.md#decision-compliance-approval) and of a compliance code
 * (docs/requirements.md#decision-compliance-codes), which the CMA itself cannot express.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import getRawBody from 'raw-body';
import { complianceExpired, complianceProblems, type ComplianceProblem } from '@insurer/contracts/compliance';

/** Where the proxy sends what. */
export interface ProxyTarget {
  /** Base URL of the Content Management API: `http://localhost:4000` or `https://api.contentful.com`. */
  cmaUrl: string;
  /** Base URL of the Upload API: the CMA's locally, `https://upload.contentful.com` for a real space. */
  uploadUrl: string;
  managementToken: string;
  spaceId: string;
  /** The organization whose app definitions the field apps are: the proxy reads those only. */
  organizationId: string;
  /** The locale the compliance fields are read in (the space's default). */
  locale: string;
}

/** Request headers the proxy passes on to the CMA; everything else (cookies, Origin, Authorization) stays behind. */
const FORWARDED_HEADERS = ['content-type', 'accept', 'x-contentful-version', 'x-contentful-content-type'];
/**
 * Largest CMA request body, in bytes: Contentful's own request-size limit, 1 MB
 * (https://www.contentful.com/developers/docs/technical-limits/; docs/requirements.md#decision-body-limits).
 */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Largest upload, in bytes (the content service's own limit). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** The content type whose entries carry the compliance fields. */
const PAGE_TYPE = 'staticPage';
/** The product forms' compliance codes (docs/requirements.md#decision-compliance-codes): an expired one is reported at publish. */
const CODE_TYPE = 'complianceCode';

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
}

/** The body through `raw-body`, refusing more than `limit` bytes (by Content-Length up front, else while streaming). */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large' | 'unfinished'> {
  try {
    return await getRawBody(req, { limit, length: req.headers['content-length'] ?? null });
  } catch (error) {
    const type = (error as { type?: unknown }).type;
    if (type === 'entity.too.large') return 'too-large';
    if (typeof type === 'string') return 'unfinished';
    throw error;
  }
}

/** `…/entries/{id}/published` of the space, with or without `/environments/{env}`: the parts to read the entry back. */
function publishTarget(path: string, spaceId: string): { entryPath: string } | undefined {
  const match = new RegExp(`^(/spaces/${spaceId}(?:/environments/[^/]+)?/entries/[^/]+)/published$`).exec(path);
  return match ? { entryPath: match[1]! } : undefined;
}

/**
 * Contentful's 422 `ValidationFailed` answer for the compliance problems of the entry at
 * `entryPath` (a static page, or a product form's compliance code past its expiration date), or
 * undefined when it may be published (or is neither).
 */
async function complianceRefusal(target: ProxyTarget, entryPath: string, headers: Record<string, string>): Promise<unknown> {
  const answer = await fetch(`${target.cmaUrl}${entryPath}`, { headers });
  if (!answer.ok) return undefined; // the publish itself answers the CMA's own error (404 …)
  const entry = (await answer.json()) as {
    sys?: { contentType?: { sys?: { id?: string } } };
    fields?: Record<string, Record<string, unknown>>;
  };
  const type = entry.sys?.contentType?.sys?.id;
  const value = (id: string): unknown => entry.fields?.[id]?.[target.locale];
  let problems: ComplianceProblem[];
  if (type === PAGE_TYPE) {
    problems = complianceProblems(
      { type: value('type'), complianceNumber: value('complianceNumber'), expirationDate: value('expirationDate') },
      new Date(),
    );
  } else if (type === CODE_TYPE) {
    const expiration = value('expirationDate');
    problems =
      typeof expiration === 'string' && complianceExpired(expiration, new Date())
        ? [
            {
              fieldId: 'expirationDate',
              message: `This compliance code expired on ${expiration.slice(0, 10)}: enter the renewed code and its new expiration date before publishing.`,
            },
          ]
        : [];
  } else {
    return undefined;
  }
  if (!problems.length) return undefined;
  return {
    sys: { type: 'Error', id: 'ValidationFailed' },
    message: 'Validation error',
    details: {
      errors: problems.map((p) => ({ name: 'compliance', path: ['fields', p.fieldId, target.locale], details: p.message })),
    },
  };
}

/**
 * Proxies `path` (the part after `/api/cma`) to the CMA: only the configured space (plus GET of
 * one app definition of the configured organization, which a field app's editor interface
 * control names), `POST /spaces/{space}/uploads` to the Upload API. The answer (status, body,
 * `X-Contentful-*` headers) comes back as the CMA gave it, so the browser's
 * contentful-management client sees Contentful's own errors (409 VersionMismatch, 422
 * ValidationFailed); a publish of a static page that breaks the compliance rule is answered 422
 * here, in the same shape, before it reaches the CMA.
 */
export async function proxy(target: ProxyTarget, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const prefix = `/spaces/${target.spaceId}`;
  const appDefinition = new RegExp(`^/organizations/${target.organizationId}/app_definitions/[\\w-]+$`);
  const readsAppDefinition = req.method === 'GET' && appDefinition.test(path);
  if (path !== prefix && !path.startsWith(`${prefix}/`) && !readsAppDefinition) {
    json(res, 403, { message: `The workbench edits the space ${target.spaceId} only.` });
    return;
  }
  const method = req.method ?? 'GET';
  if (!['GET', 'PUT', 'POST', 'DELETE', 'PATCH'].includes(method)) {
    json(res, 405, { message: `Method ${method} is not allowed.` });
    return;
  }
  const upload = method === 'POST' && path === `${prefix}/uploads`;
  const limit = upload ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;
  const body = method === 'GET' || method === 'DELETE' ? undefined : await readBody(req, limit);
  if (body === 'too-large') {
    json(res, 413, { message: `Request bodies are limited to ${limit} bytes.` });
    return;
  }
  if (body === 'unfinished') {
    json(res, 400, { message: 'The request body was cut short or does not match its Content-Length.' });
    return;
  }
  const headers: Record<string, string> = { Authorization: `Bearer ${target.managementToken}` };
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (upload) headers['content-type'] = 'application/octet-stream';
  const search = new URL(req.url ?? '/', 'http://workbench').search;
  let answer: Response;
  try {
    const publish = method === 'PUT' ? publishTarget(path, target.spaceId) : undefined;
    if (publish) {
      const refused = await complianceRefusal(target, publish.entryPath, { Authorization: headers.Authorization! });
      if (refused) {
        res.writeHead(422, { 'Content-Type': 'application/vnd.contentful.management.v1+json', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify(refused));
        return;
      }
    }
    const base = upload ? target.uploadUrl : target.cmaUrl;
    answer = await fetch(`${base}${path}${search}`, { method, headers, ...(body?.length ? { body: new Uint8Array(body) } : {}) });
  } catch (error) {
    json(res, 502, {
      message: `The Content Management API at ${target.cmaUrl} did not answer: ${error instanceof Error ? error.message : String(error)}`,
    });
    return;
  }
  const out: Record<string, string> = { 'Cache-Control': 'no-store' };
  answer.headers.forEach((value, name) => {
    if (name === 'content-type' || name.startsWith('x-contentful-')) out[name] = value;
  });
  res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
}
