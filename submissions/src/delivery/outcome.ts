/**
 * What one delivery attempt came to. `error` is a code or an HTTP/SMTP status, never a message
 * that could echo personal data back (an SMTP server's reply may quote the recipient).
 */
export type DeliveryOutcome = { ok: true } | { ok: false; error: string; retryable: boolean; transport: boolean };

export const delivered: DeliveryOutcome = { ok: true };

/** Retry after a transport failure (refused, reset, timed out): the downstream was not reached. */
export function transportFailure(error: unknown): DeliveryOutcome {
  return { ok: false, error: errorCode(error), retryable: true, transport: true };
}

/** The downstream answered with an error status: 408, 425, 429 and 5xx are worth retrying. */
export function statusFailure(status: number): DeliveryOutcome {
  const retryable = status === 408 || status === 425 || status === 429 || status >= 500;
  return { ok: false, error: `HTTP ${status}`, retryable, transport: false };
}

/** A code naming what went wrong, from an error and its causes; never the message text. */
export function errorCode(error: unknown): string {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object') {
      const { code, name } = e as { code?: unknown; name?: unknown };
      if (typeof code === 'string' && code) return code;
      if (name === 'TimeoutError' || name === 'AbortError') return 'ETIMEDOUT';
      e = (e as { cause?: unknown }).cause;
    } else break;
  }
  return error instanceof Error && error.name !== 'Error' ? error.name : 'EUNKNOWN';
}
