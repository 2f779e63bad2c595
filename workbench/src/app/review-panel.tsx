import { Button, Flex, Heading, Text, Textarea } from '@contentful/f36-components';
import { FormControl } from './form-control.js';
import { useEffect, useId, useRef, useState } from 'react';
import { reviewCommentProblem, STATE_LABELS, type ReviewAction, type ReviewAnswer, type ReviewCommentView } from '../shared/reviews.js';
import type { SessionUser } from '../shared/sign-in.js';
import { formatMoment } from './when.js';
import { ROLE_NAMES } from './workbench-header.js';
import { actOnReview, ApiError, fetchReview } from './workbench-api.js';
import { OutcomeNote } from './outcome-note.js';

type Regulated = Extract<ReviewAnswer, { regulated: true }>;

const KIND_LABELS: Record<ReviewCommentView['kind'], string> = {
  submit: 'Submitted for review',
  comment: 'Commented',
  approve: 'Approved',
  withdraw: 'Withdrew the approval',
};

const ACTION_LABELS: Record<ReviewAction, string> = {
  submit: 'Submit for review',
  comment: 'Add comment',
  approve: 'Approve',
  withdraw: 'Withdraw approval',
};

/** The review's state in one sentence: "Approved by Priya Principal on Dec 2, 2025, 11:36 AM UTC (…)". */
export function stateSentence(review: Regulated): string {
  const { approval } = review;
  const approved = approval
    ? `by ${approval.principal.name} on ${formatMoment(approval.approvedAt)} (compliance number ${approval.complianceNumber}, version ${approval.entryVersion})`
    : '';
  if (review.state === 'approved') return `Approved ${approved}.`;
  if (review.state === 'changed-since-approval') return `${STATE_LABELS['changed-since-approval']}: approved ${approved}, changed since.`;
  if (review.state === 'submitted' && review.submittedBy && review.submittedAt)
    return `Submitted for review by ${review.submittedBy.name} on ${formatMoment(review.submittedAt)}.`;
  return review.state === 'submitted' ? `${STATE_LABELS.submitted}.` : 'Draft: not submitted for review yet.';
}

/** The actions `user` is offered for `review`: anyone submits (unless approved as it is) and comments; a principal approves and withdraws. */
function actionsFor(user: SessionUser | undefined, review: Regulated): ReviewAction[] {
  const actions: ReviewAction[] = [];
  if (review.state !== 'approved') actions.push('submit');
  actions.push('comment');
  if (user?.role === 'principal') {
    if (review.state !== 'approved') actions.push('approve');
    if (review.approval) actions.push('withdraw');
  }
  return actions;
}

/**
 * The review panel of a product or tool page (issue 41 item 5; docs/requirements.md#decision-workbench-roles-and-review):
 * its state (draft, submitted for review, approved by whom and when, changed since approval), the
 * comments oldest first, one comment field, and the buttons the user's role is offered (Submit for
 * review, Add comment; a principal's Approve and Withdraw approval). The server computes what is
 * approved from the Management API and checks every rule again; its refusals show at the comment
 * field or as an alert. `refreshKey` changes with every save, so the state follows the draft.
 */
export function ReviewPanel({ entryId, user, refreshKey }: { entryId: string; user: SessionUser | undefined; refreshKey: number }) {
  const [review, setReview] = useState<Regulated | undefined>();
  const [comment, setComment] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [note, setNote] = useState<{ variant: 'negative' | 'positive'; text: string } | undefined>();
  const [busy, setBusy] = useState<ReviewAction | undefined>();
  const headingId = useId();
  const commentRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    let current = true;
    fetchReview(entryId).then(
      (answer) => current && answer.regulated && setReview(answer),
      (e: unknown) =>
        current && setNote({ variant: 'negative', text: `The review could not be read: ${e instanceof Error ? e.message : String(e)}` }),
    );
    return () => {
      current = false;
    };
  }, [entryId, refreshKey]);

  const act = async (action: ReviewAction) => {
    setNote(undefined);
    const problem = reviewCommentProblem(action, comment);
    setFieldError(problem);
    if (problem) return commentRef.current?.focus();
    setBusy(action);
    try {
      const answer = await actOnReview(entryId, action, comment);
      if (answer.regulated) setReview(answer);
      setComment('');
      setNote({ variant: 'positive', text: `${KIND_LABELS[action]}.${answer.regulated && answer.site ? ` ${answer.site}` : ''}` });
    } catch (e) {
      if (e instanceof ApiError && e.errors.comment) {
        setFieldError(e.errors.comment);
        commentRef.current?.focus();
      } else setNote({ variant: 'negative', text: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section aria-labelledby={headingId} className="review-panel" data-state={review?.state ?? 'loading'}>
      <Heading as="h3" id={headingId} marginBottom="spacingXs">
        Review and approval
      </Heading>
      {review ? (
        <>
          <Text as="p" role="status" className="review-panel__state">
            {stateSentence(review)}
          </Text>
          {review.publish.allowed ? null : (
            <Text as="p" fontColor="gray700">
              {review.publish.message}
            </Text>
          )}
          <FormControl id={`${headingId}-comment`} isInvalid={Boolean(fieldError)} marginBottom="spacingS">
            <FormControl.Label>Comment</FormControl.Label>
            <Textarea ref={commentRef} rows={2} value={comment} onChange={(e) => setComment(e.target.value)} />
            {fieldError ? <FormControl.ValidationMessage>{fieldError}</FormControl.ValidationMessage> : null}
            <FormControl.HelpText>Sent with the next action; required to comment and to withdraw an approval.</FormControl.HelpText>
          </FormControl>
          <Flex gap="spacingXs" flexWrap="wrap">
            {actionsFor(user, review).map((action) => (
              <Button
                key={action}
                size="small"
                variant={action === 'approve' ? 'positive' : action === 'withdraw' ? 'negative' : 'secondary'}
                onClick={() => void act(action)}
                isLoading={busy === action}
                isDisabled={Boolean(busy)}
              >
                {ACTION_LABELS[action]}
              </Button>
            ))}
          </Flex>
          <CommentList comments={review.comments} />
        </>
      ) : note ? null : (
        <Text as="p">Loading the review…</Text>
      )}
      <OutcomeNote outcome={note} className="review-panel__note" />
    </section>
  );
}

/** The review's comments, oldest first: who (and their role), what they did, when, and what they wrote. */
function CommentList({ comments }: { comments: ReviewCommentView[] }) {
  if (!comments.length) return <Text as="p">No comments yet.</Text>;
  return (
    <ol className="review-panel__comments" aria-label="Comments">
      {comments.map((c) => (
        <li key={c.id}>
          <Text>
            <strong>{c.by.name}</strong> ({ROLE_NAMES[c.by.role]}) · {KIND_LABELS[c.kind]} · {formatMoment(c.at)}
          </Text>
          {c.text ? <Text as="p">{c.text}</Text> : null}
        </li>
      ))}
    </ol>
  );
}
