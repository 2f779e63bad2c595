import { readFileSync } from 'node:fs';
import { ensureDemoUsers, openCompliance, parseComplianceConfig } from '@insurer/compliance';
import { approveDemoPages, contentDelivery, parseComplianceSiteConfig, type DemoApprovals } from '@insurer/compliance-site';
import { openSiteDb, parseSiteDbConfig } from '@insurer/site-db';
import { SEED_FILE } from '@insurer/seed/paths';
import type { ContentfulTarget } from './contentful-env.js';
import { managementClient } from './migrate.js';

/** The ids of the demo's static pages, from the seed's export file. */
function demoPageIds(seedFile: string): string[] {
  const document = JSON.parse(readFileSync(seedFile, 'utf8')) as {
    entries?: { sys: { id: string; contentType: { sys: { id: string } } } }[];
  };
  return (document.entries ?? []).filter((entry) => entry.sys.contentType.sys.id === 'staticPage').map((entry) => entry.sys.id);
}

/**
 * `npm start`'s demo approvals (issue 41; docs/requirements.md#decision-compliance-capture): after
 * the demo content is loaded, the demo principal (`ensureDemoUsers`) approves the published
 * content of every demo page that needs approval, unless it or anything it shows is an editor's
 * change (`edited`: the seed's `kept` list), so the demo site is served whole. Idempotent: content
 * already approved is left as it is. The worker then records each page's first archive row once
 * the site serves it. Opens the site database (`DATABASE_URL` or `SITE_DATABASE_PATH` of `env`) and
 * closes it again.
 * @throws what the database, the Content Delivery API or the Management API throws.
 */
export async function recordDemoApprovals(input: {
  env: NodeJS.ProcessEnv;
  target: ContentfulTarget;
  certificate?: string;
  edited: readonly string[];
  now?: Date;
  seedFile?: string;
}): Promise<DemoApprovals> {
  const site = await openSiteDb(parseSiteDbConfig(input.env));
  try {
    const store = await openCompliance(site, { retentionYears: parseComplianceConfig(input.env).retentionYears });
    const { principal } = await ensureDemoUsers(store);
    const cma = managementClient(input.target, input.certificate);
    const scope = { spaceId: input.target.spaceId, environmentId: input.target.environmentId };
    return await approveDemoPages({
      store,
      delivery: contentDelivery(parseComplianceSiteConfig(input.env).delivery),
      pageIds: demoPageIds(input.seedFile ?? SEED_FILE),
      edited: new Set(input.edited),
      by: principal,
      versionOf: async (entryId) => {
        const entry = await cma.entry.get({ ...scope, entryId });
        return entry.sys.publishedVersion ?? entry.sys.version;
      },
      now: input.now ?? new Date(),
    });
  } finally {
    await site.close();
  }
}
