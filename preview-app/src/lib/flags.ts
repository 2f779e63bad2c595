import { cache } from 'react';
import { DEFAULT_SITE_FLAGS, type SiteFlags } from '@insurer/renderer';

/**
 * The feature flags of this request (docs/requirements.md#feature-flags), evaluated once per
 * request on the server and handed to blocks through `LoadContext.flags`.
 * Today every flag has its default; the OpenFeature providers (CMS flags entry, environment
 * variables, a vendor) come with the flags issue and replace only this function's body.
 */
export const siteFlags = cache(async (): Promise<SiteFlags> => DEFAULT_SITE_FLAGS);
