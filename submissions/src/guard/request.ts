import { fromSite, MALFORMED_ORIGIN } from '@insurer/contracts/site-origin';

/** A request the submit route refuses before reading the form: status and the message sent back. */
export class RequestRejected extends Error {
  constructor(
    readonly status: 400 | 403 | 413 | 415 | 429,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Messages of the refusals (contract `SubmissionRejected.message`). */
export const REJECTIONS = {
  crossOrigin: 'Forms can only be submitted from this site.',
  tooLarge: 'The submission is too large.',
  unsupportedType: 'Send the form as application/json or application/x-www-form-urlencoded.',
  malformedJson: 'The request body is not valid JSON.',
  malformedShape: 'The request body must be a JSON object with "values" (an object) and "tracking" (an object).',
  rateLimited: 'Too many submissions from your network. Please wait a minute and try again.',
  recipientCapped: 'This e-mail address has had all the e-mails we send one address in a day. Please try again tomorrow.',
  thirdPartyCapped: 'You have sent all the results you can send to someone else today. Please try again tomorrow.',
  unknownForm: 'There is no such form.',
} as const;

/**
 * The forms' origin check: the site's one origin policy (`fromSite`, `@insurer/contracts/site-origin`,
 * docs/requirements.md#security "Origins"): the request's Origin (or, without it, the Referer's
 * origin) must be one of `postOrigins` (SITE_URL's origin and FORMS_ALLOWED_ORIGINS), never
 * judged by the request's own Host. Neither header, `Origin: null` or a foreign origin is 403
 * ('Forms can only be submitted from this site.'); an Origin that is not an origin is 400 with
 * `MALFORMED_ORIGIN`.
 * @throws RequestRejected 403 or 400.
 */
export function assertSameOrigin(request: Request, postOrigins: readonly string[]): void {
  const verdict = fromSite(request.headers, postOrigins);
  if (verdict.fromSite) return;
  throw verdict.reason === 'malformed'
    ? new RequestRejected(400, MALFORMED_ORIGIN)
    : new RequestRejected(verdict.status, REJECTIONS.crossOrigin);
}

/**
 * Reads the body as text, refusing more than `maxBytes` (by Content-Length up front, and while
 * streaming for chunked bodies that do not declare it).
 * @throws RequestRejected 413.
 */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw new RequestRejected(413, REJECTIONS.tooLarge);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new RequestRejected(413, REJECTIONS.tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** 'json', 'form' (urlencoded) or undefined for any other media type. */
export function bodyKind(request: Request): 'json' | 'form' | undefined {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return undefined;
}
