/**
 * The UTM keys captured from the address (docs/requirements.md#traffic-source "UTM keys kept: utm_source, utm_campaign,
 * utm_content, utm_medium, utm_term (plus utm_id and utm_dmp from storage)", and utm_name and
 * utm_pardot, which the content-service forms send, docs/requirements.md#content-service-form).
 */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'utm_id',
  'utm_dmp',
  'utm_name',
  'utm_pardot',
] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmValues = Partial<Record<UtmKey, string>>;

/**
 * The UTM values of a query string (`?utm_source=google&utm_medium=cpc` or without '?'): each
 * key of `UTM_KEYS` with a non-blank value, trimmed. Other parameters are ignored.
 */
export function utmFromSearch(search: string): UtmValues {
  const params = new URLSearchParams(search);
  const utm: UtmValues = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value;
  }
  return utm;
}

/** The UTM values kept in the `ga_marketing` cookie's JSON; {} for a missing or malformed value. */
export function parseGaMarketing(value: string | undefined): UtmValues {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const utm: UtmValues = {};
    for (const key of UTM_KEYS) {
      const item = (parsed as Record<string, unknown>)[key];
      if (typeof item === 'string' && item !== '') utm[key] = item;
    }
    return utm;
  } catch {
    return {};
  }
}
