import type { ContentStore } from '../store.js';
import type { Asset, ContentType, ContentTypeField, Entry, EnvRef, Locale, Validation } from '../types.js';

/** One item of `details.errors` in a 422 answer, in Contentful's shape. */
export interface ValidationErrorItem {
  name: string;
  path: (string | number)[];
  details: string;
  [key: string]: unknown;
}

/**
 * Checks an entry's `fields` against its content type when it is written (PUT/POST), as the CMA
 * does: every field id must exist on the content type (`unknown`), every locale must exist, and
 * every value must have the field's type (`type`). Publish-only rules (required, size …) are in
 * `validateForPublish`.
 */
export function validateEntryShape(
  contentType: ContentType,
  fields: Record<string, unknown>,
  locales: Locale[],
): {
  unknown: ValidationErrorItem[];
  invalid: ValidationErrorItem[];
} {
  const unknown: ValidationErrorItem[] = [];
  const invalid: ValidationErrorItem[] = [];
  const codes = new Set(locales.map((l) => l.code));
  const byId = new Map(contentType.fields.map((f) => [f.id, f]));
  for (const [fieldId, localized] of Object.entries(fields)) {
    const field = byId.get(fieldId);
    if (!field || field.deleted) {
      unknown.push({ name: 'unknown', path: ['fields', fieldId], details: `The property "${fieldId}" is not expected` });
      continue;
    }
    if (localized === null || typeof localized !== 'object' || Array.isArray(localized)) {
      invalid.push({
        name: 'type',
        type: 'Object',
        path: ['fields', fieldId],
        details: `The type of "${fieldId}" is incorrect, expected type: Object of locales`,
      });
      continue;
    }
    for (const [code, value] of Object.entries(localized as Record<string, unknown>)) {
      if (!codes.has(code)) {
        unknown.push({ name: 'unknown', path: ['fields', fieldId, code], details: `The property "${code}" is not expected` });
        continue;
      }
      if (value === null || value === undefined) continue;
      const expected = typeMismatch(field, value);
      if (expected) {
        invalid.push({
          name: 'type',
          type: expected,
          value,
          path: ['fields', fieldId, code],
          details: `The type of "value" is incorrect, expected type: ${expected}`,
        });
      }
    }
  }
  return { unknown, invalid };
}

/** The expected type name when `value` does not fit `field`, else undefined. */
function typeMismatch(field: ContentTypeField, value: unknown): string | undefined {
  switch (field.type) {
    case 'Symbol':
    case 'Text':
      return typeof value === 'string' ? undefined : field.type;
    case 'Integer':
      return Number.isInteger(value) ? undefined : 'Integer';
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'Number';
    case 'Boolean':
      return typeof value === 'boolean' ? undefined : 'Boolean';
    case 'Date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? undefined : 'Date';
    case 'Location': {
      const loc = value as { lat?: unknown; lon?: unknown };
      return typeof loc === 'object' && typeof loc.lat === 'number' && typeof loc.lon === 'number' ? undefined : 'Location';
    }
    case 'Object':
      return typeof value === 'object' ? undefined : 'Object';
    case 'RichText': {
      const doc = value as { nodeType?: unknown };
      return typeof doc === 'object' && doc.nodeType === 'document' ? undefined : 'RichText';
    }
    case 'Link':
      return isLink(value, field.linkType) ? undefined : 'Link';
    case 'Array': {
      if (!Array.isArray(value)) return 'Array';
      const items = field.items;
      if (!items) return undefined;
      const ok = value.every((item) => (items.type === 'Symbol' ? typeof item === 'string' : isLink(item, items.linkType)));
      return ok ? undefined : 'Array';
    }
    default:
      return undefined;
  }
}

function isLink(value: unknown, linkType: string | undefined): boolean {
  const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } } | null)?.sys;
  return !!sys && sys.type === 'Link' && typeof sys.id === 'string' && (linkType === undefined || sys.linkType === linkType);
}

const MIME_GROUPS: Record<string, RegExp> = {
  image: /^image\//,
  audio: /^audio\//,
  video: /^video\//,
  pdfdocument: /^application\/pdf$/,
  spreadsheet: /(spreadsheet|excel|csv)/,
  presentation: /(presentation|powerpoint)/,
  richtext: /(msword|wordprocessing|rtf|opendocument\.text)/,
  code: /(json|javascript|x-sh|x-python|typescript)/,
  markup: /(html|xml)/,
  plaintext: /^text\/plain$/,
  archive: /(zip|tar|gzip|rar|7z)/,
  attachment: /./,
};

/**
 * Every rule Contentful checks when an entry is published
 * (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/content-types,
 * "Validations"): `required`, `size`, `range`, `in`, `regexp`, `prohibitRegexp`, `dateRange`,
 * `linkContentType`, `linkMimetypeGroup`, `unique`, plus `notResolvable` for links to missing
 * entries or assets. Each validation's `message` replaces the default `details`.
 * Answers the errors, empty when the entry may be published.
 */
export function validateForPublish(store: ContentStore, env: EnvRef, contentType: ContentType, entry: Entry): ValidationErrorItem[] {
  const errors: ValidationErrorItem[] = [];
  const locales = store.list<Locale>(env, 'Locale').map((r) => r.draft);
  const mandatoryLocales = locales.filter((l) => l.default || !l.optional).map((l) => l.code);
  const defaultLocale = locales.find((l) => l.default)?.code ?? 'en-US';
  for (const field of contentType.fields) {
    if (field.disabled || field.omitted || field.deleted) continue;
    const localized = entry.fields[field.id] ?? {};
    if (field.required) {
      const checkLocales = field.localized ? mandatoryLocales : [defaultLocale];
      for (const code of checkLocales) {
        if (isEmpty(localized[code])) {
          errors.push({ name: 'required', path: ['fields', field.id, code], details: `The property "${field.id}" is required here` });
        }
      }
    }
    for (const [code, value] of Object.entries(localized)) {
      if (isEmpty(value)) continue;
      const path = ['fields', field.id, code];
      errors.push(...checkValidations(field.validations ?? [], value, path, store, env));
      if (field.type === 'Array' && Array.isArray(value)) {
        value.forEach((item, index) => {
          errors.push(...checkValidations(field.items?.validations ?? [], item, [...path, index], store, env));
        });
      }
      if (field.type === 'Link') errors.push(...resolvable(value, path, store, env));
      if (field.type === 'Array' && field.items?.type === 'Link' && Array.isArray(value)) {
        value.forEach((item, index) => errors.push(...resolvable(item, [...path, index], store, env)));
      }
      if ((field.validations ?? []).some((v) => v.unique)) {
        const conflicting = store
          .list<Entry>(env, 'Entry')
          .filter((r) => r.id !== entry.sys.id && r.published && r.published.sys.contentType?.sys.id === contentType.sys.id)
          .filter((r) => JSON.stringify(r.published!.fields[field.id]?.[code]) === JSON.stringify(value));
        if (conflicting.length) {
          errors.push({
            name: 'unique',
            path,
            value,
            conflicting: conflicting.map((r) => ({ sys: { type: 'Link', linkType: 'Entry', id: r.id } })),
            details: messageOr(
              field.validations!.find((v) => v.unique),
              'Same field value present in other entry',
            ),
          });
        }
      }
    }
  }
  return errors;
}

function checkValidations(
  validations: Validation[],
  value: unknown,
  path: (string | number)[],
  store: ContentStore,
  env: EnvRef,
): ValidationErrorItem[] {
  const errors: ValidationErrorItem[] = [];
  for (const v of validations) {
    if (v.size && (typeof value === 'string' || Array.isArray(value))) {
      const length = value.length;
      const { min, max } = v.size;
      if ((min !== undefined && min !== null && length < min) || (max !== undefined && max !== null && length > max)) {
        errors.push({
          name: 'size',
          path,
          value,
          ...(min != null ? { min } : {}),
          ...(max != null ? { max } : {}),
          details: messageOr(v, sizeMessage(min, max)),
        });
      }
    }
    if (v.range && typeof value === 'number') {
      const { min, max } = v.range;
      if ((min != null && value < min) || (max != null && value > max)) {
        errors.push({
          name: 'range',
          path,
          value,
          ...(min != null ? { min } : {}),
          ...(max != null ? { max } : {}),
          details: messageOr(v, rangeMessage(min, max)),
        });
      }
    }
    if (v.in && (typeof value === 'string' || typeof value === 'number')) {
      if (!v.in.includes(value)) {
        errors.push({ name: 'in', path, value, expected: v.in, details: messageOr(v, 'Value must be one of expected values') });
      }
    }
    if (v.regexp && typeof value === 'string') {
      if (!safeRegExp(v.regexp.pattern, v.regexp.flags)?.test(value)) {
        errors.push({ name: 'regexp', path, value, regexp: v.regexp, details: messageOr(v, 'Does not match the expected format') });
      }
    }
    const prohibit = v.prohibitRegexp as { pattern: string; flags?: string | null } | undefined;
    if (prohibit && typeof value === 'string' && safeRegExp(prohibit.pattern, prohibit.flags)?.test(value)) {
      errors.push({ name: 'prohibitRegexp', path, value, details: messageOr(v, 'Value must not match the prohibited format') });
    }
    const dateRange = v.dateRange as { min?: string; max?: string } | undefined;
    if (dateRange && typeof value === 'string') {
      const t = Date.parse(value);
      if ((dateRange.min && t < Date.parse(dateRange.min)) || (dateRange.max && t > Date.parse(dateRange.max))) {
        errors.push({ name: 'dateRange', path, value, ...dateRange, details: messageOr(v, 'Date is outside the allowed range') });
      }
    }
    if (v.linkContentType && isLinkTo(value, 'Entry')) {
      const target = store.get<Entry>(env, 'Entry', linkId(value));
      const targetType = target?.draft.sys.contentType?.sys.id;
      if (target && (!targetType || !v.linkContentType.includes(targetType))) {
        errors.push({
          name: 'linkContentType',
          path,
          value,
          contentTypeId: v.linkContentType,
          details: messageOr(v, `Link must point to an entry of content type ${v.linkContentType.join(' or ')}`),
        });
      }
    }
    if (v.linkMimetypeGroup && isLinkTo(value, 'Asset')) {
      const target = store.get<Asset>(env, 'Asset', linkId(value));
      const files = target ? Object.values(target.draft.fields.file ?? {}) : [];
      const fits = files.every((f) => v.linkMimetypeGroup!.some((g) => MIME_GROUPS[g]?.test(f.contentType)));
      if (target && !fits) {
        errors.push({
          name: 'linkMimetypeGroup',
          path,
          value,
          mimeTypeGroupName: v.linkMimetypeGroup,
          details: messageOr(v, `Link must point to an asset of type ${v.linkMimetypeGroup.join(' or ')}`),
        });
      }
    }
  }
  return errors;
}

function resolvable(value: unknown, path: (string | number)[], store: ContentStore, env: EnvRef): ValidationErrorItem[] {
  const sys = (value as { sys?: { linkType?: string; id?: string } }).sys;
  if (!sys?.id || (sys.linkType !== 'Entry' && sys.linkType !== 'Asset')) return [];
  const target = store.get(env, sys.linkType, sys.id);
  return target
    ? []
    : [{ name: 'notResolvable', path, link: { type: 'Link', linkType: sys.linkType, id: sys.id }, details: 'The link is not resolvable' }];
}

function isLinkTo(value: unknown, linkType: 'Entry' | 'Asset'): boolean {
  return (value as { sys?: { type?: string; linkType?: string } } | null)?.sys?.linkType === linkType;
}

function linkId(value: unknown): string {
  return (value as { sys: { id: string } }).sys.id;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function messageOr(v: Validation | undefined, fallback: string): string {
  return v?.message ? v.message : fallback;
}

function sizeMessage(min: number | undefined, max: number | undefined): string {
  if (min != null && max != null) return `Size must be between ${min} and ${max}`;
  if (max != null) return `Size must be at most ${max}`;
  return `Size must be at least ${min}`;
}

function rangeMessage(min: number | undefined, max: number | undefined): string {
  if (min != null && max != null) return `Value must be between ${min} and ${max}`;
  if (max != null) return `Value must be at most ${max}`;
  return `Value must be at least ${min}`;
}

function safeRegExp(pattern: string, flags: string | null | undefined): RegExp | undefined {
  try {
    return new RegExp(pattern, flags ?? undefined);
  } catch {
    return undefined;
  }
}
