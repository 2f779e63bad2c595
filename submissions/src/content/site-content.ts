import { probabilityContentOf, type ProbabilityContent, type ProbabilityFields } from '@insurer/contracts/retirement';
import type { RilaConfig, RilaVariant } from '@insurer/contracts/rila';
import type { FormsConfig } from '../config.js';
import { log } from '../log.js';

/**
 * What the forms backend reads from the site's published content, through hooks the site
 * provides (the package does not know where content lives or how it is cached): the brand and the
 * support phone the e-mails show (docs/requirements.md#decision-brand-name), the compliance codes
 * of the product forms (docs/requirements.md#decision-compliance-codes), the retirement calculator's
 * probability content (docs/requirements.md#decision-retirement-probability-of-success), and a RILA tool's
 * configuration (docs/requirements.md#decision-rila-share-flow).
 */

/** One product form's compliance code: the approval code compliance gave it and the date it expires (YYYY-MM-DD, through that day UTC). */
export interface ComplianceCode {
  /** The product form it belongs to: a share or quote-lead form id. */
  formId: string;
  code: string;
  expirationDate: string;
}

/** The site's published settings the e-mails and leads read; anything missing falls back to the configuration. */
export interface SiteContent {
  brandName?: string | undefined;
  supportPhone?: string | undefined;
  complianceCodes?: readonly ComplianceCode[] | undefined;
  /** The retirement calculator entry's probability fields (its results e-mail states the same probability as the page). */
  retirementProbability?: ProbabilityFields | undefined;
}

/** A RILA widget's published configuration and the variant of the `rilaV3` flag, as the page renders it. */
export interface RilaTool {
  config: RilaConfig;
  variant: RilaVariant;
}

/** Loads a RILA widget entry's published tool by entry id; undefined when there is none (or its configuration is invalid). */
export type RilaToolLoader = (widgetId: string) => Promise<RilaTool | undefined>;

/** The site content with the configuration's fallbacks in place. */
export interface ResolvedSiteContent {
  brand: string;
  supportPhone: string;
  complianceCodes: readonly ComplianceCode[];
  /** The calculator's assumptions and disclosures; undefined when content has no complete, valid set (no probability is sent). */
  retirementProbability?: ProbabilityContent | undefined;
}

/**
 * The site content from `load`, with the fallbacks: the envelope's sender name for the brand, the
 * configured support phone. A content lookup that fails is logged and the fallbacks stand in: it
 * must not cost the visitor the submission.
 */
export async function resolveSiteContent(
  load: (() => Promise<SiteContent>) | undefined,
  config: FormsConfig,
): Promise<ResolvedSiteContent> {
  let content: SiteContent = {};
  try {
    content = (await load?.()) ?? {};
  } catch (error) {
    log('warn', 'Site content could not be read; the configured brand and phone stand in', {
      error: error instanceof Error ? error.name : 'EUNKNOWN',
    });
  }
  return {
    brand: content.brandName?.trim() || config.envelope.senderName,
    supportPhone: content.supportPhone?.trim() || config.supportPhone,
    complianceCodes: content.complianceCodes ?? [],
    retirementProbability: content.retirementProbability ? probabilityContentOf(content.retirementProbability) : undefined,
  };
}

const DAY_MS = 86_400_000;

/**
 * The compliance code in force for `formId` at `now` (docs/requirements.md#decision-compliance-codes):
 * the published code of that product form. An expired one is still the one on file: it is used
 * and logged ('Compliance code expired') so compliance renews it; undefined when the form has none.
 */
export function complianceCodeFor(codes: readonly ComplianceCode[], formId: string, now: Date): string | undefined {
  const entry = codes.find((c) => c.formId === formId);
  if (!entry) return undefined;
  const expires = Date.parse(`${entry.expirationDate.slice(0, 10)}T00:00:00Z`) + DAY_MS;
  if (!Number.isNaN(expires) && now.getTime() >= expires) {
    log('warn', 'Compliance code expired', { form: formId, code: entry.code, expired: entry.expirationDate.slice(0, 10) });
  }
  return entry.code;
}
