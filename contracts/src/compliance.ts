/**
 * Compliance-aware publishing of static pages (docs/requirements.md#decision-compliance-approval):
 * which page types need an approval (compliance) number, when an approval has expired, and why a
 * page may not be published. Framework-free: the workbench (its server refuses the publish, its
 * editor shows the reasons at the fields), the site (404 past the date) and the sitemap and search
 * index use the same rule (the site through `pageServable` of `@insurer/compliance-site`).
 */

import type { StaticPageType } from '@insurer/content-model/model';
import type { StaticPageContentBlocksItem } from '@insurer/content-model/types';

/** The content type id of a page block (its GraphQL type name, uncapitalised). */
type BlockTypeId = Uncapitalize<NonNullable<StaticPageContentBlocksItem['__typename']>>;

/**
 * The page types (`staticPage.type`, a closed list since migration 0016; compared trimmed and
 * case-insensitively for entries written before it) whose pages present products or calculate
 * figures for them, and so need an approval number and its expiration date before they are
 * published. Typed against the model's list, so a type the model drops fails to compile.
 */
export const APPROVAL_PAGE_TYPES = ['product', 'tool'] as const satisfies readonly StaticPageType[];

/** Milliseconds in a day. */
const DAY_MS = 86_400_000;

/** True when a page of `type` (the page's `type` field) needs an approval number to be published. */
export function needsApproval(type: unknown): boolean {
  return typeof type === 'string' && (APPROVAL_PAGE_TYPES as readonly string[]).includes(type.trim().toLowerCase());
}

/**
 * The moment an approval expires: a date-only value (`2027-12-31`, the field's format) holds
 * through that whole day in UTC, so it expires at the next midnight UTC; a value with a time
 * expires at that instant. Undefined when there is no date or it is not one.
 */
export function complianceExpiresAt(expirationDate: string | null | undefined): Date | undefined {
  if (!expirationDate) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(expirationDate);
  const time = Date.parse(dateOnly ? `${expirationDate}T00:00:00Z` : expirationDate);
  if (Number.isNaN(time)) return undefined;
  return new Date(dateOnly ? time + DAY_MS : time);
}

/** True when the page's compliance expiration date has passed at `now` (checked per request, never cached). */
export function complianceExpired(expirationDate: string | null | undefined, now: Date): boolean {
  const expiresAt = complianceExpiresAt(expirationDate);
  return expiresAt !== undefined && now.getTime() >= expiresAt.getTime();
}

/** True when the page expires within `days` days of `now` and has not expired yet (the workbench's "expires within 30 days"). */
export function complianceExpiresWithin(expirationDate: string | null | undefined, now: Date, days: number): boolean {
  const expiresAt = complianceExpiresAt(expirationDate);
  if (!expiresAt) return false;
  return expiresAt.getTime() > now.getTime() && expiresAt.getTime() - now.getTime() <= days * DAY_MS;
}

/**
 * One reason a page may not be published, on the page field it concerns: a missing source is on
 * `contentBlocks` (where the block sits) and names the block's entry (`entryId`).
 */
export interface ComplianceProblem {
  fieldId: 'complianceNumber' | 'expirationDate' | 'contentBlocks';
  message: string;
  /** The linked block the problem is about (a chart or table without its source); the page itself when absent. */
  entryId?: string;
}

/**
 * The content types whose blocks can show a chart or a statistical table (migration 0017 gives
 * each a `source`): the chart always, a rich text or custom HTML block when it holds a table
 * (docs/requirements.md#decision-statistics-sources). Typed against the model's list.
 */
export const STATISTICS_BLOCK_TYPES = ['customChart', 'richTextBlock', 'customHtml'] as const satisfies readonly BlockTypeId[];

/**
 * A block of a page that shows a chart or a statistical table, and the source it names (FINRA
 * Rule 2210(b)(4)(A): the record keeps "the source of any statistical table, chart, graph or other
 * illustration"). `source` is undefined when the block names none.
 */
export interface StatisticsBlock {
  entryId: string;
  contentType: string;
  title?: string;
  source?: string;
}

/** An entry in one locale, as a page snapshot holds it (`fields[field]`, not `fields[field][locale]`). */
export interface LinkedEntry {
  id: string;
  contentType: string;
  fields: Record<string, unknown>;
}

/** True when rich text `node` holds a table node anywhere. */
function holdsTable(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  const { nodeType, content } = node as { nodeType?: unknown; content?: unknown };
  return nodeType === 'table' || (Array.isArray(content) && content.some(holdsTable));
}

const trimmed = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The blocks among `entries` (a page snapshot's entries: the page and everything it links to, in
 * one locale) that show a chart or a statistical table, sorted by entry id: every `customChart`;
 * a `richTextBlock` whose body holds a table; a `customHtml` whose HTML holds a `<table>`; and a
 * `retirementCalculator` whose capital-market assumptions name their source (its probability
 * chart is drawn only then; its source lives in the assumptions, docs/requirements.md#decision-retirement-probability-of-success).
 */
export function statisticsBlocks(entries: readonly LinkedEntry[]): StatisticsBlock[] {
  const out: StatisticsBlock[] = [];
  for (const entry of entries) {
    const f = entry.fields;
    const block = (source: unknown): StatisticsBlock => ({
      entryId: entry.id,
      contentType: entry.contentType,
      ...(trimmed(f.title) ? { title: trimmed(f.title) } : trimmed(f.internalName) ? { title: trimmed(f.internalName) } : {}),
      ...(trimmed(source) ? { source: trimmed(source) } : {}),
    });
    if (entry.contentType === 'customChart') out.push(block(f.source));
    else if (entry.contentType === 'richTextBlock' && holdsTable(f.body)) out.push(block(f.source));
    else if (entry.contentType === 'customHtml' && typeof f.html === 'string' && /<table\b/i.test(f.html)) out.push(block(f.source));
    else if (entry.contentType === 'retirementCalculator') {
      const assumptions = f.marketAssumptions as { source?: unknown } | null | undefined;
      if (trimmed(assumptions?.source)) out.push(block(assumptions?.source));
    }
  }
  return out.sort((a, b) => (a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0));
}

/** The compliance fields of a static page, in one locale. */
export interface ComplianceFields {
  type?: unknown;
  complianceNumber?: unknown;
  expirationDate?: unknown;
  /**
   * The chart and table blocks the page shows (`statisticsBlocks` of its snapshot): on a page that
   * needs approval each must name its source. Whoever decides publishing or serving of such a
   * page passes them (the workbench from the draft's snapshot, the site from the published one).
   */
  statistics?: readonly StatisticsBlock[];
}

/**
 * Why the page may not be published at `now`: a page type that needs approval without a
 * compliance number, without an expiration date, or with a chart or statistical table among
 * `statistics` that names no source (docs/requirements.md#decision-statistics-sources); or any page
 * whose expiration date has passed. Empty when it may.
 */
export function complianceProblems(fields: ComplianceFields, now: Date): ComplianceProblem[] {
  const problems: ComplianceProblem[] = [];
  const type = typeof fields.type === 'string' ? fields.type.trim().toLowerCase() : '';
  const expiration = typeof fields.expirationDate === 'string' ? fields.expirationDate : undefined;
  if (needsApproval(type)) {
    if (typeof fields.complianceNumber !== 'string' || !fields.complianceNumber.trim()) {
      problems.push({
        fieldId: 'complianceNumber',
        message: `A ${type} page needs its compliance number (the approval code) before it is published.`,
      });
    }
    if (!expiration) {
      problems.push({
        fieldId: 'expirationDate',
        message: `A ${type} page needs the expiration date of its approval before it is published.`,
      });
    }
    for (const block of fields.statistics ?? []) {
      if (block.source) continue;
      const what = block.contentType === 'customChart' ? 'chart' : 'table';
      problems.push({
        fieldId: 'contentBlocks',
        entryId: block.entryId,
        message: `The ${what}${block.title ? ` “${block.title}”` : ''} needs its source before this ${type} page is published.`,
      });
    }
  }
  if (expiration && complianceExpired(expiration, now)) {
    problems.push({
      fieldId: 'expirationDate',
      message: `The compliance approval expired on ${expiration.slice(0, 10)}: renew it and enter the new expiration date before publishing.`,
    });
  }
  return problems;
}

/**
 * Whether a published page's fields let it be shown to visitors at `now` (docs/requirements.md#decision-compliance-approval):
 * it fails closed, whichever client published it (the workbench, Contentful's web app, a script):
 * a page that needs approval without its compliance number or expiration date, or with a chart or
 * statistical table among `statistics` that names no source, or any page past its expiration
 * date, is not served (404), listed in the sitemap or indexed for search. The same rule as
 * `complianceProblems`, which the workbench applies before publishing. The site's one serving rule,
 * `pageServable` of `@insurer/compliance-site`, applies it and adds the recorded approval of
 * exactly the published content, which needs the site database.
 */
export function complianceServable(fields: ComplianceFields, now: Date): boolean {
  return complianceProblems(fields, now).length === 0;
}
