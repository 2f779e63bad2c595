import 'server-only';
import { SiteBrandNameDocument } from '@insurer/content-model/types';
import { contentQuery } from './graphql';

/**
 * The brand name of the published site settings (docs/requirements.md#decision-brand-name), for the
 * share flow's e-mail subjects; cached with the other published content and revalidated by the
 * publish webhook. Undefined when there is no settings entry.
 */
export async function loadBrandName(): Promise<string | undefined> {
  const answer = await contentQuery(false)(SiteBrandNameDocument, { preview: false });
  return answer.siteSettingsCollection?.items[0]?.brandName ?? undefined;
}
