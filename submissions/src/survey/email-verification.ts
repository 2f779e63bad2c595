import MailChecker from 'mailchecker';
import { z } from 'zod';
import { log } from '../log.js';

/**
 * Whether an e-mail address can take a lead (docs/requirements.md#decision-survey-lead-actions):
 * the configured verification service (`EMAIL_VERIFICATION_URL`: `POST {url}` with
 * `{ "email" }`, answering `{ "valid": boolean }`), else the embedded check, `mailchecker`'s
 * syntax check and its maintained list of disposable (throwaway) domains. A service that does not
 * answer (or answers something else) is logged and the embedded check decides: a lead is not lost
 * to an outage.
 */
export async function verifyEmail(email: string, options: { url: string | undefined; timeoutMs: number }): Promise<boolean> {
  if (options.url) {
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const answer = answerSchema.safeParse(await response.json().catch(() => undefined));
      if (response.ok && answer.success) return answer.data.valid;
      log('warn', 'E-mail verification answered without a verdict; the embedded check decides', { status: response.status });
    } catch (error) {
      log('warn', 'E-mail verification unreachable; the embedded check decides', {
        error: error instanceof Error ? error.name : 'EUNKNOWN',
      });
    }
  }
  return MailChecker.isValid(email);
}

const answerSchema = z.object({ valid: z.boolean() });
