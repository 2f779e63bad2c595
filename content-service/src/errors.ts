import { randomUUID } from 'node:crypto';

/**
 * Contentful's REST error ids and their HTTP statuses
 * (https://www.contentful.com/developers/docs/references/errors/).
 */
export const ERROR_STATUS = {
  BadRequest: 400,
  InvalidQuery: 400,
  AccessTokenInvalid: 401,
  AccessDenied: 403,
  NotFound: 404,
  VersionMismatch: 409,
  Conflict: 409,
  UnknownField: 422,
  ValidationFailed: 422,
  InvalidEntry: 422,
  UnresolvedLinks: 422,
  PayloadTooLarge: 413,
  /** A `Host` that is not one of the service's own names (a rebound DNS name): this stand-in's, not Contentful's. */
  MisdirectedRequest: 421,
  RateLimitExceeded: 429,
  ServerError: 500,
  /** The service is busy (the Images API's transform queue is full); retry after `Retry-After`. */
  ServiceUnavailable: 503,
} as const;

export type ErrorId = keyof typeof ERROR_STATUS;

/** The body Contentful answers every REST error with. */
export interface ContentfulErrorBody {
  sys: { type: 'Error'; id: ErrorId };
  message: string;
  details?: unknown;
  requestId: string;
}

/** An error a CMA route throws; the app turns it into Contentful's error body and status. */
export class ContentfulError extends Error {
  readonly status: number;
  constructor(
    readonly id: ErrorId,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.status = ERROR_STATUS[id];
  }

  toBody(requestId: string = randomUUID()): ContentfulErrorBody {
    const body: ContentfulErrorBody = { sys: { type: 'Error', id: this.id }, message: this.message, requestId };
    if (this.details !== undefined) body.details = this.details;
    return body;
  }
}

export const notFound = (type: string, id: string, extra: Record<string, string> = {}): ContentfulError =>
  new ContentfulError('NotFound', 'The resource could not be found.', { type, id, ...extra });

export const badRequest = (message: string, details?: unknown): ContentfulError => new ContentfulError('BadRequest', message, details);

export const versionMismatch = (): ContentfulError =>
  new ContentfulError('VersionMismatch', 'The version you are trying to update does not match the current version of the resource.');

export const accessTokenInvalid = (): ContentfulError =>
  new ContentfulError('AccessTokenInvalid', 'The access token you sent could not be found or is invalid.');
