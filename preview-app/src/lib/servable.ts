import 'server-only';
import { unstable_cache } from 'next/cache';
import { approvalCheck, contentDelivery, pageServable, type Delivery, type PublishedPage, type Serving } from '@insurer/compliance-site';
import { siteEnv } from './env';
import { CONTENT_TAG } from './graphql';
import { complianceStore } from './services';

let delivery: Delivery | undefined;

/** The Content Delivery API of the site's space (`SiteEnv.deliveryUrl`), in the site's locale. */
function siteDelivery(): Delivery {
  if (!delivery) {
    const env = siteEnv();
    delivery = contentDelivery({
      url: env.deliveryUrl,
      spaceId: env.spaceId,
      environmentId: env.environmentId,
      token: env.deliveryToken,
      locale: env.locale,
    });
  }
  return delivery;
}

/** The approval check of page `entryId` read now: its published snapshot, hash and recorded approval. */
async function freshCheck(entryId: string) {
  const source = siteDelivery();
  return approvalCheck({ store: await complianceStore(), source: () => source.snapshotSource(), locale: source.locale }, entryId);
}

/**
 * The same, kept in Next.js's data cache under `CONTENT_TAG` until the publish webhook revalidates
 * it: a publish, an approval and a withdrawal all do (src/app/api/revalidate/route.ts), so it is
 * read once per change, not once per visitor, and never outlives one. It holds no time: expiry is
 * judged at every request.
 */
function cachedCheck(entryId: string) {
  return unstable_cache(() => freshCheck(entryId), ['compliance-approval-check', siteEnv().deliveryUrl, entryId], {
    tags: [CONTENT_TAG],
  })();
}

/**
 * Whether visitors may see published page `page` at `now`: `pageServable` of
 * `@insurer/compliance-site`, the one rule the route, the sitemap and the search index ask
 * (docs/requirements.md#decision-compliance-approval): the compliance fields, the sources of its
 * charts and tables, and a recorded approval of exactly its published content. `fresh` reads the
 * approval now (the search index, in the webhook that changed it); otherwise the copy cached per
 * publish.
 * @throws when the site database or the Content Delivery API cannot be read (the request fails; nothing unapproved is served).
 */
export function publishedPageServable(page: PublishedPage, now: Date, options: { fresh?: boolean } = {}): Promise<Serving> {
  return pageServable(page, now, options.fresh ? freshCheck : cachedCheck);
}
