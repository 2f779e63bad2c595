import { submitPath, type BespokeFormId, type SubmissionRequest, type TrackingContext } from '@insurer/contracts/forms';
import { isSafeLocation, successRedirect } from '@insurer/contracts/forms';

/** How long the browser waits for the submit route before moving on, in milliseconds. */
export const SUBMIT_TIMEOUT_MS = 15_000;

/** What a bespoke submission came to. */
export type SubmissionOutcome =
  /** Stored (202): go to `redirect`. */
  | { kind: 'accepted'; redirect: string }
  /** 422: show `errors` (field name → message) on the fields; stay. */
  | { kind: 'rejected'; errors: Record<string, string> }
  /** Any other answer or no answer: go to the browser's own success location anyway (docs/requirements.md#form-states, docs/requirements.md#error-catalogue). */
  | { kind: 'failed'; redirect: string };

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
 * Posts a bespoke form's values with the tracking context as JSON (`SubmissionRequest`) to
 * `POST /api/forms/{formId}` and reads the answer (forms contract):
 * - 2xx → accepted, to the answer's `redirect` when it is a safe location, else to `successRedirect`;
 * - 422 with per-field `errors` → rejected;
 * - any other status, a network failure or no answer within `SUBMIT_TIMEOUT_MS` → failed, to
 *   `successRedirect(formId, tracking)` (the lead, contact and dental forms always move on,
 *   docs/requirements.md#form-states, docs/requirements.md#error-catalogue); the failure is logged.
 * Never throws.
 */
export async function sendSubmission(
  formId: BespokeFormId,
  values: Record<string, unknown>,
  tracking: TrackingContext,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmissionOutcome> {
  const fallback = successRedirect(formId, tracking);
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
      const redirect = typeof answer?.redirect === 'string' && isSafeLocation(answer.redirect) ? answer.redirect : fallback;
      return { kind: 'accepted', redirect };
    }
    if (response.status === 422 && isRecordOfStrings(answer?.errors) && Object.keys(answer.errors).length > 0) {
      return { kind: 'rejected', errors: answer.errors };
    }
    console.error(`[forms] ${formId} submission answered ${response.status}`, answer?.message);
  } catch (error) {
    console.error(`[forms] ${formId} submission failed`, error);
  }
  return { kind: 'failed', redirect: fallback };
}
