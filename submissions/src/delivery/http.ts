import { delivered, statusFailure, transportFailure, type DeliveryOutcome } from './outcome.js';

/** One HTTP POST to a downstream. */
export interface HttpPost {
  url: string;
  /** `application/json` or `application/x-www-form-urlencoded`. */
  contentType: string;
  body: string;
  /** Sent as `Idempotency-Key`: the delivery id, the same on every retry of one delivery. */
  idempotencyKey: string;
  timeoutMs: number;
  /** A 3xx counts as delivered (web-to-lead endpoints answer a redirect to `retURL`). */
  redirectIsSuccess?: boolean;
}

/**
 * Posts and classifies the answer: any 2xx is delivered (the answer body is not used, docs/requirements.md#lead-assignment "the response is not used"); a refused/reset/timed-out connection or 408/425/429/5xx is worth a
 * retry; other statuses are final (a 3xx too, unless `redirectIsSuccess`).
 */
export async function httpPost(post: HttpPost): Promise<DeliveryOutcome> {
  let response: Response;
  try {
    response = await fetch(post.url, {
      method: 'POST',
      headers: { 'Content-Type': post.contentType, 'Idempotency-Key': post.idempotencyKey, Accept: 'application/json' },
      body: post.body,
      signal: AbortSignal.timeout(post.timeoutMs),
      cache: 'no-store',
      redirect: 'manual',
    });
  } catch (error) {
    return transportFailure(error);
  }
  // Drain the body so the connection returns to the pool; its content is not used.
  await response.arrayBuffer().catch(() => undefined);
  const redirected = response.status >= 300 && response.status < 400;
  return response.ok || (redirected && post.redirectIsSuccess) ? delivered : statusFailure(response.status);
}

/**
 * Posts like `httpPost` and, on a 2xx, reads the answer as JSON (`answer` is undefined when it is
 * not JSON): for calls whose answer feeds a follow-up (a tool lead's ids).
 */
export async function httpPostReadingJson(post: HttpPost): Promise<{ outcome: DeliveryOutcome; answer?: unknown }> {
  let response: Response;
  try {
    response = await fetch(post.url, {
      method: 'POST',
      headers: { 'Content-Type': post.contentType, 'Idempotency-Key': post.idempotencyKey, Accept: 'application/json' },
      body: post.body,
      signal: AbortSignal.timeout(post.timeoutMs),
      cache: 'no-store',
      redirect: 'manual',
    });
  } catch (error) {
    return { outcome: transportFailure(error) };
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) return { outcome: statusFailure(response.status) };
  try {
    return { outcome: delivered, answer: JSON.parse(text) as unknown };
  } catch {
    return { outcome: delivered };
  }
}
