/**
 * The link structure of live-preview data (docs/architecture.md#live-preview): which entries and
 * assets a block or page shows, where and in which order. Field edits leave it alone; a block
 * added, removed or moved, a card linked to a grid, an image swapped or an entry embedded in rich
 * text change it, and the page must be queried again to draw what the editor's data names.
 */

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `sys.id` of a GraphQL or CMA object (entry, asset, link), if it has one. */
function idOf(value: Json): string | undefined {
  const sys = value.sys;
  return isObject(sys) && typeof sys.id === 'string' ? sys.id : undefined;
}

/** The item of `shapes` with the id `id`. */
function shapeById(shapes: unknown, id: string | undefined): unknown {
  if (id === undefined || !Array.isArray(shapes)) return undefined;
  return shapes.find((shape) => isObject(shape) && idOf(shape) === id);
}

/**
 * `value` reduced to its link skeleton: every entry, asset or link keeps its `sys.id`; text,
 * numbers and objects that hold no link drop out (null), and so do the empty places of arrays (a
 * paragraph typed into rich text moves nothing). An entry's fields are read through `shape` (the
 * same entry in the raw item the server drew: the fields the query selected), so fields an editor
 * sends that the query never asked for cannot look like a change; an entry `shape` does not hold
 * (newly linked) counts by its id alone. Array items find their shape by id, so a moved item keeps
 * its own.
 */
function skeleton(value: unknown, shape: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value
      .map((item) => skeleton(item, isObject(item) ? shapeById(shape, idOf(item)) : undefined))
      .filter((item) => item !== null);
    return items.length ? items : null;
  }
  if (!isObject(value)) return null;
  const id = idOf(value);
  const out: Json = id === undefined ? {} : { id };
  if (id !== undefined && !(isObject(shape) && idOf(shape) === id)) return out;
  const keys = id === undefined ? Object.keys(value) : Object.keys(shape as Json);
  for (const key of keys) {
    if (key === 'sys' || key === '__typename') continue;
    const child = skeleton(value[key], isObject(shape) ? shape[key] : undefined);
    if (child !== null) out[key] = child;
  }
  return Object.keys(out).length ? out : null;
}

/**
 * A string that is equal for two values exactly when they link the same entries and assets in the
 * same places, compared over the fields `shape` selects (the raw GraphQL item the server drew, so
 * fields an editor sends that the query never asked for cannot look like a change).
 * @param value the data to read (the server's raw item, or the editor's edited copy of it)
 * @param shape the raw item whose keys say which fields count; `value` itself by default
 */
export function linkSignature(value: unknown, shape: unknown = value): string {
  return JSON.stringify(skeleton(value, shape));
}

/** Every `sys.id` in `value` (entries, assets, rich-text link targets), in document order, once each. */
export function linkedIds(value: unknown): string[] {
  const ids = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isObject(node)) return;
    const id = idOf(node);
    if (id !== undefined) ids.add(id);
    for (const [key, child] of Object.entries(node)) if (key !== 'sys') visit(child);
  };
  visit(value);
  return [...ids];
}
