import type { ValidationErrorItem } from './entry.js';
/**
 * Checks a content type body sent to `PUT /content_types/{id}` the way the CMA does before
 * saving it: a name, a `fields` array of at most 50 fields, unique valid ids, known types,
 * `linkType` on links, `items` on arrays, and a `displayField` naming a Symbol or Text field.
 * Answers the errors in Contentful's `details.errors` shape, empty when valid.
 */
export declare function validateContentTypeBody(body: Record<string, unknown>): ValidationErrorItem[];
