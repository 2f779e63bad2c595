/**
 * Contentful's REST error ids and their HTTP statuses
 * (https://www.contentful.com/developers/docs/references/errors/).
 */
export declare const ERROR_STATUS: {
    readonly BadRequest: 400;
    readonly InvalidQuery: 400;
    readonly AccessTokenInvalid: 401;
    readonly AccessDenied: 403;
    readonly NotFound: 404;
    readonly VersionMismatch: 409;
    readonly Conflict: 409;
    readonly UnknownField: 422;
    readonly ValidationFailed: 422;
    readonly InvalidEntry: 422;
    readonly UnresolvedLinks: 422;
    readonly PayloadTooLarge: 413;
    readonly RateLimitExceeded: 429;
    readonly ServerError: 500;
};
export type ErrorId = keyof typeof ERROR_STATUS;
/** The body Contentful answers every REST error with. */
export interface ContentfulErrorBody {
    sys: {
        type: 'Error';
        id: ErrorId;
    };
    message: string;
    details?: unknown;
    requestId: string;
}
/** An error a CMA route throws; the app turns it into Contentful's error body and status. */
export declare class ContentfulError extends Error {
    readonly id: ErrorId;
    readonly details?: unknown | undefined;
    readonly status: number;
    constructor(id: ErrorId, message: string, details?: unknown | undefined);
    toBody(requestId?: string): ContentfulErrorBody;
}
export declare const notFound: (type: string, id: string, extra?: Record<string, string>) => ContentfulError;
export declare const badRequest: (message: string, details?: unknown) => ContentfulError;
export declare const versionMismatch: () => ContentfulError;
export declare const accessTokenInvalid: () => ContentfulError;
