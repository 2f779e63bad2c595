/**
 * The review of a regulated page as the workbench's API answers it (`/api/reviews/{entryId}`) and
 * the review panel shows it, the rules of its form, and the messages of the approval gate
 * (docs/requirements.md#decision-workbench-roles-and-review). Shared by the browser and the server,
 * which enforces every rule again. Dates are ISO 8601 strings (JSON). No React, no Node.
 */
import type { SessionUser } from './sign-in.js';

/** `@insurer/compliance`'s review states: judged against the hash of the page's current draft. */
export type ReviewState = 'draft' | 'submitted' | 'approved' | 'changed-since-approval';

/** What a review request asks: submit (with an optional comment), comment, approve, withdraw the approval (with its reason). */
export type ReviewAction = 'submit' | 'comment' | 'approve' | 'withdraw';

export const REVIEW_ACTIONS: readonly ReviewAction[] = ['submit', 'comment', 'approve', 'withdraw'];

export interface ReviewCommentView {
  id: string;
  by: SessionUser;
  text: string;
  at: string;
  kind: 'submit' | 'comment' | 'approve' | 'withdraw';
}

export interface ApprovalView {
  entryVersion: number;
  contentHash: string;
  complianceNumber: string;
  expirationDate: string;
  principal: SessionUser;
  approvedAt: string;
}

/** `GET /api/reviews/{entryId}` (and every `POST`'s answer): a page that needs no approval has no review. */
export type ReviewAnswer =
  | { entryId: string; regulated: false }
  | {
      entryId: string;
      regulated: true;
      /** The draft's version the state was judged on. */
      entryVersion: number;
      /** The hash of the draft and its linked entries and assets, computed by the server from the Management API. */
      contentHash: string;
      state: ReviewState;
      submittedBy?: SessionUser;
      submittedAt?: string;
      /** Oldest first. */
      comments: ReviewCommentView[];
      /** The latest approval not withdrawn, whether or not the draft still matches it. */
      approval?: ApprovalView;
      /** Whether the caller may publish the draft now, and if not why (the proxy's own answer). */
      publish: { allowed: boolean; message?: string };
      /** After an approval or a withdrawal: whether the site was told (its webhook). */
      site?: string;
    };

/** `GET /api/reviews?entries=a,b`: each listed entry's state for the entry list (no hashes: approved means newer than its last submit). */
export interface ReviewStatesAnswer {
  states: Record<string, 'draft' | 'submitted' | 'approved'>;
}

/** A refused review request (422 with the message at the comment field, or at the compliance fields; 403; 409). */
export interface ReviewRefusal {
  message: string;
  errors?: { comment?: string; complianceNumber?: string; expirationDate?: string };
}

/** The longest comment or reason taken, in characters. */
export const COMMENT_MAX = 2000;

export const REVIEW_MESSAGES = {
  /** An author publishing a product or tool page (403). */
  authorMayNotPublish: 'Only a principal publishes a product or tool page; submit it for review.',
  /** A principal publishing a page nobody approved, or whose approval was withdrawn (409). */
  notApproved: 'This page has no approval: a principal approves it in the review panel before it is published.',
  commentMissing: 'Write a comment first.',
  reasonMissing: 'Give the reason for withdrawing the approval.',
  commentTooLong: `A comment is at most ${COMMENT_MAX} characters.`,
  notRegulated: 'Only product and tool pages are reviewed: this entry needs no approval.',
} as const;

/**
 * A principal publishing a page whose draft no longer matches its approval (409): who approved
 * which version, and when (`approvedAt`, its date in UTC).
 */
export function changedSinceApproval(approval: { principalName: string; entryVersion: number; approvedAt: string }): string {
  return `This page changed after ${approval.principalName} approved version ${approval.entryVersion} on ${approval.approvedAt.slice(0, 10)}: it needs a new approval before it is published.`;
}

/** The problem of a review request's comment for `action` (undefined when it may be sent): required to comment and to withdraw, never too long. */
export function reviewCommentProblem(action: ReviewAction, comment: string): string | undefined {
  const text = comment.trim();
  if (text.length > COMMENT_MAX) return REVIEW_MESSAGES.commentTooLong;
  if (!text && action === 'comment') return REVIEW_MESSAGES.commentMissing;
  if (!text && action === 'withdraw') return REVIEW_MESSAGES.reasonMissing;
  return undefined;
}

/** The review panel's words for a state: "Draft", "Submitted for review", "Approved", "Changed since approval — needs a new approval". */
export const STATE_LABELS: Record<ReviewState, string> = {
  draft: 'Draft',
  submitted: 'Submitted for review',
  approved: 'Approved',
  'changed-since-approval': 'Changed since approval — needs a new approval',
};
