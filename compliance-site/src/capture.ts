import { Parser } from 'htmlparser2';
import {
  appendRecord,
  listRecords,
  type ArchiveImage,
  type ChartSource,
  type ComplianceStore,
  type RecordSummary,
} from '@insurer/compliance';
import { complianceExpired, complianceExpiresAt, needsApproval } from '@insurer/contracts/compliance';
import type { Delivery } from './cda.js';
import type { CaptureSubject } from './outbox.js';
import { pageServable, publishedState, type PublishedState } from './serving.js';

/**
 * The `<meta>` a servable regulated page carries with the hash of the content it was rendered from
 * (the site writes it, `COMPLIANCE_HASH_META`): the capture keeps a fetched page only when it is of
 * the version it records, never a copy an instance or a CDN still held from before.
 */
export const COMPLIANCE_HASH_META = 'compliance-content-hash';

/** The most images one capture keeps, and the largest one, in bytes. */
const MAX_IMAGES = 100;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** How many links up from a changed entry a page may be, and the most pages one change asks to capture (more: all). */
const MAX_DEPTH = 10;
const MAX_PAGES = 500;

/** A capture that cannot be made now but may be later (the site not serving the version yet, a fetch failing): retried. */
export class CaptureNotReady extends Error {
  override name = 'CaptureNotReady';
}

/** What capturing needs: the compliance store, the published content, where the site is, `fetch` and the clock. */
export interface CaptureDeps {
  store: ComplianceStore;
  delivery: Delivery;
  /** Where pages are fetched as visitors get them (`ComplianceSiteConfig.captureUrl`). */
  siteUrl: string;
  fetch?: typeof fetch;
}

/** What one capture did: the archive row it appended (event and sequence number), or nothing when the record was already current. */
export type CaptureOutcome = { appended: 'publish' | 'unpublish' | 'expire'; seq: number } | { appended: undefined };

/** The latest archive row of page `entryId`, or undefined when it has none. */
async function lastRecord(store: ComplianceStore, entryId: string): Promise<RecordSummary | undefined> {
  const rows = await listRecords(store, { entryId });
  return rows.reduce<RecordSummary | undefined>((last, row) => (!last || row.seq > last.seq ? row : last), undefined);
}

/**
 * Brings the compliance archive of page `entryId` up to what the site serves at `now` (issue 41
 * item 6, docs/requirements.md#decision-compliance-capture). The archive's latest row for the page
 * says what was last recorded as served:
 *
 * - the page is servable (`pageServable` on its published snapshot) and its latest row is not a
 *   `publish` of the same content hash: the page is fetched from the site as a visitor gets it
 *   (its HTML must carry this content's hash in `COMPLIANCE_HASH_META`, else `CaptureNotReady`),
 *   the images it shows are fetched, and a `publish` row is appended with the HTML, the images,
 *   the snapshot and its hash, the approval (principal and date), the compliance number, the
 *   expiration date and the sources of its charts and tables;
 * - it is not servable and its latest row is a `publish`: an `expire` row when the page is still
 *   published and past its expiration date (dated at the moment it expired), else an `unpublish`
 *   row (unpublished, withdrawn, or changed to content no one approved);
 * - otherwise nothing: the record already says what the site serves (a webhook sent twice, a
 *   republish of the same content, a page never served).
 *
 * Pages that do not need approval are not recorded (one that stops needing it gets its `unpublish`
 * row: it is no longer served as an approved communication). Idempotent, so a retried capture never adds a
 * row twice.
 * @throws CaptureNotReady when the site does not serve the version yet or a fetch fails; what the
 *   Content Delivery API client or the database throws.
 */
export async function capturePage(deps: CaptureDeps, entryId: string, now: Date): Promise<CaptureOutcome> {
  const last = await lastRecord(deps.store, entryId);
  if (!last) {
    // Never recorded: only a published page that needs approval can need a row (one read, not a snapshot).
    const [page] = await deps.delivery.staticPages({ 'sys.id': entryId }, ['fields.type']);
    if (!page || !needsApproval(page.fields.type)) return { appended: undefined };
  }
  const state = await publishedState(
    { store: deps.store, source: () => deps.delivery.snapshotSource(), locale: deps.delivery.locale },
    entryId,
  );
  const served = state && needsApproval(state.check.page.type) ? await servedNow(state, entryId, now) : false;
  if (served && state) {
    if (last?.event === 'publish' && last.contentHash === state.check.contentHash) return { appended: undefined };
    return appendPublish(deps, entryId, state, now);
  }
  if (last?.event !== 'publish') return { appended: undefined };
  const expiration = state?.check.page.expirationDate;
  const expired = typeof expiration === 'string' && complianceExpired(expiration, now);
  const expiredAt = expired ? complianceExpiresAt(expiration) : undefined;
  const at = expiredAt && expiredAt.getTime() > last.at.getTime() ? expiredAt : now;
  const { seq } = await appendRecord(deps.store, {
    event: expired ? 'expire' : 'unpublish',
    entryId,
    url: last.url,
    at,
    images: [],
    chartSources: [],
  });
  return { appended: expired ? 'expire' : 'unpublish', seq };
}

async function servedNow(state: PublishedState, entryId: string, now: Date): Promise<boolean> {
  return (await pageServable({ id: entryId, ...state.check.page }, now, async () => state.check)).servable;
}

async function appendPublish(deps: CaptureDeps, entryId: string, state: PublishedState, now: Date): Promise<CaptureOutcome> {
  const { check, snapshot, approval } = state;
  const url = typeof check.page.url === 'string' ? check.page.url : '';
  const html = await servedHtml(deps, url, check.contentHash);
  const images = await servedImages(deps, new URL(url, `${deps.siteUrl}/`), html);
  const chartSources: ChartSource[] = check.statistics.flatMap((block) =>
    block.source
      ? [{ entryId: block.entryId, contentType: block.contentType, ...(block.title ? { title: block.title } : {}), source: block.source }]
      : [],
  );
  const { seq } = await appendRecord(deps.store, {
    event: 'publish',
    entryId,
    url,
    at: now,
    html,
    images,
    snapshot,
    contentHash: check.contentHash,
    ...(typeof check.page.complianceNumber === 'string' ? { complianceNumber: check.page.complianceNumber } : {}),
    ...(typeof check.page.expirationDate === 'string' ? { expirationDate: check.page.expirationDate } : {}),
    ...(approval ? { approval } : {}),
    chartSources,
  });
  return { appended: 'publish', seq };
}

/** The value of `<meta name="compliance-content-hash">` in `html`, or undefined. */
export function contentHashOf(html: string): string | undefined {
  let found: string | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'meta' && attributes.name === COMPLIANCE_HASH_META && found === undefined) found = attributes.content;
    },
  });
  parser.end(html);
  return found;
}

/** The distinct `src` of every `<img>` in `html`, in document order. */
export function imageSources(html: string): string[] {
  const sources = new Set<string>();
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'img' && attributes.src) sources.add(attributes.src);
    },
  });
  parser.end(html);
  return [...sources];
}

/**
 * How many times a page is asked for while the site answers it with its first render
 * (`X-Site-Cache: miss`, preview-app/server/site-server.ts) rather than from its page cache.
 */
const CACHED_ANSWER_TRIES = 3;

/**
 * The page at `url` as the site serves it to a visitor (no cookie, the default variant), when it
 * is the version of `contentHash`. That is the page cache's answer, which every visitor after the
 * first gets: the first render's answer (`X-Site-Cache: miss`) carries that one response's script
 * nonce, so it is asked for again (docs/requirements.md#decision-compliance-capture). A site
 * without a page cache sends no such header, and its answer is kept as it is.
 * @throws CaptureNotReady when the site does not answer 200 with that version (not revalidated yet, or down).
 */
async function servedHtml(deps: CaptureDeps, url: string, contentHash: string): Promise<string> {
  const address = `${deps.siteUrl}${url}`;
  let response: Response;
  for (let tries = 1; ; tries++) {
    try {
      response = await (deps.fetch ?? fetch)(address, { redirect: 'manual', headers: { accept: 'text/html' } });
    } catch (error) {
      throw new CaptureNotReady(`${url}: the site did not answer (${error instanceof Error ? error.message : String(error)})`);
    }
    if (response.headers.get('x-site-cache') !== 'miss' || tries === CACHED_ANSWER_TRIES) break;
    await response.body?.cancel();
  }
  const html = await response.text();
  if (response.status !== 200) throw new CaptureNotReady(`${url}: the site answered ${response.status}`);
  const served = contentHashOf(html);
  if (served !== contentHash)
    throw new CaptureNotReady(
      `${url}: the site serves ${served ? `content ${served.slice(0, 12)}` : 'no marked version'}, not ${contentHash.slice(0, 12)} yet`,
    );
  return html;
}

/**
 * The images `html` shows (`<img src>`, on the page's own origin), fetched as a visitor's browser
 * would: their URL, type and bytes (the archive keeps each once, by hash).
 * @throws CaptureNotReady when one does not answer 200.
 */
async function servedImages(deps: CaptureDeps, page: URL, html: string): Promise<ArchiveImage[]> {
  const images: ArchiveImage[] = [];
  for (const src of imageSources(html).slice(0, MAX_IMAGES)) {
    const address = new URL(src, page);
    if (address.origin !== page.origin) continue;
    let response: Response;
    try {
      response = await (deps.fetch ?? fetch)(address, { redirect: 'manual' });
    } catch (error) {
      throw new CaptureNotReady(
        `${address.pathname}: the image did not answer (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (response.status !== 200) throw new CaptureNotReady(`${address.pathname}: the image answered ${response.status}`);
    if (bytes.byteLength > MAX_IMAGE_BYTES) continue;
    images.push({ url: src, contentType: response.headers.get('content-type') ?? 'application/octet-stream', bytes });
  }
  return images;
}

/**
 * The static pages a change to `subject` may change what the site serves of: a page itself; for an
 * entry or asset, the pages that link to it, directly or through other entries (the Content
 * Delivery API's `links_to_entry` / `links_to_asset`, up to 10 links up); for `all`, every
 * published page that needs approval and every page the archive records as served. Undefined when
 * one change reaches more than 500 pages (capture them all instead).
 * @throws what the Content Delivery API client or the database throws.
 */
export async function pagesOf(deps: Pick<CaptureDeps, 'store' | 'delivery'>, subject: CaptureSubject): Promise<string[] | undefined> {
  if (subject.startsWith('page:')) return [subject.slice('page:'.length)];
  if (subject === 'all') {
    const regulated = (await deps.delivery.staticPages({}, ['fields.type'])).filter((page) => needsApproval(page.fields.type));
    const served = new Map<string, RecordSummary>();
    for (const row of await listRecords(deps.store, {})) {
      const last = served.get(row.entryId);
      if (!last || row.seq > last.seq) served.set(row.entryId, row);
    }
    const ids = new Set([
      ...regulated.map((page) => page.sys.id),
      ...[...served.values()].filter((r) => r.event === 'publish').map((r) => r.entryId),
    ]);
    return [...ids].sort();
  }
  const [kind, id] = subject.startsWith('entry:')
    ? (['Entry', subject.slice('entry:'.length)] as const)
    : (['Asset', subject.slice('asset:'.length)] as const);
  const pages = new Set<string>();
  // An entry the archive records is a page, whatever the webhook said of it (an unpublish may name no content type).
  if (kind === 'Entry' && (await listRecords(deps.store, { entryId: id })).length) pages.add(id);
  const seen = new Set<string>([`${kind}:${id}`]);
  let level: { entity: 'Entry' | 'Asset'; id: string }[] = [{ entity: kind, id }];
  for (let depth = 0; depth < MAX_DEPTH && level.length; depth++) {
    const next: { entity: 'Entry' | 'Asset'; id: string }[] = [];
    for (const item of level) {
      for (const linking of await deps.delivery.linkingEntries(item.entity, item.id)) {
        if (seen.has(`Entry:${linking.id}`)) continue;
        seen.add(`Entry:${linking.id}`);
        if (linking.contentType === 'staticPage') pages.add(linking.id);
        else if (linking.contentType !== 'article') next.push({ entity: 'Entry', id: linking.id });
        if (pages.size > MAX_PAGES) return undefined;
      }
    }
    level = next;
  }
  return [...pages].sort();
}
