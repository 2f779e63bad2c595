/**
 * The editor's side of Contentful's live-preview protocol, the merge
 * (docs/architecture.md#live-preview): the preview subscribes the GraphQL data it drew a block or
 * page from; the editor puts each field edit into that data, wherever the edited entry appears
 * in it, and sends the data back (`ENTRY_UPDATED`).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A CMA link value (`{ sys: { type: 'Link' } }`) or a list of them. */
function isLinkValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every(isLinkValue);
  return isObject(value) && isObject(value.sys) && value.sys.type === 'Link';
}

/** A rich-text document (a CMA rich-text field's value). */
function isDocument(value: unknown): boolean {
  return isObject(value) && value.nodeType === 'document';
}

/**
 * The GraphQL value of a field from its CMA value, given what the subscribed data holds now;
 * undefined when the live preview cannot draw it without another query (links to other entries
 * or assets follow on save).
 */
function graphqlValue(current: unknown, value: unknown): unknown {
  if (isLinkValue(value)) return undefined;
  // Rich text: GraphQL has { json, links }; the links the document embeds stay as loaded.
  if (isObject(current) && 'json' in current) return { ...current, json: value ?? null };
  // A rich-text field that was empty (GraphQL's null): the document, with nothing embedded yet.
  if (isDocument(value)) return { json: value };
  return value === undefined ? null : value;
}

/**
 * `data` with `fieldId` of every object whose `sys.id` is `entryId` set to `value` (a CMA field
 * value in the edited locale), copied along the changed paths only, so React sees what changed.
 * Fields the data does not select are left out, as are link fields.
 * @returns the new data, or the same `data` when nothing in it shows the field.
 */
export function mergeFieldEdit<T>(data: T, entryId: string, fieldId: string, value: unknown): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      let changed = false;
      const next = node.map((item) => {
        const merged = visit(item);
        if (merged !== item) changed = true;
        return merged;
      });
      return changed ? next : node;
    }
    if (!isObject(node)) return node;
    let copy: Record<string, unknown> | undefined;
    if (isObject(node.sys) && node.sys.id === entryId && fieldId in node) {
      const next = graphqlValue(node[fieldId], value);
      if (next !== undefined && JSON.stringify(next) !== JSON.stringify(node[fieldId])) copy = { ...node, [fieldId]: next as Json };
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'sys') continue;
      const merged = visit(copy ? copy[key] : child);
      if (merged !== (copy ? copy[key] : child)) {
        copy ??= { ...node };
        copy[key] = merged;
      }
    }
    return copy ?? node;
  };
  return visit(data) as T;
}

/**
 * True when `data` draws `fieldId` of entry `entryId` from a value the live preview can update
 * in place: the field is selected, the value holds no link (links and rich text that embeds
 * entries need the server to draw them), and an object value is rich text: a document landing on
 * a rich-text field (`{ json }`) or on a field that was empty (`null`); other objects (JSON fields)
 * need the server.
 */
export function showsFieldLive(data: unknown, entryId: string, fieldId: string, value: unknown): boolean {
  if (JSON.stringify(value ?? null).includes('"linkType"')) return false;
  const visit = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(visit);
    if (!isObject(node)) return false;
    if (isObject(node.sys) && node.sys.id === entryId && fieldId in node) {
      const current = node[fieldId];
      if (isObject(value) && !isDocument(value) && !(isObject(current) && 'json' in current)) return false;
      return true;
    }
    return Object.entries(node).some(([key, child]) => key !== 'sys' && visit(child));
  };
  return visit(data);
}
