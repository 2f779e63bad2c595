import { fromSite, MALFORMED_ORIGIN } from '@insurer/contracts/site-origin';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import getRawBody from 'raw-body';

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
  unfinishedBody: 'The request body was cut short or does not match its Content-Length.',
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
 * The site's one bounded body reader (docs/requirements.md#decision-body-limits): reads a Web
 * `Request`'s body as UTF-8 text through `raw-body`, refusing more than `maxBytes` by
 * Content-Length before reading a byte, and while streaming a chunked body that declares none (the
 * rest is never buffered). Every route of the site that reads a body goes through it, each with
 * its own limit.
 * @param maxBytes the route's limit, in bytes.
 * @param tooLarge the 413's message (the forms' own by default).
 * @throws RequestRejected 413 past the limit; 400 for a body shorter or longer than its
 *   Content-Length, or one the client stopped sending.
 */
export async function readBodyLimited(request: Request, maxBytes: number, tooLarge: string = REJECTIONS.tooLarge): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw new RequestRejected(413, tooLarge);
  if (!request.body) return '';
  try {
    return await getRawBody(Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>), {
      limit: maxBytes,
      length: Number.isFinite(declared) ? declared : null,
      encoding: 'utf-8',
    });
  } catch (error) {
    if (isRawBodyError(error) && error.type === 'entity.too.large') throw new RequestRejected(413, tooLarge);
    if (isRawBodyError(error)) throw new RequestRejected(400, REJECTIONS.unfinishedBody);
    throw error;
  }
}

function isRawBodyError(error: unknown): error is Error & { type: string } {
  return error instanceof Error && typeof (error as { type?: unknown }).type === 'string';
}

/** 'json', 'form' (urlencoded) or undefined for any other media type. */
export function bodyKind(request: Request): 'json' | 'form' | undefined {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return undefined;
}
