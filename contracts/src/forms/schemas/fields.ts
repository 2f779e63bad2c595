import * as z from '../../zod-mini.js';

/**
 * A US phone number: 10 digits, the area code optionally in parentheses, groups optionally
 * separated by a space or a dash, e.g. 212-555-0100, (212) 555-0100, 2125550100 (docs/requirements.md#form-states).
 */
export const PHONE_PATTERN = /^\(?\d{3}\)?[ -]?\d{3}[ -]?\d{4}$/;
/** A 5-digit US zip code (docs/requirements.md#dental-network-form "zip (exactly 5 digits)"). */
export const ZIP_PATTERN = /^\d{5}$/;
/** A date as MM/DD/YYYY (docs/requirements.md#content-service-form). The calendar is checked by `isCalendarDate`. */
export const DATE_PATTERN = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;
/** A decimal number, optionally negative. */
export const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;

const emailFormat = z.email();

/** True for an e-mail address zod's e-mail rule accepts. */
export function isEmail(value: string): boolean {
  return emailFormat.safeParse(value).success;
}

/** True for an MM/DD/YYYY string naming a real day (02/30/2026 is false). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [month, day, year] = value.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * `schema` after `blankToUndefined` (zod's `preprocess`, which zod/mini spells as a pipe from a
 * transform): an optional field left blank is absent.
 */
export function blankAsAbsent<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(z.transform(blankToUndefined), schema);
}

/** Blank strings (only whitespace) as `undefined`, so an optional field left empty is absent. */
export function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/**
 * Longest values the forms take, enforced in the browser (`maxLength`) and on the server
 * (docs/requirements.md#security): a person's name (the CRM's first-name length), a short answer
 * (policy or claim number, street, city), and free text (a message to the insurer).
 */
export const TEXT_LIMITS = { name: 40, short: 100, long: 2000 } as const;

/**
 * A person's name: letters of any script (with their combining accents), spaces, hyphens and
 * apostrophes (' and ’), starting with a letter. Nothing else: no digits, punctuation, URLs, control
 * characters, bidirectional overrides (U+202E) or zero-width characters, which are format
 * characters, not letters (docs/requirements.md#security "No open mail sender"). Compared after
 * NFC normalisation.
 */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M}' ’-]*$/u;

/** True when `value` (NFC-normalised) is a name by `NAME_PATTERN`. */
export function isName(value: string): boolean {
  return NAME_PATTERN.test(value.normalize('NFC'));
}

/**
 * A required name (first or last name): `required` when missing or blank; at most
 * `TEXT_LIMITS.name` characters of `NAME_PATTERN` (letters, spaces, hyphens, apostrophes), with
 * messages naming `label` ('First name must be 40 characters or fewer.', 'First name should be
 * only letters.', the quote forms' wording); trimmed and NFC-normalised. A name goes into e-mails
 * and lead records: it is the one text a visitor types that the site's e-mails may carry.
 */
export function requiredName(required: string, label: string) {
  return requiredText(required).check(
    z.normalize('NFC'),
    z.maxLength(TEXT_LIMITS.name, `${label} must be ${TEXT_LIMITS.name} characters or fewer.`),
    z.regex(NAME_PATTERN, `${label} should be only letters.`),
  );
}

/** A required free text of at most `max` characters ('{label} must be {max} characters or fewer.'); trimmed. */
export function requiredLongText(message: string, label: string, max: number = TEXT_LIMITS.long) {
  return requiredText(message).check(z.maxLength(max, `${label} must be ${max} characters or fewer.`));
}

/** An optional text of at most `max` characters: blank → absent; trimmed. */
export function optionalLimitedText(label: string, max: number) {
  return blankAsAbsent(z.optional(z.string().check(z.trim(), z.maxLength(max, `${label} must be ${max} characters or fewer.`))));
}

/** A required text: missing, not a string or blank → `message`; trimmed. */
export function requiredText(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message));
}

/** An optional text: blank → absent; trimmed. */
export function optionalText() {
  return blankAsAbsent(z.optional(z.string().check(z.trim())));
}

/** A required e-mail: `required` when missing or blank, `invalid` when malformed; trimmed. */
export function requiredEmail(required: string, invalid: string) {
  return z.pipe(
    z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required, abort: true })),
    z.email({ error: invalid }),
  );
}

/** A required phone (`PHONE_PATTERN`): `required` when missing or blank, `invalid` when malformed. */
export function requiredPhone(required: string, invalid: string) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required, abort: true }), z.regex(PHONE_PATTERN, invalid));
}

/** An optional phone: blank → absent; checked against `PHONE_PATTERN` when given. */
export function optionalPhone(invalid: string) {
  return blankAsAbsent(z.optional(z.string().check(z.trim(), z.regex(PHONE_PATTERN, invalid))));
}

/** A required 5-digit zip: one message for missing and malformed (docs/requirements.md#dental-network-form gives one). */
export function requiredZip(message: string) {
  return z.string({ error: message }).check(z.trim(), z.regex(ZIP_PATTERN, message));
}

/** One of `values`, required: `message` when missing or not one of them. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

/** An optional choice of `values`: blank → absent; `message` for any other value. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return blankAsAbsent(z.optional(z.enum(values, { error: message })));
}
