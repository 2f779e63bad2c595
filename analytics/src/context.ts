/**
 * Segment's `context` of an event, built on the server from the request that carried it
 * (docs/requirements.md#decision-analytics-transport): the browser's sender sends only the call
 * itself and the flags its page was rendered with, so nothing here runs on a visitor's main thread.
 * Field names follow Segment's common fields spec
 * (https://segment.com/docs/connections/spec/common/#context).
 */

/** What the site knows about the visitor from its first-party cookies (the collector reads no cookie itself). */
export interface CollectorVisitor {
  /**
   * The visitor's anonymous id: from its cookie, or a new one the site sets with the answer. Every
   * stored message carries it as `anonymousId`, whatever the body said.
   */
  anonymousId: string;
  /** True when the visitor's privacy choice is an opt-out (the collector also honours `Sec-GPC: 1` itself). */
  optedOut: boolean;
  /** The stored UTM values (`utm_source` …), as the site captured them from the landing address. */
  utm: Partial<Record<string, string>>;
  /** The derived traffic source (docs/requirements.md#traffic-source), e.g. 'google/cpc'. */
  trafficSource: string | undefined;
}

/** Segment's `context.campaign` names for the stored UTM values. */
const CAMPAIGN_FIELDS = {
  utm_campaign: 'name',
  utm_source: 'source',
  utm_medium: 'medium',
  utm_term: 'term',
  utm_content: 'content',
} as const;

const PAGE_FIELDS = ['path', 'url', 'search', 'title', 'referrer'] as const;
const LOCALE = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/;

function short(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value.slice(0, max) : undefined;
}

/**
 * The page the event came from: the request's `Referer` when it is a page of the site (its origin
 * one of `postOrigins`, never judged by Host), completed by a page call's own properties.
 */
function pageOf(
  request: Request,
  type: string,
  properties: Record<string, unknown> | undefined,
  postOrigins: readonly string[],
): Record<string, string> | undefined {
  const page: Record<string, string> = {};
  if (type === 'page' && properties) {
    for (const field of PAGE_FIELDS) {
      const value = short(properties[field], 2_048);
      if (value !== undefined) page[field] = value;
    }
  }
  const referer = request.headers.get('referer');
  if (referer && URL.canParse(referer)) {
    const url = new URL(referer);
    if (postOrigins.includes(url.origin)) {
      page.url = url.href;
      page.path = url.pathname;
      page.search = url.search;
    }
  }
  return Object.keys(page).length ? page : undefined;
}

/** Only the flags the page was rendered with: an object of booleans (docs/requirements.md#feature-flags). */
function featureFlagsOf(context: Record<string, unknown> | undefined): Record<string, boolean> | undefined {
  const flags = context?.featureFlags;
  if (typeof flags !== 'object' || flags === null || Array.isArray(flags)) return undefined;
  const entries = Object.entries(flags).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean');
  return entries.length ? Object.fromEntries(entries.slice(0, 50)) : undefined;
}

/**
 * The `context` the server stores with a message: `page` (from `Referer` and a page call's
 * properties), `userAgent`, `locale` (the first language of `Accept-Language`), `campaign` (the
 * stored UTM values under Segment's names), `trafficSource`, and the browser's `featureFlags`.
 * Nothing else the browser put in `context` is kept; the client's address is not stored.
 * `postOrigins` are the site's origins (`AnalyticsConfig.postOrigins`): a Referer elsewhere is no page of the site.
 */
export function serverContext(
  request: Request,
  message: { type: string; properties?: Record<string, unknown> | undefined; context?: Record<string, unknown> | undefined },
  visitor: CollectorVisitor,
  postOrigins: readonly string[],
): Record<string, unknown> {
  const context: Record<string, unknown> = {};
  const page = pageOf(request, message.type, message.properties, postOrigins);
  if (page) context.page = page;
  const userAgent = short(request.headers.get('user-agent'), 512);
  if (userAgent) context.userAgent = userAgent;
  const locale = request.headers.get('accept-language')?.split(',')[0]?.split(';')[0]?.trim();
  if (locale && LOCALE.test(locale)) context.locale = locale;
  const campaign: Record<string, string> = {};
  for (const [key, field] of Object.entries(CAMPAIGN_FIELDS)) {
    const value = short(visitor.utm[key], 200);
    if (value !== undefined) campaign[field] = value;
  }
  if (Object.keys(campaign).length) context.campaign = campaign;
  const trafficSource = short(visitor.trafficSource, 200);
  if (trafficSource) context.trafficSource = trafficSource;
  const flags = featureFlagsOf(message.context);
  if (flags) context.featureFlags = flags;
  return context;
}
