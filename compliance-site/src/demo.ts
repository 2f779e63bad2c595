import { approve, type ComplianceStore, type WorkbenchUser } from '@insurer/compliance';
import { needsApproval } from '@insurer/contracts/compliance';
import type { Delivery } from './cda.js';
import { publishedState } from './serving.js';

/** What the demo approval did for each page that needs approval. */
export interface DemoApprovals {
  /** Approved now (their published content had no approval). */
  approved: string[];
  /** Already approved as published. */
  current: string[];
  /** Left unapproved: the page or something it shows is an editor's change, not the demo's (a principal approves it in the workbench). */
  edited: string[];
}

/**
 * The demo's approvals (issue 41; `npm start`, docs/requirements.md#decision-compliance-capture):
 * approves, as `by` (the demo principal of `ensureDemoUsers`), the published content of each page
 * of `pageIds` that needs approval and has no approval of exactly that content, so the demo site
 * stays whole under the rule that a regulated page is served only with one. A page is approved
 * only when neither it nor anything its snapshot holds is in `edited` (`Entry:{id}` / `Asset:{id}`,
 * what the seed kept as an editor changed it): an editor's change needs a principal's approval.
 * `versionOf` answers the entry's published version (the Management API's), recorded with the approval.
 * @throws what the Content Delivery API client or the database throws.
 */
export async function approveDemoPages(input: {
  store: ComplianceStore;
  delivery: Delivery;
  pageIds: readonly string[];
  edited: ReadonlySet<string>;
  by: WorkbenchUser;
  versionOf: (entryId: string) => Promise<number>;
  now: Date;
}): Promise<DemoApprovals> {
  const out: DemoApprovals = { approved: [], current: [], edited: [] };
  const deps = { store: input.store, source: () => input.delivery.snapshotSource(), locale: input.delivery.locale };
  for (const entryId of input.pageIds) {
    const state = await publishedState(deps, entryId);
    if (!state || !needsApproval(state.check.page.type)) continue;
    if (state.approval) {
      out.current.push(entryId);
      continue;
    }
    const held = [...state.snapshot.entries.map((e) => `Entry:${e.id}`), ...state.snapshot.assets.map((a) => `Asset:${a.id}`)];
    if (held.some((key) => input.edited.has(key))) {
      out.edited.push(entryId);
      continue;
    }
    const { complianceNumber, expirationDate } = state.check.page;
    await approve(input.store, {
      entryId,
      entryVersion: await input.versionOf(entryId),
      snapshot: state.snapshot,
      complianceNumber: typeof complianceNumber === 'string' ? complianceNumber : '',
      expirationDate: typeof expirationDate === 'string' ? expirationDate : '',
      by: input.by,
      comment: 'The demo content as seeded, approved by the demo principal when npm start loaded it.',
      now: input.now,
    });
    out.approved.push(entryId);
  }
  return out;
}
