import type { ValidationErrorItem } from './entry.js';

const FIELD_TYPES = new Set([
  'Symbol',
  'Text',
  'RichText',
  'Integer',
  'Number',
  'Date',
  'Boolean',
  'Object',
  'Location',
  'Link',
  'Array',
  'ResourceLink',
]);
const FIELD_PROPS = new Set([
  'id',
  'name',
  'type',
  'linkType',
  'items',
  'localized',
  'required',
  'validations',
  'disabled',
  'omitted',
  'deleted',
  'defaultValue',
  'apiName',
  'allowedResources',
]);
const ID = /^[a-zA-Z0-9][a-zA-Z0-9_]{0,63}$/;

/**
 * Checks a content type body sent to `PUT /content_types/{id}` the way the CMA does before
 * saving it: a name, a `fields` array of at most 50 fields, unique valid ids, known types,
 * `linkType` on links, `items` on arrays, and a `displayField` naming a Symbol or Text field.
 * Answers the errors in Contentful's `details.errors` shape, empty when valid.
 */
export function validateContentTypeBody(body: Record<string, unknown>): ValidationErrorItem[] {
  const errors: ValidationErrorItem[] = [];
  if (typeof body.name !== 'string' || !body.name.trim()) {
    errors.push({ name: 'required', path: ['name'], details: 'The property "name" is required here' });
  }
  const fields = body.fields;
  if (!Array.isArray(fields)) {
    errors.push({ name: 'type', type: 'Array', path: ['fields'], details: 'The type of "fields" is incorrect, expected type: Array' });
    return errors;
  }
  if (fields.length > 50) errors.push({ name: 'size', max: 50, path: ['fields'], details: 'Size must be at most 50' });
  const seen = new Set<string>();
  fields.forEach((raw: unknown, index) => {
    const field = (raw ?? {}) as Record<string, unknown>;
    const path = ['fields', index];
    for (const key of Object.keys(field)) {
      if (!FIELD_PROPS.has(key)) errors.push({ name: 'unknown', path: [...path, key], details: `The property "${key}" is not expected` });
    }
    if (typeof field.id !== 'string' || !ID.test(field.id)) {
      errors.push({
        name: 'regexp',
        path: [...path, 'id'],
        value: field.id,
        details: 'Field id must start with a letter or digit and hold only letters, digits and underscores (at most 64)',
      });
    } else if (seen.has(field.id)) {
      errors.push({ name: 'unique', path: [...path, 'id'], value: field.id, details: `Field id "${field.id}" is used twice` });
    } else {
      seen.add(field.id);
    }
    if (typeof field.name !== 'string' || !field.name)
      errors.push({ name: 'required', path: [...path, 'name'], details: 'The property "name" is required here' });
    if (typeof field.type !== 'string' || !FIELD_TYPES.has(field.type)) {
      errors.push({
        name: 'in',
        path: [...path, 'type'],
        value: field.type,
        expected: [...FIELD_TYPES],
        details: 'Value must be one of expected values',
      });
    }
    if (field.type === 'Link' && field.linkType !== 'Entry' && field.linkType !== 'Asset') {
      errors.push({
        name: 'in',
        path: [...path, 'linkType'],
        value: field.linkType,
        expected: ['Entry', 'Asset'],
        details: 'Value must be one of expected values',
      });
    }
    if (field.type === 'Array') {
      const items = field.items as { type?: unknown; linkType?: unknown } | undefined;
      if (!items || (items.type !== 'Symbol' && items.type !== 'Link' && items.type !== 'ResourceLink')) {
        errors.push({ name: 'required', path: [...path, 'items'], details: 'Array fields need items of type Symbol or Link' });
      } else if (items.type === 'Link' && items.linkType !== 'Entry' && items.linkType !== 'Asset') {
        errors.push({
          name: 'in',
          path: [...path, 'items', 'linkType'],
          value: items.linkType,
          expected: ['Entry', 'Asset'],
          details: 'Value must be one of expected values',
        });
      }
    }
    if (field.validations !== undefined && !Array.isArray(field.validations)) {
      errors.push({
        name: 'type',
        type: 'Array',
        path: [...path, 'validations'],
        details: 'The type of "validations" is incorrect, expected type: Array',
      });
    }
  });
  const displayField = body.displayField;
  if (displayField !== undefined && displayField !== null) {
    const target = fields.find((f: unknown) => (f as { id?: unknown })?.id === displayField) as { type?: unknown } | undefined;
    if (!target || (target.type !== 'Symbol' && target.type !== 'Text')) {
      errors.push({
        name: 'displayField',
        path: ['displayField'],
        value: displayField,
        details: 'The display field must be a Symbol or Text field of this content type',
      });
    }
  }
  return errors;
}
