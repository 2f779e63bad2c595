import * as z from '../zod-mini.js';
import { QUOTE_FLAG_KEYS, type QuoteFlags } from './quote-flags.js';
import { quoteSchema, type QuoteValuesByTab, type RetirementQuote } from './quote-schemas.js';
import { isQuoteTab, QUOTE_TABS, type QuoteTab } from './tabs.js';

/**
 * The `info` query parameter of the quote results pages (docs/requirements.md#quote-destinations,
 * docs/requirements.md#decision-quote-info-codec).
 *
 * Format, version 1: `1.` followed by the base64url (RFC 4648 §5, no padding) of the UTF-8 JSON
 * `{ "t": tab, "f": flags, "d": values }`, where `tab` is the tab's name ('Life' …), `flags` the
 * quote flags the form was validated under and `values` the tab schema's output (numbers in whole
 * dollars and years, age ranges as their band values). The whole parameter is at most
 * `MAX_INFO_LENGTH` characters. Decoding checks the version, the length, the alphabet, the JSON
 * and then validates `values` with the same schema as the form (`quoteSchema(tab, flags)`), so a
 * results page only ever sees values a visitor could have submitted.
 *
 * It is not a secret or a signature: the visitor can read and change it, and a changed value is
 * either valid form data (then it is just another quote) or rejected.
 */
export const INFO_VERSION = 1;
/** Longest `info` accepted, in characters (about 3 KB of JSON: a household with dozens of dependents). */
export const MAX_INFO_LENGTH = 4096;

const PREFIX = `${INFO_VERSION}.`;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Why an `info` was not accepted. */
export type InfoProblem = 'missing' | 'oversized' | 'version' | 'malformed' | 'invalid';

/** The decoded quote of one tab. */
export type DecodedQuote = { [T in QuoteTab]: { tab: T; flags: QuoteFlags; values: QuoteValuesByTab[T] } }[QuoteTab];

export type DecodeResult = ({ ok: true } & DecodedQuote) | { ok: false; problem: InfoProblem };

const envelopeSchema = z.object({
  t: z.enum(QUOTE_TABS),
  f: z.object(Object.fromEntries(QUOTE_FLAG_KEYS.map((key) => [key, z.boolean()])) as { [K in keyof QuoteFlags]: z.ZodMiniBoolean }),
  d: z.unknown(),
});

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * Encodes a tab's validated values (the output of `quoteSchema(tab, flags)`) as an `info` value.
 * Throws a RangeError when the result would be longer than `MAX_INFO_LENGTH` (the form shows it
 * as a form error; it takes dozens of dependents to reach it).
 */
export function encodeQuoteInfo<T extends QuoteTab>(tab: T, flags: QuoteFlags, values: QuoteValuesByTab[T]): string {
  const info = PREFIX + toBase64Url(JSON.stringify({ t: tab, f: flags, d: values }));
  if (info.length > MAX_INFO_LENGTH)
    throw new RangeError(`The quote is too large to send (${info.length} > ${MAX_INFO_LENGTH} characters)`);
  return info;
}

/**
 * Decodes an `info` value (as read from the query, already percent-decoded); `expectedTab`, when
 * given, must match the encoded tab (a dental quote on the vision page is 'invalid'). Never throws.
 */
export function decodeQuoteInfo(info: string | null | undefined, expectedTab?: QuoteTab): DecodeResult {
  if (info === null || info === undefined || info === '') return { ok: false, problem: 'missing' };
  if (info.length > MAX_INFO_LENGTH) return { ok: false, problem: 'oversized' };
  if (!info.startsWith(PREFIX)) return { ok: false, problem: /^\d+\./.test(info) ? 'version' : 'malformed' };
  const body = info.slice(PREFIX.length);
  if (!BASE64URL.test(body)) return { ok: false, problem: 'malformed' };
  let json: unknown;
  try {
    json = JSON.parse(fromBase64Url(body));
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success || !isQuoteTab(envelope.data.t)) return { ok: false, problem: 'malformed' };
  const { t: tab, f: flags, d } = envelope.data;
  if (expectedTab && tab !== expectedTab) return { ok: false, problem: 'invalid' };
  const values = quoteSchema(tab, flags).safeParse(d);
  if (!values.success) return { ok: false, problem: 'invalid' };
  return { ok: true, tab, flags, values: values.data } as DecodeResult;
}

/**
 * The retirement calculator's prefill from an `info` (docs/requirements.md#quote-destinations):
 * current and retirement age in years, qualified savings, annual qualified contributions and
 * annual retirement income in whole dollars; undefined when `info` is missing, not a Retirement
 * quote or invalid.
 */
export function decodeRetirementInfo(info: string | null | undefined): RetirementQuote | undefined {
  const decoded = decodeQuoteInfo(info, 'Retirement');
  return decoded.ok && decoded.tab === 'Retirement' ? decoded.values : undefined;
}
