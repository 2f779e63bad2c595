import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { approve, ensureDemoUsers, openCompliance, type ComplianceStore, type WorkbenchUser } from '@insurer/compliance';
import { needsApproval } from '@insurer/contracts/compliance';
import { openSiteDb, type SiteDb } from '@insurer/site-db';
import { contentDelivery, type Delivery } from '../src/cda.js';
import { publishedState } from '../src/serving.js';

/** A site database in a temporary SQLite file with the compliance tenant opened, and how to remove it. */
export async function openTestCompliance(prefix = 'compliance-site-'): Promise<{
  dir: string;
  sqlitePath: string;
  site: SiteDb;
  store: ComplianceStore;
  principal: WorkbenchUser;
  remove(): Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const sqlitePath = join(dir, 'site.sqlite');
  const site = await openSiteDb({ databaseUrl: undefined, sqlitePath });
  const store = await openCompliance(site, { retentionYears: 3 });
  const { principal } = await ensureDemoUsers(store);
  return {
    dir,
    sqlitePath,
    site,
    store,
    principal,
    async remove() {
      await site.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The Content Delivery API of a test content service (`@insurer/content-service/testing`'s `httpUrl`, space and delivery token). */
export function testDelivery(service: { httpUrl: string }, space: string, token: string): Delivery {
  return contentDelivery({ url: `${service.httpUrl}/cdn`, spaceId: space, environmentId: 'master', token, locale: 'en-US' });
}

/**
 * Approves, as `by`, the published content of each page of `ids` that needs approval (every published
 * static page when `ids` is omitted), as a principal would in the workbench; answers the ids approved.
 */
export async function approvePublished(input: {
  store: ComplianceStore;
  delivery: Delivery;
  by: WorkbenchUser;
  ids?: readonly string[];
  now?: Date;
}): Promise<string[]> {
  const ids = input.ids ?? (await input.delivery.staticPages({}, ['fields.type'])).map((page) => page.sys.id);
  const deps = { store: input.store, source: () => input.delivery.snapshotSource(), locale: input.delivery.locale };
  const approved: string[] = [];
  for (const entryId of ids) {
    const state = await publishedState(deps, entryId);
    if (!state || !needsApproval(state.check.page.type) || state.approval) continue;
    const { complianceNumber, expirationDate } = state.check.page;
    await approve(input.store, {
      entryId,
      entryVersion: 1,
      snapshot: state.snapshot,
      complianceNumber: String(complianceNumber ?? ''),
      expirationDate: String(expirationDate ?? ''),
      by: input.by,
      now: input.now ?? new Date(),
    });
    approved.push(entryId);
  }
  return approved;
}
