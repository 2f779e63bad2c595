import {
  approvalFor,
  pageSnapshot,
  snapshotHash,
  type Approval,
  type ComplianceStore,
  type PageSnapshot,
  type SnapshotSource,
} from '@insurer/compliance';
import {
  complianceServable,
  needsApproval,
  statisticsBlocks,
  type ComplianceFields,
  type StatisticsBlock,
} from '@insurer/contracts/compliance';

/** A published static page's compliance fields, as the site's query read them. */
export interface PublishedPage {
  /** The page entry's id. */
  id: string;
  type?: unknown;
  complianceNumber?: unknown;
  expirationDate?: unknown;
}

/**
 * What decides whether a published page that needs approval may be served, taken from its
 * published snapshot: the same at any time until the next publish, approval or withdrawal (the
 * site caches it per publish), and JSON-safe for that cache. Expiry is not in it: `now` decides
 * that at every request.
 */
export interface ApprovalCheck {
  /** `snapshotHash` of the page's published snapshot (Content Delivery API, `localized: false`). */
  contentHash: string;
  /** The page's compliance fields as published (the snapshot's own copy of the page). */
  page: { type?: unknown; complianceNumber?: unknown; expirationDate?: unknown; url?: unknown };
  /** The charts and statistical tables the page shows, with their sources (`statisticsBlocks`). */
  statistics: StatisticsBlock[];
  /** The unwithdrawn approval of exactly `contentHash`: who approved it and when (ISO 8601). */
  approval?: { id: string; principalName: string; approvedAt: string };
}

/** A published page's full state for the compliance record: its snapshot and approval beside the check. */
export interface PublishedState {
  snapshot: PageSnapshot;
  check: ApprovalCheck;
  approval?: Approval;
}

/** Whether the site may serve a page to visitors; with the hash of the content an approval covers. */
export type Serving = { servable: true; contentHash?: string } | { servable: false };

/** What reading a page's approval needs: the compliance store, the published content, the site's locale. */
export interface ServingDeps {
  store: ComplianceStore;
  source: () => SnapshotSource;
  locale: string;
}

/**
 * The published state of page `entryId`: its snapshot over the published content (the page and
 * everything it links to, in the site's locale), that snapshot's hash, the charts and tables it
 * shows, and the unwithdrawn approval of exactly that hash (`approvalFor`). Undefined when the page
 * is not published.
 * @throws what the Content Delivery API client or the database throws.
 */
export async function publishedState(deps: ServingDeps, entryId: string): Promise<PublishedState | undefined> {
  const snapshot = await pageSnapshot(deps.source(), { rootId: entryId, locale: deps.locale });
  const root = snapshot.entries.find((entry) => entry.id === entryId);
  if (!root) return undefined;
  const contentHash = snapshotHash(snapshot);
  const approval = await approvalFor(deps.store, { entryId, contentHash });
  const { type, complianceNumber, expirationDate, url } = root.fields;
  return {
    snapshot,
    approval,
    check: {
      contentHash,
      page: { type, complianceNumber, expirationDate, url },
      statistics: statisticsBlocks(snapshot.entries),
      ...(approval
        ? { approval: { id: approval.id, principalName: approval.principal.name, approvedAt: approval.approvedAt.toISOString() } }
        : {}),
    },
  };
}

/** `publishedState`'s check alone (what the site caches per publish); undefined when the page is not published. */
export async function approvalCheck(deps: ServingDeps, entryId: string): Promise<ApprovalCheck | undefined> {
  return (await publishedState(deps, entryId))?.check;
}

/**
 * Whether the site may serve published page `page` to visitors at `now`: the one rule the route
 * (404), the sitemap and the search index all ask (issue 41 item 1,
 * docs/requirements.md#decision-compliance-approval). It fails closed, whoever published the page:
 *
 * 1. the page's own fields pass `complianceServable` (a page that needs approval has its compliance
 *    number and expiration date; no page is past its expiration date);
 * 2. a page that needs approval (`needsApproval`) is also judged on its published snapshot
 *    (`check(page.id)`, `approvalCheck` or a cached copy of it): its fields there pass the same rule
 *    with the charts and tables it shows (each names its source), and an unwithdrawn approval of
 *    exactly that content's hash is recorded. A page the check cannot find (unpublished since) is
 *    not served.
 *
 * Answers the content hash of a servable regulated page (the site marks its HTML with it, so the
 * compliance capture knows which version it fetched).
 * @throws what `check` throws (the database or the Content Delivery API unreachable).
 */
export async function pageServable(
  page: PublishedPage,
  now: Date,
  check: (entryId: string) => Promise<ApprovalCheck | undefined>,
): Promise<Serving> {
  if (!complianceServable(page, now)) return { servable: false };
  if (!needsApproval(page.type)) return { servable: true };
  const found = await check(page.id);
  if (!found || !found.approval) return { servable: false };
  const fields: ComplianceFields = { ...found.page, statistics: found.statistics };
  if (!complianceServable(fields, now)) return { servable: false };
  return { servable: true, contentHash: found.contentHash };
}
