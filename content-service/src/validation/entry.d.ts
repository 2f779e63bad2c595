import type { ContentStore } from '../store.js';
import type { ContentType, Entry, EnvRef, Locale } from '../types.js';
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
export declare function validateEntryShape(contentType: ContentType, fields: Record<string, unknown>, locales: Locale[]): {
    unknown: ValidationErrorItem[];
    invalid: ValidationErrorItem[];
};
/**
 * Every rule Contentful checks when an entry is published
 * (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/content-types,
 * "Validations"): `required`, `size`, `range`, `in`, `regexp`, `prohibitRegexp`, `dateRange`,
 * `linkContentType`, `linkMimetypeGroup`, `unique`, plus `notResolvable` for links to missing
 * entries or assets. Each validation's `message` replaces the default `details`.
 * Answers the errors, empty when the entry may be published.
 */
export declare function validateForPublish(store: ContentStore, env: EnvRef, contentType: ContentType, entry: Entry): ValidationErrorItem[];
