import 'server-only';
import { RilaWidgetConfigDocument, SiteMailSettingsDocument } from '@insurer/content-model/types';
import { parseRilaConfig } from '@insurer/contracts/rila';
import type { RilaToolLoader, SiteContent } from '@insurer/submissions';
import { siteFlags } from './flags';
import { contentQuery } from './graphql';

/**
 * What the forms backend reads from the published content (cached with the other published
 * content, revalidated by the publish webhook): the brand and support phone of the site settings
 * (docs/requirements.md#decision-brand-name), the product forms' compliance codes
 * (docs/requirements.md#decision-compliance-codes) and the retirement calculator's probability
 * content (the first published calculator by entry id; docs/requirements.md#decision-retirement-probability-of-success).
 */
export async function loadSiteContent(): Promise<SiteContent> {
  const answer = await contentQuery(false)(SiteMailSettingsDocument, { preview: false });
  const settings = answer.siteSettingsCollection?.items[0];
  return {
    brandName: settings?.brandName ?? undefined,
    supportPhone: settings?.supportPhone ?? undefined,
    complianceCodes: (answer.complianceCodeCollection?.items ?? []).flatMap((item) =>
      item?.formId && item.code && item.expirationDate
        ? [{ formId: item.formId, code: item.code, expirationDate: String(item.expirationDate) }]
        : [],
    ),
    retirementProbability: answer.retirementCalculatorCollection?.items[0] ?? undefined,
  };
}

/**
 * A RILA widget's published tool, as its page renders it (docs/requirements.md#decision-rila-share-flow):
 * its configuration parsed with the tool's own schema, and the variant of the `rilaV3` flag.
 * Undefined when the entry is not published or its configuration is invalid.
 */
export const loadRilaTool: RilaToolLoader = async (widgetId) => {
  const answer = await contentQuery(false)(RilaWidgetConfigDocument, { id: widgetId, preview: false });
  if (!answer.rilaWidget) return undefined;
  const parsed = parseRilaConfig(answer.rilaWidget.config);
  if (!parsed.ok) return undefined;
  return { config: parsed.config, variant: (await siteFlags()).rilaV3 ? 'v3' : 'legacy' };
};
