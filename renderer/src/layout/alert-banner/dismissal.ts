/**
 * Session-storage key remembering that alert banner `id` was dismissed (value '1'): a dismissal
 * lasts for the browser session, per banner entry.
 */
export function dismissedBannerKey(id: string): string {
  return `alert-banner-dismissed:${id}`;
}
