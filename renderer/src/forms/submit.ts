import {
  isSafeLocation,
  submitPath,
  successRedirect,
  type BespokeFormId,
  type JsonFormId,
  type SubmissionRequest,
  type TrackingContext,
} from '@insurer/contracts/forms';

/** How long the browser waits for the submit route before moving on, in milliseconds. */
export const SUBMIT_TIMEOUT_MS = 15_000;

/** What the submit route answered a JSON form (the forms contract, `@insurer/contracts/forms`). */
export type SubmitResult =
  /** Stored (2xx): `redirect` is the answer's location when it is a safe one. */
  | { kind: 'accepted'; redirect: string | undefined }
  /** 422 with per-field messages: show `errors` (field name → message) on the fields. */
  | { kind: 'rejected'; errors: Record<string, string> }
  /** Any other answer (`status`), or none (a network failure or no answer within `SUBMIT_TIMEOUT_MS`). */
  | { kind: 'failed'; status: number | undefined };

function isRecordOfStrings(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * The one browser submit path of every JSON form (the bespoke forms, the share flows, the quote
 * leads): posts `values` with the tracking context as JSON (`SubmissionRequest`) to
 * `POST /api/forms/{formId}` and reads the answer. A failure is logged with the form id and the
 * status. Never throws. (Content-service forms post natively, by the specification: see `submitPath`.)
 */
export async function submitForm(
  formId: JsonFormId,
  values: Record<string, unknown>,
  tracking: TrackingContext,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult> {
  const body: SubmissionRequest = { values, tracking };
  try {
    const response = await fetchImpl(submitPath(formId), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      ...(typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS) } : {}),
    });
    const answer = (await readJson(response)) as { redirect?: unknown; errors?: unknown; message?: unknown } | undefined;
    if (response.ok) {
      return {
        kind: 'accepted',
        redirect: typeof answer?.redirect === 'string' && isSafeLocation(answer.redirect) ? answer.redirect : undefined,
      };
    }
    if (response.status === 422 && isRecordOfStrings(answer?.errors) && Object.keys(answer.errors).length > 0) {
      return { kind: 'rejected', errors: answer.errors };
    }
    console.error(`[forms] ${formId} submission answered ${response.status}`, answer?.message);
    return { kind: 'failed', status: response.status };
  } catch (error) {
    console.error(`[forms] ${formId} submission failed`, error);
    return { kind: 'failed', status: undefined };
  }
}

/** Where a bespoke submission sends the visitor, or the messages it shows. */
export type SubmissionOutcome =
  /** Stored (202): go to `redirect`. */
  | { kind: 'accepted'; redirect: string }
  /** 422: show `errors` (field name → message) on the fields; stay. */
  | { kind: 'rejected'; errors: Record<string, string> }
  /** Any other answer or no answer: go to the browser's own success location anyway (docs/requirements.md#form-states, docs/requirements.md#error-catalogue). */
  | { kind: 'failed'; redirect: string };

/**
 * A bespoke form's submission (`submitForm`) and where it sends the visitor:
 * - 2xx → accepted, to the answer's `redirect` when it is a safe location, else to `successRedirect`;
 * - 422 with per-field `errors` → rejected;
 * - any other status, a network failure or no answer within `SUBMIT_TIMEOUT_MS` → failed, to
 *   `successRedirect(formId, tracking)` (the lead, contact and dental forms always move on,
 *   docs/requirements.md#form-states, docs/requirements.md#error-catalogue).
 * Never throws.
 */
export async function sendSubmission(
  formId: BespokeFormId,
  values: Record<string, unknown>,
  tracking: TrackingContext,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmissionOutcome> {
  const fallback = successRedirect(formId, tracking);
  const result = await submitForm(formId, values, tracking, fetchImpl);
  if (result.kind === 'accepted') return { kind: 'accepted', redirect: result.redirect ?? fallback };
  if (result.kind === 'rejected') return result;
  return { kind: 'failed', redirect: fallback };
}
