/**
 * Review and approval of regulated pages in the workbench's server (issue 41 items 3 and 5;
 * docs/requirements.md#decision-workbench-roles-and-review). The server computes what is approved
 * itself: the page's draft and every entry and asset it links to, read from the Management API,
 * as `@insurer/compliance`'s snapshot and hash; a hash from the browser is never taken. The same
 * hash gates the publish (`approvalGate`, called by the proxy): only a principal publishes a
 * product or tool page, and only a draft whose hash an unwithdrawn approval holds.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  approvalFor,
  approve,
  commentOnReview,
  ComplianceForbiddenError,
  ComplianceInputError,
  pageSnapshot,
  reviewOf,
  reviewStates,
  snapshotHash,
  submitForReview,
  withdrawApproval,
  type Approval,
  type ComplianceStore,
  type PageSnapshot,
  type Review,
  type SnapshotSource,
  type WorkbenchUser,
} from '@insurer/compliance';
import { complianceProblems } from '@insurer/contracts/compliance';
import {
  changedSinceApproval,
  REVIEW_ACTIONS,
  REVIEW_MESSAGES,
  reviewCommentProblem,
  type ApprovalView,
  type ReviewAction,
  type ReviewAnswer,
  type ReviewRefusal,
  type ReviewStatesAnswer,
} from '../shared/reviews.js';
import type { SessionUser } from '../shared/sign-in.js';
import { json, readJsonObject } from './http.js';
import { isRegulated, type CheckedEntry, type PublishGate } from './proxy.js';

/** What reviews need: the Management API (with the token), the locale, the store, and the site to tell of approvals. */
export interface ReviewDeps {
  cmaUrl: string;
  managementToken: string;
  spaceId: string;
  environmentId: string;
  /** The locale the page is reviewed in (the space's default). */
  locale: string;
  store: ComplianceStore;
  /** The site's publish webhook (`{site}/api/revalidate`), told of every approval and withdrawal. */
  revalidateUrl: string;
  /** CONTENTFUL_WEBHOOK_SECRET, sent as `X-Contentful-Webhook-Secret`. */
  webhookSecret: string;
}

/** A Contentful entry id: letters, digits, `.`, `_` and `-`, 1 to 64 characters. */
const ENTRY_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** The most entries one `GET /api/reviews?entries=` asks about (the entry list's page is 50). */
const MAX_STATES = 100;

const environmentPath = (deps: ReviewDeps): string =>
  `/spaces/${encodeURIComponent(deps.spaceId)}/environments/${encodeURIComponent(deps.environmentId)}`;

/**
 * A snapshot source over the Management API's drafts (`localized`: fields per locale), reading
 * under `envPath`; `versions` keeps each entry's version as read, so the caller knows which
 * version of the page the hash is of.
 * @throws Error when the Management API does not answer 200.
 */
function draftSource(deps: ReviewDeps, envPath: string): SnapshotSource & { versions: Map<string, number> } {
  const versions = new Map<string, number>();
  const read = async (kind: 'entries' | 'assets', ids: string[]): Promise<unknown[]> => {
    const out: unknown[] = [];
    for (let i = 0; i < ids.length; i += 100) {
      const query = new URLSearchParams({ 'sys.id[in]': ids.slice(i, i + 100).join(','), limit: '1000' });
      const answer = await fetch(`${deps.cmaUrl}${envPath}/${kind}?${query}`, {
        headers: { Authorization: `Bearer ${deps.managementToken}` },
      });
      if (!answer.ok) throw new Error(`The Content Management API answered ${answer.status} when the page's ${kind} were read.`);
      const { items } = (await answer.json()) as { items: { sys: { id: string; version?: number } }[] };
      for (const item of items) if (kind === 'entries' && item.sys.version) versions.set(item.sys.id, item.sys.version);
      out.push(...items);
    }
    return out;
  };
  return { localized: true, entries: (ids) => read('entries', ids), assets: (ids) => read('assets', ids), versions };
}

/** The page's draft now: its snapshot (the page and everything it links to), the snapshot's hash, and the page's version as read. */
async function draftNow(
  deps: ReviewDeps,
  envPath: string,
  entryId: string,
): Promise<{ snapshot: PageSnapshot; hash: string; version: number }> {
  const source = draftSource(deps, envPath);
  const snapshot = await pageSnapshot(source, { rootId: entryId, locale: deps.locale });
  return { snapshot, hash: snapshotHash(snapshot), version: source.versions.get(entryId) ?? 0 };
}

/**
 * Whether `user` may publish the regulated page `entryId` whose draft hashes to `contentHash`:
 * undefined when they may (a principal, and an unwithdrawn approval of exactly this content);
 * else 403 for an author, 409 for a draft with no approval or changed since its approval. The one
 * rule behind the proxy's refusal and the review panel's Publish.
 */
export async function publishVerdict(
  store: ComplianceStore,
  user: WorkbenchUser,
  entryId: string,
  contentHash: string,
): Promise<{ status: 403 | 409; message: string } | undefined> {
  if (user.role !== 'principal') return { status: 403, message: REVIEW_MESSAGES.authorMayNotPublish };
  if (await approvalFor(store, { entryId, contentHash })) return undefined;
  const { approval } = await reviewOf(store, { entryId });
  if (!approval) return { status: 409, message: REVIEW_MESSAGES.notApproved };
  return {
    status: 409,
    message: changedSinceApproval({
      principalName: approval.principal.name,
      entryVersion: approval.entryVersion,
      approvedAt: approval.approvedAt.toISOString(),
    }),
  };
}

/**
 * The proxy's publish gate for `user` (proxy.ts `PublishGate`): nothing for an entry that is not a
 * regulated page; for one, `publishVerdict` on the hash of the draft as it is now, read in the
 * publish's own environment, and a 409 when the page moved past the version the proxy checked
 * (the proxy sends that version, so only the approved content can be published).
 */
export function approvalGate(deps: ReviewDeps, user: WorkbenchUser): PublishGate {
  return async ({ entryId, environmentPath: envPath, entry, version }) => {
    if (!isRegulated(entry, deps.locale)) return undefined;
    const refusal = (status: number, id: string, message: string) => ({ status, body: { sys: { type: 'Error', id }, message } });
    if (user.role !== 'principal') return refusal(403, 'AccessDenied', REVIEW_MESSAGES.authorMayNotPublish);
    const draft = await draftNow(deps, envPath, entryId);
    if (draft.version !== version) return refusal(409, 'VersionMismatch', 'The entry has changed since this version.');
    const verdict = await publishVerdict(deps.store, user, entryId, draft.hash);
    return verdict ? refusal(verdict.status, verdict.status === 403 ? 'AccessDenied' : 'ApprovalRequired', verdict.message) : undefined;
  };
}

const userView = ({ id, email, name, role }: WorkbenchUser): SessionUser => ({ id, email, name, role });

function approvalView(approval: Approval): ApprovalView {
  return {
    entryVersion: approval.entryVersion,
    contentHash: approval.contentHash,
    complianceNumber: approval.complianceNumber,
    expirationDate: approval.expirationDate,
    principal: userView(approval.principal),
    approvedAt: approval.approvedAt.toISOString(),
  };
}

function reviewView(
  entryId: string,
  draft: { hash: string; version: number },
  review: Review,
  verdict: { message: string } | undefined,
): ReviewAnswer {
  return {
    entryId,
    regulated: true,
    entryVersion: draft.version,
    contentHash: draft.hash,
    state: review.state,
    ...(review.submittedBy ? { submittedBy: userView(review.submittedBy) } : {}),
    ...(review.submittedAt ? { submittedAt: review.submittedAt.toISOString() } : {}),
    comments: review.comments.map((c) => ({ id: c.id, by: userView(c.by), text: c.text, at: c.at.toISOString(), kind: c.kind })),
    ...(review.approval ? { approval: approvalView(review.approval) } : {}),
    publish: verdict ? { allowed: false, message: verdict.message } : { allowed: true },
  };
}

/** Reads the entry's draft; undefined when the Management API has none (404). @throws Error for any other failure. */
async function readEntry(deps: ReviewDeps, entryId: string): Promise<CheckedEntry | undefined> {
  const answer = await fetch(`${deps.cmaUrl}${environmentPath(deps)}/entries/${encodeURIComponent(entryId)}`, {
    headers: { Authorization: `Bearer ${deps.managementToken}` },
  });
  if (answer.status === 404) return undefined;
  if (!answer.ok) throw new Error(`The Content Management API answered ${answer.status} when the entry was read.`);
  return (await answer.json()) as CheckedEntry;
}

/** The review of a regulated page now, as the caller sees it. */
async function currentReview(deps: ReviewDeps, user: WorkbenchUser, entryId: string): Promise<ReviewAnswer> {
  const draft = await draftNow(deps, environmentPath(deps), entryId);
  const review = await reviewOf(deps.store, { entryId, currentHash: draft.hash });
  return reviewView(entryId, draft, review, await publishVerdict(deps.store, user, entryId, draft.hash));
}

/**
 * Tells the site of an approval or a withdrawal through its publish webhook (topics
 * `Insurer.Compliance.approve` and `Insurer.Compliance.withdraw`), so a cached page follows at once.
 * @returns the sentence the review panel shows: told, or why not.
 */
async function tellSite(deps: ReviewDeps, topic: string, entryId: string): Promise<string> {
  try {
    const answer = await fetch(deps.revalidateUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Contentful-Webhook-Secret': deps.webhookSecret, 'X-Contentful-Topic': topic },
      body: JSON.stringify({ sys: { id: entryId } }),
      signal: AbortSignal.timeout(10_000),
    });
    if (answer.ok) return 'The site was told.';
    return `The site was not told (it answered ${answer.status}): it follows once the page is next published.`;
  } catch (error) {
    return `The site was not told (${error instanceof Error ? error.message : String(error)}): it follows once the page is next published.`;
  }
}

function refuse(res: ServerResponse, status: number, refusal: ReviewRefusal): void {
  json(res, status, refusal);
}

/** Runs `action` on the regulated page `entryId` for `user`, after its comment's rule; answers the review after it. */
async function act(
  deps: ReviewDeps,
  user: WorkbenchUser,
  entryId: string,
  body: Record<string, unknown>,
  res: ServerResponse,
): Promise<void> {
  const action = body.action as ReviewAction;
  if (!REVIEW_ACTIONS.includes(action)) return refuse(res, 422, { message: `action must be one of ${REVIEW_ACTIONS.join(', ')}.` });
  if (body.comment !== undefined && typeof body.comment !== 'string') return refuse(res, 422, { message: 'comment must be text.' });
  const comment = typeof body.comment === 'string' ? body.comment.trim() : '';
  const problem = reviewCommentProblem(action, comment);
  if (problem) return refuse(res, 422, { message: problem, errors: { comment: problem } });
  const entry = await readEntry(deps, entryId);
  if (!entry) return refuse(res, 404, { message: `There is no entry ${entryId}.` });
  if (!isRegulated(entry, deps.locale)) return refuse(res, 422, { message: REVIEW_MESSAGES.notRegulated });
  const now = new Date();
  const draft = await draftNow(deps, environmentPath(deps), entryId);
  const { store } = deps;
  let site: string | undefined;
  if (action === 'submit') {
    await submitForReview(store, {
      entryId,
      entryVersion: draft.version,
      contentHash: draft.hash,
      by: user,
      now,
      ...(comment ? { comment } : {}),
    });
  } else if (action === 'comment') {
    await commentOnReview(store, { entryId, by: user, text: comment, now });
  } else if (action === 'approve') {
    const value = (id: string): unknown => entry.fields?.[id]?.[deps.locale];
    const problems = complianceProblems(
      { type: value('type'), complianceNumber: value('complianceNumber'), expirationDate: value('expirationDate') },
      now,
    );
    if (problems.length) {
      return refuse(res, 422, {
        message: `The page cannot be approved: ${problems.map((p) => p.message).join(' ')}`,
        errors: Object.fromEntries(problems.map((p) => [p.fieldId, p.message])),
      });
    }
    await approve(store, {
      entryId,
      entryVersion: draft.version,
      snapshot: draft.snapshot,
      complianceNumber: String(value('complianceNumber')).trim(),
      expirationDate: String(value('expirationDate')).slice(0, 10),
      by: user,
      now,
      ...(comment ? { comment } : {}),
    });
    site = await tellSite(deps, 'Insurer.Compliance.approve', entryId);
  } else {
    await withdrawApproval(store, { entryId, by: user, reason: comment, now });
    site = await tellSite(deps, 'Insurer.Compliance.withdraw', entryId);
  }
  const review = await currentReview(deps, user, entryId);
  json(res, 200, site ? { ...review, site } : review);
}

/**
 * `/api/reviews…` for `user` (`rest` is the path after `/api/reviews`):
 * - `GET ?entries=a,b` → `ReviewStatesAnswer` (the entry list's states; 400 for more than 100 or a malformed id);
 * - `GET /{entryId}` → `ReviewAnswer` (404 for no such entry);
 * - `POST /{entryId}` `{ action, comment? }` → the review after it: 422 for an unknown action, a
 *   missing or too long comment (at the field), a page that needs no approval, or an approval of a
 *   page that breaks the compliance rule (at its fields); 403 for what the role may not do.
 */
export async function reviewsRoute(
  deps: ReviewDeps,
  user: WorkbenchUser,
  req: IncomingMessage,
  res: ServerResponse,
  rest: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (rest === '' || rest === '/') {
    if (method !== 'GET') return json(res, 405, { message: `Method ${method} is not allowed on /api/reviews.` }, { Allow: 'GET' });
    const listed = new URL(req.url ?? '/', 'http://workbench').searchParams.get('entries') ?? '';
    const ids = listed ? listed.split(',') : [];
    if (ids.length > MAX_STATES || !ids.every((id) => ENTRY_ID.test(id)))
      return json(res, 400, { message: `entries must list up to ${MAX_STATES} entry ids, separated by commas.` });
    const states = await reviewStates(deps.store, ids);
    return json(res, 200, { states: Object.fromEntries(states) } satisfies ReviewStatesAnswer);
  }
  let entryId: string;
  try {
    entryId = decodeURIComponent(rest.slice(1));
  } catch {
    entryId = '';
  }
  if (!ENTRY_ID.test(entryId)) return json(res, 400, { message: 'The path must name one entry id: /api/reviews/{entryId}.' });
  try {
    if (method === 'GET') {
      const entry = await readEntry(deps, entryId);
      if (!entry) return json(res, 404, { message: `There is no entry ${entryId}.` });
      if (!isRegulated(entry, deps.locale)) return json(res, 200, { entryId, regulated: false } satisfies ReviewAnswer);
      return json(res, 200, await currentReview(deps, user, entryId));
    }
    if (method === 'POST') {
      const body = await readJsonObject(req, res);
      if (body) await act(deps, user, entryId, body, res);
      return;
    }
  } catch (error) {
    if (error instanceof ComplianceForbiddenError) return refuse(res, 403, { message: error.message });
    if (error instanceof ComplianceInputError) return refuse(res, 422, { message: error.message });
    // The Management API or the database failed: not the client's mistake.
    return json(res, 502, { message: `The review could not be done: ${error instanceof Error ? error.message : String(error)}` });
  }
  json(res, 405, { message: `Method ${method} is not allowed on /api/reviews/{entryId}.` }, { Allow: 'GET, POST' });
}
