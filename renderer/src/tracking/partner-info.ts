import type { SessionStore } from './cookies.js';

/** The sessionStorage key of the partner configuration (docs/requirements.md#browser-storage "Session storage: dtc_configuration"). */
export const DTC_CONFIGURATION_KEY = 'dtc_configuration';

/** The query parameters copied into `dtc_configuration.partnerInfo` (docs/requirements.md#browser-storage). */
export const PARTNER_INFO_KEYS = ['producerCd', 'subProducerCd', 'alternativeSource', 'leadSourceCd', 'callToAction'] as const;
export type PartnerInfoKey = (typeof PARTNER_INFO_KEYS)[number];
export type PartnerInfo = Partial<Record<PartnerInfoKey, string>>;

/** The partner parameters of a query string with a non-blank value, e.g. `?producerCd=A1` → `{ producerCd: 'A1' }`. */
export function partnerInfoFromSearch(search: string): PartnerInfo {
  const params = new URLSearchParams(search);
  const info: PartnerInfo = {};
  for (const key of PARTNER_INFO_KEYS) {
    const value = params.get(key)?.trim();
    if (value) info[key] = value;
  }
  return info;
}

/** The stored `dtc_configuration` object; {} when missing or not a JSON object. */
export function parseDtcConfiguration(value: string | null): Record<string, unknown> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The new `dtc_configuration` JSON after a visit with partner parameters: the stored object with
 * `partnerInfo` merged with `info` (new values win; other keys of the object are kept).
 */
export function mergeDtcConfiguration(stored: string | null, info: PartnerInfo): string {
  const configuration = parseDtcConfiguration(stored);
  const previous = readPartnerInfoFrom(configuration);
  return JSON.stringify({ ...configuration, partnerInfo: { ...previous, ...info } });
}

function readPartnerInfoFrom(configuration: Record<string, unknown>): Record<string, string> {
  const raw = configuration.partnerInfo;
  if (typeof raw !== 'object' || raw === null) return {};
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The stored partner info (string values only); undefined when there is none. */
export function readPartnerInfo(session: SessionStore): Record<string, string> | undefined {
  const info = readPartnerInfoFrom(parseDtcConfiguration(session.getItem(DTC_CONFIGURATION_KEY)));
  return Object.keys(info).length > 0 ? info : undefined;
}

/**
 * The inline script that writes `sessionStorage.dtc_configuration` in the browser as the
 * specification says (docs/requirements.md#browser-storage, docs/requirements.md#decision-partner-info-cookie):
 * on a page whose address carries partner parameters, the stored object's `partnerInfo` is merged
 * with them, exactly as `mergeDtcConfiguration` does (its test runs both on the same inputs). An
 * inline script in the layout, not an island: it runs on every page, cached ones included, before
 * any island, and ships no chunk. Storage the browser refuses is left alone.
 */
export const PARTNER_INFO_SCRIPT = `(function(){try{var q=new URLSearchParams(location.search),i={},n=0;${JSON.stringify(PARTNER_INFO_KEYS)}.forEach(function(k){var v=(q.get(k)||"").trim();if(v){i[k]=v;n++}});if(!n)return;var s=sessionStorage,c;try{c=JSON.parse(s.getItem(${JSON.stringify(DTC_CONFIGURATION_KEY)})||"{}")}catch(e){}if(typeof c!=="object"||c===null||Array.isArray(c))c={};var p=c.partnerInfo,o={};if(typeof p==="object"&&p!==null)Object.keys(p).forEach(function(k){if(typeof p[k]==="string")o[k]=p[k]});c.partnerInfo=Object.assign(o,i);s.setItem(${JSON.stringify(DTC_CONFIGURATION_KEY)},JSON.stringify(c))}catch(e){}})();`;
