import 'server-only';
import { FirstMatchStrategy, MultiProvider, OpenFeature, type Client, type Provider } from '@openfeature/server-sdk';
import { SiteFeatureFlagsDocument } from '@insurer/content-model/types';
import { DEFAULT_SITE_FLAGS, SITE_FLAG_KEYS, type SiteFlags } from '@insurer/contracts/flags';
import { cache } from 'react';
import { CmsFlagProvider, flagOverridesFromEnv, overridesProvider, type CmsFlagValues } from './cms-flag-provider';
import { contentQuery } from './graphql';
import { log } from './log';

/**
 * The published flags entry, cached under the content tag (the publish webhook revalidates it);
 * one read per request whatever the number of flags (React `cache()`).
 */
const loadCmsFlags = cache(async (): Promise<CmsFlagValues | undefined> => {
  const data = await contentQuery(false)(SiteFeatureFlagsDocument, {});
  return data.featureFlagsCollection?.items[0] ?? undefined;
});

/**
 * The provider that answers when no environment override does (docs/requirements.md#decision-flag-source):
 * `FLAGS_PROVIDER=flagd` uses OpenFeature's flagd provider (it reads its own `FLAGD_HOST`,
 * `FLAGD_PORT`, `FLAGD_TLS`, `FLAGD_RESOLVER` … variables); unset or `cms` reads the CMS flags entry.
 * @throws Error for another FLAGS_PROVIDER value.
 */
async function vendorProvider(name: string): Promise<Provider> {
  if (name === 'cms') return new CmsFlagProvider(loadCmsFlags);
  if (name === 'flagd') {
    const { FlagdProvider } = await import('@openfeature/flagd-provider');
    return new FlagdProvider();
  }
  throw new Error(`FLAGS_PROVIDER: must be cms or flagd (got "${name}")`);
}

let client: Promise<Client> | undefined;

/**
 * The OpenFeature client, set up on first use: environment overrides first, then the configured
 * provider (FirstMatchStrategy: a provider that has no value for a flag passes it on; none → the
 * default in code). The flags' own variables (`FLAGS_PROVIDER`, `FLAG_<KEY>`) are read here, once.
 * One per module instance: the pages and routes that evaluate flags share Next.js's server
 * bundle (OpenFeature's own API object is process-wide either way).
 */
function flagClient(): Promise<Client> {
  client ??= (async () => {
    const overrides = flagOverridesFromEnv(process.env);
    const provider = await vendorProvider(process.env.FLAGS_PROVIDER?.trim().toLowerCase() || 'cms');
    await OpenFeature.setProviderAndWait(
      new MultiProvider([{ provider: overridesProvider(overrides), name: 'environment' }, { provider }], new FirstMatchStrategy()),
    );
    return OpenFeature.getClient('site');
  })().catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

/**
 * The feature flags of this request (docs/requirements.md#feature-flags), evaluated once per
 * request on the server through OpenFeature and handed to blocks through `LoadContext.flags`
 * (islands get the values they need as props: no flash of the other variant). A flag no provider
 * answers, or a provider that fails, gives the default of contracts/src/flags.ts.
 */
export const siteFlags = cache(async (): Promise<SiteFlags> => {
  let client: Client;
  try {
    client = await flagClient();
  } catch (error) {
    log.error({ err: error }, 'flag provider setup failed; using the defaults');
    return DEFAULT_SITE_FLAGS;
  }
  const values = await Promise.all(SITE_FLAG_KEYS.map((key) => client.getBooleanValue(key, DEFAULT_SITE_FLAGS[key])));
  return Object.fromEntries(SITE_FLAG_KEYS.map((key, i) => [key, values[i]])) as SiteFlags;
});
