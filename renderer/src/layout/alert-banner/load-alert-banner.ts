import { SiteAlertBannerByIdDocument } from '@insurer/content-model/types';
import type { LoadContext } from '../../core/query.js';
import { fromAlertBanner, type AlertBannerProps } from './from-alert-banner.js';

/**
 * The props of alert banner `id`; null when `id` is empty, the entry is not published, has no
 * message, or has expired by `context.now`.
 * @throws what `context.query` throws (transport or GraphQL errors).
 */
export async function loadAlertBanner(id: string | null | undefined, context: LoadContext): Promise<AlertBannerProps | null> {
  if (!id) return null;
  const { alertBanner } = await context.query(SiteAlertBannerByIdDocument, {
    id,
    preview: context.preview,
    ...(context.locale ? { locale: context.locale } : {}),
  });
  return (alertBanner && fromAlertBanner(alertBanner, context.now)) ?? null;
}
