/**
 * Checks the seed's entries against the content model before anything is written, so a mistake
 * fails the build with a readable message instead of a 422 halfway through an import. Covers what
 * Contentful checks at publish (required, size, range, in, regexp, unique, link content types,
 * image mime types) plus the rich text rules the local service does not check
 * (`enabledNodeTypes`, `enabledMarks`, embedded entry types), and that every site path a link
 * points to is a page, an article or a route of the site itself.
 */
import { isBespokeFormId } from '@insurer/contracts/forms';
import type { Json } from './export-format.js';
import { marksOf, nodeTypesOf } from './rich-text.js';

/** A field of a content type, as in content-model/content-types.json. */
export interface ModelField {
  id: string;
  type: string;
  required?: boolean;
  linkType?: string;
  defaultValue?: Record<string, Json>;
  validations?: ModelValidation[];
  items?: { type: string; linkType?: string; validations?: ModelValidation[] };
}

interface ModelValidation {
  in?: (string | number)[];
  size?: { min?: number | null; max?: number | null };
  range?: { min?: number | null; max?: number | null };
  regexp?: { pattern: string; flags?: string | null };
  unique?: boolean;
  linkContentType?: string[];
  linkMimetypeGroup?: string[];
  enabledNodeTypes?: string[];
  enabledMarks?: string[];
  nodes?: Record<string, { linkContentType?: string[]; size?: { min?: number | null; max?: number | null }; message?: string | null }[]>;
  message?: string | null;
}

/** A content type, as in content-model/content-types.json. */
export interface ModelContentType {
  sys: { id: string };
  fields: ModelField[];
}

/** What the validator needs to know about an entry. */
export interface CheckedEntry {
  id: string;
  contentType: string;
  fields: Record<string, Json>;
}

/**
 * Routes of the site that are not pages of the content model (docs/requirements.md#routes): tools,
 * result pages and external flows the site implements in code.
 */
export const APP_ROUTES = [
  '/annuities/rila/marketperform/results',
  '/search-results',
  '/financial-representative/agencies',
  '/brokers/sales-offices',
  '/privacy-choices',
];

/** Node types every rich text field allows (Contentful never lists them in `enabledNodeTypes`). */
const ALWAYS_ALLOWED = new Set(['document', 'paragraph', 'text', 'list-item', 'table-row', 'table-cell', 'table-header-cell']);

const isObject = (v: Json | undefined): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);

function linkOf(value: Json | undefined): { linkType: string; id: string } | undefined {
  if (!isObject(value) || !isObject(value.sys)) return undefined;
  const { type, linkType, id } = value.sys;
  return type === 'Link' && typeof linkType === 'string' && typeof id === 'string' ? { linkType, id } : undefined;
}

/** Every link (`{ sys: { type: 'Link' } }`) anywhere in a value, rich text included. */
export function linksIn(value: Json): { linkType: string; id: string }[] {
  const found: { linkType: string; id: string }[] = [];
  const walk = (v: Json): void => {
    const l = linkOf(v);
    if (l) found.push(l);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (isObject(v)) Object.values(v).forEach(walk);
  };
  walk(value);
  return found;
}

/** Embedded and hyperlinked entries of a rich text document, by node type. */
function embeddedEntries(doc: Json): { nodeType: string; id: string }[] {
  const found: { nodeType: string; id: string }[] = [];
  const walk = (n: Json): void => {
    if (!isObject(n)) return;
    const target = isObject(n.data) ? linkOf(n.data.target) : undefined;
    if (target?.linkType === 'Entry' && typeof n.nodeType === 'string') found.push({ nodeType: n.nodeType, id: target.id });
    if (Array.isArray(n.content)) n.content.forEach(walk);
  };
  walk(doc);
  return found;
}

/** How many nodes of each node type a rich text document holds (`embedded-entry-block` → 2, …). */
function nodeCounts(doc: Json): Map<string, number> {
  const counts = new Map<string, number>();
  const walk = (n: Json): void => {
    if (!isObject(n)) return;
    if (typeof n.nodeType === 'string') counts.set(n.nodeType, (counts.get(n.nodeType) ?? 0) + 1);
    if (Array.isArray(n.content)) n.content.forEach(walk);
  };
  walk(doc);
  return counts;
}

/** Site paths a value points to: link `href`s and rich text hyperlink `uri`s starting with `/`. */
function sitePaths(value: Json, fieldId: string): string[] {
  const found: string[] = [];
  const walk = (v: Json, key: string): void => {
    if (typeof v === 'string' && ['href', 'uri', 'campaignThankYouPageUrl'].includes(key) && v.startsWith('/')) found.push(v);
    else if (Array.isArray(v)) v.forEach((item) => walk(item, key));
    else if (isObject(v)) for (const [k, item] of Object.entries(v)) walk(item, k);
  };
  walk(value, fieldId);
  return found;
}

function typeProblem(field: { type: string; linkType?: string }, value: Json): string | undefined {
  switch (field.type) {
    case 'Symbol':
      return typeof value === 'string' && value.length <= 256 ? undefined : 'must be a string of at most 256 characters';
    case 'Text':
      return typeof value === 'string' && value.length <= 50000 ? undefined : 'must be a string of at most 50,000 characters';
    case 'Integer':
      return Number.isInteger(value) ? undefined : 'must be a whole number';
    case 'Number':
      return typeof value === 'number' ? undefined : 'must be a number';
    case 'Boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'Date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? undefined : 'must be an ISO 8601 date';
    case 'Object':
      return isObject(value) || Array.isArray(value) ? undefined : 'must be a JSON object or array';
    case 'RichText':
      return isObject(value) && value.nodeType === 'document' ? undefined : 'must be a rich text document';
    case 'Location':
      return isObject(value) &&
        typeof value.lat === 'number' &&
        typeof value.lon === 'number' &&
        Math.abs(value.lat) <= 90 &&
        Math.abs(value.lon) <= 180 &&
        Object.keys(value).length === 2
        ? undefined
        : 'must be a location { lat, lon } in degrees';
    case 'Link':
      return linkOf(value)?.linkType === field.linkType ? undefined : `must be a link to an ${field.linkType}`;
    default:
      return `has the unsupported type ${field.type}`;
  }
}

interface Context {
  entriesById: Map<string, CheckedEntry>;
  assetContentTypes: Map<string, string>;
}

function checkValidations(validations: ModelValidation[], value: Json, where: string, ctx: Context): string[] {
  const problems: string[] = [];
  for (const v of validations) {
    const say = (fallback: string): void => void problems.push(`${where}: ${v.message ?? fallback}`);
    if (v.in && (typeof value === 'string' || typeof value === 'number') && !v.in.includes(value))
      say(`"${value}" is not one of ${v.in.join(', ')}`);
    if (v.size && (typeof value === 'string' || Array.isArray(value))) {
      const { min, max } = v.size;
      if ((min != null && value.length < min) || (max != null && value.length > max))
        say(`size ${value.length} is outside ${min ?? ''}..${max ?? ''}`);
    }
    if (v.range && typeof value === 'number') {
      const { min, max } = v.range;
      if ((min != null && value < min) || (max != null && value > max)) say(`${value} is outside ${min ?? ''}..${max ?? ''}`);
    }
    if (v.regexp && typeof value === 'string' && !new RegExp(v.regexp.pattern, v.regexp.flags ?? undefined).test(value))
      say(`"${value}" does not match ${v.regexp.pattern}`);
    const target = linkOf(value);
    if (v.linkContentType && target?.linkType === 'Entry') {
      const type = ctx.entriesById.get(target.id)?.contentType;
      if (type && !v.linkContentType.includes(type)) say(`links to ${target.id} of type ${type}, not ${v.linkContentType.join(' or ')}`);
    }
    if (v.linkMimetypeGroup && target?.linkType === 'Asset') {
      const mime = ctx.assetContentTypes.get(target.id);
      if (mime && !(v.linkMimetypeGroup.includes('image') && mime.startsWith('image/'))) say(`links to asset ${target.id} of type ${mime}`);
    }
    if (v.enabledNodeTypes) {
      const allowed = new Set([...v.enabledNodeTypes, ...ALWAYS_ALLOWED]);
      const used = [...nodeTypesOf(value)].filter((t) => !allowed.has(t));
      if (used.length) problems.push(`${where}: rich text node types ${used.join(', ')} are not enabled`);
    }
    if (v.enabledMarks) {
      const used = [...marksOf(value)].filter((m) => !v.enabledMarks!.includes(m));
      if (used.length) problems.push(`${where}: rich text marks ${used.join(', ')} are not enabled`);
    }
    if (v.nodes) {
      // A node type's `size`: how many nodes of that type the document may hold (links of one
      // kind, e.g. at most 5 `embedded-entry-block`), as Contentful checks at publish.
      const counts = nodeCounts(value);
      for (const [nodeType, rules] of Object.entries(v.nodes)) {
        const count = counts.get(nodeType) ?? 0;
        for (const rule of rules) {
          const { min, max } = rule.size ?? {};
          if ((min != null && count < min) || (max != null && count > max)) {
            problems.push(`${where}: ${rule.message ?? `${count} ${nodeType} nodes, outside ${min ?? ''}..${max ?? ''}`}`);
          }
        }
      }
      for (const embed of embeddedEntries(value)) {
        const rules = v.nodes[embed.nodeType] ?? [];
        const type = ctx.entriesById.get(embed.id)?.contentType;
        for (const rule of rules) {
          if (rule.linkContentType && type && !rule.linkContentType.includes(type)) {
            problems.push(`${where}: embeds ${embed.id} of type ${type}, not ${rule.linkContentType.join(' or ')}`);
          }
        }
      }
    }
  }
  return problems;
}

/**
 * Every problem of `entries` against `contentTypes`, as readable lines (empty when the seed is
 * valid). `assets` maps asset ids to their MIME types.
 */
export function validateSeed(contentTypes: ModelContentType[], entries: CheckedEntry[], assets: Map<string, string>): string[] {
  const problems: string[] = [];
  const types = new Map(contentTypes.map((ct) => [ct.sys.id, ct]));
  const ctx: Context = { entriesById: new Map(entries.map((e) => [e.id, e])), assetContentTypes: assets };
  const uniques = new Map<string, string>();
  const urls = new Set(
    entries
      .filter((e) => e.contentType === 'staticPage' || e.contentType === 'article')
      .map((e) => e.fields.url)
      .filter((u): u is string => typeof u === 'string'),
  );
  const routes = new Set([...urls, ...APP_ROUTES]);

  for (const entry of entries) {
    const ct = types.get(entry.contentType);
    if (!ct) {
      problems.push(`${entry.id}: unknown content type ${entry.contentType}`);
      continue;
    }
    const fields = new Map(ct.fields.map((f) => [f.id, f]));
    for (const fieldId of Object.keys(entry.fields)) {
      if (!fields.has(fieldId)) problems.push(`${entry.id}.${fieldId}: no such field in ${ct.sys.id}`);
    }
    for (const field of ct.fields) {
      const where = `${entry.id}.${field.id}`;
      const value = entry.fields[field.id];
      const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
      if (empty) {
        if (field.required) problems.push(`${where}: required`);
        continue;
      }
      if (field.type === 'Array') {
        if (!Array.isArray(value)) {
          problems.push(`${where}: must be a list`);
          continue;
        }
        problems.push(...checkValidations(field.validations ?? [], value, where, ctx));
        value.forEach((item, index) => {
          const problem = typeProblem(field.items ?? { type: 'Symbol' }, item);
          if (problem) problems.push(`${where}[${index}]: ${problem}`);
          problems.push(...checkValidations(field.items?.validations ?? [], item, `${where}[${index}]`, ctx));
        });
      } else {
        const problem = typeProblem(field, value);
        if (problem) problems.push(`${where}: ${problem}`);
        problems.push(...checkValidations(field.validations ?? [], value, where, ctx));
      }
      if ((field.validations ?? []).some((v) => v.unique)) {
        const key = `${ct.sys.id}.${field.id}=${JSON.stringify(value)}`;
        const other = uniques.get(key);
        if (other) problems.push(`${where}: same value as ${other} (must be unique)`);
        uniques.set(key, entry.id);
      }
      for (const l of linksIn(value)) {
        const known = l.linkType === 'Entry' ? ctx.entriesById.has(l.id) : l.linkType === 'Asset' ? assets.has(l.id) : true;
        if (!known) problems.push(`${where}: links to missing ${l.linkType} ${l.id}`);
      }
      for (const path of sitePaths(value, field.id)) {
        const bare = path.replace(/[?#].*$/, '') || '/';
        if (!routes.has(bare)) problems.push(`${where}: points to ${path}, which is no page, article or site route`);
      }
    }
  }
  problems.push(...formBlockProblems(entries));
  return problems;
}

/**
 * A form block's `formId` names a bespoke form or the form id of one of the seed's form
 * definitions (docs/requirements.md#decision-form-block-form-id): Contentful cannot check that at
 * publish, so the demo is checked here.
 */
function formBlockProblems(entries: CheckedEntry[]): string[] {
  const definitions = new Set(entries.filter((e) => e.contentType === 'form').map((e) => e.fields.formId));
  return entries
    .filter((e) => e.contentType === 'formBlock' && typeof e.fields.formId === 'string')
    .filter((e) => !isBespokeFormId(e.fields.formId as string) && !definitions.has(e.fields.formId))
    .map((e) => `${e.id}.formId: "${String(e.fields.formId)}" is no bespoke form id and no form definition's form id`);
}
