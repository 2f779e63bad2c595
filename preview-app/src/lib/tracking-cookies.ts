import { SERVER_ONLY_TRACKING_FIELDS, readTrackingContext } from '@insurer/renderer/tracking';
import type { TrackingContext } from '@insurer/contracts/forms';
import type { NextRequest } from 'next/server';

/**
 * The tracking values of a form post that only the site's HttpOnly cookies hold
 * (docs/requirements.md#tracking-cookies): the session id and start, the traffic source and the
 * partner info, read from the request's cookies with the renderer's own rules
 * (`readTrackingContext`). The browser cannot read them, so the forms backend takes these over
 * whatever the body says.
 */
export function cookieTracking(request: NextRequest): TrackingContext {
  const value = (name: string) => request.cookies.get(name)?.value;
  const context = readTrackingContext({ get: value }, { getItem: (key) => value(key) ?? null, setItem: () => undefined }, request.url);
  const picked: TrackingContext = {};
  for (const field of SERVER_ONLY_TRACKING_FIELDS) {
    const found = context[field];
    if (field === 'partnerInfo') {
      if (context.partnerInfo) picked.partnerInfo = context.partnerInfo;
    } else if (typeof found === 'string') {
      picked[field] = found;
    }
  }
  return picked;
}
