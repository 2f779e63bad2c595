/**
 * Compliance-aware publishing of static pages (docs/requirements.md#decision-compliance-approval):
 * which page types need an approval (compliance) number, when an approval has expired, and why a
 * page may not be published. Framework-free: the workbench (its server refuses the publish, its
 * editor shows the reasons at the fields), the site (404 past the date) and the sitemap and search
 * index use the same rule.
 */

import type { StaticPageType } from '@insurer/content-model/model';

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

/** One reason a page may not be published, on the field it concerns. */
export interface ComplianceProblem {
  fieldId: 'complianceNumber' | 'expirationDate';
  message: string;
}

/** The compliance fields of a static page, in one locale. */
export interface ComplianceFields {
  type?: unknown;
  complianceNumber?: unknown;
  expirationDate?: unknown;
}

/**
 * Why the page may not be published at `now`: a page type that needs approval without a
 * compliance number or without an expiration date, or any page whose expiration date has passed.
 * Empty when it may.
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
 * Whether a published page may be shown to visitors at `now` (docs/requirements.md#decision-compliance-approval):
 * it fails closed, whichever client published it (the workbench, Contentful's web app, a script):
 * a page that needs approval without its compliance number or expiration date, or any page past
 * its expiration date, is not served (404), listed in the sitemap or indexed for search. The same
 * rule as `complianceProblems`, which the workbench applies before publishing.
 */
export function complianceServable(fields: ComplianceFields, now: Date): boolean {
  return complianceProblems(fields, now).length === 0;
}
