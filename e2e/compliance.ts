import {
  approvalFor,
  approve,
  ensureDemoUsers,
  listRecords,
  openCompliance,
  pageSnapshot,
  recordHtml,
  snapshotHash,
  withdrawApproval,
  type RecordSummary,
  type SnapshotSource,
} from '@insurer/compliance';
import { contentDelivery, type Delivery } from '@insurer/compliance-site';
import { needsApproval } from '@insurer/contracts/compliance';
import { openSiteDb } from '@insurer/site-db';
import { cma, CONTENT_SERVICE, SPACE } from './cma.js';

/** The site database `npm start` runs on in the e2e suite (playwright.config.ts: SITE_DATABASE_PATH). */
export const E2E_SITE_DATABASE = '.data/e2e/site.sqlite';
const LOCALE = 'en-US';

/** The Content Delivery API of the e2e content service, in `environment`. */
export function e2eDelivery(environment = 'master'): Delivery {
  return contentDelivery({
    url: `${CONTENT_SERVICE}/cdn`,
    spaceId: SPACE,
    environmentId: environment,
    token: 'local-delivery-token',
    locale: LOCALE,
  });
}

/** Runs `run` with the compliance store of the e2e site database, closed afterwards. */
async function withStore<T>(run: (store: Awaited<ReturnType<typeof openCompliance>>) => Promise<T>): Promise<T> {
  const site = await openSiteDb({ databaseUrl: undefined, sqlitePath: E2E_SITE_DATABASE });
  try {
    return await run(await openCompliance(site, { retentionYears: 3 }));
  } finally {
    await site.close();
  }
}

interface Draft {
  sys: { id: string; version: number; contentType: { sys: { id: string } } };
  fields: Record<string, Record<string, unknown>>;
}

/** A Management API entry in the Delivery API's shape (`fields[field]`, in the one locale). */
function delivered(entry: Draft): unknown {
  const fields = Object.fromEntries(
    Object.entries(entry.fields).flatMap(([id, values]) => (values[LOCALE] === undefined ? [] : [[id, values[LOCALE]]])),
  );
  return { sys: { ...entry.sys, type: 'Entry' }, fields };
}

/**
 * What a principal does before a change to regulated content is published (issue 41,
 * docs/requirements.md#decision-compliance-capture): for each published page that needs approval
 * and shows entry `entryId` (or is it), the demo principal approves the content the page will
 * show once that entry's current draft is published (the published content with this one draft
 * in its place), unless that content is approved already. So a spec that publishes a change to a
 * block of a product page keeps the page served, for itself and for the specs running beside it.
 * Answers the pages approved.
 */
export async function approveBeforePublishing(entryId: string, environment = 'master'): Promise<string[]> {
  const draft = await cma<Draft>('GET', `/entries/${entryId}`, undefined, {}, environment);
  const delivery = e2eDelivery(environment);
  const pages = (await delivery.staticPages({}, ['fields.type']))
    .filter((page) => needsApproval(page.fields.type))
    .map((page) => page.sys.id);
  if (draft.sys.contentType.sys.id === 'staticPage' && !pages.includes(entryId)) pages.push(entryId);
  return withStore(async (store) => {
    const { principal } = await ensureDemoUsers(store);
    const approved: string[] = [];
    for (const pageId of pages) {
      const now = await pageSnapshot(delivery.snapshotSource(), { rootId: pageId, locale: LOCALE });
      if (pageId !== entryId && !now.entries.some((entry) => entry.id === entryId)) continue;
      const published = delivery.snapshotSource();
      const future: SnapshotSource = {
        localized: false,
        async entries(ids) {
          const others = ids.filter((id) => id !== entryId);
          return [...(others.length ? await published.entries(others) : []), ...(ids.includes(entryId) ? [delivered(draft)] : [])];
        },
        assets: (ids) => published.assets(ids),
      };
      const snapshot = await pageSnapshot(future, { rootId: pageId, locale: LOCALE });
      const root = snapshot.entries.find((entry) => entry.id === pageId);
      if (!root || !needsApproval(root.fields.type) || (await approvalFor(store, { entryId: pageId, contentHash: snapshotHash(snapshot) })))
        continue;
      const page = await cma<Draft>('GET', `/entries/${pageId}`, undefined, {}, environment);
      await approve(store, {
        entryId: pageId,
        entryVersion: page.sys.version,
        snapshot,
        complianceNumber: String(root.fields.complianceNumber ?? ''),
        expirationDate: String(root.fields.expirationDate ?? ''),
        by: principal,
        comment: 'Approved by the e2e suite before publishing a change to content the page shows.',
        now: new Date(),
      });
      approved.push(pageId);
    }
    return approved;
  });
}

/** The compliance archive's rows of page `entryId` in the e2e site database, oldest first. */
export async function archiveRows(entryId: string): Promise<RecordSummary[]> {
  return withStore(async (store) => (await listRecords(store, { entryId })).sort((a, b) => a.seq - b.seq));
}

/** Posts the workbench's compliance webhook (`Insurer.Compliance.approve|withdraw`) to the e2e site, as the workbench does after recording it. */
export async function postComplianceWebhook(siteUrl: string, action: 'approve' | 'withdraw', entryId: string): Promise<Response> {
  return fetch(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Contentful-Topic': `Insurer.Compliance.${action}`,
      'X-Contentful-Webhook-Secret': 'local-webhook-secret',
    },
    body: JSON.stringify({ entryId }),
  });
}

/**
 * A principal's approval of page `entryId` as published (its snapshot over the Delivery API),
 * recorded as the workbench records it (the demo principal), then the site told with the
 * workbench's webhook. Answers the approved content's hash.
 */
export async function approvePublishedPage(siteUrl: string, entryId: string): Promise<string> {
  const delivery = e2eDelivery();
  const contentHash = await withStore(async (store) => {
    const { principal } = await ensureDemoUsers(store);
    const snapshot = await pageSnapshot(delivery.snapshotSource(), { rootId: entryId, locale: LOCALE });
    const root = snapshot.entries.find((entry) => entry.id === entryId);
    if (!root) throw new Error(`${entryId} is not published`);
    const page = await cma<Draft>('GET', `/entries/${entryId}`);
    await approve(store, {
      entryId,
      entryVersion: page.sys.version,
      snapshot,
      complianceNumber: String(root.fields.complianceNumber ?? ''),
      expirationDate: String(root.fields.expirationDate ?? ''),
      by: principal,
      now: new Date(),
    });
    return snapshotHash(snapshot);
  });
  const answer = await postComplianceWebhook(siteUrl, 'approve', entryId);
  if (answer.status !== 200) throw new Error(`the approval webhook answered ${answer.status}: ${await answer.text()}`);
  return contentHash;
}

/** A principal's withdrawal of page `entryId`'s approval, then the workbench's webhook. */
export async function withdrawPageApproval(siteUrl: string, entryId: string, reason: string): Promise<void> {
  await withStore(async (store) => {
    const { principal } = await ensureDemoUsers(store);
    await withdrawApproval(store, { entryId, by: principal, reason, now: new Date() });
  });
  const answer = await postComplianceWebhook(siteUrl, 'withdraw', entryId);
  if (answer.status !== 200) throw new Error(`the withdrawal webhook answered ${answer.status}: ${await answer.text()}`);
}

/** The HTML the archive keeps for row `seq`. */
export async function archivedHtml(seq: number): Promise<string | undefined> {
  return withStore((store) => recordHtml(store, seq));
}
