/**
 * The workbench's Content Management API proxy: `/api/cma/spaces/{space}/…` → the CMA of the
 * configured space with the management token (the browser never holds it), uploads to the Upload
 * API, and the compliance rule on every publish of a static page
 * (docs/requirements.md#decision-compliance-approval) and of a compliance code
 * (docs/requirements.md#decision-compliance-codes), which the CMA itself cannot express.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { complianceExpired, complianceProblems, needsApproval, type ComplianceProblem } from '@insurer/contracts/compliance';
import { REGULATED_NOT_IN_RELEASE, REGULATED_NOT_SCHEDULED } from '../shared/scheduling.js';
import { json, readBody } from './http.js';

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
export const PAGE_TYPE = 'staticPage';
/** The product forms' compliance codes (docs/requirements.md#decision-compliance-codes): an expired one is reported at publish. */
const CODE_TYPE = 'complianceCode';

/** An error in the Management API's own shape and media type, as the browser's client reads Contentful's. */
function cmaError(res: ServerResponse, status: number, body: unknown): void {
  res
    .writeHead(status, { 'Content-Type': 'application/vnd.contentful.management.v1+json', 'Cache-Control': 'no-store' })
    .end(JSON.stringify(body));
}

/**
 * A CMA path as the proxy matches and forwards it: its segments, each percent-decoded once
 * (`/entries/x/publishe%64` is `…/published`, as the CMA itself reads it). Undefined when the path
 * has no canonical form the CMA would read the same way: a malformed escape, an empty, `.` or `..`
 * segment, or a decoded `/`, `\\`, `?` or `#` inside a segment.
 */
export function canonicalSegments(path: string): string[] | undefined {
  if (!path.startsWith('/')) return undefined;
  const segments: string[] = [];
  for (const raw of path.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\?#]/.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments;
}

/** `*` matches any one segment. */
type Pattern = readonly string[];

/**
 * The Management API calls the workbench and its field apps make, by method, on the paths under an
 * environment (`/spaces/{space}/environments/{env}/…`, or the space's own `…/entries` form for
 * `master`): the entries and assets an editor writes, and reads of what the editor shows (the
 * model, its editor interfaces, locales, tags, snapshots). Nothing else: no content type or
 * environment writes (the model changes through migrations, `npm run migrate`), no webhooks, API
 * keys or roles (docs/requirements.md#decision-workbench-proxy-allow-list).
 */
const ENVIRONMENT_CALLS: Record<string, readonly Pattern[]> = {
  GET: [
    ['entries'],
    ['entries', '*'],
    ['entries', '*', 'snapshots'],
    ['entries', '*', 'snapshots', '*'],
    ['assets'],
    ['assets', '*'],
    ['content_types'],
    ['content_types', '*'],
    ['content_types', '*', 'editor_interface'],
    ['editor_interfaces'],
    ['locales'],
    ['locales', '*'],
    ['tags'],
    ['tags', '*'],
    ['app_installations'],
    ['extensions'],
    ['releases'],
    ['releases', '*'],
    ['releases', '*', 'actions', '*'],
  ],
  POST: [['entries'], ['assets'], ['releases'], ['releases', '*', 'validate']],
  PUT: [
    ['entries', '*'],
    ['entries', '*', 'published'],
    ['entries', '*', 'archived'],
    ['assets', '*'],
    ['assets', '*', 'published'],
    ['assets', '*', 'archived'],
    ['assets', '*', 'files', '*', 'process'],
    ['releases', '*'],
    ['releases', '*', 'published'],
  ],
  DELETE: [
    ['entries', '*'],
    ['entries', '*', 'published'],
    ['entries', '*', 'archived'],
    ['assets', '*'],
    ['assets', '*', 'published'],
    ['assets', '*', 'archived'],
    ['releases', '*'],
  ],
};

function matches(segments: readonly string[], pattern: Pattern): boolean {
  return segments.length === pattern.length && pattern.every((part, i) => part === '*' || part === segments[i]);
}

/**
 * What an allowed call is: its kind, and for an entry publish the entry's own path (to read it
 * back), its id and the path of its environment (`/spaces/{space}/environments/{env}`, or
 * `/spaces/{space}` for the master form), where its links are read.
 */
export type AllowedCall =
  | { kind: 'upload' }
  | { kind: 'entry-publish'; entryPath: string; entryId: string; environmentPath: string }
  | { kind: 'schedule' }
  | { kind: 'release-publish'; releasePath: string; environmentPath: string }
  | { kind: 'other' };

/**
 * Whether the workbench may make `method` on the canonical `segments`
 * (docs/requirements.md#decision-workbench-proxy-allow-list): the calls in `ENVIRONMENT_CALLS` in
 * the configured space; reads of the space and its environments; `POST /spaces/{space}/uploads`;
 * `GET` of one app definition of the configured organization (a field app's editor interface
 * control names it). Undefined when it may not.
 */
export function allowedCall(
  method: string,
  segments: readonly string[],
  target: Pick<ProxyTarget, 'spaceId' | 'organizationId'>,
): AllowedCall | undefined {
  if (segments[0] === 'organizations') {
    return method === 'GET' && matches(segments, ['organizations', target.organizationId, 'app_definitions', '*'])
      ? { kind: 'other' }
      : undefined;
  }
  if (segments[0] !== 'spaces' || segments[1] !== target.spaceId) return undefined;
  const rest = segments.slice(2);
  if (rest.length === 0) return method === 'GET' ? { kind: 'other' } : undefined;
  if (matches(rest, ['uploads'])) return method === 'POST' ? { kind: 'upload' } : undefined;
  // Scheduled publishing (docs/requirements.md#decision-scheduling-from-the-workbench): listed and
  // read by anyone (Forma 36's reference editors list them on their cards), created only through
  // the schedule check (`scheduleRefusal`), canceled by DELETE. Changing a time is a cancel and a
  // new action, so every time an action runs at passed that check.
  if (matches(rest, ['scheduled_actions']))
    return method === 'GET' ? { kind: 'other' } : method === 'POST' ? { kind: 'schedule' } : undefined;
  if (matches(rest, ['scheduled_actions', '*'])) return method === 'GET' || method === 'DELETE' ? { kind: 'other' } : undefined;
  if (rest[0] === 'environments' && rest.length <= 2) return method === 'GET' ? { kind: 'other' } : undefined;
  const inEnvironment = rest[0] === 'environments' ? rest.slice(2) : rest;
  if (!(ENVIRONMENT_CALLS[method] ?? []).some((pattern) => matches(inEnvironment, pattern))) return undefined;
  if (method === 'PUT' && matches(inEnvironment, ['entries', '*', 'published'])) {
    return {
      kind: 'entry-publish',
      entryPath: pathOf(segments.slice(0, -1)),
      entryId: segments[segments.length - 2]!,
      environmentPath: pathOf(segments.slice(0, -3)),
    };
  }
  if (method === 'PUT' && matches(inEnvironment, ['releases', '*', 'published'])) {
    const environmentPath = rest[0] === 'environments' ? pathOf(segments.slice(0, 4)) : pathOf(segments.slice(0, 2));
    return { kind: 'release-publish', releasePath: pathOf(segments.slice(0, -1)), environmentPath };
  }
  return { kind: 'other' };
}

/** Canonical segments as a path the CMA reads back to the same segments. */
function pathOf(segments: readonly string[]): string {
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

/** True when `entry` is a static page whose type needs approval (`needsApproval`, contracts/src/compliance.ts). */
export function isRegulated(entry: CheckedEntry, locale: string): boolean {
  return entry.sys?.contentType?.sys?.id === PAGE_TYPE && needsApproval(entry.fields?.type?.[locale]);
}

/**
 * The check of `POST /spaces/{space}/scheduled_actions` (docs/requirements.md#decision-scheduling-from-the-workbench):
 * a refusal (status and Contentful-shaped body), or undefined to create it. A publish of a product
 * or tool page is refused (403: its publish is a principal's act on an approved draft, which a
 * timer cannot be); a publish of a static page or compliance code that would break the compliance
 * rule at the scheduled time is refused (422, on its fields). Anything the check cannot read (a
 * malformed body, an entry that does not exist) goes on to the CMA, which answers its own error.
 */
async function scheduleRefusal(
  target: ProxyTarget,
  body: Buffer | undefined,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown } | undefined> {
  let action: {
    action?: unknown;
    entity?: { sys?: { linkType?: unknown; id?: unknown } };
    environment?: { sys?: { id?: unknown } };
    scheduledFor?: { datetime?: unknown };
  };
  try {
    action = JSON.parse(body?.toString('utf8') ?? '') as typeof action;
  } catch {
    return undefined;
  }
  const { linkType, id } = action.entity?.sys ?? {};
  const environmentId = action.environment?.sys?.id;
  if (linkType === 'Release')
    return { status: 403, body: { sys: { type: 'Error', id: 'AccessDenied' }, message: 'The workbench does not schedule releases.' } };
  if (action.action !== 'publish' || linkType !== 'Entry' || typeof id !== 'string' || typeof environmentId !== 'string') return undefined;
  const entry = await entryNow(target, pathOf(['spaces', target.spaceId, 'environments', environmentId, 'entries', id]), headers);
  if (!entry) return undefined;
  if (isRegulated(entry, target.locale))
    return { status: 403, body: { sys: { type: 'Error', id: 'AccessDenied' }, message: REGULATED_NOT_SCHEDULED } };
  const at = new Date(typeof action.scheduledFor?.datetime === 'string' ? action.scheduledFor.datetime : NaN);
  const refused = complianceRefusal(target, entry, Number.isNaN(at.getTime()) ? new Date() : at);
  return refused ? { status: 422, body: refused } : undefined;
}

/**
 * The check of a release publish (`PUT …/releases/{id}/published`,
 * docs/requirements.md#decision-releases-from-the-workbench): a refusal, or undefined to publish.
 * A release holding a product or tool page is refused (403: each of those is published by a
 * principal, as approved, on its own, with the version its approval names); one holding a static
 * page or compliance code that breaks the compliance rule now is refused (422, the entity named).
 * A release the check cannot read goes on to the CMA, which answers its own error.
 */
async function releaseRefusal(
  target: ProxyTarget,
  call: { releasePath: string; environmentPath: string },
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown } | undefined> {
  const answer = await fetch(`${target.cmaUrl}${call.releasePath}`, { headers });
  if (!answer.ok) return undefined;
  const release = (await answer.json()) as { entities?: { items?: { sys?: { linkType?: unknown; id?: unknown } }[] } };
  for (const item of release.entities?.items ?? []) {
    const { linkType, id } = item.sys ?? {};
    if (linkType !== 'Entry' || typeof id !== 'string') continue;
    const entry = await entryNow(target, `${call.environmentPath}/entries/${encodeURIComponent(id)}`, headers);
    if (!entry) continue;
    if (isRegulated(entry, target.locale)) {
      return { status: 403, body: { sys: { type: 'Error', id: 'AccessDenied' }, message: REGULATED_NOT_IN_RELEASE } };
    }
    const refused = complianceRefusal(target, entry);
    if (refused) return { status: 422, body: { ...(refused as object), message: `The entry ${id} breaks the compliance rule.` } };
  }
  return undefined;
}

/** An entry as the publish check reads it. */
export interface CheckedEntry {
  sys?: { version?: number; contentType?: { sys?: { id?: string } } };
  fields?: Record<string, Record<string, unknown>>;
}

/**
 * The entry at `entryPath` as it is now (the version a publish will publish), or undefined when
 * the CMA does not give it (the publish itself then answers the CMA's own error: 404 …).
 */
async function entryNow(target: ProxyTarget, entryPath: string, headers: Record<string, string>): Promise<CheckedEntry | undefined> {
  const answer = await fetch(`${target.cmaUrl}${entryPath}`, { headers });
  return answer.ok ? ((await answer.json()) as CheckedEntry) : undefined;
}

/**
 * Contentful's 422 `ValidationFailed` answer for the compliance problems of `entry` (a static
 * page, or a product form's compliance code past its expiration date) if it were published at
 * `at` (now, or a scheduled publish's time), or undefined when it may be (or is neither).
 */
function complianceRefusal(target: ProxyTarget, entry: CheckedEntry, at = new Date()): unknown {
  const type = entry.sys?.contentType?.sys?.id;
  const value = (id: string): unknown => entry.fields?.[id]?.[target.locale];
  let problems: ComplianceProblem[];
  if (type === PAGE_TYPE) {
    problems = complianceProblems(
      { type: value('type'), complianceNumber: value('complianceNumber'), expirationDate: value('expirationDate') },
      at,
    );
  } else if (type === CODE_TYPE) {
    const expiration = value('expirationDate');
    problems =
      typeof expiration === 'string' && complianceExpired(expiration, at)
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
 * The role and approval check of an entry publish, after the compliance rule and before the CMA
 * (reviews.ts's `approvalGate`): a refusal (status and Contentful-shaped body), or undefined to
 * publish `version`, the version the proxy read and checked.
 */
export type PublishGate = (publish: {
  entryId: string;
  environmentPath: string;
  entry: CheckedEntry;
  version: number;
}) => Promise<{ status: number; body: unknown } | undefined>;

/**
 * Proxies `path` (the part after `/api/cma`) to the CMA, for the calls the workbench makes only
 * (`allowedCall` on the path's canonical form, which is also what is forwarded: 403 with a message
 * otherwise, 400 for a path with no canonical form); `POST /spaces/{space}/uploads` goes to the
 * Upload API. The answer (status, body, `X-Contentful-*` headers) comes back as the CMA gave it,
 * so the browser's contentful-management client sees Contentful's own errors (409
 * VersionMismatch, 422 ValidationFailed). An entry publish is checked first: the proxy reads the
 * entry, refuses a static page or compliance code that breaks the compliance rule with 422 in the
 * same shape, and publishes exactly the version it checked (it sends that version; a client that
 * named another gets 409, and a draft changed meanwhile gets the CMA's 409), so no change can slip
 * in between the check and the publish. `gate` then applies the roles and the approval
 * (docs/requirements.md#decision-workbench-roles-and-review).
 */
export async function proxy(
  target: ProxyTarget,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  gate?: PublishGate,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (!['GET', 'PUT', 'POST', 'DELETE', 'PATCH'].includes(method)) {
    json(res, 405, { message: `Method ${method} is not allowed.` });
    return;
  }
  const segments = canonicalSegments(path);
  if (!segments) {
    json(res, 400, { message: 'The path is not a Content Management API path: a malformed escape or an empty, "." or ".." segment.' });
    return;
  }
  const call = allowedCall(method, segments, target);
  if (!call && (segments[0] !== 'spaces' || segments[1] !== target.spaceId)) {
    json(res, 403, { message: `The workbench edits the space ${target.spaceId} only.` });
    return;
  }
  if (!call) {
    json(res, 403, { message: `The workbench does not make this call: ${method} ${pathOf(segments)}.` });
    return;
  }
  const upload = call.kind === 'upload';
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
    if (call.kind === 'entry-publish') {
      const entry = await entryNow(target, call.entryPath, { Authorization: headers.Authorization! });
      if (entry) {
        const refused = complianceRefusal(target, entry);
        if (refused) return cmaError(res, 422, refused);
        const checked = String(entry.sys?.version ?? '');
        const named = headers['x-contentful-version'];
        if (named !== undefined && named !== checked) {
          return cmaError(res, 409, {
            sys: { type: 'Error', id: 'VersionMismatch' },
            message: 'The entry has changed since this version.',
          });
        }
        headers['x-contentful-version'] = checked;
        const gated = await gate?.({ entryId: call.entryId, environmentPath: call.environmentPath, entry, version: Number(checked) });
        if (gated) return cmaError(res, gated.status, gated.body);
      }
    }
    if (call.kind === 'release-publish') {
      const refused = await releaseRefusal(target, call, { Authorization: headers.Authorization! });
      if (refused) return cmaError(res, refused.status, refused.body);
    }
    if (call.kind === 'schedule') {
      const refused = await scheduleRefusal(target, body, { Authorization: headers.Authorization! });
      if (refused) return cmaError(res, refused.status, refused.body);
    }
    const base = upload ? target.uploadUrl : target.cmaUrl;
    answer = await fetch(`${base}${pathOf(segments)}${search}`, {
      method,
      headers,
      ...(body?.length ? { body: new Uint8Array(body) } : {}),
    });
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
