import type { PageSnapshot } from './snapshot.js';
import type { ComplianceStore } from './store.js';
import type { WorkbenchUser } from './users.js';

export type ReviewState = 'draft' | 'submitted' | 'approved' | 'changed-since-approval';

export interface Approval {
  id: string;
  entryId: string;
  entryVersion: number;
  contentHash: string;
  complianceNumber: string;
  expirationDate: string;
  principal: WorkbenchUser;
  approvedAt: Date;
  withdrawnAt?: Date;
  withdrawnBy?: WorkbenchUser;
  withdrawReason?: string;
}

export interface ReviewComment {
  id: string;
  by: WorkbenchUser;
  text: string;
  at: Date;
  kind: 'submit' | 'comment' | 'approve' | 'withdraw';
}

export interface Review {
  state: ReviewState;
  submittedBy?: WorkbenchUser;
  submittedAt?: Date;
  comments: ReviewComment[];
  approval?: Approval;
}

export async function submitForReview(
  store: ComplianceStore,
  input: { entryId: string; entryVersion: number; contentHash: string; by: WorkbenchUser; comment?: string; now: Date },
): Promise<void> {
  void store;
  void input;
  throw new Error('not yet');
}

export async function commentOnReview(
  store: ComplianceStore,
  input: { entryId: string; by: WorkbenchUser; text: string; now: Date },
): Promise<ReviewComment> {
  void store;
  void input;
  throw new Error('not yet');
}

export async function approve(
  store: ComplianceStore,
  input: {
    entryId: string;
    entryVersion: number;
    snapshot: PageSnapshot;
    complianceNumber: string;
    expirationDate: string;
    by: WorkbenchUser;
    comment?: string;
    now: Date;
  },
): Promise<Approval> {
  void store;
  void input;
  throw new Error('not yet');
}

export async function withdrawApproval(
  store: ComplianceStore,
  input: { entryId: string; by: WorkbenchUser; reason: string; now: Date },
): Promise<Approval> {
  void store;
  void input;
  throw new Error('not yet');
}

export async function reviewOf(store: ComplianceStore, input: { entryId: string; currentHash?: string }): Promise<Review> {
  void store;
  void input;
  throw new Error('not yet');
}

export async function reviewStates(store: ComplianceStore, entryIds: string[]): Promise<Map<string, 'draft' | 'submitted' | 'approved'>> {
  void store;
  void entryIds;
  throw new Error('not yet');
}

export async function approvalFor(store: ComplianceStore, input: { entryId: string; contentHash: string }): Promise<Approval | undefined> {
  void store;
  void input;
  throw new Error('not yet');
}
