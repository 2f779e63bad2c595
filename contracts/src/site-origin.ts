import { z } from './zod.js';

/**
 * "Is this request from our site?": the one origin policy of every server-side entry point that
 * takes a browser's post (docs/requirements.md#security "Origins"): the forms
 * (`submissions/src/guard/request.ts`), the privacy choice, the server actions (the site's proxy
 * and `survey-actions.ts`) and the analytics collector. Framework-free: it reads two headers and
 * the configured origins, nothing else.
 */

/** The answer to a malformed Origin header (400), the same from every entry point. */
export const MALFORMED_ORIGIN = 'The Origin header is not an origin (scheme://host[:port]).';

const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The variables that say where the site is, as a zod shape each package's configuration schema
 * spreads into its own (`z.object({ ...SITE_ORIGIN_VARIABLES, … })`), so the site's origin is parsed
 * by one schema: SITE_URL (the public site's URL, default `http://localhost:${PORT}`), PORT (the
 * site's port, 3000) and FORMS_ALLOWED_ORIGINS (more origins allowed to post, comma-separated).
 * Every variable's local default is in the repository's `.env.example`.
 */
export const SITE_ORIGIN_VARIABLES = {
  SITE_URL: z.preprocess(blankIsUnset, z.url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' }).optional()),
  PORT: z.preprocess(
    blankIsUnset,
    z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(1).max(65_535).default(3000),
  ),
  FORMS_ALLOWED_ORIGINS: z.preprocess(
    blankIsUnset,
    z
      .string()
      .refine(
        (value) => splitList(value).every((origin) => URL.canParse(origin)),
        'must be a comma-separated list of origins (https://host)',
      )
      .optional(),
  ),
};

/** The parsed values of `SITE_ORIGIN_VARIABLES`. */
export interface SiteOriginValues {
  SITE_URL?: string | undefined;
  PORT: number;
  FORMS_ALLOWED_ORIGINS?: string | undefined;
}

/** Where the site is, and which origins it takes posts from. */
export interface SiteOrigins {
  /** The public site's URL without a trailing slash (canonical URLs, Open Graph, the sitemap, e-mail links). */
  siteUrl: string;
  /** SITE_URL's origin (`scheme://host[:port]`). */
  siteOrigin: string;
  /** FORMS_ALLOWED_ORIGINS as origins (e.g. a preview host). */
  allowedOrigins: string[];
  /** `siteOrigin` then `allowedOrigins`: every origin `fromSite` accepts. */
  postOrigins: string[];
}

/** The site's origins from the parsed variables (`SITE_ORIGIN_VARIABLES`). */
export function siteOrigins(values: SiteOriginValues): SiteOrigins {
  const siteUrl = (values.SITE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  const siteOrigin = new URL(siteUrl).origin;
  const allowedOrigins = splitList(values.FORMS_ALLOWED_ORIGINS).map((origin) => new URL(origin).origin);
  return { siteUrl, siteOrigin, allowedOrigins, postOrigins: [siteOrigin, ...allowedOrigins] };
}

/** What `fromSite` decided: the request's origin, or why it is refused and with which status. */
export type OriginVerdict =
  | { fromSite: true; origin: string }
  | {
      fromSite: false;
      /** 400 for a malformed Origin header; 403 for any other refusal. */
      status: 400 | 403;
      /** `malformed` Origin, `null` Origin (a sandboxed frame, a file, a privacy-preserving redirect), a `foreign` origin, or `missing`: neither header. */
      reason: 'malformed' | 'null' | 'foreign' | 'missing';
    };

/**
 * Whether a request comes from a page of the site: its `Origin` header, or without one its
 * `Referer`'s origin, must be one of `postOrigins` (the configured site origin and
 * FORMS_ALLOWED_ORIGINS, `SiteOrigins.postOrigins`). The request's own `Host` is never compared: a
 * page on a name rebound to this server would send a matching one. `Origin: null` is refused
 * (403) without looking at the Referer, and an Origin that is not an origin (`foo`, `http://`,
 * `HTTP://Site.example`, with a path) is refused as malformed (400), as
 * docs/requirements.md#security says. A Referer that does not parse counts as none.
 * @param headers the request's headers (a `Headers`, or anything with the same `get`).
 */
export function fromSite(headers: { get(name: string): string | null }, postOrigins: readonly string[]): OriginVerdict {
  const header = headers.get('origin');
  let claimed: string | undefined;
  if (header !== null) {
    if (header === 'null') return { fromSite: false, status: 403, reason: 'null' };
    if (!URL.canParse(header) || new URL(header).origin !== header) return { fromSite: false, status: 400, reason: 'malformed' };
    claimed = header;
  } else {
    const referer = headers.get('referer');
    claimed = referer && URL.canParse(referer) ? new URL(referer).origin : undefined;
    if (!claimed || claimed === 'null') return { fromSite: false, status: 403, reason: 'missing' };
  }
  return postOrigins.includes(claimed) ? { fromSite: true, origin: claimed } : { fromSite: false, status: 403, reason: 'foreign' };
}
